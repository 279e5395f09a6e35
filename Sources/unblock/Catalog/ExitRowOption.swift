import ArgumentParser
import UnblockCore

/// `--exit-row R`, the filter `catalog query` and `catalog stats` take: the entries whose
/// chute is on row `R`, counted from 0.
struct ExitRowOption: ParsableArguments {
  @Option(parsing: .unconditional, help: "Row of the chute, from 0 to 7.")
  var exitRow: Int?

  func validate() throws {
    // A row no board has matches no entry: refused as `enumerate` refuses it.
    if let exitRow, let problem = BoardSize.chuteRowProblem(exitRow) {
      throw ValidationError(problem)
    }
  }
}
