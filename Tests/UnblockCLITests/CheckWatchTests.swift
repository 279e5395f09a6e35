import Foundation
import Testing
import UnblockTestSupport

/// `check --watch`: a new report at every save, in place or atomic, until a stop signal.
@Suite struct CheckWatchTests {
  /// Solvable in 1 move, in 2 moves, and never (a vertical block pinned across the exit).
  static let oneMove = "....\n.AA.\n....\n....\n"
  static let twoMoves = "...B\nAA.B\n....\n....\n"
  static let unsolvable = "...B\nAA.B\n...C\n...C\n"

  /// Rewrites `file` in place: the same inode, truncated and written again.
  func rewriteInPlace(_ file: URL, _ text: String) throws {
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Saves `file` as editors do atomically: a new file renamed over the old one.
  func replaceByRename(_ file: URL, _ text: String) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".a.txt.swp")
    try Data(text.utf8).write(to: temporary)
    #expect(rename(temporary.path, file.path) == 0)
  }

  @Test func checksAgainAtEachSaveAndExits130OnCtrlC() throws {
    let folder = try temporaryFolder(["a.txt": Array(Self.oneMove.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.txt")
    let run = try RunningCLI(["check", "--watch", "."], in: folder)
    let first = "checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"
    #expect(run.wait { run.stdout.hasSuffix(first) })
    #expect(run.wait { run.stderr == "watching 1 file with inotify; Ctrl-C stops\n" })
    try rewriteInPlace(file, Self.twoMoves)
    #expect(run.wait { run.stdout.contains("2 moves, warm-up\n" + first) })
    try replaceByRename(file, Self.unsolvable)
    #expect(run.wait { run.stdout.hasSuffix("0 valid, 1 invalid\n") })
    let result = run.stop(with: SIGINT)
    #expect(result.status == 130)
    #expect(
      result.stdout == """
        ./a.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 1, solvable in 1 move, warm-up
        \(first)\
        --- ./a.txt changed
        ./a.txt:1:1: ok: puzzle 1: 4x4, 2 blocks, chute right of row 1, solvable in 2 moves, warm-up
        \(first)\
        --- ./a.txt changed
        ./a.txt:1:4: error: unsolvable: a vertical block between the prisoner and the chute can never leave the prisoner's row (2 states explored)
        ./a.txt:1:1: invalid: puzzle 1: 1 error
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
    #expect(
      result.stderr.hasSuffix(
        "interrupted by SIGINT after 1 puzzle; every line above is complete\n"))
  }

  /// In JSON, each run's objects end with a `run` object: the totals, the paths that
  /// changed and the status the run would exit with.
  @Test func endsEachJSONRunWithARunObjectAndExits143OnSIGTERM() throws {
    let folder = try temporaryFolder(["a.txt": Array(Self.oneMove.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.txt")
    let run = try RunningCLI(["check", "--watch", "--format", "json", "a.txt"], in: folder)
    #expect(run.wait { run.stdout.contains("\"kind\":\"run\"") })
    try replaceByRename(file, "....\n.AA\n")
    #expect(run.wait { run.stdout.contains("\"run\":2") })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    #expect(
      result.stdout == """
        {"kind":"puzzle","path":"a.txt","line":1,"column":1,"index":1,"name":null,"board":"oooooAAooooooooo","valid":true,"status":"valid","errors":0,"size":"4x4","blocks":1,"chute":"right","chuteRow":1,"moves":1,"category":"warm-up","notes":"solvable in 1 move, warm-up"}
        {"kind":"run","run":1,"changed":[],"files":1,"puzzles":1,"valid":1,"invalid":0,"unverified":0,"malformed":0,"unreadable":0,"status":0}
        {"kind":"diagnostic","severity":"error","path":"a.txt","line":2,"column":4,"message":"ragged rows: this row has 3 tiles but the first row has 4; every row needs the same number"}
        {"kind":"puzzle","path":"a.txt","line":1,"column":1,"index":1,"name":null,"board":null,"valid":false,"status":"invalid","errors":1}
        {"kind":"run","run":2,"changed":["a.txt"],"files":1,"puzzles":1,"valid":0,"invalid":1,"unverified":0,"malformed":0,"unreadable":0,"status":1}

        """)
    #expect(
      result.stderr.hasSuffix(
        "interrupted by SIGTERM after 1 puzzle; every line above is complete\n"))
  }

  @Test func refusesToWatchStandardInput() throws {
    let result = try CLI.run(["check", "--watch", "-"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: --watch cannot watch standard input ('-')\n"))
  }
}
