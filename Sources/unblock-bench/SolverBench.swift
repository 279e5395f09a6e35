import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench solver`: the solver and the cluster analysis against the targets.
struct SolverBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver",
    abstract: "Time solving and full cluster analysis; print medians, states/s and ratios.",
    discussion: """
      Full analysis = exploring the cluster into its move graph, the backward search from
      every solved state (each state's distance), and the count of shortest solutions with
      the blocks they never move. The batch is a deterministic set of random 6x6 layouts
      in the style of the Rush Hour database (solvable, right chute on row 2).
      """)

  @Option(help: "Timed runs per workload; the median is reported.")
  var runs = 9

  @Option(help: "Total cluster states in the batch workload.")
  var batchStates = 15_000_000

  @Option(help: "Seed of the batch's random layouts.")
  var seed: UInt64 = 2026

  @Option(
    help:
      "Run only this workload, repeated --runs times without timing (for profilers): cluster51, solve51, clusterI4, solveI4, batch (builds the batch once)."
  )
  var profile: String?

  func run() throws {
    if let profile {
      if profile == "batch" {
        _ = try Self.batch(states: batchStates, seed: seed)
        return
      }
      let puzzle = try Self.puzzle(
        profile.hasSuffix("I4")
          ? "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo" : "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
      for _ in 0..<runs {
        if profile.hasPrefix("solve") {
          _ = try Solver().solve(puzzle)
        } else {
          _ = try Cluster(puzzle: puzzle)
        }
      }
      return
    }
    print("bytes per state: \(Bitboard.bytesPerState) (its code: 4 bits per lane)")
    let hardest = try Self.puzzle(
      "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
    let intermediate4 = try Self.puzzle("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")

    let solved51 = try Solver().solve(hardest).statistics
    let solve51 = try Measurement(runs: runs * 10) { _ = try Solver().solve(hardest) }
    report(
      "solve, 51-move puzzle", solve51, states: solved51.distinctBoards, target: nil,
      anchor: 8.3e-3)
    let cluster51 = try Cluster(puzzle: hardest)
    print(
      "51-move cluster: \(cluster51.count) states, "
        + String(
          format: "%.1f moves per state",
          Double(cluster51.exploration.boardsExamined) / Double(cluster51.count)))
    let explore51 = try Measurement(runs: runs * 10) { _ = try Cluster(puzzle: hardest) }
    report(
      "cluster BFS + distances, 51-move", explore51, states: 4_780, target: nil, anchor: 12.6e-3)
    let paths51 = Measurement(runs: runs * 10) { _ = cluster51.shortestPaths() }
    report("shortest-path count, 51-move", paths51, states: 4_780, target: nil, anchor: nil)
    let full51 = try Measurement(runs: runs * 10) { try Self.analyse(hardest) }
    report(
      "full analysis (explore + distances + path count), 51-move", full51, states: 4_780,
      target: 1e-3, anchor: 21e-3)
    let fullI4 = try Measurement(runs: runs) { try Self.analyse(intermediate4) }
    report(
      "full analysis (explore + distances + path count), I-4", fullI4, states: 58_419, target: nil,
      anchor: nil)
    let solvedI4 = try Solver().solve(intermediate4).statistics
    print(
      "I-4 solve: \(solvedI4.boardsExamined) boards examined, \(solvedI4.distinctBoards) distinct "
        + "before the first solution (Unblocker: 522,541 and 40,919)")
    let solveI4 = try Measurement(runs: runs) { _ = try Solver().solve(intermediate4) }
    report(
      "solve, I-4", solveI4, states: solvedI4.distinctBoards, target: nil, anchor: 0.93)
    let full = try Measurement(runs: runs * 10) { _ = try Analysis(puzzle: hardest) }
    report(
      "Analysis() incl. a search per block some shortest solution can do without, 51-move",
      full, states: 4_780,
      target: nil, anchor: nil)

    let batch = try Self.batch(states: batchStates, seed: seed)
    print(
      "batch: \(batch.puzzles.count) puzzles, \(batch.states) states, largest cluster \(batch.largest)"
    )
    let batchRun = try Measurement(runs: max(runs / 3, 1)) {
      for puzzle in batch.puzzles { try Self.analyse(puzzle) }
    }
    report(
      "full analysis (explore + distances + path count), batch", batchRun, states: batch.states,
      target: 3, anchor: 60)
    let complete = try Measurement(runs: max(runs / 3, 1)) {
      for puzzle in batch.puzzles { _ = try Analysis(puzzle: puzzle) }
    }
    report(
      "Analysis() incl. a search per block some shortest solution can do without, batch",
      complete, states: batch.states, target: nil, anchor: nil)
    // The forward search times itself (Cluster.exploration); the rest of each cluster's
    // time is the backward search that measures every state's distance.
    var forwardRuns: [Double] = []
    let exploreRun = try Measurement(runs: max(runs / 3, 1)) {
      var forward = Duration.zero
      for puzzle in batch.puzzles { forward += try Cluster(puzzle: puzzle).exploration.duration }
      forwardRuns.append(
        Double(forward.components.seconds) + Double(forward.components.attoseconds) * 1e-18)
    }
    report(
      "cluster BFS + distances, batch", exploreRun, states: batch.states, target: nil, anchor: nil)
    let forward = Measurement(seconds: Array(forwardRuns.dropFirst()))
    let rate = Double(batch.states) / forward.median
    print(
      String(
        format:
          "full-cluster BFS (forward search over every state, recording the move graph), batch: "
          + "median %@, %.1f M states/s (target >= 10 M/s: %@)",
        Measurement.format(forward.median), rate / 1e6, rate >= 10e6 ? "met" : "NOT met"))
  }

  /// One full analysis, without the per-block solves of `Analysis`.
  static func analyse(_ puzzle: Puzzle) throws {
    let cluster = try Cluster(puzzle: puzzle)
    _ = cluster.shortestPaths()
  }

  func report(
    _ name: String, _ measurement: Measurement, states: Int, target: Double?, anchor: Double?
  ) {
    var line =
      "\(name): median \(Measurement.format(measurement.median)) "
      + "(CPU \(Measurement.format(measurement.cpuMedian))), "
      + String(format: "%.1f M states/s", Double(states) / measurement.median / 1e6)
    if let target {
      line +=
        ", target \(Measurement.format(target)) "
        + (measurement.median < target ? "met" : "NOT met")
        + String(format: " (%.2fx)", target / measurement.median)
    }
    if let anchor {
      line +=
        ", anchor \(Measurement.format(anchor))"
        + String(format: " (%.1fx faster)", anchor / measurement.median)
    }
    print(line)
  }

  /// A 6x6 puzzle from a 36-character line: `o` empty, `x` fixed, letters blocks.
  static func puzzle(_ line: String) throws -> Puzzle {
    var runs: [Character: [Cell]] = [:]
    var blocks: [Block] = []
    for (offset, character) in line.enumerated() where character != "o" {
      let cell = Cell(row: offset / 6, column: offset % 6)
      if character == "x" {
        blocks.append(.fixed(at: cell))
      } else {
        runs[character, default: []].append(cell)
      }
    }
    for (label, cells) in runs.sorted(by: { $0.value[0] < $1.value[0] }) {
      let horizontal = cells.allSatisfy { $0.row == cells[0].row }
      blocks.append(
        Block(
          label: label, orientation: horizontal ? .horizontal : .vertical, origin: cells[0],
          length: cells.count))
    }
    return Puzzle(size: .standard, blocks: blocks, chute: Chute(side: .right, row: 2))
  }

  /// Random solvable 6x6 layouts whose clusters add up to at least `states` states.
  static func batch(states target: Int, seed: UInt64) throws -> (
    puzzles: [Puzzle], states: Int, largest: Int
  ) {
    var random = SplitMix64(state: seed)
    var puzzles: [Puzzle] = []
    var total = 0
    var largest = 0
    let labels = Array("BCDEFGHIJKLMNOPQRSTUVWYZ")
    while total < target {
      var occupied = Set<Cell>()
      let column = Int(random.next() % 3)
      var blocks = [
        Block(label: "A", orientation: .horizontal, origin: Cell(row: 2, column: column), length: 2)
      ]
      occupied.formUnion(blocks[0].cells)
      let wanted = 9 + Int(random.next() % 5)
      var attempts = 0
      while blocks.count < wanted, attempts < 200 {
        attempts += 1
        let vertical = random.next() % 2 == 0
        let length = random.next() % 4 == 0 ? 3 : 2
        let origin = Cell(row: Int(random.next() % 6), column: Int(random.next() % 6))
        let block = Block(
          label: labels[blocks.count - 1], orientation: vertical ? .vertical : .horizontal,
          origin: origin, length: length)
        let cells = block.cells
        guard cells.allSatisfy(BoardSize.standard.contains), occupied.isDisjoint(with: cells),
          vertical || origin.row != 2
        else { continue }
        occupied.formUnion(cells)
        blocks.append(block)
      }
      let puzzle = Puzzle(size: .standard, blocks: blocks, chute: Chute(side: .right, row: 2))
      let cluster = try Cluster(puzzle: puzzle)
      guard let moves = cluster.minimalMoves, moves >= 5 else { continue }
      puzzles.append(puzzle)
      total += cluster.count
      largest = max(largest, cluster.count)
    }
    return (puzzles, total, largest)
  }
}

/// splitmix64: a tiny seeded generator, so the batch is the same on every run.
private struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
