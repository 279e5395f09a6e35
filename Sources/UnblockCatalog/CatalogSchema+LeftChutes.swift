import Foundation
import GRDB
import UnblockCore
import UnblockFormats

extension CatalogSchema {
  /// Version 3: a cluster whose chute is on the left is shown by the mirror image of the
  /// representative of its mirror image, so that a left chute's catalogue and enumeration
  /// are the mirror images of a right chute's (see
  /// ``UnblockCore/Cluster/representativeIndex``). Before, its farthest states were
  /// compared as they stood, which picks another of them on some boards.
  ///
  /// Each left-chute entry's cluster is explored again from its board, and the entry gets
  /// its new representative's board and key; its moves, states, name and source stay. A
  /// board lettered by the database's rule (``UnblockCore/Puzzle/databaseBoard``) is
  /// lettered so again. A row changed by hand into something that is no puzzle, or whose
  /// cluster is over ``UnblockCore/StateLimit/cluster``, stays as it is.
  static func rekeyLeftChutes(_ db: Database) throws {
    let rows = try Row.fetchAll(db, sql: "SELECT * FROM entry WHERE exit_side = 'left'")
    for row in rows {
      guard let entry = try? CatalogEntry(row: row), let id = entry.id, let puzzle = entry.puzzle,
        let cluster = try? Cluster(puzzle: puzzle),
        let representative = cluster.representativeIndex
      else { continue }
      let shown = cluster.puzzle(at: representative)
      let lettered = DatabaseLinePrinter.board(of: puzzle) == puzzle.databaseBoard
      let key = ClusterKey(orientedAs: shown).bytes
      do {
        try db.execute(
          sql: "UPDATE entry SET cluster_key = ?, board = ? WHERE id = ?",
          arguments: [
            key, lettered ? shown.databaseBoard : DatabaseLinePrinter.board(of: shown), id,
          ])
      } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
        // Another entry holds the cluster's key: two entries of one cluster, which no
        // import makes.
        guard
          let other = try Int64.fetchOne(
            db, sql: "SELECT id FROM entry WHERE cluster_key = ?", arguments: [key])
        else { throw error }
        throw OneCluster(entries: (min(id, other), max(id, other)))
      }
    }
  }

  /// Two entries that the migration finds to be one cluster: a row changed by hand, as
  /// an import keeps one entry a cluster.
  struct OneCluster: Error, CustomStringConvertible {
    let entries: (Int64, Int64)

    var description: String {
      "entries \(entries.0) and \(entries.1) are one cluster (was a row changed by hand?)"
    }
  }
}
