import Dispatch
import Foundation
@testable import ScaffoldCLI
@testable import ScaffoldSupport
import ScaffoldWorkspace
import XCTest

/// What a command is done with: freed on another thread in a long-lived process (the
/// tests, the language server), kept for the process's end in a process that runs one
/// command (`scaffold` from a shell).
final class BackgroundReleaseTests: XCTestCase {
    /// Signals when it is freed.
    private final class Watched: @unchecked Sendable {
        let freed: DispatchSemaphore
        init(_ freed: DispatchSemaphore) { self.freed = freed }
        deinit { freed.signal() }
    }

    override func tearDown() {
        BackgroundRelease.leaveToProcessEnd(false)
        super.tearDown()
    }

    func testALongLivedProcessFreesWhatItDrops() {
        BackgroundRelease.leaveToProcessEnd(false)
        let kept = BackgroundRelease.leftToProcessEnd
        let freed = DispatchSemaphore(value: 0), freedToo = DispatchSemaphore(value: 0)
        BackgroundRelease.freeing(Watched(freed))
        BackgroundRelease.drop(Watched(freedToo), [1, 2, 3])
        // Waiting is how a background free is seen; the time it takes is not asserted.
        XCTAssertEqual(freed.wait(timeout: .now() + 60), .success, "a value given up with `freeing` is freed")
        XCTAssertEqual(freedToo.wait(timeout: .now() + 60), .success, "values given up with `drop` are freed")
        XCTAssertEqual(BackgroundRelease.leftToProcessEnd, kept, "nothing is kept for the process's end")
    }

    func testAProcessOfOneCommandKeepsWhatItDropsForItsEnd() {
        BackgroundRelease.leaveToProcessEnd()
        let kept = BackgroundRelease.leftToProcessEnd
        let freed = DispatchSemaphore(value: 0)
        BackgroundRelease.freeing(Watched(freed))
        BackgroundRelease.drop(Watched(freed), "text")
        XCTAssertEqual(BackgroundRelease.leftToProcessEnd, kept + 2)
        // Kept, not freed: the list counted above holds them while the process lives.
        XCTAssertEqual(freed.wait(timeout: .now() + 0.2), .timedOut, "a kept value is not freed")
    }

    /// `main` runs one command as the process: every command but the language server
    /// leaves what it is done with to the process's end.
    func testOnlyTheLanguageServerFreesWhenRunAsTheProcess() {
        let quiet = Console(workingDirectory: FileManager.default.currentDirectoryPath, out: { _ in }, err: { _ in })
        for arguments in [["map", "--help"], ["lint", "--help"], ["--version"], []] {
            BackgroundRelease.leaveToProcessEnd(false)
            _ = CLI.runAsProcess(arguments, console: quiet)
            XCTAssertTrue(BackgroundRelease.leavesToProcessEnd, "\(arguments): a command that ends leaves what it drops to the exit")
        }
        _ = CLI.runAsProcess(["lsp", "--help"], console: quiet)
        XCTAssertFalse(BackgroundRelease.leavesToProcessEnd, "the language server lives on: it frees")
        XCTAssertEqual(CLI.commands.filter { !$0.endsWhenDone }.map(\.spec.name), ["lsp"], "only the language server lives on")
    }
}

/// `Results.inOrder`: work made on every core comes back in the order of its indexes.
final class ResultsInOrderTests: XCTestCase {
    func testValuesComeBackInTheirIndexesOrder() {
        for count in [0, 1, 2, 7, 1_000] {
            // Uneven work, so that later indexes often finish first.
            let values = Results<[Int]>.inOrder(count) { index in
                var sum = 0
                for step in 0..<((count - index) * 50) { sum &+= step }
                return [index, sum]
            }
            XCTAssertEqual(values.map { $0[0] }, Array(0..<count), "\(count) values")
        }
    }

    func testEachIndexIsMadeOnce() {
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var made: [Int] = []
        }
        let calls = Calls()
        _ = Results<Int>.inOrder(500) { index in
            calls.lock.lock()
            calls.made.append(index)
            calls.lock.unlock()
            return index
        }
        XCTAssertEqual(calls.made.sorted(), Array(0..<500))
    }
}
