import UnblockCore
import UnblockFormats
import UnblockReports

/// `textDocument/hover`: a puzzle's analysis, as `unblock analyze` finds it, in Markdown or
/// plain text.
public enum PuzzleHover {
  /// The analysis of `entry`, bounded by `maxStates`: moves and category, cluster size,
  /// shortest solutions and one of them in move notation, the farthest state drawn as a
  /// grid with its distance, and the unnecessary blocks.
  ///
  /// `shouldStop` is asked before each level of the analysis's searches, as a cancelled
  /// hover stops; what a stopped analysis gives is not to be shown.
  public static func text(
    for entry: PuzzleEntry, index: Int, maxStates: Int, markup: HoverMarkup = .markdown,
    shouldStop: (@Sendable () -> Bool)? = nil
  ) -> String {
    let title = markup.strong(PuzzleOutline.title(of: entry, index: index))
    guard let puzzle = entry.puzzle else {
      return "\(title): invalid; see the errors"
    }
    let analysis: Analysis
    do {
      analysis = try Analysis(puzzle: puzzle, maxStates: maxStates, shouldStop: shouldStop)
    } catch {
      return "\(title): \(error)"
    }
    guard let moves = analysis.minimalMoves, let farthest = analysis.cluster.maximumDistance
    else {
      let reason = analysis.unsolvableReason.map { ": \($0.description)" } ?? ""
      return "\(title): unsolvable\(reason) (\(counted(analysis.clusterSize, "state")) explored)"
    }
    let labels = { AnalysisReport.labels($0, of: puzzle) { markup.code("\($0)") } }
    var lines = [
      "\(title): \(counted(moves, "move")), \(Category(moves: moves))",
      "",
      "- cluster: \(counted(analysis.clusterSize, "state")), \(analysis.solvedStates) solved",
      "- shortest solutions: \(AnalysisReport.solutionCount(analysis))",
      "- unnecessary blocks: \(labels(analysis.unnecessaryBlocks))",
    ]
    if !analysis.undecidedBlocks.isEmpty {
      lines.append("- blocks not decided (maxStates): \(labels(analysis.undecidedBlocks))")
    }
    if case .solved(let solution) = Solver(maxStates: maxStates, shouldStop: shouldStop).solve(
      analysis.cluster.bitboard, from: analysis.cluster.state(at: Cluster.startIndex))
    {
      lines += ["", "Solution: \(markup.code(solution.notation.joined(separator: " ")))"]
    }
    if let state = analysis.cluster.indices(atDistance: farthest).first {
      let board = GridPrinter.rows(of: analysis.cluster.puzzle(at: state))
      let start = analysis.startIsFarthest ? " (the start is as far)" : ""
      lines += ["", "Farthest state, \(counted(farthest, "move")) from the exit\(start):"]
      lines += markup.block(board)
    }
    return lines.joined(separator: "\n")
  }
}
