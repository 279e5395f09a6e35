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
/// ``ClusterGraph/minimalImage(on:scratch:)``). So every line is exactly what exploring
/// the reflected configuration would write.
///
/// A configuration that is its own reflection is explored as before: its clusters may be
/// their own reflections, or pairs within it.
extension EnumerationSpace {
  /// Whether reflecting a board top to bottom maps the space onto itself: an odd number of
  /// rows and the chute in the middle one.
  public var isSymmetricTopToBottom: Bool {
    size.rows % 2 == 1 && chute.row == size.rows / 2
  }

  /// Who writes the lines of a configuration in a run that shares mirror images.
  enum ImageShare: Equatable {
    /// The configuration writes its own lines: the space is not symmetric, or the
    /// configuration is its own reflection.
    case alone
    /// The configuration writes its lines and its reflection's.
    case withImage
    /// The configuration's reflection writes its lines.
    case byImage
  }

  /// Who writes the lines of `configuration` (see ``ImageShare``).
  func imageShare(of configuration: SeedLayout.Configuration) -> ImageShare {
    guard isSymmetricTopToBottom else { return .alone }
    let image = configuration.mirroredTopToBottom(rows: size.rows)
    if image == configuration { return .alone }
    return configuration < image ? .withImage : .byImage
  }

  /// Explores a configuration of a whole run's deal, sharing the work with its mirror
  /// image: the lesser of the two explores, and writes both's lines; the greater explores
  /// nothing, its seeds being counted as done. Every shard can tell which is which, so a
  /// configuration and its image dealt to two shards are written once, by the lesser's.
  func exploreSharingImages(_ counted: CountedConfiguration, in workspace: EnumerationWorkspace)
    -> EnumerationTally
  {
    switch imageShare(of: counted.configuration) {
    case .alone: return explore(counted, in: workspace)
    case .withImage: return explore(counted, withImage: true, in: workspace)
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

extension ClusterGraph {
  /// The line of the cluster's mirror image top to bottom, when that cluster is minimal:
  /// its representative is the reflection of the farthest state whose reflected masks are
  /// least, and it is minimal exactly when that state is here (the reflection has the same
  /// moves, with every block).
  ///
  /// - Precondition: The space is symmetric top to bottom
  ///   (``EnumerationSpace/isSymmetricTopToBottom``).
  func minimalImage(on bitboard: Bitboard, scratch: inout ClusterGraph.Scratch)
    -> EnumeratedPuzzle?
  {
    let rows = bitboard.template.size.rows
    guard
      let index = representative(
        on: bitboard,
        key: {
          BoardState(
            horizontal: SeedLayout.Configuration.reflected($0.horizontal, rows: rows),
            vertical: SeedLayout.Configuration.reflected($0.vertical, rows: rows))
        }),
      isMinimal(at: index, on: bitboard, scratch: &scratch)
    else { return nil }
    let image = bitboard.puzzle(for: bitboard.state(of: codes[index])).mirroredTopToBottom()
    return EnumeratedPuzzle(
      moves: Int(distances[index]), board: image.databaseBoard, states: count)
  }
}
