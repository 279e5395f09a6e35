import Foundation
import GRDB
import UnblockCore

extension CatalogEntry {
  /// Reads a row, refusing a column that holds no value of its kind: the schema checks
  /// only `exit_side`, and the `sqlite3` shell stores any text in a number column (or a
  /// number in the key's). GRDB's own decoding read such a number as 0, or stopped the
  /// program.
  ///
  /// - Throws: ``UnreadableColumn`` for the first such column.
  public init(row: Row) throws {
    let id: Int64 = row["id"]
    func number(_ column: String) throws -> Int {
      try Self.number(row[column], column: column, id: id)
    }
    func value<T: DatabaseValueConvertible>(_ column: String, _ kind: String) throws -> T {
      let value: DatabaseValue = row[column]
      // Bytes are no text, whatever they hold: GRDB reads bytes that are UTF-8 (a NUL
      // byte among them) as a string.
      let isText: Bool
      if case .string = value.storage { isText = true } else { isText = false }
      guard kind != "text" || isText, let read = T.fromDatabaseValue(value) else {
        throw UnreadableColumn(id: id, column: column, value: value, kind: kind)
      }
      // Text read as a string ends at a NUL byte, which SQLite keeps: the text's bytes
      // say whether it was cut.
      if case .string(let text) = value.storage,
        try row.withUnsafeData(named: column, { $0?.count }) != text.utf8.count
      {
        throw UnreadableColumn(
          id: id, column: column, value: value, kind: kind,
          reason: "which holds a NUL byte after what is shown")
      }
      return read
    }
    self.id = id
    clusterKey = try value("cluster_key", "a key")
    boardRows = try number("board_rows")
    boardColumns = try number("board_columns")
    exitSide = try value("exit_side", "text")
    exitRow = try number("exit_row")
    board = try value("board", "text")
    moves = try number("moves")
    states = try number("states")
    try Self.checkCounts(moves: moves, states: states, id: id)
    walls = try number("walls")
    blocks = try number("blocks")
    try Self.checkBoard(
      rows: boardRows, columns: boardColumns, exitRow: exitRow, walls: walls, blocks: blocks,
      id: id)
    let named: DatabaseValue = row["name"]
    name = named.isNull ? nil : try value("name", "text") as String
    source = try value("source", "text")
  }

  /// Refuses moves and states that no cluster has (``UnblockCore/ClaimedCounts``, a
  /// cluster of solved states included, which an import of a grid may store), as an
  /// import refuses a line that claims them: a row changed by hand, which printed as a
  /// line that does not read back (`0-5 ...` for -5 moves).
  ///
  /// - Throws: ``UnreadableColumn`` naming entry `id` and the column.
  static func checkCounts(moves: Int, states: Int, id: Int64) throws {
    switch ClaimedCounts.problem(moves: moves, states: states, includingSolved: true) {
    case nil: return
    case .states(let states, let fewest):
      throw UnreadableColumn(
        id: id, column: "states", value: Int64(states).databaseValue, kind: "a number",
        reason: "which no cluster has (\(fewest) to \(StateLimit.capacity))")
    case .moves(let moves, let states, let fewest):
      throw UnreadableColumn(
        id: id, column: "moves", value: Int64(moves).databaseValue, kind: "a number",
        reason: "which no cluster of \(counted(states, "state")) has (\(fewest) to \(states - 1))")
    }
  }

  /// `value` as a whole number, or ``UnreadableColumn`` naming entry `id`.
  static func number(_ value: DatabaseValue, column: String, id: Int64) throws -> Int {
    if case .int64(let number) = value.storage { return Int(number) }
    throw UnreadableColumn(id: id, column: column, value: value, kind: "a number")
  }

  /// A column of an entry that holds no value of its kind (a number, text or a key): a
  /// row changed by hand.
  struct UnreadableColumn: Error {
    let id: Int64
    let column: String
    let value: DatabaseValue
    /// What the column holds: `a number`, `text` or `a key`.
    let kind: String
    /// Why a value of its kind is refused (counts no cluster has); `nil` when it is not of
    /// its kind.
    var reason: String? = nil

    /// The error for the catalogue at `path`.
    func failure(path: String) -> CatalogError {
      let shown: String
      var what = "not \(kind)"
      switch value.storage {
      case .double(let number):
        shown = "'\(number)'"
        if kind == "a number" { what = "not a whole number" }
      case .string(let text): shown = "'\(text)'"
      case .blob(let bytes): shown = "a blob of \(bytes.count) byte\(bytes.count == 1 ? "" : "s")"
      case .int64(let number): shown = "'\(number)'"
      case .null: shown = "no value"
      }
      return .changedByHand(
        path: path, entry: id, column: column, value: shown, reason: reason ?? what)
    }
  }
}
