import ArgumentParser
@preconcurrency import Glibc

/// `unblock catalog`: the puzzle catalogue in SQLite.
struct CatalogCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Keep puzzles in an SQLite catalogue: import, query, find, stats; merge shards.",
    discussion: """
      A catalogue is one SQLite file (--db) with one entry per cluster: a puzzle and every \
      board its blocks can reach are one entry, shown by the cluster's representative, \
      the state farthest from the exit (ties to the least state by its masks), which is \
      the board a Rush Hour database line shows. README documents its tables, columns \
      and indexes; the file opens with the sqlite3 shell. A file that is not SQLite, or \
      that has a newer schema (PRAGMA user_version) than this unblock knows, is refused \
      and never modified (exit status 2).

      Examples:
        unblock catalog import rush.txt Puzzles --db catalog.sqlite
        unblock catalog query --db catalog.sqlite --moves 40... --walls 0 \\
          --limit 10 --size 6x6 --exit right --exit-row 2
        unblock catalog find puzzle.yaml --db catalog.sqlite
        unblock catalog stats --db catalog.sqlite
        unblock catalog merge shards/shard-*-of-8.txt -o 6x6.txt
      """,
    subcommands: [
      CatalogImportCommand.self, CatalogQueryCommand.self, CatalogFindCommand.self,
      CatalogStatsCommand.self, CatalogMergeCommand.self, CatalogHelpCommand.self,
    ])

  /// `unblock catalog` alone: a command is missing (exit status 64).
  func run() throws {
    throw MissingCommand.refuse(Self.self)
  }

  /// Prints a line on standard error.
  static func note(_ line: String) {
    fputs(line + "\n", stderr)
  }

  /// `1 entry`, `3 entries`.
  static func entries(_ count: Int) -> String {
    "\(count) \(count == 1 ? "entry" : "entries")"
  }
}

/// `--db PATH`, which every catalogue command takes.
struct CatalogOption: ParsableArguments {
  @Option(help: ArgumentHelp("The catalogue's SQLite file.", valueName: "path"))
  var db: String

  func validate() throws {
    try CatalogPathArgument.validate(db, option: "--db")
  }
}
