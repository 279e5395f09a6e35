/// Mirror images top to bottom: on a board whose chute is in its middle row (5x5, 5x6,
/// 7x7), reflecting every state top to bottom maps each cluster onto a cluster of the same
/// space with the same moves, the same number of states, and the same distances state for
/// state. A configuration and its reflection are then explored once, as one: the lesser of
/// the two (by ``SeedLayout/Configuration``'s order) explores its clusters and writes each
/// minimal one's line and its reflection's line, and the greater explores nothing.
///
/// The reflection's line is not the reflected line: its representative is the state
/// farthest from a solved state whose *reflected* masks are least, which may be another
/// of the farthest states, and minimality is decided at that state (see
/// ``ClusterGraph/minimalPuzzleAndImage(on:scratch:)``). So every line is exactly what exploring
/// the reflected configuration would write.
///
/// A configuration that is its own reflection holds clusters that are their own reflection
/// and pairs of clusters that are each other's: of a pair, the cluster met first is
/// explored, and writes both lines (see ``CodeReflection``).
extension EnumerationSpace {
  /// Whether reflecting a board top to bottom maps the space onto itself: an odd number of
  /// rows and the chute in the middle one.
  public var isSymmetricTopToBottom: Bool {
    size.rows % 2 == 1 && chute.row == size.rows / 2
  }

  /// Who writes the lines of a configuration in a run that shares mirror images.
  enum ImageShare: Equatable {
    /// The configuration writes its own lines: the space is not symmetric.
    case alone
    /// The configuration is its own reflection: each of its clusters writes its own line,
    /// and its image's when that is another of its clusters, which is then not explored.
    case ownImage
    /// The configuration writes its lines and its reflection's.
    case withImage
    /// The configuration's reflection writes its lines.
    case byImage
  }

  /// Who writes the lines of `configuration` (see ``ImageShare``).
  func imageShare(of configuration: SeedLayout.Configuration) -> ImageShare {
    guard isSymmetricTopToBottom else { return .alone }
    let image = configuration.mirroredTopToBottom(rows: size.rows)
    if image == configuration { return .ownImage }
    return configuration < image ? .withImage : .byImage
  }

  /// Explores a configuration of a whole run's deal, sharing the work with its mirror
  /// image: the lesser of the two explores, and writes both's lines; the greater explores
  /// nothing, its seeds being counted as done (a run leaves it out of its list before
  /// its lane test: see ``configurations(walls:shouldStop:keeping:laneTest:sharingImages:)``).
  /// Every shard can tell which is which, so a configuration and its image dealt to two
  /// shards are written once, by the lesser's.
  func exploreSharingImages(_ counted: CountedConfiguration, in workspace: EnumerationWorkspace)
    -> EnumerationTally
  {
    let share = imageShare(of: counted.configuration)
    switch share {
    case .alone: return explore(counted, in: workspace)
    case .ownImage, .withImage: return explore(counted, images: share, in: workspace)
    case .byImage: return EnumerationTally(configurations: 1, seeds: counted.seeds)
    }
  }
}

extension SeedLayout.Configuration {
  /// The configuration of the states reflected top to bottom on a board of `rows` rows:
  /// the rows in reverse order, each column's blocks in reverse order, the walls reflected.
  func mirroredTopToBottom(rows: Int) -> SeedLayout.Configuration {
    var columns: UInt64 = 0
    for column in 0..<8 {
      let shift = UInt64(column * 8)
      columns |= Self.reversedBlocks((self.columns &>> shift) & 0xFF) &<< shift
    }
    return SeedLayout.Configuration(
      rows: Self.reflected(self.rows, rows: rows), columns: columns,
      walls: Self.reflected(walls, rows: rows))
  }

  /// A mask of a byte per row, rows `0..<rows`, with its rows in reverse order.
  static func reflected(_ mask: UInt64, rows: Int) -> UInt64 {
    mask.byteSwapped &>> UInt64(8 * (8 - rows))
  }

