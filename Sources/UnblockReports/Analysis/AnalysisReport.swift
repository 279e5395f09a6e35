import UnblockCore
import UnblockFormats

/// What `unblock analyze` prints about one puzzle: the structure of its whole cluster, as
/// text lines or one JSON object.
public struct AnalysisReport: Sendable {
  public var puzzle: ReportedPuzzle
  public var analysis: Analysis
  /// Whether the JSON object carries the time the analysis took (`"microseconds"`);
  /// without it, two runs print the same bytes.
  public var timings: Bool

  public init(_ puzzle: ReportedPuzzle, analysis: Analysis, timings: Bool = true) {
    self.puzzle = puzzle
    self.analysis = analysis
    self.timings = timings
  }

  /// The lines for people: the verdict, then the cluster's figures indented.
  public var lines: [String] {
    guard let moves = analysis.minimalMoves, let farthest = analysis.maximumDistance
    else {
      return puzzle.unsolvableLines(
        explored: analysis.clusterSize, reason: analysis.unsolvableReason)
    }
    let histogram = analysis.distanceHistogram.enumerated().map { "\($0):\($1)" }
    let labels = { Self.labels($0, of: analysis.puzzle) }
    var lines = [
      puzzle.solvedLine(moves: moves),
      "  states: \(analysis.clusterSize) reachable, \(analysis.solvedStates) solved",
      "  distances: " + histogram.joined(separator: " "),
      "  shortest solutions: \(Self.solutionCount(analysis))",
      "  start is the farthest state: "
        + (analysis.startIsFarthest
          ? "yes" : "no (the farthest needs \(counted(farthest, "move")))"),
      "  unnecessary blocks: \(labels(analysis.unnecessaryBlocks))",
      "  blocks no shortest solution moves: \(labels(analysis.idleBlocks))",
      "  blocks every shortest solution moves: \(labels(analysis.alwaysMovedBlocks))",
    ]
    if !analysis.undecidedBlocks.isEmpty {
      lines.append("  blocks not decided (--max-states): \(labels(analysis.undecidedBlocks))")
    }
    lines.append("  time: \(SearchFigures.milliseconds(analysis.duration))")
    return lines
  }

  /// The same as one JSON object: `"moves"` is null when unsolvable, `"states"` is the
  /// cluster size; `"microseconds"` only with ``timings``.
  public var json: JSONLine {
    let puzzle = analysis.puzzle
    let labels = { (blocks: [Int]) -> JSONLine.Value in
      .array(blocks.map { .string(Self.name(of: puzzle.blocks[$0])) })
    }
    return JSONLine(
      self.puzzle.jsonFields + [
        ("status", .string(analysis.minimalMoves == nil ? "unsolvable" : "solved")),
        ("moves", analysis.minimalMoves.map { .int($0) } ?? .null),
        ("category", analysis.category.map { .string($0.rawValue) } ?? .null),
        ("states", .int(analysis.clusterSize)),
        ("solvedStates", .int(analysis.solvedStates)),
        ("histogram", .array(analysis.distanceHistogram.map { .int($0) })),
        ("solutions", .int(Int(clamping: analysis.optimalSolutionCount))),
        ("solutionsSaturated", .bool(analysis.shortestPaths?.isSaturated ?? false)),
        ("startIsFarthest", .bool(analysis.startIsFarthest)),
        ("maxDistance", analysis.maximumDistance.map { .int($0) } ?? .null),
        ("unnecessaryBlocks", labels(analysis.unnecessaryBlocks)),
        ("idleBlocks", labels(analysis.idleBlocks)),
        ("alwaysMovedBlocks", labels(analysis.alwaysMovedBlocks)),
        ("undecidedBlocks", labels(analysis.undecidedBlocks)),
        ("reason", analysis.unsolvableReason.map { .string($0.description) } ?? .null),
      ] + (timings ? [("microseconds", .int(SearchFigures.microseconds(analysis.duration)))] : []))
  }

  /// `heading: gave up after 1000 states`, for a cluster larger than the limit.
  public static func gaveUpLine(_ puzzle: ReportedPuzzle, _ error: SolverError) -> String {
    "\(puzzle.heading): \(error.description)"
  }

  /// The same as one JSON object, with `"moves"` and `"states"` null.
  public static func gaveUpJSON(_ puzzle: ReportedPuzzle) -> JSONLine {
    JSONLine(
      puzzle.jsonFields + [("status", .string("gave-up")), ("moves", .null), ("states", .null)])
  }

  /// The number of shortest solutions: `12`, or `at least 18446744073709551615` when the
  /// count saturated.
  public static func solutionCount(_ analysis: Analysis) -> String {
    analysis.shortestPaths?.isSaturated == true
      ? "at least \(analysis.optimalSolutionCount)" : "\(analysis.optimalSolutionCount)"
  }

  /// The names of `blocks` of `puzzle` (see ``name(of:)``), each shown by `show`,
  /// separated by spaces; `none` when there are none.
  public static func labels(
    _ blocks: [Int], of puzzle: Puzzle, show: (String) -> String = { $0 }
  ) -> String {
    blocks.isEmpty
      ? "none" : blocks.map { show(name(of: puzzle.blocks[$0])) }.joined(separator: " ")
  }

  /// A block's label, or for a fixed block, which every puzzle labels `x`, `x` and its
  /// tile: `x(2,5)`, row 2, column 5, counted from 0.
  public static func name(of block: Block) -> String {
    block.orientation == .fixed
      ? "\(block.label)(\(block.origin.row),\(block.origin.column))" : String(block.label)
  }
}
