import UnblockCore
import UnblockFormats

/// What the last line of `unblock check` counts, file by file.
public struct CheckTotals: Sendable {
  public var files = 0
  public var puzzles = 0
  public var valid = 0
  public var invalid = 0
  public var unverified = 0
  public var malformed = 0
  public var unreadable = 0
  /// Whether some file or puzzle had an error: the exit status is then not 0.
  public var failed = false
  /// With `check --watch`: the run's number from 1, and the paths whose change started it.
  public var run = 1
  public var changed: [String] = []
  /// Whether a puzzle was counted since the last file ended: a run stopped between a
  /// file's puzzles and its end counts that file too, so the totals never say "17 puzzles
  /// in 16 files" of files holding one puzzle each.
  public private(set) var fileUnderway = false

  public init() {}

  /// The files counted, and the one under way when a puzzle of it was counted: what the
  /// totals say.
  public var filesSoFar: Int { files + (fileUnderway ? 1 : 0) }

  /// Counts one checked file and its puzzles.
  public mutating func add(_ report: FileReport) {
    for puzzle in report.puzzles { add(puzzle) }
    addFile(report)
  }

  /// Counts one checked file, without its puzzles (see ``add(_:)-puzzle``). A folder that
  /// could not be read, or holds no puzzle file, is counted unreadable but not as a file.
  public mutating func addFile(_ report: FileReport) {
    if !report.isFolder { files += 1 }
    fileUnderway = false
    if report.isMalformed { malformed += 1 }
    if report.isUnreadable { unreadable += 1 }
    failed = failed || report.isUnreadable || report.isMalformed
  }

  /// Counts one checked puzzle.
  public mutating func add(_ puzzle: PuzzleReport) {
    puzzles += 1
    fileUnderway = true
    switch puzzle.status {
    case .valid: valid += 1
    case .invalid:
      invalid += 1
      failed = true
    case .unverified: unverified += 1
    }
  }

  /// `checked 3 puzzles in 2 files: 1 valid, 1 invalid, 1 unverified, 1 malformed file`.
  public var line: String {
    var line =
      "checked \(counted(puzzles, "puzzle")) in \(counted(filesSoFar, "file")): "
      + "\(valid) valid, \(invalid) invalid"
    if unverified > 0 { line += ", \(unverified) unverified" }
    if malformed > 0 { line += ", \(counted(malformed, "malformed file"))" }
    if unreadable > 0 { line += ", \(unreadable) unreadable" }
    return line
  }
}