  /// A lane code (``SeedLayout/laneCode(tiles:heads:)``) with its blocks in reverse order:
  /// every block's 2 bits are non-zero, so the blocks are the code's non-zero pairs.
  static func reversedBlocks(_ code: UInt64) -> UInt64 {
    var rest = code
    var reversed: UInt64 = 0
    while rest != 0 {
      reversed = reversed &<< 2 | rest & 3
      rest &>>= 2
    }
    return reversed
  }
}

/// The codes of a configuration that is its own reflection top to bottom, reflected: each
/// lane's arrangement becomes an arrangement of the reflected lane (the row as many rows
/// from the other edge, or the same column with its blocks in reverse order), which holds
/// blocks of the same lengths, so the reflected state is a state of the same bitboard.
///
/// One table look-up per lane: entry `16 * lane + a` is the reflected lane's arrangement
/// already in its place in the code.
struct CodeReflection {
  private var entries: [UInt64]
  private let laneCount: Int

  /// The reflection of `bitboard`'s codes.
  ///
  /// - Precondition: The bitboard's configuration is its own reflection top to bottom.
  init(_ bitboard: Bitboard) {
    let rows = bitboard.template.size.rows
    laneCount = bitboard.lanes.count
    entries = [UInt64](repeating: 0, count: 16 * max(laneCount, 1))
    // Each arrangement's tiles, reflected, are those of one arrangement of one lane.
    var place: [UInt64: UInt64] = [:]
    for lane in 0..<laneCount {
      for a in bitboard.kinds[bitboard.lanes[lane].kind].arrangements.indices {
        place[bitboard.laneTiles[16 * lane + a]] = UInt64(a) &<< UInt64(4 * lane)
      }
    }
    for lane in 0..<laneCount {
      for a in bitboard.kinds[bitboard.lanes[lane].kind].arrangements.indices {
        let tiles = SeedLayout.Configuration.reflected(
          bitboard.laneTiles[16 * lane + a], rows: rows)
        guard let reflected = place[tiles] else {
          preconditionFailure("the configuration is not its own reflection")
        }
        entries[16 * lane + a] = reflected
      }
    }
  }

  /// The code of the state reflected top to bottom.
  @inline(__always)
  func reflect(_ code: UInt64) -> UInt64 {
    var reflected: UInt64 = 0
    var rest = code
    for lane in 0..<laneCount {
      reflected |= entries[16 &* lane &+ Int(truncatingIfNeeded: rest & 15)]
      rest &>>= 4
    }
    return reflected
  }
}

extension ClusterGraph {
  /// The cluster's line (``minimalPuzzle(on:scratch:)``) and its mirror image's top to
  /// bottom, each when that cluster is minimal.
  ///
  /// The image's representative is the reflection of the farthest state whose reflected
  /// masks are least, and the image is minimal exactly when that state is minimal here (the
  /// reflection has the same moves, with every block). When it is the cluster's own
  /// representative, as it mostly is, minimality is decided once for both.
  ///
  /// - Precondition: The space is symmetric top to bottom
  ///   (``EnumerationSpace/isSymmetricTopToBottom``).
  func minimalPuzzleAndImage(on bitboard: Bitboard, scratch: inout ClusterGraph.Scratch)
    -> (own: EnumeratedPuzzle?, image: EnumeratedPuzzle?)
  {
    guard
      let (own, image) = representatives(
        on: bitboard,
        reflecting: { [rows = bitboard.template.size.rows] in $0.mirroredTopToBottom(rows: rows) })
    else { return (nil, nil) }
    let ownIsMinimal = isMinimal(at: own, on: bitboard, scratch: &scratch)
    let imageIsMinimal =
      image == own ? ownIsMinimal : isMinimal(at: image, on: bitboard, scratch: &scratch)
    let line = { (index: Int, reflected: Bool) -> EnumeratedPuzzle in
      let puzzle = bitboard.puzzle(for: bitboard.state(of: codes[index]))
      return EnumeratedPuzzle(
        moves: Int(distances[index]),
        board: (reflected ? puzzle.mirroredTopToBottom() : puzzle).databaseBoard,
        states: count)
    }
    return (ownIsMinimal ? line(own, false) : nil, imageIsMinimal ? line(image, true) : nil)
  }
}
