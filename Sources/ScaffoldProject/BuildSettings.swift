/// A target's build settings as its Debug configuration gives them: the project's Debug
/// settings with the target's over them (`$(inherited)` replaced by the project's value).
/// Settings from `.xcconfig` files are not read.
public struct BuildSettings: Sendable, Hashable {
    /// Every setting, by name; a list value is joined with spaces.
    public var values: [String: String]

    /// Creates settings from values.
    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// The value of setting `name`.
    public subscript(name: String) -> String? {
        values[name]
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET`, e.g. `17.0`.
    public var deploymentTarget: String? { values["IPHONEOS_DEPLOYMENT_TARGET"] }
    /// `SWIFT_VERSION`, e.g. `5.0` or `6.0`.
    public var swiftVersion: String? { values["SWIFT_VERSION"] }
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor` in Xcode 26's new apps).
    public var defaultActorIsolation: String? { values["SWIFT_DEFAULT_ACTOR_ISOLATION"] }
    /// `SWIFT_APPROACHABLE_CONCURRENCY` (`YES` in Xcode 26's new apps).
    public var approachableConcurrency: String? { values["SWIFT_APPROACHABLE_CONCURRENCY"] }

    /// `value` with its `$(NAME)`, `${NAME}` and `$(NAME:modifier)` references replaced, as
    /// Xcode does: from these settings, then `TARGET_NAME`, `PROJECT_NAME` and `PRODUCT_NAME`
    /// (which defaults to the target's name); an unknown setting is empty. Modifiers:
    /// `c99extidentifier`, `rfc1034identifier`, `identifier`, `lower`, `upper`.
    public func resolve(_ value: String, target: String, project: String) -> String {
        resolve(value, target: target, project: project, depth: 0)
    }

    private func resolve(_ value: String, target: String, project: String, depth: Int) -> String {
        guard depth < 10, value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{",
                  let close = rest[afterDollar...].firstIndex(of: rest[afterDollar] == "(" ? ")" : "}") else {
                result += "$"
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<close]
            let parts = reference.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.first ?? "")
            var replacement: String
            switch name {
            case "TARGET_NAME": replacement = target
            case "PROJECT_NAME": replacement = project
            case "PRODUCT_NAME" where values[name] == nil: replacement = target
            default: replacement = values[name].map { resolve($0, target: target, project: project, depth: depth + 1) } ?? ""
            }
            for modifier in parts.dropFirst() {
                replacement = Self.apply(String(modifier), to: replacement)
            }
            result += replacement
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// One build-setting modifier.
    static func apply(_ modifier: String, to text: String) -> String {
        switch modifier {
        case "c99extidentifier": return c99ExtendedIdentifier(text)
        case "identifier": return c99ExtendedIdentifier(String(text.unicodeScalars.map { $0.isASCII ? Character($0) : "_" }))
        case "rfc1034identifier":
            return String(text.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".") ? Character(scalar) : "-"
            })
        case "lower": return text.lowercased()
        case "upper": return text.uppercased()
        default: return text
        }
    }

    /// Xcode's `c99extidentifier`: every character that may not be in a C99 identifier
    /// becomes `_`, and a leading digit gets a `_` before it (`My App-2` is `My_App_2`,
    /// `2Do` is `_2Do`). Letters beyond ASCII stay.
    public static func c99ExtendedIdentifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let keep = scalar == "_" || ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || (!scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil))
            result.unicodeScalars.append(keep ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
