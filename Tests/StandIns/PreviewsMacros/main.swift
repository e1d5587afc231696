// A stand-in for Xcode's `PreviewsMacros` compiler plug-in, so that `#Preview` in generated
// code compiles on Linux, where Xcode's plug-in does not exist. It speaks the compiler's
// plug-in protocol (each message is an 8-byte little-endian length, then JSON) with Foundation
// alone: no swift-syntax, no package dependency.
//
// The compiler type-checks a macro's arguments against its declaration before it expands it,
// so the preview's body is already checked as the real macro's parameter (an escaping
// `@MainActor () -> any View`) by the time this plug-in is asked. Xcode's expansion registers
// the preview with the canvas; here there is no canvas, so the expansion is empty.
import Foundation

/// The largest message accepted: far above any preview, far below a length that cannot be right.
let maximumLength: UInt64 = 64 << 20

/// Reads exactly `count` bytes from standard input, or nil at its end.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Stops with a message on standard error: the compiler reports the plug-in as failed.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("PreviewsMacros stand-in: \(message)\n".utf8))
    exit(1)
}

/// Writes one message to the compiler.
func reply(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { fail("cannot encode a reply") }
    var length = UInt64(payload.count).littleEndian
    var framed = Data(bytes: &length, count: 8)
    framed.append(payload)
    FileHandle.standardOutput.write(framed)
}

/// An expansion result: the expanded source, or nil with an error diagnostic.
func expansion(_ source: String?, error: String? = nil) -> [String: Any] {
    var diagnostics: [[String: Any]] = []
    if let error {
        diagnostics.append(["message": error, "severity": "error", "position": ["fileName": "", "offset": 0],
                            "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any]])
    }
    return ["expandMacroResult": ["expandedSource": source.map { $0 as Any } ?? NSNull(), "diagnostics": diagnostics]]
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    // The compiler ends the conversation with an empty frame when it is done with the
    // plug-in: a normal end, not an error to print.
    if length == 0 { exit(0) }
    guard length <= maximumLength else { fail("a message of \(length) bytes") }
    guard let body = readBytes(Int(length)) else { fail("the input ended inside a message") }
    guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { fail("a message that is not a JSON object") }
    if message["getCapability"] != nil {
        reply(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let expand = message["expandFreestandingMacro"] as? [String: Any] {
        let macro = (expand["macro"] as? [String: Any])?["typeName"] as? String
        if macro == "SwiftUIView" {
            reply(expansion(""))
        } else {
            reply(expansion(nil, error: "the PreviewsMacros stand-in expands #Preview only, not '\(macro ?? "?")'"))
        }
    } else if message["loadPluginLibrary"] != nil {
        reply(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]])
    } else {
        reply(expansion(nil, error: "the PreviewsMacros stand-in does not handle this request"))
    }
}
