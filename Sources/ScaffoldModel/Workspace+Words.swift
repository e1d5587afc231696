import Foundation
import ScaffoldSupport
import ScaffoldSyntax

extension Workspace {
    /// The searches by name of a workspace, the index of the words of its files once they
    /// are many (`naming`), and its test files.
    final class Words: @unchecked Sendable {
        /// Held while a field is read or written.
        let lock = NSLock()
        /// Held while the index is built.
        let building = NSLock()
        /// The searches by name so far.
        var searches = 0
        /// Once there were more than `searchesBeforeWordIndex` searches, the words of every
        /// file of the walk: for each word, the places of the files that hold it as a whole
        /// word, in order.
        var index: WordIndex?
        /// The places in the walk of the test files, by the conventions last asked with.
        var testPlaces: (conventions: Conventions, places: Set<Int>)?
        /// The test files, by the conventions last asked with.
        var tests: (conventions: Conventions, files: [FoundFile])?
    }

    /// The repository's Swift files that are tests by `conventions`, sorted by path: told
    /// apart once per workspace (a command that looks for the tests of each of many
    /// screens told every path apart again for each).
    package func swiftFiles(inTests conventions: Conventions) -> [FoundFile] {
        if let known = words.lock.withLock({ words.tests }), known.conventions == conventions {
            WorkCounter.add(known.files.count)
            Self.countPaths(known.files.count)
            return known.files
        }
        let files = repositoryFiles().filter { conventions.isTestPath($0.path, relativeTo: root) }
        words.lock.withLock { words.tests = (conventions, files) }
        WorkCounter.add(files.count)
        Self.countPaths(files.count)
        return files
    }

    /// The files of `files` that name one of `words` as a whole word, with their bytes.
    /// After `searchesBeforeWordIndex` searches, from the words of every file of the walk,
    /// read once: a command that looks for each of many screens (`lint --fix` writing the
    /// tests of hundreds) searched every file once per screen.
    package func naming(_ words: [String], among files: [FoundFile]) -> [(file: FoundFile, bytes: [UInt8])] {
        let needles = words.map { Array($0.utf8) }
        let wanted = ByteSearch.WordSet(needles)
        let search = { @Sendable (bytes: [UInt8]) in wanted.occurs(in: bytes) }
        guard let index = wordIndex(for: needles) else { return reading(files, mentioning: words, where: search).found }
        // The places of the files that hold a word; files outside the walk (a buffer of a
        // file not on disk) are searched.
        var holding: Set<Int32> = []
        for needle in needles { holding.formUnion(index[needle] ?? []) }
        var held: [FoundFile] = [], outside: [FoundFile] = [], isHeld: [Bool] = []
        for (file, place) in zip(files, places(of: files)) {
            if let place {
                guard holding.contains(Int32(place)) else { continue }
                held.append(file)
                isHeld.append(true)
            } else {
                outside.append(file)
                isHeld.append(false)
            }
        }
        // Both lists keep the order of `files`, and so do their readings (a file that cannot
        // be read, or names none of the words, is left out of its list's): merged in one pass.
        let heldFound = reading(held, where: { _ in true }).found, outsideFound = reading(outside, where: search).found
        var result: [(file: FoundFile, bytes: [UInt8])] = []
        var nextHeld = 0, nextOutside = 0, heldFiles = 0, outsideFiles = 0
        for inHeld in isHeld {
            if inHeld {
                if nextHeld < heldFound.count, heldFound[nextHeld].file == held[heldFiles] {
                    result.append(heldFound[nextHeld])
                    nextHeld += 1
                }
                heldFiles += 1
            } else {
                if nextOutside < outsideFound.count, outsideFound[nextOutside].file == outside[outsideFiles] {
                    result.append(outsideFound[nextOutside])
                    nextOutside += 1
                }
                outsideFiles += 1
            }
        }
        return result
    }

