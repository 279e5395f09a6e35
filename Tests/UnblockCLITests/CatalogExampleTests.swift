import Foundation
import Testing
import UnblockTestSupport

/// The `catalog query` and `catalog stats` examples of README and of the helps, run as
/// written on the catalogue their own import example builds: `Puzzles/` (boards of several
/// sizes and chute rows) and a file of database lines. The query examples failed there
/// (exit 2): `--format line` refuses entries of several boards, and they named none.
@Suite struct CatalogExampleTests {
  /// A small `rush.txt`: Rush Hour database lines, one with a wall.
  static let rush = """
    60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332
    51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
    43 BooCCCBooDoEAAoDFEGGGHFEooIHJJKKILLo 4482

    """

  /// The commands of `text` that start with `unblock catalog`, each with its `\`
  /// continuations joined and its `#` comment left out, as words.
  static func examples(in text: String) -> [[String]] {
    var commands: [String] = []
    var pending: String?
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
      if pending == nil && !line.hasPrefix("unblock catalog ") { continue }
      let continues = line.hasSuffix("\\")
      if continues { line.removeLast() }
      pending = (pending.map { $0 + " " } ?? "") + line
      if !continues, let command = pending {
        commands.append(command)
        pending = nil
      }
    }
    return commands.map { $0.split(separator: " ").map(String.init) }
  }

  /// The README's example block of the catalogue, and the helps of `catalog` and its
  /// commands.
  static func documentedExamples() throws -> [[String]] {
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    var found = examples(in: readme)
    for command in [["catalog"], ["catalog", "query"], ["catalog", "stats"]] {
      found += examples(in: try CLI.run(command + ["--help"]).stdout)
    }
    return found
  }

  @Test func queryAndStatsExamplesWorkOnTheCatalogueTheImportExampleBuilds() throws {
    let folder = try temporaryFolder(["rush.txt": Array(Self.rush.utf8)])
    try FileManager.default.copyItem(
      at: SharedFixtures.repository.appendingPathComponent("Puzzles"),
      to: folder.appendingPathComponent("Puzzles"))
    let examples = try Self.documentedExamples()
    let importing = [
      "unblock", "catalog", "import", "rush.txt", "Puzzles", "--db", "catalog.sqlite",
    ]
    #expect(examples.contains(importing), "the import example is gone: \(examples)")
    let imported = try CLI.run(Array(importing.dropFirst()), in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let runs = examples.filter { ["query", "stats"].contains($0[2]) }
    // README's two, each help's, and stats's two.
    #expect(runs.count >= 6, "\(runs)")
    for example in runs {
      let run = try CLI.run(Array(example.dropFirst()), in: folder)
      #expect(run.status == 0, "\(example.joined(separator: " ")): \(run.stderr)")
      #expect(!run.stdout.isEmpty, "\(example.joined(separator: " ")) printed nothing")
    }
  }
}
