import Foundation
import Testing
import UnblockTestSupport

/// `convert` of a large file of database lines shows its progress on a terminal, and only
/// there: `script` gives the command one, as a person's shell does.
@Suite struct ConvertProgressTests {
  @Test func showsItsProgressOnATerminalOnly() throws {
    let line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    let folder = try temporaryFolder([
      "many.txt": Array(String(repeating: line, count: 60_000).utf8)
    ])
    let onTerminal = try Self.onTerminal("convert many.txt --to grid > grids.txt", in: folder)
    #expect(onTerminal.status == 0, "\(onTerminal.stdout)")
    #expect(onTerminal.stdout.contains("converted "), "\(onTerminal.stdout)")
    #expect(onTerminal.stdout.contains(" puzzles/s"), "\(onTerminal.stdout)")
    let grids = try String(
      contentsOf: folder.appendingPathComponent("grids.txt"), encoding: .utf8)
    #expect(grids.components(separatedBy: "\n\n").count == 60_000)
    // Without a terminal, standard error has the warning alone (a few lines tell it).
    try Data(String(repeating: line, count: 20).utf8).write(
      to: folder.appendingPathComponent("many.txt"))
    let plain = try CLI.run(["convert", "many.txt", "--to", "grid"], in: folder)
    #expect(
      plain.stderr
        == "many.txt:1:1: warning: a grid has no place for moves and the cluster's states: not written\n"
    )
  }

  /// Into YAML a streamed file is read twice, and each read shows its progress.
  @Test func showsBothReadsIntoYAML() throws {
    let line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    let folder = try temporaryFolder([
      "many.txt": Array(String(repeating: line, count: 30_000).utf8)
    ])
    let onTerminal = try Self.onTerminal("convert many.txt --to yaml > set.yaml", in: folder)
    #expect(onTerminal.status == 0, "\(onTerminal.stdout)")
    #expect(onTerminal.stdout.contains("checked "), "\(onTerminal.stdout)")
    #expect(onTerminal.stdout.contains("converted "), "\(onTerminal.stdout)")
    let set = try String(contentsOf: folder.appendingPathComponent("set.yaml"), encoding: .utf8)
    #expect(set.components(separatedBy: "\n  - ").count == 30_001)
    // The line is erased before the command ends: the screen ends clean.
    #expect(onTerminal.stdout.hasSuffix("\r\u{1B}[K"), "\(onTerminal.stdout.suffix(80))")
    try Data(String(repeating: line, count: 20).utf8).write(
      to: folder.appendingPathComponent("many.txt"))
    let plain = try CLI.run(["convert", "many.txt", "--to", "yaml"], in: folder)
    #expect(plain.status == 0)
    #expect(plain.stderr.isEmpty)
  }

  /// Runs `unblock ARGUMENTS` (a shell command line after the tool's name) under `script`,
  /// which gives it a terminal; standard output holds what the terminal showed.
  static func onTerminal(_ arguments: String, in folder: URL) throws -> CLI.Result {
    let command = "'\(CLI.executable.path)' \(arguments)"
    return try CLI.run(
      ["/usr/bin/script", "-q", "-e", "-c", command, "/dev/null"], shell: true, in: folder)
  }
}
