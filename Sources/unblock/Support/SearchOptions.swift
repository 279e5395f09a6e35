import ArgumentParser
import UnblockCore
import UnblockFormats

/// The options every command that searches shares: output format, state limit, inputs.
struct SearchOptions: ParsableArguments {
  @Option(help: "Output format: text, or json (one object per line).")
  var format: OutputFormat = .text

  @Option(
    parsing: .unconditional,
    help:
      "Give up a search after this many distinct states (exit status 3); by default as many as fit in \(StateLimit.memoryBudgetText): \(StateLimit.solver) for a solve (check's proof of solvability too), \(StateLimit.cluster) for a whole cluster (analyze's, and the one check explores for a states claim and the family comparison). A value given bounds each search."
  )
  var maxStates: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Take only this puzzle of each file: its number, from 1, or its name.",
      valueName: "name|index"),
    transform: PuzzleSelector.argument)
  var puzzle: PuzzleSelector?

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func validate() throws {
    try Self.validate(maxStates: maxStates)
  }

  /// Refuses a `--max-states` no search can hold: below 1, or over
  /// ``UnblockCore/StateLimit/capacity``, as states are numbered in 32 bits.
  static func validate(maxStates: Int?) throws {
    guard let maxStates else { return }
    guard (1...StateLimit.capacity).contains(maxStates) else {
      throw ValidationError(
        "--max-states must be from 1 to \(StateLimit.capacity) (states are numbered in 32 bits)")
    }
  }
}
