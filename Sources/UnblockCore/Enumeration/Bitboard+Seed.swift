extension Bitboard {
  /// Compiles a seed's puzzle straight from the seed's masks: the same bitboard as
  /// `Bitboard(valid: template)`, without reading the blocks back out of the puzzle.
  ///
  /// An enumeration compiles one bitboard per configuration, millions on 6x6; listing each
  /// lane's blocks from the puzzle, and looking each lane's kind up in the shared table
  /// under its lock, cost more than a 5x5 configuration's exploration.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - template: `seed.puzzle(size:chute:)`: its blocks are in reading order of their
  ///     first tiles, walls included, which is how the lanes number them here.
  ///   - kinds: The lane kinds met so far, by `length << 8 | lane code`; new ones are added.
  init(seed: SeedLayout, template: Puzzle, kinds known: inout [Int: LaneKind]) {
    let size = template.size
    let board = Self.tiles(of: size)
    // A block's index in the template is the number of first tiles before its own.
    let firsts = seed.heads | seed.walls
    var kinds: [LaneKind] = []
    var kindKeys: [Int] = []
    var lanes: [Lane] = []
    var startCode: UInt64 = 0
    var rowLanes = 0
    for isRow in [true, false] {
      let own = isRow ? seed.horizontal : seed.vertical
      let length = isRow ? size.columns : size.rows
      for lane in 0..<(isRow ? size.rows : size.columns) {
        let offset = isRow ? 8 * lane : lane
        let heads = Self.gather(seed.heads & own, isRow: isRow, offset: offset)
        guard heads != 0 else { continue }
        let tiles = Self.gather(own, isRow: isRow, offset: offset)
        var members: [Int] = []
        var rest = heads
        while rest != 0 {
          let along = rest.trailingZeroBitCount
          let bit: UInt64 = 1 &<< UInt64(isRow ? offset + along : 8 * along + offset)
          members.append((firsts & (bit &- 1)).nonzeroBitCount)
          rest &= rest &- 1
        }
        let code = SeedLayout.laneCode(tiles: tiles, heads: heads)
        let key = length << 8 | Int(code)
        let kind: Int
        if let index = kindKeys.firstIndex(of: key) {
          kind = index
        } else {
          kind = kinds.count
          kindKeys.append(key)
          if let shared = known[key] {
            kinds.append(shared)
          } else {
            var lengths: [Int] = []
            var bits = code
            while bits != 0 {
              lengths.append(Int(bits & 0b11) + 1)
              bits &>>= 2
            }
            let shared = LaneKind.shared(length: length, blockLengths: lengths)
            known[key] = shared
            kinds.append(shared)
          }
        }
        let arrangement = kinds[kind].tiles.firstIndex(of: UInt8(truncatingIfNeeded: tiles))!
        startCode |= UInt64(arrangement) &<< UInt64(4 * lanes.count)
        lanes.append(Lane(kind: kind, isRow: isRow, offset: offset, blocks: members))
      }
      if isRow { rowLanes = lanes.count }
    }
    self.init(
      template: template, board: board, fixed: seed.walls, lanes: lanes, rowLaneCount: rowLanes,
      kinds: kinds, startCode: startCode)
  }
}
