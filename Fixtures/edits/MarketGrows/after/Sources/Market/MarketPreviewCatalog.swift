#if DEBUG
import SwiftUI

/// Every screen of the app in each state its previews show, in one list: a preview to walk
/// through the screens without running a flow. Written by `scaffold app`, which adds the
/// screens the app gains. Debug builds only, as the fakes it uses.
struct MarketPreviewCatalog: View {
    var body: some View {
        NavigationStack {
            List {
                Section("About") {
                    NavigationLink("Default") {
                        AboutView(viewModel: AboutViewModel(responder: .noop))
                    }
                }
                Section("Account") {
                    NavigationLink("Default") {
                        AccountView(viewModel: AccountViewModel(session: SessionService(), responder: .noop))
                    }
                }
                Section("Catalog") {
                    NavigationLink("Default") {
                        CatalogView(viewModel: CatalogViewModel(catalog: CatalogService(), responder: .noop))
                    }
                }
                Section("Credits") {
                    NavigationLink("Default") {
                        CreditsView(viewModel: CreditsViewModel(responder: .noop))
                    }
                }
                Section("Product Detail") {
                    NavigationLink("Default") {
                        ProductDetailView(viewModel: ProductDetailViewModel(catalog: CatalogService(), productID: 7, responder: .noop))
                    }
                }
                Section("Product Edit") {
                    NavigationLink("Default") {
                        ProductEditView(viewModel: ProductEditViewModel(catalog: CatalogService(), responder: .noop))
                    }
                }
                Section("Reviews") {
                    NavigationLink("Default") {
                        ReviewsView(viewModel: ReviewsViewModel(reviews: ReviewService(), responder: .noop))
                    }
                }
                Section("Settings") {
                    NavigationLink("Default") {
                        SettingsView(viewModel: SettingsViewModel(responder: .noop))
                    }
                }
                Section("Welcome") {
                    NavigationLink("Default") {
                        WelcomeView(viewModel: WelcomeViewModel(session: SessionService(), responder: .noop))
                    }
                }
            }
            .navigationTitle("Market")
        }
    }
}

#Preview {
    MarketPreviewCatalog()
}
#endif
