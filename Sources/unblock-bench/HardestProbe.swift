import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench hardest-probe`: the landscape the search for the hardest puzzle meets
/// around a known deep puzzle, to see why climbs find it or miss it.
///
/// It prints the depths one random mutation of the puzzle's farthest state reaches, where
/// the exploration work of such candidates goes (solvable, unsolvable, or stopped past the
/// growth bound), and for the deepest of those neighbours how often one mutation of *their*
/// farthest state steps back to the puzzle's depth. The puzzle is only looked at, never
/// used to seed a search.
struct HardestProbe: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hardest-probe",
    abstract: "Probe the neighbourhood of a deep puzzle, as the hardest search sees it.",
    discussion: """
        swift run -c release unblock-bench hardest-probe \\
          --line IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM
      """)

  @Option(help: "The puzzle, as a 6x6 Rush Hour database board.")
  var line = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"

  @Option(parsing: .unconditional, help: "Mutations of the puzzle's farthest state to sample.")
  var samples = 2_000

  @Option(parsing: .unconditional, help: "Mutations of each neighbour's farthest state to sample.")
  var reverse = 2_000

  @Option(parsing: .unconditional, help: "How many of the deepest neighbours to probe back from.")
  var neighbours = 4

  @Option(
    parsing: .unconditional,
    help: "The growth bound for the work figures; see `hardest --growth`.")
  var growth = HardestSearch.Strategy().growth

  @Option(
    parsing: .unconditional, help: "The random seed.", transform: BenchArgument.seed)
  var seed: UInt64 = 7

  func validate() throws {
    let puzzle: Puzzle
    do {
      puzzle = try Batch.puzzle(databaseLine: line)
    } catch {
      throw ValidationError("--line: \(error)")
    }
    // The probe mutates the farthest states from the exit, which only a solvable
    // cluster has.
    guard (try? Cluster(puzzle: puzzle))?.isSolvable == true else {
      throw ValidationError(
        "--line: the puzzle has no solution, so no farthest state to probe from")
    }
    try BenchCheck.atLeast(1, samples, "--samples")
    try BenchCheck.atLeast(0, reverse, "--reverse")
    try BenchCheck.atLeast(0, neighbours, "--neighbours")
    try BenchCheck.within(BenchCheck.growths, growth, "--growth")
  }

  func run() throws {
    let puzzle = try Batch.puzzle(databaseLine: line)
    let cluster = try Cluster(puzzle: puzzle)
    let depth = Self.depth(of: cluster)
    print(
      "\(depth) moves, \(cluster.count) states, "
        + "\(cluster.indices(atDistance: depth).count) farthest")
    let space = LayoutSpace(
      size: puzzle.size, chuteRow: puzzle.chute.row,
      fixedBlocks: puzzle.blocks.count { $0.orientation == .fixed })
    let maxStates = Climb.defaultMaxStates(for: puzzle.size)
    var random = Xoshiro256StarStar(seed: seed)
    var depths: [Int: Int] = [:]
    var work: [String: (candidates: Int, states: Int)] = [:]
    var found: [Int: Cluster] = [:]
    for _ in 0..<samples {
      let base = Self.farthestState(of: cluster, using: &random)
      let candidate = space.mutated(base, using: &random)
      let limit = min(maxStates, max(2_000, growth * cluster.count))
      let near = try? Cluster(puzzle: candidate, maxStates: limit)
      let kind = near.map { $0.isSolvable ? "solvable" : "unsolvable" } ?? "past the bound"
      let tally = work[kind] ?? (0, 0)
      work[kind] = (tally.candidates + 1, tally.states + (near?.count ?? limit))
      let nearDepth = Self.depth(of: near)
      depths[nearDepth, default: 0] += 1
      if let near, nearDepth < depth { found[nearDepth * 1_000_000 + near.count] = near }
    }
    print("one mutation:", Self.describe(depths))
    for (kind, tally) in work.sorted(by: { $0.key < $1.key }) {
      print(
        "  \(kind): \(tally.candidates) candidates, \(tally.states / max(tally.candidates, 1)) "
          + "states each, \(tally.states) in all")
    }
    for (_, near) in found.sorted(by: { $0.key > $1.key }).prefix(neighbours) {
      let nearDepth = Self.depth(of: near)
      var back: [Int: Int] = [:]
      for _ in 0..<reverse {
        let base = Self.farthestState(of: near, using: &random)
        let candidate = try? Cluster(
          puzzle: space.mutated(base, using: &random), maxStates: maxStates)
        back[Self.depth(of: candidate), default: 0] += 1
      }
      print(
        "neighbour \(nearDepth) moves, \(near.count) states: back to \(depth) "
          + "\(back[depth] ?? 0) of \(reverse); " + Self.describe(back))
    }
  }

  /// A random state of the deepest layer of a solvable cluster.
  static func farthestState(of cluster: Cluster, using random: inout Xoshiro256StarStar)
    -> Puzzle
  {
    let layer = cluster.indices(atDistance: depth(of: cluster))
    return cluster.puzzle(at: layer[random.uniform(layer.count)])
  }

  /// The greatest distance to the exit, or -1 for no cluster or an unsolvable one.
  static func depth(of cluster: Cluster?) -> Int { cluster?.maximumDistance ?? -1 }

  /// The ten deepest depths of a tally, `depth:count`, deepest first.
  static func describe(_ tally: [Int: Int]) -> String {
    tally.sorted { $0.key > $1.key }.prefix(10).map { "\($0.key):\($0.value)" }
      .joined(separator: " ")
  }
}
