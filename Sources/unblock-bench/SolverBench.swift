import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench solver`: the solver and the cluster analysis against the issue's targets.
struct SolverBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver",
    abstract: "Time solving and full cluster analysis; print medians, states/s and ratios.",
    discussion: """
      Full analysis = exploring the cluster into its move graph, the backward search from \
      every solved state (each state's distance), and the count of shortest solutions with \
      the blocks they never move. The database batch is Rush Hour database lines made as the \
      database makes them (the farthest state of each cluster, with its moves and cluster \
      size), from random wall-free layouts whose clusters have about the database's mean \
      size; the loose-layout batch, looser random layouts with larger clusters and more \
      moves per state, is reported too, as a harder workload.
      """)

  @Option(
    parsing: .unconditional, help: "Timed runs per workload (1 to 10000); the median is reported.")
  var runs = 9

  @Option(
    parsing: .unconditional,
    help: "Total cluster states in each batch; the batches' targets are for the default.")
  var batchStates = SolverBench.standardBatchStates

  /// The states of the batches the targets and anchors were set on: a smaller batch is
  /// timed, and not compared with them (it was `target 3.00 s met (17892.40x)` for 1,000).
  static let standardBatchStates = 15_000_000

  @Option(
    parsing: .unconditional, help: "Seed of the batch's random layouts.",
    transform: BenchArgument.seed)
  var seed: UInt64 = 2026

  @Option(help: "Also write the database batch's lines to this file, for `unblock analyze`.")
  var writeDatabase: String?

  /// A workload `--profile` runs alone.
  enum Profile: String, CaseIterable, ExpressibleByArgument {
    case cluster51, solve51, clusterI4, solveI4, batch
    case looseBatch = "loose-batch"
  }

  @Option(
    help:
      "Run only this workload, repeated --runs times without timing (for profilers); batch and loose-batch explore a batch's clusters."
  )
  var profile: Profile?

  func validate() throws {
    try BenchCheck.runs(runs)
    try BenchCheck.fileNamed(writeDatabase, "--write-database")
    try BenchCheck.atLeast(1, batchStates, "--batch-states")
  }

  func run() throws {
    try BenchCheck.writable(writeDatabase)
    if let profile {
      if profile == .batch || profile == .looseBatch {
        let batch =
          profile == .looseBatch
          ? try Batch.looseLayouts(states: batchStates, seed: seed)
          : try Batch.database(states: batchStates, seed: seed)
        for _ in 0..<runs { for puzzle in batch.puzzles { _ = try Self.measured(puzzle) } }
        return
      }
      let puzzle = try Batch.puzzle(
        databaseLine:
          profile == .clusterI4 || profile == .solveI4
          ? "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo" : "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
      for _ in 0..<runs {
        if profile == .solve51 || profile == .solveI4 {
          _ = try Solver().solve(puzzle)
        } else {
          _ = try Self.measured(puzzle)
        }
      }
      return
    }
    print("bytes per state: \(Bitboard.bytesPerState) (its code: 4 bits per lane)")
    let hardest = try Batch.puzzle(
      databaseLine:
        "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
    let intermediate4 = try Batch.puzzle(databaseLine: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")

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
    let explore51 = try Measurement(runs: runs * 10) { _ = try Self.measured(hardest) }
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
      "Analysis() incl. a search per idle or fixed block, 51-move",
      full, states: 4_780,
      target: nil, anchor: nil)

    let database = try Batch.database(states: batchStates, seed: seed)
    if let writeDatabase {
      try BenchCheck.write(database.text, to: writeDatabase)
      print("wrote the database batch to \(writeDatabase)")
    }
    if batchStates != Self.standardBatchStates {
      print(
        "the batches' target and anchors are for \(Self.standardBatchStates) states, not "
          + "\(batchStates): not compared")
    }
    try reportBatch(database, withTargets: true)
    try reportBatch(Batch.looseLayouts(states: batchStates, seed: seed), withTargets: false)
  }

  /// The batch workloads on `batch`; the issue's targets are for database lines.
  func reportBatch(_ batch: Batch, withTargets: Bool) throws {
    let standard = batchStates == Self.standardBatchStates
    print(
      "\(batch.name): \(batch.states) states, mean cluster \(batch.states / batch.puzzles.count) "
        + "(the database's: \(Batch.databaseMeanCluster)), largest \(batch.largest)")
    let batchRun = try Measurement(runs: max(runs / 3, 1)) {
      for puzzle in batch.puzzles { try Self.analyse(puzzle) }
    }
    report(
      "full analysis (explore + distances + path count), \(batch.name)", batchRun,
      states: batch.states, target: withTargets && standard ? 3 : nil, anchor: standard ? 60 : nil)
    let complete = try Measurement(runs: max(runs / 3, 1)) {
      for puzzle in batch.puzzles { _ = try Analysis(puzzle: puzzle) }
    }
    report(
      "Analysis() incl. a search per idle or fixed block, \(batch.name)",
      complete, states: batch.states, target: nil, anchor: nil)
    // The forward search times itself (Cluster.exploration); the rest of each cluster's
    // time is the backward search that measures every state's distance.
    var forwardRuns: [Double] = []
    var moves = 0
    let exploreRun = try Measurement(runs: max(runs / 3, 1)) {
      var forward = Duration.zero
      moves = 0
      for puzzle in batch.puzzles {
        let exploration = try Self.measured(puzzle).exploration
        forward += exploration.duration
        moves += exploration.boardsExamined
      }
      forwardRuns.append(
        Double(forward.components.seconds) + Double(forward.components.attoseconds) * 1e-18)
    }
    report(
      "cluster BFS + distances, \(batch.name)", exploreRun, states: batch.states, target: nil,
      anchor: nil)
    let forward = Measurement(seconds: Array(forwardRuns.dropFirst()))
    let rate = Double(batch.states) / forward.median
    let target = withTargets ? " (target >= 10 M/s: \(rate >= 10e6 ? "met" : "NOT met"))" : ""
    print(
      String(
        format:
          "full-cluster BFS (forward search over every state, recording the move graph), %@: "
          + "median %@, %.1f M states/s, %.0f M moves/s, %.1f moves per state%@",
        batch.name, Measurement.format(forward.median), rate / 1e6,
        Double(moves) / forward.median / 1e6, Double(moves) / Double(batch.states), target))
  }

  /// One full analysis, without the per-block solves of `Analysis`.
  static func analyse(_ puzzle: Puzzle) throws {
    _ = try measured(puzzle).shortestPaths()
  }

  /// The cluster of `puzzle` with every state's distance measured: a cluster walks its
  /// distances only when first asked for one, so a timing must ask.
  static func measured(_ puzzle: Puzzle) throws -> Cluster {
    let cluster = try Cluster(puzzle: puzzle)
    _ = cluster.histogram
    return cluster
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
}
