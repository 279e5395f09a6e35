import Foundation
import GRDB
import UnblockCore

/// One row of the catalogue: one cluster of states, shown by its representative, the
/// state a Rush Hour database line shows (see ``UnblockCore/Cluster/representativeIndex``).
public struct CatalogEntry: Hashable, Sendable, Codable, FetchableRecord, PersistableRecord {
  public static let databaseTableName = "entry"

  /// The row's number, from 1 in import order; `nil` before it is inserted.
  public var id: Int64?
  /// The ``ClusterKey`` of the representative: equal for two puzzles exactly when they
  /// share a cluster, whatever their labels, and different for its mirror image.
  public var clusterKey: Data
  public var boardRows: Int
  public var boardColumns: Int
  /// `left` or `right`.
  public var exitSide: String
  public var exitRow: Int
  /// The representative's tiles, row by row: `o` empty, `x` a wall, a block's label.
  public var board: String
  /// The representative's minimal moves, the most of any state of the cluster.
  public var moves: Int
  /// The number of states of the cluster.
  public var states: Int
  /// The number of fixed blocks.
  public var walls: Int
  /// The number of movable blocks, the prisoner included.
  public var blocks: Int
  /// The puzzle's name, when a YAML file gave one.
  public var name: String?
  /// Where the entry was first imported from, `path:line`.
  public var source: String

  enum CodingKeys: String, CodingKey {
    case id, board, moves, states, walls, blocks, name, source
    case clusterKey = "cluster_key"
    case boardRows = "board_rows"
    case boardColumns = "board_columns"
    case exitSide = "exit_side"
    case exitRow = "exit_row"
  }

  /// The entry as a line, `MM BOARD STATES`: a Rush Hour database line for a 6x6 board
  /// with a right exit, and the same form for other boards.
  public var line: String {
    "\(moves < 10 ? "0" : "")\(moves) \(board) \(states)"
  }

  /// `6x6`.
  public var size: String { "\(boardRows)x\(boardColumns)" }
}
