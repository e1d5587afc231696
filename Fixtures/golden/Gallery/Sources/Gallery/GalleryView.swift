import SwiftUI

/// The Gallery screen. It renders `GalleryViewModel`'s outputs and only ever sends it actions.
struct GalleryView: View {

    // MARK: - View Model

    @ObservedObject var viewModel: GalleryViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Gallery")
            List(viewModel.photos) { photo in
                Button {
                    viewModel.send(.open(photo))
                } label: {
                    row(photo)
                }
            }
            List(viewModel.tags, id: \.self) { tag in
                row(tag)
            }
            if viewModel.isLoading {
                ProgressView()
            }
            if let lastError = viewModel.lastError {
                Text(lastError)
            }
            Stepper("Quantity: \(viewModel.quantity)", value: Binding(get: { viewModel.quantity }, set: { viewModel.send(.setQuantity($0)) }))
            LabeledContent("Brightness") {
                Slider(value: Binding(get: { viewModel.brightness }, set: { viewModel.send(.setBrightness($0)) }))
            }
            LabeledContent("Views", value: viewModel.views, format: .number)
            LabeledContent("Rating", value: viewModel.rating, format: .number)
            TextField("Caption", text: Binding(get: { viewModel.caption }, set: { viewModel.send(.updateCaption($0)) }))
            SecureField("Pin", text: Binding(get: { viewModel.pin }, set: { viewModel.send(.updatePin($0)) }))
            Toggle("Is Favorite", isOn: Binding(get: { viewModel.isFavorite }, set: { _ in viewModel.send(.toggleFavorite) }))
            Picker("Order", selection: Binding(get: { viewModel.order }, set: { viewModel.send(.sort($0)) })) {
                ForEach(PhotoOrder.allCases, id: \.self) { option in
                    Text(String(describing: option)).tag(option)
                }
            }
            Button("Load") {
                viewModel.send(.load)
            }
            Button("Share") {
                viewModel.send(.share)
            }
        }
        .task {
            viewModel.send(.refresh)
        }
        .alert("Error", isPresented: Binding(get: { viewModel.problem != nil }, set: { isPresented in
            if !isPresented {
                viewModel.send(.hideProblem)
            }
        }), presenting: viewModel.problem) { _ in
            Button("Retry") {
                viewModel.send(.retry)
            }
            Button("OK", role: .cancel) {}
        } message: { problem in
            Text(problem)
        }
    }

    // MARK: - Support

    /// A row of a list of `Photo`: restyle it here.
    @ViewBuilder
    private func row(_ photo: Photo) -> some View {
        Text(String(describing: photo))
    }

    /// A row of a list of `Tag`: restyle it here.
    @ViewBuilder
    private func row(_ tag: Tag) -> some View {
        Text(String(describing: tag))
    }
}

#if DEBUG
#Preview("Loaded") {
    GalleryView(previewing: .loaded)
}

#Preview("Empty") {
    GalleryView(previewing: .empty)
}

#Preview("Loading") {
    GalleryView(previewing: .loading)
}

#Preview("Error") {
    GalleryView(previewing: .error)
}

extension GalleryView {
    /// The states the previews show, each with the fake `library` stubbed for it.
    /// The view sends `.refresh` when it appears, as in the app.
    enum PreviewState: String, CaseIterable {
        case loaded = "Loaded", empty = "Empty", loading = "Loading", error = "Error"
    }

    /// The screen in `state`, reached by sending actions to a view model whose fakes are
    /// stubbed for it.
    @MainActor
    init(previewing state: PreviewState) {
        let library = FakePhotoLibrary()
        switch state {
        case .loaded:
            library.photosReturnValue = [Photo(id: 1, title: "Dunes")]
        case .empty:
            library.photosReturnValue = []
        case .loading:
            // Never answered: the call stays in flight, so the screen stays loading.
            library.photosHandler = { await withUnsafeContinuation { _ in } }
        case .error:
            library.photosError = FakeError("The Internet connection appears to be offline.")
        }
        let viewModel = GalleryViewModel(library: library, responder: .noop)
        self.init(viewModel: viewModel)
    }
}
#endif
