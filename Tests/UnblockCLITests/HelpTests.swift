import Foundation
import Testing
import UnblockTestSupport

/// The `--help` of every command, as a user reads it on an 80-column terminal.
@Suite struct HelpTests {
  static let commands = [
    ["check"], ["format"], ["convert"], ["solve"], ["hint"], ["analyze"], ["render"], ["scan"],
    ["play"], ["generate"], ["enumerate"], ["lsp"], ["catalog"], ["catalog", "import"],
    ["catalog", "query"], ["catalog", "find"], ["catalog", "stats"], ["catalog", "merge"],
  ]

  static let benchmarks = [
    ["solver"], ["batch"], ["imaging"], ["generator"], ["hardest"], ["hardest-probe"], ["lsp"],
    ["catalog"], ["enumerate"],
  ]

  /// Each example is a command a user can copy whole: none wraps onto a line of its own,
  /// and a long one is continued with `\`.
  @Test(arguments: commands)
  func examplesNeverWrap(command: [String]) throws {
    try Self.expectExamplesWhole(try CLI.run(command + ["--help"]))
  }

  /// So are `unblock-bench`'s: they wrapped inside an argument (`--walls` on one line,
  /// `0...2 \` on the next).
  @Test(arguments: benchmarks)
  func benchExamplesNeverWrap(command: [String]) throws {
    try Self.expectExamplesWhole(try CLI.runBench(command + ["--help"]))
  }

  /// Every line of the examples of `result`'s help (from `Examples:`, or from the first
  /// indented command of a help with no such heading, to `USAGE:`) is indented and fits in
  /// 80 columns.
  static func expectExamplesWhole(_ result: CLI.Result) throws {
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: { $0.hasPrefix("Examples:") })
        ?? lines.firstIndex(where: { $0.hasPrefix("  ") && $0.contains("unblock-bench ") })
        .map({ $0 - 1 })
    else { return }
    let end = lines[start...].firstIndex(where: { $0.hasPrefix("USAGE:") }) ?? lines.endIndex
    for line in lines[(start + 1)..<end] where !line.isEmpty {
      #expect(line.hasPrefix("  "), "a wrapped example: \(line)")
      #expect(line.count <= 80, "an example past 80 columns: \(line)")
    }
  }

  /// `help` names a command there is, or says there is none: it printed the nearest help
  /// and exited 0, so a script never heard of a misspelt name.
  @Test func helpAboutACommandThereIsNotFails() throws {
    let unknown = try CLI.run(["help", "slove"])
    #expect(unknown.status == 64)
    #expect(unknown.stdout == "")
    #expect(
      unknown.stderr.hasPrefix(
        "Error: no command 'slove' to show help for; there are check, format, convert, solve,"))
    let nested = try CLI.run(["help", "catalog", "qeury"])
    #expect(nested.status == 64)
    #expect(
      nested.stderr.hasPrefix(
        "Error: 'catalog' has no subcommand 'qeury' to show help for; there are import, query,"))
    let leaf = try CLI.run(["help", "check", "extra"])
    #expect(leaf.status == 64)
    #expect(
      leaf.stderr.hasPrefix(
        "Error: 'check' has no subcommand 'extra' to show help for; it has none\n"))
    let known = try CLI.run(["help", "catalog", "query"])
    #expect(known.status == 0)
    #expect(known.stdout == (try CLI.run(["catalog", "query", "--help"])).stdout)
    #expect(try CLI.run(["help"]).status == 0)
  }

  /// A group run without its command is a wrong command line: its help on standard error,
  /// exit status 64. It printed the help on standard output and exited 0, so a script that
  /// left the command out went on as if it had run.
  @Test func aGroupWithoutItsCommandIsAUsageError() throws {
    for (run, name) in [
      (try CLI.run([]), "unblock"), (try CLI.run(["catalog"]), "unblock catalog"),
      (try CLI.runBench([]), "unblock-bench"),
    ] {
      #expect(run.status == 64, "\(name)")
      #expect(run.stdout == "", "\(name)")
      #expect(run.stderr.hasPrefix("Error: missing a "), "\(name)")
      #expect(run.stderr.contains("USAGE: \(name) <subcommand>"), "\(name)")
    }
    // Asked for, the help is still an answer.
    #expect(try CLI.run(["--help"]).status == 0)
    #expect(try CLI.run(["catalog", "--help"]).status == 0)
    #expect(try CLI.runBench(["--help"]).status == 0)
  }

  /// `lsp --help` gives README's Neovim setup line for line (`vim.lsp.config` and
  /// `vim.lsp.enable`, Neovim 0.11): it gave an older `vim.lsp.start` call of its own.
  @Test func lspHelpGivesTheNeovimSetupOfREADME() throws {
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let neovim = try #require(readme.range(of: "**Neovim**"))
    let block = try #require(readme[neovim.upperBound...].range(of: "```lua\n"))
    let end = try #require(readme[block.upperBound...].range(of: "```"))
    let setup = readme[block.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(setup.contains { $0.hasPrefix("vim.lsp.enable(") })
    let help = try CLI.run(["lsp", "--help"])
    #expect(help.status == 0)
    let lines = help.stdout.split(separator: "\n").map(String.init)
    guard let first = lines.firstIndex(of: "  " + setup[0]) else {
      Issue.record("no Neovim setup in lsp --help: \(help.stdout)")
      return
    }
    #expect(Array(lines[first..<(first + setup.count)]) == setup.map { "  " + $0 })
    #expect(!help.stdout.contains("vim.lsp.start"))
  }

  /// Every exit-status paragraph names 64, which each command gives for a wrong command
  /// line (`play` without `-o`, `format --write -`); `play`, `scan`, `format`, `check`,
  /// `solve`, `convert`, `lsp` and three catalog commands left it out.
  @Test(arguments: [
    (["play", "Puzzles/I-4.yaml"], ["play"]), (["format", "--write", "-"], ["format"]),
    (["scan", "--to", "png", "x.png"], ["scan"]), (["check", "--jobs", "0", "-"], ["check"]),
    (["solve", "--jobs", "0", "-"], ["solve"]), (["convert", "--to", "png", "-"], ["convert"]),
    (["lsp", "--stdio", "--port", "1"], ["lsp"]),
    (["catalog", "stats"], ["catalog", "stats"]), (["catalog", "find", "-"], ["catalog", "find"]),
    (["catalog", "query", "--db", "c.sqlite", "--moves", "9...1"], ["catalog", "query"]),
    (["enumerate", "--jobs", "0"], ["enumerate"]), (["generate", "--count", "0"], ["generate"]),
  ])
  func exitStatusParagraphsName64(usage: [String], command: [String]) throws {
    #expect(try CLI.run(usage).status == 64)
    let help = try CLI.run(command + ["--help"]).stdout.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    let paragraph = try #require(help.range(of: "Exit status"))
    let rest = help[paragraph.lowerBound...]
    let end = rest.range(of: "Examples:")?.lowerBound ?? rest.endIndex
    #expect(rest[..<end].contains(" 64 "), "\(rest[..<end])")
  }

  /// `catalog merge --help` names the option its OUT is: it said `Replace OUT` with no
  /// `OUT` in its usage, which reads `--output <output>`.
  @Test func mergeNamesItsOutputOption() throws {
    let help = try CLI.run(["catalog", "merge", "--help"]).stdout
    #expect(help.contains("-o, --output <out>"))
    #expect(help.contains("Replace OUT, the -o/--output file, when it exists."))
  }
}
