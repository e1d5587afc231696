import Foundation

/// Writes a deterministic corpus of realistic SwiftUI-app code: screens (views, view
/// models, routers), their tests, models and services, in the proportions of a real app.
/// The same seed and count give the same bytes on every machine.
public struct CorpusGenerator {
    /// A file of the corpus.
    public struct File {
        /// The path relative to the corpus root.
        public var path: String
        /// The Swift source.
        public var text: String
    }

    private var random: SplitMix
    private let nouns = ["Login", "Profile", "Settings", "Cart", "Checkout", "Order", "Product", "Search", "Feed", "Inbox",
                         "Message", "Account", "Payment", "Address", "Review", "Wishlist", "Category", "Store", "Coupon", "Ticket"]
    private let fields = ["title", "subtitle", "name", "email", "query", "total", "count", "status", "note", "price", "rating", "code"]

    /// A generator with a seed.
    public init(seed: UInt64 = 2026) {
        random = SplitMix(state: seed)
    }

    /// `count` files: five per screen (view, view model, router, two test files) and some
    /// models and services.
    public mutating func files(count: Int) -> [File] {
        var files: [File] = []
        var index = 0
        while files.count < count {
            let name = nouns[index % nouns.count] + (index < nouns.count ? "" : String(index / nouns.count))
            let module = "Feature\(index % 12)"
            switch index % 7 {
            case 5: files.append(File(path: "\(module)/Models/\(name)Model.swift", text: model(name)))
            case 6: files.append(File(path: "\(module)/Services/\(name)Service.swift", text: service(name)))
            default:
                let outputs = (0..<Int.random(in: 16...32, using: &random)).map { "\(fields[($0 + index) % fields.count])\($0)" }
                let actions = (0..<Int.random(in: 22...42, using: &random)).map { "action\($0)" }
                files.append(File(path: "\(module)/\(name)/\(name)ViewModel.swift", text: viewModel(name, outputs: outputs, actions: actions)))
                files.append(File(path: "\(module)/\(name)/\(name)View.swift", text: view(name, outputs: outputs, actions: actions)))
                files.append(File(path: "\(module)/\(name)/\(name)Router.swift", text: router(name)))
                files.append(File(path: "\(module)Tests/\(name)/\(name)ViewModelTests.swift", text: tests(name, actions: actions)))
            }
            index += 1
        }
        return Array(files.prefix(count))
    }

