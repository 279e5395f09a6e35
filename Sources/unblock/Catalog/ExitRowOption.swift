import ArgumentParser

/// `--exit-row R`, the filter `catalog query` and `catalog stats` take: the entries whose
/// chute is on row `R`, counted from 0.
struct ExitRowOption: ParsableArguments {
  @Option(parsing: .unconditional, help: "Row of the chute, from 0.")
  var exitRow: Int?

  func validate() throws {
    if let exitRow, exitRow < 0 { throw ValidationError("--exit-row must be at least 0") }
  }
}
