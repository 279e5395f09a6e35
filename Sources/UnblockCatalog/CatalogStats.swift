import GRDB
import UnblockCore

/// The totals of a catalogue and its histogram by moves.
public struct CatalogStats: Hashable, Sendable, Codable {
  /// One bar of a histogram.
  public struct Count: Hashable, Sendable, Codable {
    public var value: Int
    public var entries: Int
  }

  /// One board class: size and chute.
  public struct BoardClass: Hashable, Sendable, Codable {
    public var size: String
    public var exit: String
    /// The chute's row, from 0.
    public var exitRow: Int
    public var entries: Int
  }

  /// The number of entries, one per cluster.
  public var entries: Int
  /// The states of every cluster, added up.
  public var states: Int
  /// Entries by moves, fewest first; moves with no entry are left out.
  public var byMoves: [Count]
  /// Entries by number of walls, fewest first.
  public var byWalls: [Count]
  /// Entries by board size, exit side and exit row.
  public var byBoard: [BoardClass]

  /// Reads the figures of `catalog`, of the entries whose chute is on `exitRow` when it is
  /// given, else of every entry.
  ///
  /// - Complexity: One pass over the indexes on moves, walls and board (on the chute's
  ///   row and moves, its row's records only, when `exitRow` is given), and over the
  ///   index on states and moves; rows are read only for walls past what a 4x4 board
  ///   holds.
  public init(of catalog: Catalog, exitRow: Int? = nil) throws(CatalogError) {
    let filter = exitRow == nil ? "" : " WHERE exit_row = ?"
    let arguments: StatementArguments = exitRow.map { [$0] } ?? []
    (entries, states, byMoves, byWalls, byBoard) = try catalog.read { db in
      /// Reads the row of entry `id`, when there is one, to refuse what it holds.
      func refuse(_ id: Int64?) throws {
        guard let id,
          let row = try Row.fetchOne(db, sql: "SELECT * FROM entry WHERE id = ?", arguments: [id])
        else { return }
        _ = try CatalogEntry(row: row)
      }
      // Counts no cluster has (a row changed by hand) are refused as a read of the row
      // refuses them, not charted; the index on states and moves holds both. First, so
      // that the sum below never meets states past a cluster's: two such overflowed it,
      // and SQLite said only `integer overflow`. `min(+id)`, not `min(id)`: SQLite
      // answers `min(id)` by reading the table in the order of its numbers until a row
      // passes, every row of a sound file, and `+id` lets it read the index instead.
      try refuse(
        try Int64.fetchOne(
          db,
          sql: """
            SELECT min(+id) FROM entry WHERE (states NOT BETWEEN 1 AND ? OR moves NOT BETWEEN 0 \
            AND states - 1)\(exitRow == nil ? "" : " AND exit_row = ?")
            """,
          arguments: StatementArguments([StateLimit.capacity]) + arguments))
      // So are walls no board has, not charted as "-3 walls": the index on walls gives
      // those below 0 or past what a 4x4 board holds (0 to 14), and only their rows are
      // read. Board sizes and chute rows no board has are refused with the boards below.
      let sizes = BoardSize.supported
      try refuse(
        try Int64.fetchOne(
          db,
          sql: """
            SELECT min(+id) FROM entry WHERE (walls < 0 OR walls > \
            \(sizes.lowerBound * sizes.lowerBound - 2)) AND walls NOT BETWEEN 0 AND \
            board_rows * board_columns - 2\(exitRow == nil ? "" : " AND exit_row = ?")
            """,
          arguments: arguments))
      // A row changed by hand may hold text in a number column: each value read is
      // checked (see ``CatalogEntry/init(row:)``), the states by the entry that holds the
      // first such, since their sum would read text as 0.
      let totals = try Row.fetchOne(
        db,
        sql: """
          SELECT count(*) AS entries, coalesce(sum(states), 0) AS states, \
          min(CASE typeof(states) WHEN 'integer' THEN NULL ELSE id END) AS odd FROM entry
          """ + filter,
        arguments: arguments)
      if let odd = totals?["odd"] as Int64? {
        let value = try DatabaseValue.fetchOne(
          db, sql: "SELECT states FROM entry WHERE id = ?", arguments: [odd])
        _ = try CatalogEntry.number(value ?? .null, column: "states", id: odd)
      }
      /// A grouped value as a number, or the error naming an entry that holds it.
      func number(_ row: Row, _ column: String) throws -> Int {
        let value: DatabaseValue = row[column]
        if case .int64(let number) = value.storage { return Int(number) }
        let id = try Int64.fetchOne(
          db, sql: "SELECT id FROM entry WHERE \(column) = ? ORDER BY id LIMIT 1",
          arguments: [value])
        return try CatalogEntry.number(value, column: column, id: id ?? 0)
      }
      func counts(_ column: String) throws -> [Count] {
        try Row.fetchAll(
          db,
          sql:
            "SELECT \(column), count(*) AS n FROM entry\(filter) GROUP BY \(column) ORDER BY \(column)",
          arguments: arguments
        ).map { Count(value: try number($0, column), entries: $0["n"]) }
      }
      let boards = try Row.fetchAll(
        db,
        sql: """
          SELECT board_rows, board_columns, exit_side, exit_row, count(*) AS n FROM entry\(filter) \
          GROUP BY exit_row, board_rows, board_columns, exit_side \
          ORDER BY board_rows, board_columns, exit_side, exit_row
          """,
        arguments: arguments
      ).map { row in
        let board = BoardClass(
          size: "\(try number(row, "board_rows"))x\(try number(row, "board_columns"))",
          exit: row["exit_side"], exitRow: try number(row, "exit_row"), entries: row["n"])
        // A size or chute row no board has (a row changed by hand) is refused, as a read
        // of the row refuses it, not charted as a board "exit right of row 99".
        let (rows, columns, chute): (Int, Int, Int) =
          (row["board_rows"], row["board_columns"], row["exit_row"])
        if !sizes.contains(rows) || !sizes.contains(columns) || !(0..<rows).contains(chute) {
          try refuse(
            try Int64.fetchOne(
              db,
              sql: """
                SELECT min(+id) FROM entry WHERE exit_row = ? AND board_rows = ? AND \
                board_columns = ? AND exit_side IS ?
                """,
              arguments: [chute, rows, columns, row["exit_side"] as DatabaseValue]))
        }
        return board
      }
      return (
        totals?["entries"] ?? 0, totals?["states"] ?? 0, try counts("moves"),
        try counts("walls"), boards
      )
    }
  }

  /// The histogram by moves as a bar chart of text lines, `MM  count  ####`, the longest
  /// bar `width` characters; a bar of a non-zero count is at least one character.
  public func chart(width: Int = 50) -> [String] {
    let most = byMoves.map(\.entries).max() ?? 0
    let countWidth = byMoves.map { String($0.entries).count }.max() ?? 1
    // Two digits at least, as the database's moves are written; more when a board needs.
    let movesWidth = max(2, byMoves.map { String($0.value).count }.max() ?? 2)
    return byMoves.map { bar in
      let length = most == 0 ? 0 : max(1, (bar.entries * width + most / 2) / most)
      let moves = String(bar.value)
      let count = String(bar.entries)
      return String(repeating: " ", count: movesWidth - moves.count) + moves + "  "
        + String(repeating: " ", count: countWidth - count.count) + count + "  "
        + String(repeating: "█", count: length)
    }
  }
}
