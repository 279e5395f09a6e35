import UnblockCore

extension CatalogQuery {
  /// Why no entry can pass the filters, whatever the catalogue holds, or `nil`: more walls
  /// or movable blocks than the board (or any board) holds, clusters of no state, a moves
  /// range outside the level's, or more moves than the clusters' states allow (a cluster of
  /// S states has at most S - 1 moves). `catalog query` refuses such filters as a wrong
  /// command line, as it refuses a size no board has.
  public var impossibility: String? {
    let largest = BoardSize.supported.upperBound
    let tiles = size.map { $0.rows * $0.columns } ?? largest * largest
    let board = size.map { "a \($0) board" } ?? "the largest board, \(largest)x\(largest),"
    if let blocks, blocks > tiles / 2 {
      return
        "--blocks \(blocks) matches nothing: \(board) holds at most \(tiles / 2) movable blocks"
    }
    if let walls, walls > tiles - 2 {
      return "--walls \(walls) matches nothing: \(board) holds at most \(tiles - 2) walls"
    }
    if let states, states.upperBound < 1 {
      return "--states \(Self.shown(states)) matches nothing: every cluster has 1 state or more"
    }
    if let moves, let level, !moves.overlaps(level.moves) {
      return "--moves \(Self.shown(moves)) and --level \(level) match nothing together: "
        + "\(level) is \(Self.shown(level.moves)) moves"
    }
    if let moves, let states, moves.lowerBound > states.upperBound - 1 {
      return "--moves \(Self.shown(moves)) and --states \(Self.shown(states)) match nothing "
        + "together: a cluster of \(counted(states.upperBound, "state")) has at most "
        + "\(states.upperBound - 1) moves"
    }
    return nil
  }

  /// `3...9`, `31...` or `5`, as the command line writes a range.
  static func shown(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound
      ? "\(range.lowerBound)"
      : range.upperBound == Int.max
        ? "\(range.lowerBound)..." : "\(range.lowerBound)...\(range.upperBound)"
  }
}
