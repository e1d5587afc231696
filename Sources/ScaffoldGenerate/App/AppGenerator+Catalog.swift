import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The app's preview catalog (`<App>PreviewCatalog.swift`): every screen in each state its
/// previews show, in one list, Debug builds only.
extension AppGenerator {
    /// A screen of the catalog: its spec and settings, and whether its view declares preview
    /// states (a view written before scaffold wrote them has one preview).
    public struct CatalogScreen {
        /// The screen's spec.
        public var spec: ScreenSpec
        /// Its settings (with its fakes).
        public var settings: ScreenSettings
        /// Whether its view has `PreviewState` and `init(previewing:)`.
        public var hasStates: Bool

        /// A screen of the catalog.
        public init(spec: ScreenSpec, settings: ScreenSettings, hasStates: Bool) {
            self.spec = spec
            self.settings = settings
            self.hasStates = hasStates
        }
    }

    /// Whether a screen's view, as scaffold writes it, declares preview states.
    public static func hasPreviewStates(_ spec: ScreenSpec, settings: ScreenSettings) -> Bool {
        if case .bool(true)? = ScreenContext(spec: spec, settings: settings).previewValue()["hasPreviewStates"] { return true }
        return false
    }

    /// The catalog's file: a `NavigationStack` with a section per screen (in name order) and a
    /// link per state, and its `#Preview`.
    public static func previewCatalog(_ app: AppSpec, screens: [CatalogScreen], previews: ScreenSpec.Previews) -> String {
        var lines = [
            "#if DEBUG",
            "import SwiftUI",
            "",
            "/// Every screen of the app in each state its previews show, in one list: a preview to walk",
            "/// through the screens without running a flow. Written by `scaffold app`, which adds the",
            "/// screens the app gains. Debug builds only, as the fakes it uses.",
            "struct \(app.name)PreviewCatalog: View {",
            "    var body: some View {",
            "        NavigationStack {",
            "            List {",
        ]
        for screen in screens.sorted(by: { $0.spec.screen.text < $1.spec.screen.text }) {
            let context = ScreenContext(spec: screen.spec, settings: screen.settings)
            let view = context.viewType
            lines.append("                Section(\"\(SwiftName.title(screen.spec.screen.text))\") {")
            if screen.hasStates {
                lines += [
                    "                    ForEach(\(view).PreviewState.allCases, id: \\.self) { state in",
                    "                        NavigationLink(state.rawValue) {",
                    "                            \(view)(previewing: state)",
                    "                        }",
                    "                    }",
                ]
            } else {
                var construction = ""
                if case .string(let text)? = context.signatures()["previewViewModel"] { construction = text }
                lines += [
                    "                    NavigationLink(\"Default\") {",
                    "                        \(view)(viewModel: \(construction))",
                    "                    }",
                ]
            }
            lines.append("                }")
        }
        lines += [
            "            }",
            "            .navigationTitle(\"\(SwiftName.title(app.name))\")",
            "        }",
            "    }",
            "}",
            "",
        ] + (previews == .macro ? [
            "#Preview {",
            "    \(app.name)PreviewCatalog()",
            "}",
        ] : [
            "struct \(app.name)PreviewCatalog_Previews: PreviewProvider {",
            "    static var previews: some View {",
            "        \(app.name)PreviewCatalog()",
            "    }",
            "}",
        ]) + [
            "#endif",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