    /// Writes the files below `root` and returns their paths.
    public mutating func write(count: Int, to root: URL) throws -> [String] {
        try files(count: count).map { file in
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
    }

    // MARK: - Kinds of files

    mutating func viewModel(_ name: String, outputs: [String], actions: [String]) -> String {
        var text = """
        import Combine
        import Foundation

        /// The \(name) screen's state and logic.
        @MainActor
        final class \(name)ViewModel: ObservableObject {

            // MARK: - Properties & Dependencies

            private let service: \(name)Service
            private let analytics: AnalyticsTracking
            private var loadTask: Task<Void, Never>?

            // MARK: - Lifecycle

            init(service: \(name)Service, analytics: AnalyticsTracking, responder: Responder<ResponderAction>) {
                self.service = service
                self.analytics = analytics
                self.responder = responder
            }

            deinit {
                loadTask?.cancel()
            }

            // MARK: - Responder

            enum ResponderAction: Equatable {
                case finished
                case showDetail(id: Int)
                case failed(message: String)
            }

            private let responder: Responder<ResponderAction>

            // MARK: - Input

            enum Action {

        """
        for (index, action) in actions.enumerated() {
            text += index % 3 == 0 ? "        case \(action)(String)\n" : "        case \(action)\n"
        }
        text += "        case loaded(Result<[\(name)Model], Error>)\n    }\n\n    func send(_ action: Action) {\n        switch action {\n"
        for (index, action) in actions.enumerated() {
            let output = outputs[index % outputs.count]
            switch index % 4 {
            case 0:
                text += "        case .\(action)(let value):\n            \(output) = \"\\(value) (\\(value.count) characters)\"\n            analytics.track(\"\(action)\", properties: [\"length\": value.count])\n"
            case 1:
                text += "        case .\(action):\n            isLoading = true\n            loadTask = Task { [service] in\n                let result = await Result { try await service.fetchAll(matching: \"\(action)\") }\n                send(.loaded(result))\n            }\n"
            case 2:
                text += "        case .\(action):\n            responder.send(.showDetail(id: \(index)))\n"
            default:
                text += "        case .\(action):\n            // TODO: handle .\(action)\n            break\n"
            }
        }
        text += """
                case .loaded(.success(let items)):
                    isLoading = false
                    self.items = items.filter { !$0.isArchived }.sorted { $0.updatedAt > $1.updatedAt }
                case .loaded(.failure(let error)):
                    isLoading = false
                    responder.send(.failed(message: error.localizedDescription))
                }
            }

            // MARK: - Output


        """
        for output in outputs {
            text += "    @Published private(set) var \(output): String = \"\"\n"
        }
        text += """
            @Published private(set) var isLoading = false
            @Published private(set) var items: [\(name)Model] = []

            // MARK: - Support

            private func format(_ value: Double) -> String {
                value.formatted(.number.precision(.fractionLength(2)))
            }
        }

        """
        return text
    }

    mutating func view(_ name: String, outputs: [String], actions: [String]) -> String {
        var text = """
        import SwiftUI

        /// The \(name) screen.
        struct \(name)View: View {

            // MARK: - Environment

            @Environment(\\.dismiss) private var dismiss

            // MARK: - Local State

            @State private var draft = ""
            @State private var isConfirming = false

            // MARK: - View Model

            @ObservedObject var viewModel: \(name)ViewModel

            // MARK: - Body

            var body: some View {
                NavigationStack {
                    List {
                        Section("Details") {

        """
        for output in outputs {
            text += "                    LabeledContent(\"\(output.capitalized)\", value: viewModel.\(output))\n"
        }
        text += """
                        }
                        Section {
                            ForEach(viewModel.items, id: \\.id) { item in
                                HStack(spacing: 12) {
                                    Text(item.title).font(.headline)
                                    Spacer()
                                    Text("\\(item.price, specifier: "%.2f") €").foregroundStyle(.secondary)
                                }
                                .contentShape(Rectangle())
                                .onTapGesture { viewModel.send(.\(actions[min(2, actions.count - 1)])) }
                            }
                        }
                    }
                    .overlay { if viewModel.isLoading { ProgressView() } }
                    .toolbar {

        """
        for action in actions.prefix(4) where !action.hasSuffix("0") {
            text += "                    ToolbarItem { Button(\"\(action)\") { viewModel.send(.\(action)) } }\n"
        }
        text += """
                    }
                    .searchable(text: $draft)
                    .onSubmit(of: .search) { viewModel.send(.\(actions[0])(draft)) }
                    .confirmationDialog("Sure?", isPresented: $isConfirming) {
                        Button("Delete", role: .destructive) { dismiss() }
                    }
                }
            }

            // MARK: - Support

            @ViewBuilder
            private func badge(_ count: Int) -> some View {
                if count > 0 {
                    Text("\\(count)")
                        .padding(4)
                        .background(Circle().fill(.red))
                }
            }
        }

        #Preview {
            \(name)View(viewModel: \(name)ViewModel(service: .preview, analytics: NoAnalytics(), responder: .noop))
        }

        """
        return text
    }

    mutating func router(_ name: String) -> String {
        """
        import SwiftUI

        @MainActor
        final class \(name)Router: ObservableObject {
            enum Route: Hashable {
                case detail(id: Int)
                case edit(String)
                case help
            }

            @Published private(set) var path: [Route] = []
            @Published private(set) var presented: Route?
            private let services: Services

            init(services: Services) {
                self.services = services
            }

            private(set) lazy var viewModel = \(name)ViewModel(
                service: services.\(name.prefix(1).lowercased() + name.dropFirst()),
                analytics: services.analytics,
                responder: Responder { [weak self] action in self?.handle(action) }
            )

            func handle(_ action: \(name)ViewModel.ResponderAction) {
                switch action {
                case .finished: path.removeAll()
                case .showDetail(let id): path.append(.detail(id: id))
                case .failed: presented = .help
                }
            }
        }

        """
    }

    mutating func tests(_ name: String, actions: [String]) -> String {
        var text = """
        import XCTest
        @testable import App

        final class \(name)ViewModelTests: XCTestCase {

        """
        for (index, action) in actions.enumerated() {
            let argument = index % 3 == 0 ? "(\"sample\")" : ""
            text += """

                @MainActor
                func test\(name)ViewModel_whenSending\(action.capitalized)_updatesState() async {
                    var responses: [\(name)ViewModel.ResponderAction] = []
                    let sut = \(name)ViewModel(service: .mock, analytics: NoAnalytics(), responder: Responder { responses.append($0) })

                    sut.send(.\(action)\(argument))

                    XCTAssertLessThanOrEqual(responses.count, 1, "\\(responses)")
                }

            """
        }
        return text + "}\n"
    }

    mutating func model(_ name: String) -> String {
        let extra = (0..<Int.random(in: 6...16, using: &random)).map { "    var \(fields[$0 % fields.count])\($0): String?\n" }.joined()
        return """
        import Foundation

        struct \(name)Model: Codable, Identifiable, Hashable, Sendable {
            let id: Int
            var title: String
            var price: Double
            var isArchived = false
            var updatedAt: Date
        \(extra)
            enum CodingKeys: String, CodingKey {
                case id, title, price
                case isArchived = "archived"
                case updatedAt = "updated_at"
            }

            static let preview = \(name)Model(id: 1, title: "Sample", price: 9.99, updatedAt: Date(timeIntervalSince1970: 0))
        }

        extension \(name)Model {
            var formattedPrice: String { price.formatted(.currency(code: "EUR")) }
        }

        """
    }

    mutating func service(_ name: String) -> String {
        """
        import Foundation

        protocol \(name)Fetching: Sendable {
            func fetchAll(matching query: String) async throws -> [\(name)Model]
        }

        struct \(name)Service: \(name)Fetching {
            let client: APIClient
            static let preview = \(name)Service(client: .preview)
            static let mock = \(name)Service(client: .mock)

            func fetchAll(matching query: String) async throws -> [\(name)Model] {
                let request = try client.request(path: "/\(name.lowercased())s", query: ["q": query, "limit": "\\(50)"])
                let (data, _) = try await client.session.data(for: request)
                return try JSONDecoder.api.decode([\(name)Model].self, from: data)
            }
        }

        """
    }
}

/// A small deterministic random number generator.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
