import ArgumentParser

/// The exit codes of every `unblock` command, documented in README.md.
enum ExitStatus {
  /// Everything checked out.
  static let success = ExitCode(0)
  /// Some puzzle breaks a rule, makes a wrong claim, or has no solution.
  static let invalidPuzzle = ExitCode(1)
  /// Some input could not be read: a missing file, a directory with no puzzles, a bad image.
  static let unreadableInput = ExitCode(2)
  /// A search stopped at a limit such as `--max-states` before it reached an answer.
  static let gaveUp = ExitCode(3)
  /// `enumerate --dry-run`: the output already holds this enumeration; nothing to do.
  static let alreadyDone = ExitCode(3)
  /// The command line itself is wrong (swift-argument-parser's own code, EX_USAGE).
  static let usage = ExitCode(64)
  // A stop signal ends a run with 128 plus its number: see ``StopSignal/exitStatus``.
}
