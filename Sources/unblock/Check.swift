import ArgumentParser
import UnblockFormats

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check puzzle files against the rules of the game.",
    discussion: """
      Reads text grids (.txt, .grid), YAML puzzle and set files (.yaml, .yml) and Rush \
      Hour database lines, and reports every problem as path:line:column: error: message. \
      A line per puzzle follows its problems: 'ok' with its size, or 'invalid'.

      Directories are searched recursively; '-' reads standard input.

      Exit status: 0 when every puzzle is valid, 1 when some puzzle is invalid, 2 when \
      some input cannot be read (missing, binary, too large, not UTF-8).

      Examples:
        unblock check Puzzles
        unblock check puzzle.yaml set.set.yaml jams.txt
        printf 'AA....\\n......\\n......\\n......\\n' | unblock check -
        unblock check --format json Puzzles
      """)

  @Option(help: "Output format: text, or json (one object per line).")
  var format: OutputFormat = .text

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func run() throws {
    let printer = ReportPrinter(format: format)
    let reports = PuzzleChecker().check(paths)
    for report in reports {
      for diagnostic in report.file.diagnostics { printer.print(diagnostic) }
      for puzzle in report.puzzles {
        for diagnostic in puzzle.diagnostics { printer.print(diagnostic) }
        print(format == .json ? puzzle.jsonLine : puzzle.summary)
      }
    }
    let puzzles = reports.flatMap(\.puzzles)
    let valid = puzzles.count(where: \.isValid)
    let unreadable = reports.count(where: \.isUnreadable)
    if format == .text {
      var totals =
        "checked \(puzzles.count) puzzle\(puzzles.count == 1 ? "" : "s") in \(reports.count) file\(reports.count == 1 ? "" : "s"): \(valid) valid, \(puzzles.count - valid) invalid"
      let malformed = reports.count {
        !$0.isUnreadable && $0.file.diagnostics.contains { $0.severity == .error }
      }
      if malformed > 0 { totals += ", \(malformed) malformed file\(malformed == 1 ? "" : "s")" }
      if unreadable > 0 { totals += ", \(unreadable) unreadable" }
      print(totals)
    }
    let status = ExitStatus.status(
      unreadable: unreadable > 0, invalid: reports.contains(where: \.hasErrors))
    if status != 0 { throw ExitCode(status) }
  }
}
