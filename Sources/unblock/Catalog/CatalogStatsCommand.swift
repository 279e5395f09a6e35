import ArgumentParser
import UnblockCatalog
import UnblockCore

struct CatalogStatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Count a catalogue's entries and chart them by moves.",
    discussion: """
      Prints the number of entries and of states in all, the entries by board (size, \
      exit side and exit row) and by walls, and a bar chart of the entries by moves \
      ('MM  COUNT  bars', the longest bar 50 characters): of every entry, or of those \
      whose chute is on the row --exit-row names. With --format json, one object: \
      entries, states, byMoves, byWalls and byBoard (README lists the fields).

      Exit status: 0; 2 when the catalogue is missing or refused (also when a row changed \
      by hand holds no number where one belongs, or one no board has: a chute row past \
      its last row, walls below 0 or past its tiles), or standard output cannot be written; 64 for a wrong command line.

      Examples:
        unblock catalog stats --db catalog.sqlite
        unblock catalog stats --db catalog.sqlite --exit-row 3 --format json
      """)

  @OptionGroup var catalog: CatalogOption

  @OptionGroup var exitRow: ExitRowOption

  @Option(help: "Output format: text, or json.")
  var format: OutputFormat = .text

  func run() throws {
    let stats: CatalogStats
    do {
      stats = try CatalogStats(
        of: try Catalog(path: catalog.db, mode: .read), exitRow: exitRow.exitRow)
    } catch {
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
    switch format {
    case .json: print(stats.json)
    case .text:
      print("\(CatalogCommand.entries(stats.entries)), \(counted(stats.states, "state")) in all")
      for board in stats.byBoard {
        print(
          "  \(board.size), exit \(board.exit) of row \(board.exitRow): "
            + CatalogCommand.entries(board.entries))
      }
      for walls in stats.byWalls {
        print("  \(counted(walls.value, "wall")): \(CatalogCommand.entries(walls.entries))")
      }
      if !stats.byMoves.isEmpty {
        print("by moves:")
        for line in stats.chart() { print(line) }
      }
    }
    try StandardOutput.finish()
  }
}
