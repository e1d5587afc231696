import SwiftUI

/// The Product Edit screen. It renders `ProductEditViewModel`'s outputs and only ever sends it actions.
struct ProductEditView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: ProductEditViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Product Edit")
            TextField("Name", text: Binding(get: { viewModel.name }, set: { viewModel.send(.updateName($0)) }))
            Button("Save") {
                viewModel.send(.save)
            }
            Button("Cancel") {
                viewModel.send(.cancel)
            }
        }
    }
}

#if DEBUG
#Preview {
    ProductEditView(viewModel: ProductEditViewModel(catalog: CatalogService(), responder: .noop))
}
#endif
