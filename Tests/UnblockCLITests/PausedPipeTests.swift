import Foundation
import Testing
import UnblockTestSupport

/// `solve`, `analyze`, `check` and `convert` reading a pipe whose producer pauses answer
/// the lines that came before the pause during it, not when more input or the end comes:
/// with two jobs, the next line was awaited before the lines in hand were handed back, and
/// with any number the answers waited in standard output's buffer, so a stop during the
/// pause lost them ("interrupted by SIGTERM after 0 puzzles").
@Suite struct PausedPipeTests {
  static let line = "BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 8"

  @Test(arguments: [
    (["solve", "--format", "json"], 3), (["analyze", "--format", "json"], 3),
    (["check", "--format", "json"], 3), (["convert", "--to", "line"], 3),
  ])
  func answersTheLinesThatCameBeforeAPauseDuringIt(_ command: [String], records: Int) throws {
    for jobs in ["1", "2"] {
      let jobsOption = command[0] == "convert" ? [] : ["--jobs", jobs]
      let answered = try linesDuringAPause(
        command + jobsOption + ["-"], sent: String(repeating: Self.line + "\n", count: records),
        awaiting: records)
      #expect(answered >= records, "\(command) --jobs \(jobs): \(answered) lines in the pause")
    }
  }

  /// A file named before `-` is answered whole before standard input is awaited.
  @Test func answersTheFileBeforeStandardInputBeforeWaitingForIt() throws {
    let answered = try linesDuringAPause(
      ["solve", "--format", "json", "--jobs", "2", "two.txt", "-"], sent: "", awaiting: 2,
      files: ["two.txt": Array(String(repeating: Self.line + "\n", count: 2).utf8)])
    #expect(answered == 2)
  }

  /// Runs `unblock` with `arguments` in a folder holding `files`, its standard output a file
  /// (as `> out.json` makes it: fully buffered), sends `sent` down a pipe and leaves it
  /// open; returns the lines written once `awaiting` are there (or after 30 s), and expects
  /// the run, stopped by SIGTERM, to exit 143.
  func linesDuringAPause(
    _ arguments: [String], sent: String, awaiting: Int, files: [String: [UInt8]] = [:]
  ) throws -> Int {
    let folder = try temporaryFolder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.txt")
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(sent.utf8))
    var answered = 0
    for _ in 0..<600 where answered < awaiting {
      Thread.sleep(forTimeInterval: 0.05)
      answered = try Data(contentsOf: output).count { $0 == 0x0A }
    }
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 143, "\(arguments)")
    try? input.fileHandleForWriting.close()
    return answered
  }
}
