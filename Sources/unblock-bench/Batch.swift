import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats

/// A batch of puzzles for the batch workloads: random 6x6 ones, the same on every run for a
/// given seed, or the lines of a file, on the board it names.
struct Batch {
  /// What the batch is, for the report.
  let name: String
  let puzzles: [Puzzle]
  /// The states of all the puzzles' clusters.
  let states: Int
  let largest: Int
  /// The batch as Rush Hour database lines, `moves board states`; empty for layouts.
  let lines: [String]
  /// Each puzzle's cluster size as its line's states column gives it, which `unblock
  /// analyze` passes on as the hint of room to make; `nil` for layouts, and for a line
  /// whose claim is not its cluster's size.
  let hints: [Int?]
  /// The enumeration header of the file the lines were read from, which names their board;
  /// `nil` for the Rush Hour database's 6x6 board.
  var header: EnumerationHeader? = nil

  /// The mean number of states of the database's clusters: its 2,577,412 puzzles cover
  /// 9,698,093,879 states (Michael Fogleman, "Solving Rush Hour, the Puzzle", 2018).
  static let databaseMeanCluster = 9_698_093_879 / 2_577_412

  /// Database lines as the Rush Hour database makes them, until their clusters total
  /// `target` states.
  ///
  /// Each line is the farthest state of a different cluster (the database keeps each
  /// cluster's hardest puzzle), with its minimal moves and its cluster's size. The
  /// clusters come from random wall-free layouts of 15 to 18 blocks, whose clusters have
  /// about the database's mean size (see ``databaseMeanCluster``). The lines are then read
  /// back with the database-line reader, so the workload is what `unblock analyze` reads.
  ///
  /// - Parameters:
  ///   - blocks: The blocks of each random layout, walls included.
  ///   - walls: The walls (fixed 1x1 blocks) of each layout, as the database has 0 to 2.
  static func database(
    states target: Int, seed: UInt64, blocks: ClosedRange<Int> = 15...18,
    walls: ClosedRange<Int> = 0...0
  ) throws -> Batch {
    var random = SplitMix64(seed: seed)
    var seen = Set<String>()
    var lines: [String] = []
    var total = 0
    var largest = 0
    while total < target {
      let cluster = try Cluster(
        puzzle: randomLayout(blocks: blocks, walls: walls, tries: 400, random: &random))
      guard let depth = cluster.maximumDistance, depth >= 5 else { continue }
      // Of the cluster's farthest states, the one whose line sorts first stands for it.
      let farthest = cluster.indices(atDistance: depth).compactMap { index in
        try? DatabaseLinePrinter.line(
          for: cluster.puzzle(at: index), moves: depth, states: cluster.count
        ).get()
      }
      guard let line = farthest.min(), seen.insert(line).inserted else { continue }
      lines.append(line)
      total += cluster.count
      largest = max(largest, cluster.count)
    }
    let read = try lines.map { try readLine($0) }
    let kind = walls == 0...0 ? "database batch" : "database batch with walls"
    return Batch(
      name: "\(kind) (\(counted(lines.count, "line")))", puzzles: read.map(\.puzzle), states: total,
      largest: largest, lines: lines, hints: read.map(\.states))
  }

  /// The database lines of a file (its `#` comment lines and blank lines left out), such as
  /// a slice of Fogleman's database or an `unblock enumerate` file: the real workload, where
  /// ``database(states:seed:blocks:walls:)`` makes one like it. The lines are read as every
  /// command reads them (``BenchCheck/databaseLines(_:each:)``): on the board an
  /// enumeration header above them names, 6x6 without one.
  ///
  /// Every line must give its cluster's size, but the batch's states are counted: each
  /// line's cluster is explored, and a line whose claim is wrong is named on standard
  /// error (`path:line:column: warning: ...`) and gets no hint, so a wrong claim changes
  /// neither the figures nor the work. A file that cannot be read ends the bench with
  /// status 2, as `unblock` ends; a line that does not read, or whose cluster cannot be
  /// explored, at its place with status 1.
  static func file(_ path: String) throws -> Batch {
    try BenchCheck.readable(path)
    var header: EnumerationHeader?
    var lines: [String] = []
    var puzzles: [Puzzle] = []
    var sizes: [Int] = []
    var hints: [Int?] = []
    var wrongClaims: [Diagnostic] = []
    try BenchCheck.databaseLines(path) { entry in
      if puzzles.isEmpty { header = EnumerationHeader.opening(entry.comments) }
      let place = SourceLocation(line: entry.location.line, column: 1)
      guard let puzzle = entry.puzzle, let claim = entry.metadata.generated?.states else {
        throw Self.refuse(.error("the line gives no cluster size", path: path, at: place))
      }
      let size: Int
      do {
        size = try Cluster(puzzle: puzzle).count
      } catch {
        throw Self.refuse(.error("\(error)", path: path, at: place))
      }
      if claim.value != size {
        wrongClaims.append(
          .warning(
            "wrong states claim: the line claims \(counted(claim.value, "state")), but its cluster has "
              + "\(size); the batch counts \(size), with no hint", path: path, at: claim.location))
      }
      lines.append(
        try DatabaseLinePrinter.line(
          for: puzzle, moves: entry.metadata.moves?.value, states: claim.value, under: header
        ).get())
      puzzles.append(puzzle)
      sizes.append(size)
      hints.append(claim.value == size ? size : nil)
    }
    Self.warn(wrongClaims)
    return Batch(
      name: "\((path as NSString).lastPathComponent) (\(counted(lines.count, "line")))",
      puzzles: puzzles,
      states: sizes.reduce(0, +), largest: sizes.max() ?? 0, lines: lines, hints: hints,
      header: header)
  }

