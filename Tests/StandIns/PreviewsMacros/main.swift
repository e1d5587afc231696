// A stand-in for Xcode's `PreviewsMacros` compiler plug-in, so that `#Preview` in generated
// code is type-checked on Linux, where Xcode's plug-in does not exist. It speaks the compiler's
// plug-in protocol (each message is an 8-byte little-endian length, then JSON) with Foundation
// alone: no swift-syntax, no package dependency.
//
// `#Preview("Name") { body }` expands to a caseless enum, isolated to the main actor, holding a
// function with the real macro's signature (`Preview(_:body:)`: an optional name and an
// escaping `@MainActor () -> any View`) and a call of it with the macro's own arguments. The
// body is therefore checked exactly as the real macro's parameters check it; nothing runs.
import Foundation

/// Reads `count` bytes from standard input, or nil at its end.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message to the compiler.
func reply(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(payload.count).littleEndian
    var framed = Data(bytes: &length, count: 8)
    framed.append(payload)
    FileHandle.standardOutput.write(framed)
}

/// The expansion of one `#Preview`, given the macro's source and the compiler's discriminator.
func expansion(of source: String, discriminator: String) -> String? {
    guard let macro = source.range(of: "#Preview") else { return nil }
    let arguments = source[macro.upperBound...]
    // A name made of the discriminator, as macros make unique names, so it never collides.
    let name = "\(discriminator)ScaffoldPreviewfMu0_"
    return """
        @MainActor private enum \(name) {
            static func Preview(_ name: String? = nil, body: @escaping @MainActor () -> any SwiftUI.View) {}
            static func check() {
                Preview\(arguments)
            }
        }
        """
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard let body = readBytes(Int(length)),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { break }
    if message["getCapability"] != nil {
        reply(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let expand = message["expandFreestandingMacro"] as? [String: Any],
              let syntax = expand["syntax"] as? [String: Any],
              let source = syntax["source"] as? String,
              let discriminator = expand["discriminator"] as? String,
              let expanded = expansion(of: source, discriminator: discriminator) {
        reply(["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]])
    } else {
        // Anything else (another macro, an attached role) is not ours to expand.
        reply(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]])
    }
}
