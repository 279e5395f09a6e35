import ArgumentParser
import UnblockCore
import UnblockFormats

extension Generate {
  /// The families of the puzzles behind `--avoid`, checked as `check` checks files: any
  /// error `check` would report (a broken rule, a wrong claim, an unsolvable puzzle) is
  /// printed and ends the run before anything is grown.
  func avoidedFamilies(_ display: ProgressDisplay) throws -> Set<CanonicalKey> {
    guard !avoid.isEmpty else { return [] }
    let clusters = ClusterCheck()
    let reports = PuzzleChecker(checks: PuzzleChecker.standardChecks(clusters)).check(avoid)
    for report in reports {
      for diagnostic in report.diagnostics where diagnostic.severity == .error {
        display.note(diagnostic.description)
      }
    }
    let status = ExitStatus.status(
      unreadable: reports.contains(where: \.isUnreadable),
      invalid: reports.contains(where: \.hasErrors))
    if status != ExitStatus.success.rawValue { throw ExitCode(status) }
    return clusters.familyKeys
  }
}
