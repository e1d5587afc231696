import SwiftUI

/// A checkout screen written by hand, the way a team might before adopting scaffold.
struct CheckoutView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var sizeClass

    // MARK: - Local State

    @State private var promoCode = ""
    @State private var showsTerms = false
    @FocusState private var focused: Bool

    // MARK: - View Model

    @StateObject var viewModel: CheckoutViewModel

    // MARK: - Body

    var body: some View {
        NavigationStack {
            List {
                Section("Items") {
                    ForEach(viewModel.items) { item in
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text(item.price, format: .currency(code: "EUR"))
                        }
                    }
                }
                Section {
                    TextField("Promo code", text: $promoCode)
                        .focused($focused)
                        .onSubmit { viewModel.send(.applyPromo(promoCode)) }
                    if let message = viewModel.promoMessage {
                        Text("\(message) (\(viewModel.items.count) items)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Pay \(viewModel.total.formatted(.currency(code: "EUR")))") {
                        viewModel.send(.pay)
                    }
                    .disabled(viewModel.isPaying)
                }
            }
            .sheet(isPresented: $showsTerms) { termsSheet }
        }
    }

    // MARK: - Support

    @ViewBuilder
    private var termsSheet: some View {
        ScrollView {
            Text("""
                By paying you accept the "terms".
                Totals include \(viewModel.taxRate * 100, specifier: "%.0f")% tax.
                """)
                .padding()
        }
    }

    private func row(_ title: String, value: Decimal) -> some View {
        LabeledContent(title) { Text(value, format: .number) }
    }
}

#Preview("Checkout") {
    CheckoutView(viewModel: CheckoutViewModel(cart: .preview, responder: .noop))
}
