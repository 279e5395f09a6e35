import ArgumentParser
import UnblockCore
import UnblockFormats

struct Analyze: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Explore each puzzle's whole cluster and report its exact structure.",
    discussion: """
      The cluster is every board the puzzle can reach. A breadth-first search backwards \
      from every solved board gives each board its distance to the exit. Reported: the \
      minimal moves and category, the cluster size (start included) and its solved \
      boards, the histogram of distances, the number of distinct shortest solutions \
      (exact up to 18446744073709551615, "at least" beyond), whether the start is the \
      farthest board of its cluster, the unnecessary blocks (removing one leaves the \
      minimal moves unchanged; the prisoner never is), the blocks that no shortest \
      solution moves and those that every one moves. A block that some shortest solution \
      moves is never unnecessary, so only the fixed blocks and those no shortest solution \
      moves need a search of their own.

      --format json prints one object per puzzle, in input order, with "moves" (null \
      when unsolvable) and "states" (the cluster size).

      Exit status as for 'unblock solve'.

      Examples:
        unblock analyze puzzle.yaml
        unblock analyze --format json database.txt
      """)

  @OptionGroup var options: SearchOptions

  func run() throws {
    try PuzzleRun.run(options) { item, puzzle in
      let analysis: Analysis
      do throws(SolverError) {
        analysis = try Analysis(puzzle: puzzle, maxStates: options.maxStates)
      } catch {
        let record =
          options.format == .json
          ? JSONLine(
            item.jsonFields + [
              ("status", .string("gave-up")), ("moves", .null), ("states", .null),
            ]
          ).description
          : "\(item.heading): \(error.description)"
        return (record, .gaveUp)
      }
      let record =
        options.format == .json
        ? json(analysis, item: item).description : text(analysis, item: item)
      return (record, analysis.minimalMoves == nil ? .unsolvable : .solved)
    }
  }

  private func labels(_ blocks: [Int], of puzzle: Puzzle) -> String {
    blocks.isEmpty ? "none" : blocks.map { String(puzzle.blocks[$0].label) }.joined(separator: " ")
  }

  private func solutionCount(_ analysis: Analysis) -> String {
    analysis.shortestPaths?.isSaturated == true
      ? "at least \(analysis.optimalSolutionCount)" : "\(analysis.optimalSolutionCount)"
  }

  private func text(_ analysis: Analysis, item: PuzzleRun.Item) -> String {
    let puzzle = analysis.puzzle
    guard let moves = analysis.minimalMoves, let farthest = analysis.cluster.maximumDistance
    else {
      return item.unsolvableLines(
        explored: analysis.clusterSize, reason: analysis.unsolvableReason
      ).joined(separator: "\n")
    }
    let histogram = analysis.distanceHistogram.enumerated().map { "\($0):\($1)" }
    var lines = [
      item.solvedLine(moves: moves),
      "  states: \(analysis.clusterSize) reachable, \(analysis.solvedStates) solved",
      "  distances: " + histogram.joined(separator: " "),
      "  shortest solutions: \(solutionCount(analysis))",
      "  start is the farthest state: "
        + (analysis.startIsFarthest ? "yes" : "no (the farthest needs \(farthest) moves)"),
      "  unnecessary blocks: \(labels(analysis.unnecessaryBlocks, of: puzzle))",
      "  blocks no shortest solution moves: \(labels(analysis.idleBlocks, of: puzzle))",
      "  blocks every shortest solution moves: "
        + labels(analysis.alwaysMovedBlocks, of: puzzle),
    ]
    if !analysis.undecidedBlocks.isEmpty {
      lines.append(
        "  blocks not decided (--max-states): \(labels(analysis.undecidedBlocks, of: puzzle))")
    }
    lines.append("  time: \(SearchFigures.milliseconds(analysis.duration))")
    return lines.joined(separator: "\n")
  }

  private func json(_ analysis: Analysis, item: PuzzleRun.Item) -> JSONLine {
    let puzzle = analysis.puzzle
    let labels = { (blocks: [Int]) -> JSONLine.Value in
      .array(blocks.map { .string(String(puzzle.blocks[$0].label)) })
    }
    var fields = item.jsonFields
    fields += [
      ("status", .string(analysis.minimalMoves == nil ? "unsolvable" : "solved")),
      ("moves", analysis.minimalMoves.map { .int($0) } ?? .null),
      ("category", analysis.category.map { .string($0.rawValue) } ?? .null),
      ("states", .int(analysis.clusterSize)),
      ("solvedStates", .int(analysis.solvedStates)),
      ("histogram", .array(analysis.distanceHistogram.map { .int($0) })),
      ("solutions", .int(Int(clamping: analysis.optimalSolutionCount))),
      ("solutionsSaturated", .bool(analysis.shortestPaths?.isSaturated ?? false)),
      ("startIsFarthest", .bool(analysis.startIsFarthest)),
      ("maxDistance", analysis.cluster.maximumDistance.map { .int($0) } ?? .null),
      ("unnecessaryBlocks", labels(analysis.unnecessaryBlocks)),
      ("idleBlocks", labels(analysis.idleBlocks)),
      ("alwaysMovedBlocks", labels(analysis.alwaysMovedBlocks)),
      ("undecidedBlocks", labels(analysis.undecidedBlocks)),
      ("reason", analysis.unsolvableReason.map { .string($0.description) } ?? .null),
      ("microseconds", .int(SearchFigures.microseconds(analysis.duration))),
    ]
    return JSONLine(fields)
  }
}