  /// Prints `diagnostic`, a line's error, on standard error; the error to throw, exit 1.
  private static func refuse(_ diagnostic: Diagnostic) -> ExitCode {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    return ExitCode(1)
  }

  /// The batch as a file `unblock analyze` reads: its lines, under the enumeration header
  /// they were read under (and a trailer that vouches for them), if any.
  var text: String {
    let body = (header?.text ?? "") + lines.map { $0 + "\n" }.joined()
    return header == nil ? body : body + FileTrailer.line(for: body)
  }

  /// The most wrong claims named one by one; the rest are counted.
  static let namedWrongClaims = 10

  /// Names the first wrong claims on standard error, and counts the others.
  private static func warn(_ wrongClaims: [Diagnostic]) {
    var text = wrongClaims.prefix(namedWrongClaims).map { "\($0)\n" }.joined()
    if wrongClaims.count > namedWrongClaims {
      text +=
        "... and \(wrongClaims.count - namedWrongClaims) more lines with a wrong states claim\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The puzzle of one Rush Hour database line, read by the database-line reader.
  static func puzzle(databaseLine line: String) throws -> Puzzle {
    try readLine(line).puzzle
  }

  /// The puzzle of one Rush Hour database line and its states column, read by the
  /// database-line reader.
  static func readLine(_ line: String) throws -> (puzzle: Puzzle, states: Int?) {
    let entry = DatabaseLineReader.readLine(line, number: 1, path: "batch")
    guard let puzzle = entry.puzzle else {
      throw BatchError(line: line, reason: entry.diagnostics.first?.message)
    }
    return (puzzle, entry.metadata.generated?.states?.value)
  }

  /// Random solvable layouts of 9 to 13 blocks, until their clusters total `target`
  /// states: looser boards than the database's, with about 6 times its clusters' mean
  /// size and about 14 moves per state against its 9 to 10, so a harder workload per state.
  static func looseLayouts(states target: Int, seed: UInt64) throws -> Batch {
    var random = SplitMix64(seed: seed)
    var puzzles: [Puzzle] = []
    var total = 0
    var largest = 0
    while total < target {
      let puzzle = randomLayout(blocks: 9...13, walls: 0...0, tries: 200, random: &random)
      let cluster = try Cluster(puzzle: puzzle)
      guard let moves = cluster.minimalMoves, moves >= 5 else { continue }
      puzzles.append(puzzle)
      total += cluster.count
      largest = max(largest, cluster.count)
    }
    return Batch(
      name: "loose-layout batch (\(counted(puzzles.count, "puzzle")))", puzzles: puzzles,
      states: total,
      largest: largest, lines: [], hints: Array(repeating: nil, count: puzzles.count))
  }

  /// A random 6x6 layout: the prisoner on row 2, a right chute, a number of `walls` off the
  /// prisoner's row, and as many of `blocks` blocks in all as fit in `tries` random
  /// placements.
  static func randomLayout(
    blocks: ClosedRange<Int>, walls: ClosedRange<Int>, tries: Int, random: inout SplitMix64
  ) -> Puzzle {
    let labels = Array("BCDEFGHIJKLMNOPQRSTUVWYZ")
    let column = Int(random.next() % 3)
    var layout = [
      Block(label: "A", orientation: .horizontal, origin: Cell(row: 2, column: column), length: 2)
    ]
    var occupied = Set(layout[0].cells)
    let wanted = pick(blocks, &random)
    let wallCount = pick(walls, &random)
    var movable = 0
    var attempts = 0
    while layout.count < wanted, attempts < tries {
      attempts += 1
      let isWall = layout.count - 1 - movable < wallCount
      let vertical = random.next() % 2 == 0
      let length = random.next() % 4 == 0 ? 3 : 2
      let origin = Cell(row: Int(random.next() % 6), column: Int(random.next() % 6))
      let block =
        isWall
        ? Block.fixed(at: origin)
        : Block(
          label: labels[movable], orientation: vertical ? .vertical : .horizontal,
          origin: origin, length: length)
      let cells = block.cells
      guard cells.allSatisfy(BoardSize.standard.contains), occupied.isDisjoint(with: cells),
        isWall ? origin.row != 2 : vertical || origin.row != 2
      else { continue }
      occupied.formUnion(cells)
      layout.append(block)
      if !isWall { movable += 1 }
    }
    return Puzzle(size: .standard, blocks: layout, chute: Chute(side: .right, row: 2))
  }

  /// A number from `range`, drawn from `random` unless the range holds one number (so that
  /// the wall-free batches stay what they were before walls).
  private static func pick(_ range: ClosedRange<Int>, _ random: inout SplitMix64) -> Int {
    guard range.count > 1 else { return range.lowerBound }
    return range.lowerBound + Int(random.next() % UInt64(range.count))
  }
}

/// A line that the database-line reader refused, and its reason: a bug in the bench, the
/// printer or the reader, or a line given on the command line.
struct BatchError: Error, CustomStringConvertible {
  let line: String
  /// The reader's diagnostic, without its place.
  let reason: String?

  var description: String {
    "the database-line reader refused the line '\(line)'" + (reason.map { ": \($0)" } ?? "")
  }
}