    /// The test files (by `conventions`) that name one of `words` as a whole word, with
    /// their bytes, in path order: `naming(words, among: swiftFiles(inTests:))`, but with a
    /// word index only the files that hold a word are looked at (a command that looks for
    /// the tests of each of many screens went through every test file for each).
    package func naming(_ words: [String], inTests conventions: Conventions) -> [(file: FoundFile, bytes: [UInt8])] {
        let tests = swiftFiles(inTests: conventions)
        let needles = words.map { Array($0.utf8) }
        guard let index = wordIndex(for: needles) else {
            let wanted = ByteSearch.WordSet(needles)
            return reading(tests, mentioning: words) { bytes in wanted.occurs(in: bytes) }.found
        }
        var holding: Set<Int32> = []
        for needle in needles { holding.formUnion(index[needle] ?? []) }
        // The walk is sorted by path, as the test files are: its places in order are theirs.
        let isTest = testPlaces(tests, by: conventions), walk = repositoryFiles()
        let held = holding.sorted().compactMap { place in isTest.contains(Int(place)) ? walk[Int(place)] : nil }
        return reading(held, where: { _ in true }).found
    }

    /// The places in the whole walk of `tests`, the test files by `conventions`, kept for
    /// the conventions last asked with.
    private func testPlaces(_ tests: [FoundFile], by conventions: Conventions) -> Set<Int> {
        if let known = words.lock.withLock({ words.testPlaces }), known.conventions == conventions { return known.places }
        let found = Set(places(of: tests).compactMap { $0 })
        words.lock.withLock { words.testPlaces = (conventions, found) }
        return found
    }

    /// The word index, when `needles` are words and enough searches by name were made to
    /// pay for it; built once, from the whole walk.
    private func wordIndex(for needles: [[UInt8]]) -> WordIndex? {
        guard !needles.isEmpty, needles.allSatisfy({ !$0.isEmpty && $0.allSatisfy(ByteSearch.isWordByte) }) else { return nil }
        let threshold = Self.searchesBeforeWordIndex
        let (searches, known) = words.lock.withLock {
            words.searches += 1
            return (words.searches, words.index)
        }
        guard searches > threshold else { return nil }
        if let known { return known }
        words.building.lock()
        defer { words.building.unlock() }
        if let built = words.lock.withLock({ words.index }) { return built }
        // Every file of the whole walk, whose places no longer change, as `reading` gives
        // them (an editor's buffer before the disk).
        let files = repositoryFiles()
        var holders = WordIndex()
        for (file, bytes) in reading(files, where: { _ in true }).found {
            let place = Int32(file.walkIndex)
            // Each distinct word of a file once (`DistinctWords`: a hash of its bytes): a
            // word's array and its hashing into the index, byte by byte, for every one of its
            // occurrences were most of the index's cost.
            var distinct = DistinctWords(of: bytes, expected: 256)
            ByteSearch.forEachWord(in: bytes) { word in
                guard distinct.number(of: word.startIndex, length: word.count).isNew else { return }
                holders.add(word, place: place)
            }
        }
        words.lock.withLock { words.index = holders }
        return holders
    }
}

/// For each word of the files of a walk, the places of the files that hold it, in order.
/// An ASCII word (nearly all of them) is a `String` key: up to 15 bytes it is stored in
/// the key itself, with no allocation, and it is hashed in one pass, where an array of its
/// bytes was an allocation for each file that holds it and a hash a byte at a time. Any
/// other word keeps its bytes, so that words are told apart by their bytes, never by their
/// characters.
struct WordIndex {
    private var ascii: [String: [Int32]] = [:]
    private var other: [[UInt8]: [Int32]] = [:]

    /// Adds `place` to the places of `word`.
    mutating func add<Word: Collection<UInt8>>(_ word: Word, place: Int32) {
        if word.allSatisfy({ $0 < 0x80 }) {
            ascii[String(decoding: word, as: UTF8.self), default: []].append(place)
        } else {
            other[Array(word), default: []].append(place)
        }
    }

    /// The places of the files that hold `word`, or nil for none.
    subscript(word: [UInt8]) -> [Int32]? {
        word.allSatisfy { $0 < 0x80 } ? ascii[String(decoding: word, as: UTF8.self)] : other[word]
    }
}
