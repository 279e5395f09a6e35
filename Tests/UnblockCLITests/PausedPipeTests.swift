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
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      // Standard output is a file, as `> out.json` makes it: fully buffered.
      let output = folder.appendingPathComponent("out.txt")
      #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
      let process = Process()
      process.executableURL = CLI.executable
      let jobsOption = command[0] == "convert" ? [] : ["--jobs", jobs]
      process.arguments = command + jobsOption + ["-"]
      process.currentDirectoryURL = folder
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(
        Data(String(repeating: Self.line + "\n", count: records).utf8))
      var answered = 0
      for _ in 0..<600 where answered < records {
        Thread.sleep(forTimeInterval: 0.05)
        answered = try Data(contentsOf: output).count { $0 == 0x0A }
      }
      #expect(answered >= records, "\(command) --jobs \(jobs): \(answered) lines in the pause")
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
      #expect(process.terminationStatus == 143, "\(command) --jobs \(jobs)")
      try? input.fileHandleForWriting.close()
    }
  }
}
