import GRDB
import UnblockCore

/// A selection of catalogue entries: filters, an order and a limit, answered through the
/// catalogue's indexes.
public struct CatalogQuery: Hashable, Sendable {
  /// The order of the entries; ties go to the entry imported first.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// Hardest first.
    case moves
    /// Largest cluster first.
    case states
    /// A random order that ``CatalogQuery/seed`` repeats.
    case random
  }

  public var moves: ClosedRange<Int>?
  /// The band of the moves (``UnblockCore/Category/moves``); with ``moves``, both apply.
  public var level: Category?
  public var walls: Int?
  /// Movable blocks, the prisoner included.
  public var blocks: Int?
  public var size: BoardSize?
  public var states: ClosedRange<Int>?
  public var exit: Chute.Side?
  /// The chute's row, from 0.
  public var exitRow: Int?
  public var order: Order
  public var seed: UInt64
  public var limit: Int?

  public init(order: Order = .moves, seed: UInt64 = 0, limit: Int? = nil) {
    self.order = order
    self.seed = seed
    self.limit = limit
  }

  /// The statement and its arguments.
  var statement: (sql: String, arguments: StatementArguments) {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    func range(_ column: String, _ range: ClosedRange<Int>) {
      conditions.append("\(column) BETWEEN ? AND ?")
      arguments += [range.lowerBound, range.upperBound]
    }
    if let moves { range("moves", moves) }
    if let level { range("moves", level.moves) }
    if let states { range("states", states) }
    if let walls {
      conditions.append("walls = ?")
      arguments += [walls]
    }
    if let blocks {
      conditions.append("blocks = ?")
      arguments += [blocks]
    }
    if let size {
      conditions.append("board_rows = ? AND board_columns = ?")
      arguments += [size.rows, size.columns]
    }
    if let exit {
      conditions.append("exit_side = ?")
      arguments += [exit.rawValue]
    }
    if let exitRow {
      conditions.append("exit_row = ?")
      arguments += [exitRow]
    }
    var filter = ""
    if !conditions.isEmpty { filter = " WHERE " + conditions.joined(separator: " AND ") }
    let orderBy: String
    switch order {
    case .moves: orderBy = " ORDER BY moves DESC, id"
    case .states: orderBy = " ORDER BY states DESC, id"
    case .random:
      orderBy = " ORDER BY unblock_shuffle(id, ?), id"
      arguments += [Int64(bitPattern: seed)]
    }
    guard let limit else { return ("SELECT * FROM entry" + filter + orderBy, arguments) }
    // The entries are picked by number first, from the indexes alone where they cover the
    // filter and the order (entry_by_states holds the moves), and only the picked rows are
    // read whole: a filter that matches many rows sorts small index records, not rows.
    arguments += [limit]
    if order == .random { arguments += [Int64(bitPattern: seed)] }
    let sql =
      "SELECT * FROM entry WHERE id IN (SELECT id FROM entry" + filter + orderBy + " LIMIT ?)"
      + orderBy
    return (sql, arguments)
  }

  /// The entries selected, in order.
  public func entries(in catalog: Catalog) throws(CatalogError) -> [CatalogEntry] {
    var entries: [CatalogEntry] = []
    try forEachEntry(in: catalog) { entries.append($0) }
    return entries
  }

  /// Hands each entry selected to `body`, in order, as SQLite reads it: the memory used
  /// stays the same however many entries there are (a whole catalogue of millions
  /// exported as JSON held them all, 1.4 KB each).
  ///
  /// - Throws: ``CatalogError`` when the catalogue cannot be read, even after some entries
  ///   were handed on.
  public func forEachEntry(in catalog: Catalog, _ body: (CatalogEntry) -> Void)
    throws(CatalogError)
  {
    try forEachEntry(in: catalog, passes: 1) { body($1) }
  }

  /// Hands each entry selected to `body` as ``forEachEntry(in:_:)`` does, `passes` times
  /// over, with the pass's number from 0: a first pass can learn what the output needs
  /// before the second prints it (a header naming the entries' walls). The passes are one
  /// read of the catalogue, so each sees the same entries, in the same order, whatever
  /// another process writes meanwhile.
  public func forEachEntry(
    in catalog: Catalog, passes: Int, _ body: (_ pass: Int, CatalogEntry) -> Void
  ) throws(CatalogError) {
    let (sql, arguments) = statement
    try catalog.read { db in
      for pass in 0..<passes {
        let cursor = try CatalogEntry.fetchCursor(db, sql: sql, arguments: arguments)
        while let entry = try cursor.next() { body(pass, entry) }
      }
    }
  }

  /// SQLite's plan for the query, one step a line (`EXPLAIN QUERY PLAN`), such as
  /// `SEARCH entry USING INDEX entry_by_moves (moves>? AND moves<?)`.
  public func plan(in catalog: Catalog) throws(CatalogError) -> [String] {
    let (sql, arguments) = statement
    return try catalog.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
        .map { $0["detail"] as String }
    }
  }
}
