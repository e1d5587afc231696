import Foundation
import ScaffoldLanguageServer
import ScaffoldSupport
import ScaffoldWorkspace

/// `scaffold lsp`: the language server, on standard input and output.
enum LSPCommand: Command {
    /// The server lives as long as the editor: it frees what it is done with.
    static let endsWhenDone = false

    /// `--stdio`: what editors' LSP clients pass; standard input and output is the only transport.
    static let stdio = Flag("stdio", help: "Talk over standard input and output (the default, and the only transport; accepted because LSP clients pass it).")

    static let spec = CommandSpec(
        name: "lsp",
        abstract: "Run a Language Server Protocol server: live findings and fixes in editors.",
        arguments: [],
        options: [.flag(stdio)],
        discussion: """
        Speaks LSP 3.17 over standard input and output. On open, change and save of a Swift
        file it publishes that file's findings, with the repository's .scaffold.yml and its
        tests as context (the buffer counts as the file, also for a test being written). Code
        actions offer each fixable finding's fix (quickfix) and every fix of the file at once
        (source.fixAll.scaffold): the fixes `scaffold lint --fix` makes, with the version of
        the buffer they were made from, so that the editor refuses them once it is stale.
        The repository is read once and kept in memory; changes on disk arrive through the
        client's file watching. Messages about the server go to standard error.

        EXIT CODES: 0 after shutdown, then exit or the end of input (after shutdown the
        client has nothing left to ask); 1 when the client exits without shutdown, or the
        input ends before shutdown or breaks the protocol.
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let server = LanguageServer(console: console, send: console.outRaw)
        return try server.serve(read: console.inputChunk)
    }
}
