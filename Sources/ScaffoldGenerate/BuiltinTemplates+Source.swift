import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// How `BuiltinTemplates.swift` is written from the files in `Templates/`; the embedding
/// test compares the two and rewrites the file when asked to.
enum BuiltinTemplatesSource {
    /// The Swift source that embeds `files` (name and text, sorted by name).
    static func swiftSource(for files: [(name: String, source: String)]) -> String {
        var text = """
        // The built-in templates, embedded so that an installed binary needs no resource files.
        // This file mirrors Templates/ and a test keeps the two equal. After editing a template, run
        //   SCAFFOLD_RECORD=1 swift test --filter TemplateEmbeddingTests
        // and commit both.

        /// The built-in templates, by file name.
        enum BuiltinTemplates {
            /// Every built-in template: its file name in `Templates/` and its text.
            static let files: [(name: String, source: String)] = [

        """
        for file in files {
            text += "        (\"\(file.name)\", #\"\"\"\n\(file.source)\n\"\"\"#),\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
