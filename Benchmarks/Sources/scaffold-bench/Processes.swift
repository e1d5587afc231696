import Foundation

/// One run of a process: its wall time and the CPU time it used (user and system, its
/// threads together), in seconds.
struct Measured {
    var wall: Double
    var cpu: Double
}

/// The runs, in the order they ran, of `argv` (its first element the executable) in
/// `folder`, process start included, its output discarded; `before` runs ahead of each run,
/// untimed. Stops the benchmark if a run exits with a status `accepting` leaves out (lint
/// exits 1 for findings).
func measureRuns(_ argv: [String], in folder: URL, rounds: Int, clock now: () -> Double, accepting: Set<Int32> = [0], before: () -> Void = {}) -> [Measured] {
    (0..<max(rounds, 1)).map { _ in
        before()
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        var cArguments = argv.map { strdup($0) } + [nil]
        let start = now()
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        precondition(spawned == 0, "cannot start \(argv[0]): error \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = now() - start
        let exit = (status >> 8) & 0xFF
        precondition(status & 0x7F == 0 && accepting.contains(exit), "\(argv.dropFirst().first ?? argv[0]) failed (status \(status))")
        _ = FileManager.default.changeCurrentDirectoryPath(previous)
        posix_spawn_file_actions_destroy(&actions)
        for pointer in cArguments { free(pointer) }
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Measured(wall: elapsed, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }
}

/// The sorted wall times of `measureRuns`.
func timeRuns(_ argv: [String], in folder: URL, rounds: Int, clock now: () -> Double, accepting: Set<Int32> = [0], before: () -> Void = {}) -> [Double] {
    measureRuns(argv, in: folder, rounds: rounds, clock: now, accepting: accepting, before: before).map(\.wall).sorted()
}

/// `timeRuns` of `binary` with `arguments`.
func timeProcess(binary: String, arguments extra: [String], in folder: URL, rounds: Int, clock now: () -> Double) -> [Double] {
    timeRuns([binary] + extra, in: folder, rounds: rounds, clock: now)
}

/// The median of runs: of their wall times and, apart, of their CPU times.
func median(_ runs: [Measured]) -> Measured {
    let walls = runs.map(\.wall).sorted(), cpus = runs.map(\.cpu).sorted()
    return Measured(wall: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
}
