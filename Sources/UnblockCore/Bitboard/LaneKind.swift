import Synchronization

/// Every arrangement of the blocks of one lane, and a table of the moves between them.
///
/// A lane is a row holding horizontal blocks or a column holding vertical ones. Its blocks
/// never pass each other, so an arrangement is the list of their places in order along
/// the lane. A lane of at most 8 tiles holding blocks of 2 or 3 tiles has at most
/// `C(6, 2) = 15` arrangements, so an arrangement's number fits in 4 bits: a state of up
/// to 16 lanes is one 64-bit word, 4 bits per lane (see ``Bitboard/code(of:)``).
///
/// The move table answers, for an arrangement and the tiles of the lane that something
/// else covers, which arrangements one move reaches. Tiles along the lane are numbered
/// from 0, the lane's first tile, and a set of them is one byte.
///
/// A class, immutable once made: every bitboard lists its lanes' kinds, and copying a
/// struct of five arrays and a table retained and released each of them (a tenth of a 5x5
/// enumeration, which compiles a bitboard per configuration and per reduced puzzle).
final class LaneKind: Sendable {
  /// The number of tiles along the lane.
  let length: Int
  /// The lengths of the lane's blocks, in order along the lane.
  let blockLengths: [Int]
  /// Element `a` holds the place of each block in arrangement `a`.
  let arrangements: [[Int]]
  /// Element `a` is the set of tiles the blocks cover in arrangement `a`.
  let tiles: [UInt8]
  /// Element `(a << length) | covered` describes the moves from arrangement `a` when
  /// `covered` is the set of the lane's tiles that other blocks cover: bits 32 to 35 hold
  /// their number, and nibble `i` of the low 32 bits holds `a ^ b` for the `i`-th
  /// arrangement `b` a move reaches. Moves come block by block in lane order, each block's
  /// moves back (towards tile 0) first, nearest first, then forward.
  let moves: [UInt64]
  /// The most moves any arrangement has.
  let width: Int
  /// Entry `a * 16 + b` is the position in the lane of the one block that stands elsewhere
  /// in arrangement `b` than in `a`, or ``noSingleBlock`` when none or several do.
  let movedBlock: [UInt8]
  /// ``moves`` in raw memory, for the move generator.
  let tables: MoveTables

  /// The value of ``movedBlock`` for arrangements that differ in no block or in several.
  static let noSingleBlock: UInt8 = .max

  /// The largest number of arrangements a lane can have: one fits in 4 bits, and a code
  /// never has all 64 bits set, so `code + 1` never wraps.
  static let arrangementLimit = 15
  /// The largest number of moves one lane can offer, so that their nibbles fit 32 bits.
  static let widthLimit = 8

  /// The kinds built so far, by length and block lengths: a batch of puzzles or a
  /// generator builds the tables of each kind once.
  private static let built = Mutex<[[Int]: LaneKind]>([:])

  /// The kind of a lane of `length` tiles holding blocks of `blockLengths`, built once
  /// per process and shared.
  static func shared(length: Int, blockLengths: [Int]) -> LaneKind {
    let key = [length] + blockLengths
    if let kind = built.withLock({ $0[key] }) { return kind }
    let kind = LaneKind(length: length, blockLengths: blockLengths)
    built.withLock { $0[key] = kind }
    return kind
  }

  /// The arrangements and moves of blocks of `blockLengths` in a lane of `length` tiles.
  ///
  /// - Precondition: `length` is at most 8, and the blocks fit in the lane.
  init(length: Int, blockLengths: [Int]) {
    precondition(length <= 8 && blockLengths.reduce(0, +) <= length, "blocks overflow the lane")
    self.length = length
    self.blockLengths = blockLengths
    var arrangements: [[Int]] = []
    Self.place(blockLengths[...], from: 0, length: length, prefix: [], into: &arrangements)
    precondition(arrangements.count <= Self.arrangementLimit, "too many arrangements")
    self.arrangements = arrangements
    let tiles = arrangements.map { places in
      zip(places, blockLengths).reduce(UInt8(0)) { mask, block in
        mask | UInt8(truncatingIfNeeded: ((1 << block.1) - 1) << block.0)
      }
    }
    self.tiles = tiles
    // Each arrangement's neighbours in move order, with the tiles a move sweeps over:
    // a move is possible exactly when nothing else covers those tiles.
    let number = Dictionary(uniqueKeysWithValues: arrangements.enumerated().map { ($1, $0) })
    var neighbours: [[(target: Int, swept: Int)]] = []
    for places in arrangements {
      var list: [(target: Int, swept: Int)] = []
      for (block, place) in places.enumerated() {
        let blockLength = blockLengths[block]
        var moved = places
        var swept = 0
        for back in stride(from: place - 1, through: 0, by: -1) {
          moved[block] = back
          guard let target = number[moved] else { break }
          swept |= 1 << back
          list.append((target, swept))
        }
        moved = places
        swept = 0
        for forward in place + 1..<length - blockLength + 1 {
          moved[block] = forward
          guard let target = number[moved] else { break }
          swept |= 1 << (forward + blockLength - 1)
          list.append((target, swept))
        }
      }
      neighbours.append(list)
    }
    width = neighbours.map(\.count).max() ?? 0
    precondition(width <= Self.widthLimit, "too many moves in one lane")
    var moves = [UInt64](repeating: 0, count: arrangements.count << length)
    for (a, list) in neighbours.enumerated() {
      for covered in 0..<(1 << length) where Int(tiles[a]) & covered == 0 {
        var entry: UInt64 = 0
        var count: UInt64 = 0
        for move in list where move.swept & covered == 0 {
          entry |= UInt64(a ^ move.target) << (4 * count)
          count += 1
        }
        moves[(a << length) | covered] = entry | count << 32
      }
    }
    self.moves = moves
    tables = MoveTables(moves)
    var movedBlock = [UInt8](repeating: Self.noSingleBlock, count: arrangements.count * 16)
    for (a, before) in arrangements.enumerated() {
      for (b, after) in arrangements.enumerated() {
        let moved = before.indices.filter { before[$0] != after[$0] }
        if moved.count == 1 { movedBlock[a * 16 + b] = UInt8(moved[0]) }
      }
    }
    self.movedBlock = movedBlock
  }

  /// Appends every way to place `blocks`, in order, at or after tile `from`.
  private static func place(
    _ blocks: ArraySlice<Int>, from: Int, length: Int, prefix: [Int], into result: inout [[Int]]
  ) {
    guard let first = blocks.first else {
      result.append(prefix)
      return
    }
    let rest = blocks.dropFirst()
    let room = length - rest.reduce(0, +)
    var start = from
    while start + first <= room {
      place(rest, from: start + first, length: length, prefix: prefix + [start], into: &result)
      start += 1
    }
  }
}
