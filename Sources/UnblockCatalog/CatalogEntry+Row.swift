import Foundation
import GRDB

extension CatalogEntry {
  /// Reads a row, refusing a number column that holds no whole number: the schema checks
  /// only `exit_side`, and the `sqlite3` shell stores any text in the others. GRDB's own
  /// decoding read such a value as 0, or stopped the program.
  ///
  /// - Throws: ``NotANumber`` for the first such column.
  public init(row: Row) throws {
    let id: Int64 = row["id"]
    func number(_ column: String) throws -> Int {
      try Self.number(row[column], column: column, id: id)
    }
    self.id = id
    clusterKey = row["cluster_key"]
    boardRows = try number("board_rows")
    boardColumns = try number("board_columns")
    exitSide = row["exit_side"]
    exitRow = try number("exit_row")
    board = row["board"]
    moves = try number("moves")
    states = try number("states")
    walls = try number("walls")
    blocks = try number("blocks")
    name = row["name"]
    source = row["source"]
  }

  /// `value` as a whole number, or ``NotANumber`` naming entry `id`.
  static func number(_ value: DatabaseValue, column: String, id: Int64) throws -> Int {
    if case .int64(let number) = value.storage { return Int(number) }
    throw NotANumber(id: id, column: column, value: value)
  }

  /// A number column of an entry that holds no whole number: a row changed by hand.
  struct NotANumber: Error {
    let id: Int64
    let column: String
    let value: DatabaseValue

    /// The error for the catalogue at `path`.
    func failure(path: String) -> CatalogError {
      let shown: String
      let what: String
      switch value.storage {
      case .double(let number): (shown, what) = ("'\(number)'", "not a whole number")
      case .string(let text): (shown, what) = ("'\(text)'", "not a number")
      case .blob(let bytes): (shown, what) = ("a blob of \(bytes.count) bytes", "not a number")
      case .null, .int64: (shown, what) = ("no value", "not a number")
      }
      return .notANumber(path: path, entry: id, column: column, value: shown, reason: what)
    }
  }
}
