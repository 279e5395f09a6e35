extension EnumerationSpace {
  /// The sets of walls of the space, in the order the enumeration takes them: by number of
  /// walls, then in lexicographic order of their tiles in reading order. Walls never
  /// stand in the chute's row.
  ///
  /// - Parameter body: Called with each set's mask; it answers `false` to stop.
  func forEachWallSet(_ body: (UInt64) -> Bool) {
    let tiles = wallTiles
    var stopped = false
    func choose(_ count: Int, from first: Int, mask: UInt64) {
      guard !stopped else { return }
      guard count > 0 else {
        stopped = !body(mask)
        return
      }
      for index in first..<tiles.count where tiles.count - index >= count {
        choose(count - 1, from: index + 1, mask: mask | tiles[index])
      }
    }
    for count in walls where count <= tiles.count { choose(count, from: 0, mask: 0) }
  }

  /// The number of sets ``forEachWallSet(_:)`` gives.
  var wallSetCount: Int {
    let tiles = wallTiles.count
    return walls.filter { $0 <= tiles }.reduce(0) { total, count in
      var ways = 1
      for chosen in 0..<count { ways = ways * (tiles - chosen) / (chosen + 1) }
      return total + ways
    }
  }

  /// The bits of the tiles a wall may take.
  private var wallTiles: [UInt64] {
    (0..<size.rows).filter { $0 != chute.row }.flatMap { row in
      (0..<size.columns).map { Bitboard.bit(Cell(row: row, column: $0)) }
    }
  }

  /// The configurations with exactly these walls, with their number of seeds and their
  /// first seeds, in the order they are dealt: by falling number of seeds, then by
  /// configuration.
  ///
  /// One pass of the seed search counts them; no seed is kept but each configuration's
  /// first. A configuration with a block out of reach by its lanes alone is then left out
  /// of those kept (see ``forEachSeed(walls:_:)``: none of its seeds is a seed), but keeps
  /// its place in the order, so that the deal to the shards needs the lane test only of
  /// each shard's own configurations.
  ///
  /// - Parameters:
  ///   - shouldStop: Asked every 65,536 seeds; when it answers `true` the count stops and
  ///     the result is `nil`.
  ///   - keeps: Whether to list the configuration at a position of that order; the others
  ///     are only counted, so that a shard lists only its own.
  ///   - laneTest: Whether to leave out the configurations with a block out of reach by
  ///     their lanes alone; `false` lists every configuration the positions count.
  ///   - sharingImages: Whether to leave out the configurations whose mirror image writes
  ///     their lines (``ImageShare/byImage``), before their lane test.
  /// - Returns: The number of configurations, and those kept in that order; `nil` when
  ///   `shouldStop` stopped the count.
  /// - Throws: ``EnumerationMemoryError`` when the count outgrew the memory the process
  ///   may take.
  /// - Complexity: O(seeds of these walls × tiles) time, O(configurations) memory (see
  ///   ``ConfigurationCounts``).
  func configurations(
    walls mask: UInt64, shouldStop: () -> Bool = { false },
    keeping keeps: (Int) -> Bool = { _ in true }, laneTest: Bool = true,
    sharingImages: Bool = false, byteBound: Int = .max
  ) throws(EnumerationMemoryError) -> (count: Int, kept: [CountedConfiguration])? {
    var counts = ConfigurationCounts(size: size, chuteRow: chute.row, byteBound: byteBound)
    var seeds = 0
    var stopped = false
    forEachLayout(
      walls: mask,
      while: { (seed: SeedLayout) -> Bool in
        seeds &+= 1
        if seeds & 0xFFFF == 0, shouldStop() {
          stopped = true
          return false
        }
        counts.add(key: seed.configurationKey(size: size), seed: seed)
        return true
      })
    if stopped { return nil }
    if let bytes = counts.failedAllocation {
      throw EnumerationMemoryError(bytes: bytes, configurations: counts.count)
    }
    return counts.sorted(walls: mask, keeping: keeps) { configuration in
      (!sharingImages || imageShare(of: configuration) != .byImage)
        && (!laneTest || !configuration.hasBlockOutOfLaneReach(size: size, chuteRow: chute.row))
    }
  }
}
