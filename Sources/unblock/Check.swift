import ArgumentParser
import UnblockFormats

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check puzzle files against the rules of the game.",
    discussion: """
      Reads text grids (.txt, .grid), YAML puzzle and set files (.yaml, .yml) and Rush \
      Hour database lines, and reports every problem as path:line:column: error: message. \
      A line per puzzle follows its problems: 'ok' with its size, or 'invalid'.

      Every puzzle that obeys the rules is then solved exactly: its line says \
      'solvable in N moves' and its category, and a wrong 'moves' or 'level' claim is an \
      error at the claim's line. An unsolvable puzzle is an error, at the block at fault \
      when a simple reason exists. On a terminal, a progress line counts the puzzles \
      solved on standard error.

      Each puzzle's whole cluster (every board its blocks can reach) is explored too: a \
      'states' count, a database line's third field or 'generated: states:', is a claim, \
      and a wrong one is an error at the count. A puzzle that shares its cluster with a \
      puzzle checked before it in the same run, in any file, or lies in the mirror image \
      of that cluster, gets a warning naming the other puzzle's path:line:column. Warnings \
      do not change the exit status.

      Directories are searched recursively; '-' reads standard input.

      Exit status: 0 when every puzzle is valid, 1 when some puzzle is invalid, unsolvable \
      or makes a wrong claim, 2 when some input cannot be read (missing, binary, too \
      large, not UTF-8), 3 when a search gave up at --max-states and nothing else failed.

      Examples:
        unblock check Puzzles
        unblock check puzzle.yaml set.set.yaml jams.txt
        printf 'AA....\\n......\\n......\\n......\\n' | unblock check -
        unblock check --format json Puzzles
      """)

  @OptionGroup var options: SearchOptions

  func run() throws {
    let printer = ReportPrinter(format: options.format)
    var counts = (files: 0, puzzles: 0, valid: 0, malformed: 0, unreadable: 0)
    var failed = false
    let progress = ProgressLine(label: "solved")
    let solvability = SolvabilityCheck(maxStates: options.maxStates) { progress.count($0) }
    let clusters = ClusterCheck(maxStates: options.maxStates)
    PuzzleChecker(checks: [solvability, clusters]).check(options.paths) { report in
      progress.clear()
      for diagnostic in report.fileDiagnostics { printer.print(diagnostic) }
      for puzzle in report.puzzles {
        for diagnostic in puzzle.diagnostics { printer.print(diagnostic) }
        print(options.format == .json ? puzzle.jsonLine : puzzle.summary)
      }
      counts.puzzles += report.puzzles.count
      counts.valid += report.puzzles.count(where: \.isValid)
      if report.isMalformed { counts.malformed += 1 }
      if report.isUnreadable { counts.unreadable += 1 }
      counts.files += 1
      failed = failed || report.hasErrors
    }
    if options.format == .text {
      let (files, puzzles, valid, malformed, unreadable) = counts
      var totals =
        "checked \(puzzles) puzzle\(puzzles == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): \(valid) valid, \(puzzles - valid) invalid"
      if malformed > 0 { totals += ", \(malformed) malformed file\(malformed == 1 ? "" : "s")" }
      if unreadable > 0 { totals += ", \(unreadable) unreadable" }
      print(totals)
    }
    progress.clear()
    let status = ExitStatus.status(
      unreadable: counts.unreadable > 0, invalid: failed)
    if status != 0 { throw ExitCode(status) }
    if progress.gaveUp > 0 { throw ExitStatus.gaveUp }
  }
}
