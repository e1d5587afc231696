import Foundation
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

/// How `ProjectLayout` guesses what a project does not say outright: where its screens are,
/// which targets build for iOS, the test framework and view-model style its code uses.
extension ProjectLayout {
    /// Folder names apps keep their screens in (`UI/`, `Scenes/` …), lowercased.
    static let screenFolderNames: Set<String> = ["screens", "scenes", "features", "modules", "ui", "views", "presentation"]

    /// Whether `target` builds for iOS: its `SDKROOT` is `iphoneos` (or unset, Xcode's
    /// default for an iOS project), or it supports iOS among other platforms.
    static func buildsForIOS(_ target: XcodeProject.Target) -> Bool {
        let sdk = target.settings["SDKROOT"] ?? "iphoneos"
        if sdk == "iphoneos" { return true }
        return (target.settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").contains("iphoneos")
    }

    /// The folder of `target` its files share (relative to the project's folder): its first
    /// synchronized folder, else the deepest folder that holds every source file, else the
    /// folder named like it.
    static func rootFolder(of target: XcodeProject.Target) -> String {
        if let synchronized = target.synchronizedFolders.first(where: { ($0 as NSString).lastPathComponent == target.name }) ?? target.synchronizedFolders.first {
            return synchronized
        }
        let folders = target.sourceFiles.map { ($0 as NSString).deletingLastPathComponent }
        guard var common = folders.first?.split(separator: "/").map(String.init) else { return target.name }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/").map(String.init)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? target.name : common.joined(separator: "/")
    }

    /// Where an app's screens are, from its Swift `files` (relative to the project's folder):
    /// the folder that holds the most screen folders (a folder named after a view or view
    /// model it holds: `Home/HomeView.swift`, `Home/HomeViewModel.swift`); else a folder named
    /// as apps name their screens' (`Scenes`, `UI`, `Features` …), the shallowest; else `root`.
    static func screensFolder(files: [String], root: String) -> String {
        var counts: [String: Int] = [:]
        var screenFolders: Set<String> = []
        for file in files {
            let name = (file as NSString).lastPathComponent
            let folder = (file as NSString).deletingLastPathComponent
            let screen = (folder as NSString).lastPathComponent
            guard !screen.isEmpty, ["ViewModel.swift", "View.swift", "Screen.swift"].contains(where: { name == screen + $0 }),
                  screenFolders.insert(folder).inserted else { continue }
            counts[(folder as NSString).deletingLastPathComponent, default: 0] += 1
        }
        if let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }), !best.key.isEmpty { return best.key }
        let named = Set(files.flatMap { file -> [String] in
            let parts = (file as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
            return parts.indices.filter { screenFolderNames.contains(parts[$0].lowercased()) }.map { parts[...$0].joined(separator: "/") }
        })
        if let shallowest = named.min(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }),
           root.isEmpty || shallowest.hasPrefix(root + "/") {
            return shallowest
        }
        return root
    }

    /// The test framework most of `files` import, or nil when none imports one.
    static func testing(of files: [String], workspace: Workspace) -> ScreenSpec.Testing? {
        var xctest = 0, swiftTesting = 0
        let xctestImport = Array("import XCTest".utf8), testingImport = Array("import Testing".utf8)
        for path in files where path.hasSuffix(".swift") {
            guard let bytes = workspace.bytes(of: path) else { continue }
            if ByteSearch.contains(testingImport, in: bytes) { swiftTesting += 1 } else if ByteSearch.contains(xctestImport, in: bytes) { xctest += 1 }
        }
        if xctest == 0, swiftTesting == 0 { return nil }
        return swiftTesting > xctest ? .swiftTesting : .xctest
    }

    /// Takes `deployment` (`15.5`, `17.0`) as the platform: the newest scaffold generates for
    /// when it is newer, and iOS 16, the oldest, with a warning when it is older (the
    /// generated code uses iOS 16's navigation).
    mutating func adopt(deployment: String, from source: String) {
        guard let platform = ScreenSpec.Platform(deployment) else { return }
        let supported = ScreenSpec.Platform.supported
        let chosen = ScreenSpec.Platform(major: min(max(platform.major, supported.lowerBound), supported.upperBound))
        self.platform = chosen
        reasons["platform"] = "\(source) (\(deployment))" + (chosen.major < platform.major ? "; iOS \(chosen.major) is the newest scaffold generates for" : "")
        if chosen.major > platform.major {
            reasons["platform"] = "\(source) is \(deployment), below iOS \(supported.lowerBound), the oldest scaffold generates for"
            warnings.append("\(source) is \(deployment), but scaffold generates for iOS \(supported.lowerBound) and later (NavigationStack, onChange(of:)): "
                + "the screens it writes do not build for iOS \(deployment) unless the app's deployment target is raised to \(supported.lowerBound).0, or the screens are shown only `if #available(iOS \(supported.lowerBound), *)`")
        }
    }

    /// Chooses the observation style when the platform allows it and the app's `files`
    /// already use `@Observable` more than `ObservableObject`.
    mutating func adoptStyle(files: [String], workspace: Workspace) {
        guard let platform, platform >= .observation else { return }
        var observable = 0, combine = 0
        let observableMark = Array("@Observable".utf8), combineMark = Array("ObservableObject".utf8)
        for path in files where path.hasSuffix(".swift") {
            guard let bytes = workspace.bytes(of: path) else { continue }
            if ByteSearch.contains(observableMark, in: bytes) { observable += 1 } else if ByteSearch.contains(combineMark, in: bytes) { combine += 1 }
        }
        guard observable > combine else { return }
        style = .observation
        reasons["style"] = "\(appName)'s classes are @Observable (\(observable) file\(observable == 1 ? "" : "s"), \(combine) with ObservableObject)"
    }

    /// The iOS deployment target an XcodeGen spec sets (`deploymentTarget: iOS: "17.0"`, under
    /// `options:` or a target), read from its text.
    static func xcodeGenDeploymentTarget(_ bytes: [UInt8]) -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("deploymentTarget:") {
            let rest = line.firstIndex(of: ":").map { line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces) } ?? ""
            if !rest.isEmpty, !rest.hasPrefix("{") { continue }
            for next in lines[(index + 1)...].prefix(4) {
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("iOS:") else { continue }
                return trimmed.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            }
        }
        return nil
    }

    /// `text` as a shell word: quoted when it holds a space.
    static func shellQuoted(_ text: String) -> String {
        text.contains(" ") ? "\"\(text)\"" : text
    }
}
