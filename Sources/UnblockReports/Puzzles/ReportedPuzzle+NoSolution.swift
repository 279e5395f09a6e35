import UnblockCore
import UnblockFormats

extension ReportedPuzzle {
  /// Why no solution of the puzzle can be shown (drawn, replayed), as an error where
  /// `solve` reports it: at the block at fault when the puzzle is unsolvable for a simple
  /// reason, else at the puzzle; `nil` when it was solved. `verb` says what was to be
  /// done with it: `no solution to draw: ...`.
  public func noSolution(to verb: String, _ outcome: SolveOutcome) -> Diagnostic? {
    let lead = "no solution to \(verb)"
    switch outcome {
    case .solved: return nil
    case .unsolvable(let proof):
      guard let reason = proof.reason else {
        return .error("\(lead): the puzzle is unsolvable", path: path, at: entry.location)
      }
      return .error(
        "\(lead): the puzzle is unsolvable: \(reason)", path: path,
        at: entry.location(ofBlock: reason.block))
    case .gaveUp(let gaveUp, _):
      return .error("\(lead): \(gaveUp)", path: path, at: entry.location)
    }
  }
}
