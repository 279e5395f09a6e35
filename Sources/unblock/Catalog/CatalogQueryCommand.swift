import ArgumentParser
import UnblockCatalog
import UnblockCore
import UnblockFormats

struct CatalogQueryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract:
      "List catalogue entries by moves, level, walls, blocks, size, states, exit or exit row.",
    discussion: """
      Prints the entries that pass every filter, hardest first (--order moves), largest \
      cluster first (--order states), or in a random order that --seed repeats (--order \
      random; the seed is 0 when not given, and --seed without --order random is \
      refused); ties go to the entry imported first. RANGE is MIN...MAX, MIN... or one \
      number (...MAX is refused: write 0...MAX). --blocks counts the movable blocks, the \
      prisoner included; --walls the fixed ones. A --size outside 4x4 to 8x8, or an \
      --exit-row outside 0 to 7 or past the last row of --size, matches nothing and is \
      refused, as enumerate refuses it. The common filters and orders are answered \
      through indexes. When no entry matches, nothing is printed, in any format, and \
      standard error says 'no entry matches'. Damage met in the pages a query reads is \
      reported, with --limit too.

      Formats: line ('MM BOARD STATES', a Rush Hour database line for a 6x6 board with a \
      right exit; entries of another size or a left exit go under the '# unblock enumerate' \
      header that names their board and, on a '# selected by:' line, the query, so the \
      lines read back as the same entries but are never taken for an enumeration's run \
      or part by enumerate -o or catalog merge, and entries of several such boards are refused: narrow with --size, --exit and \
      --exit-row), grid and yaml (puzzle files that \
      check reads; yaml with the moves and states as claims, and a name only for an entry \
      imported with one; a grid has no place for claims or a name: they are in the \
      comments above it, '# NAME' and '# entry N: MM BOARD STATES, from SOURCE', which \
      check does not verify and catalog import does not store), json (one object per \
      entry and \
      line; README lists the fields).

      Exit status: 0, also when no entry matches; 2 when the catalogue is missing or \
      refused (also when a row changed by hand holds no number where one belongs, or one \
      no board has: a chute row past its last row, walls below 0 or past its tiles), when \
      standard output cannot be written, when --format line meets entries \
      of several boards that need a header, or when --format grid or yaml meets an entry \
      it cannot hold (a row changed by hand into no puzzle of the game, a name with a line \
      break in a grid), named on standard error, and prints nothing; 64 for a wrong command \
      line or filters that can match nothing (a --size or --exit-row no board has, \
      --blocks below 1 or past half the board's tiles, more --walls than its tiles less \
      the prisoner's, --states below 1, --moves outside --level's, or more --moves than \
      --states allow: a cluster of S states has at most S - 1 moves).

      Examples:
        unblock catalog query --db catalog.sqlite --level expert --walls 0 \\
          --limit 5 --size 6x6 --exit right --exit-row 2
        unblock catalog query --db catalog.sqlite --moves 30...40 --order random \\
          --seed 7 --limit 10 --format yaml
      """)

  @OptionGroup var catalog: CatalogOption

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Minimal moves: MIN...MAX, MIN... or N.", valueName: "range"),
    transform: MovesArgument.parse)
  var moves: MovesArgument?

  @Option(help: "Level: warm-up, beginner, intermediate, advanced or expert.")
  var level: Category?

  @Option(parsing: .unconditional, help: "Number of walls (fixed blocks).")
  var walls: Int?

  @Option(parsing: .unconditional, help: "Number of movable blocks, the prisoner included.")
  var blocks: Int?

  @Option(help: ArgumentHelp("Board size, rows x columns.", valueName: "RxC"))
  var size: SizeArgument?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Cluster size: MIN...MAX, MIN... or N.", valueName: "range"),
    transform: MovesArgument.parse)
  var states: MovesArgument?

  @Option(help: "Side of the chute: left or right.")
  var exit: Chute.Side?

  @OptionGroup var exitRow: ExitRowOption

  @Option(help: "Order: moves (hardest first), states (largest first) or random.")
  var order: CatalogQuery.Order = .moves

  @Option(
    parsing: .unconditional,
    help: "Seed of --order random, 0 to 18446744073709551615 (default: 0).",
    transform: Generate.seed(from:))
  var seed: UInt64?

  @Option(parsing: .unconditional, help: "Print at most this many entries, 1 or more.")
  var limit: Int?

  @Option(help: "Output format: line, grid, yaml or json.")
  var format: CatalogFormat = .line

  func validate() throws {
    // A limit of 0 prints nothing whatever matches, and said 'no entry matches'.
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
    if let walls, walls < 0 { throw ValidationError("--walls must be at least 0, not \(walls)") }
    if let blocks, blocks < 1 {
      throw ValidationError("--blocks must be at least 1 (the prisoner counts), not \(blocks)")
    }
    // A seed orders nothing but a random order: taken alone, it changed nothing silently.
    if seed != nil, order != .random {
      throw ValidationError("--seed orders --order random only; add --order random")
    }
    // A size or row no board has matches no entry: refused as `enumerate` refuses it.
    if let size = size?.size,
      let problem = size.problem ?? exitRow.exitRow.flatMap(size.chuteRowProblem)
    {
      throw ValidationError(problem)
    }
    // So do filters no entry can pass: more walls than a board holds, a level and moves
    // apart.
    if let impossibility = query.impossibility { throw ValidationError(impossibility) }
  }

  /// The query the options ask.
  var query: CatalogQuery {
    var query = CatalogQuery(order: order, seed: seed ?? 0, limit: limit)
    query.moves = moves?.range
    query.level = level
    query.walls = walls
    query.blocks = blocks
    query.size = size?.size
    query.states = states?.range
    query.exit = exit
    query.exitRow = exitRow.exitRow
    return query
  }

  func run() throws {
    let query = self.query
    let output = RecordOutput(totals: (), unit: "line")
    let outcome: (printed: Int, failure: (any Error)?)
    do {
      let catalog = try Catalog(path: self.catalog.db, mode: .read)
      switch format {
      case .line: outcome = Self.printLines(query, in: catalog, to: output)
      case .json: outcome = Self.printJSON(query, in: catalog, to: output)
      case .grid, .yaml:
        outcome = Self.printPuzzleFile(
          query, in: catalog, path: self.catalog.db, as: format == .grid ? .grid : .yaml,
          to: output)
      }
    } catch {
      outcome = (0, error)
    }
    output.finish()
    if let failure = outcome.failure {
      CatalogCommand.note("error: \(failure)")
      throw ExitStatus.unreadableInput
    }
    // No match prints nothing in any format (no line, grid, YAML set or object), and says so.
    if outcome.printed == 0 { CatalogCommand.note("no entry matches") }
  }
}

/// How `catalog query` prints what it selects, each entry as soon as SQLite reads it, in
/// memory bounded whatever the number of entries (a whole catalogue of millions held them
/// all, 1.4 KB each as JSON and 3 KB as grids). A stop signal ends the output on a whole
/// line and says so. A catalogue that fails to read part way is reported, exit 2, after
/// the entries before the failure; lines under a header then get no trailer, so that
/// `check` tells the output is not whole.
extension CatalogQueryCommand {
  /// One JSON object a line.
  fileprivate static func printJSON(
    _ query: CatalogQuery, in catalog: Catalog, to output: RecordOutput<Void>
  ) -> (printed: Int, failure: (any Error)?) {
    var printed = 0
    do {
      try query.forEachEntry(in: catalog) { entry in
        output.write(lines: JSONLine(entry.jsonFields).description + "\n", puzzles: 1)
        printed += 1
      }
    } catch {
      return (printed, error)
    }
    return (printed, nil)
  }

  /// Database lines, in two passes over the entries: the first learns whether they go
  /// under a header and which (see ``CatalogEntry/LinesPlan``), the second prints them,
  /// summed by a trailer when under a header.
  fileprivate static func printLines(
    _ query: CatalogQuery, in catalog: Catalog, to output: RecordOutput<Void>
  ) -> (printed: Int, failure: (any Error)?) {
    var printed = 0
    var failure: (any Error)?
    var plan = CatalogEntry.LinesPlan()
    var trailer: FileTrailer.Sum?
    do {
      try query.forEachEntry(in: catalog, passes: 2) { pass, entry in
        guard failure == nil else { return }
        if pass == 0 {
          plan.add(entry)
          return
        }
        if printed == 0 {
          switch plan.header(selection: query.selection) {
          case .success(let header?):
            output.write(lines: header.text, puzzles: header.text.utf8.count { $0 == 0x0A })
            trailer = FileTrailer.Sum()
            trailer?.add(header.text)
          case .success(nil): break
          case .failure(let error):
            failure = error
            return
          }
        }
        let line = entry.line + "\n"
        trailer?.add(line)
        output.write(lines: line, puzzles: 1)
        printed += 1
      }
    } catch {
      failure = error
    }
    if failure == nil, let trailer { output.write(lines: trailer.line, puzzles: 1) }
    return (printed, failure)
  }

  /// One grid or YAML file, which is written whole or not at all: the first pass finds an
  /// entry that cannot be written and counts them (a lone entry is a YAML puzzle file, more
  /// a set), and the second writes them.
  fileprivate static func printPuzzleFile(
    _ query: CatalogQuery, in catalog: Catalog, path: String, as format: PuzzleFormat,
    to output: RecordOutput<Void>
  ) -> (printed: Int, failure: (any Error)?) {
    // Standard output is a file of the current folder (`> set.yaml`).
    func stream(total: Int) -> CatalogEntry.PuzzleTextStream {
      CatalogEntry.PuzzleTextStream(total: total, as: format, catalog: path, schemasFrom: ".")
    }
    // The checking pass does not know the total yet: any number above 1 checks a set.
    var checking = stream(total: 2)
    var writing: CatalogEntry.PuzzleTextStream?
    var failure: (any Error)?
    func write(_ printed: Result<String, CatalogEntry.PuzzleTextFailure>) {
      switch printed {
      case .success(let text) where !text.isEmpty:
        output.write(lines: text, puzzles: text.utf8.count { $0 == 0x0A })
      case .success: break
      case .failure(let error): failure = error
      }
    }
    do {
      try query.forEachEntry(in: catalog, passes: 2) { pass, entry in
        guard failure == nil else { return }
        if pass == 0 {
          failure = checking.check(entry)
          return
        }
        if writing == nil {
          failure = checking.finishChecking()
          guard failure == nil else { return }
          writing = stream(total: checking.count)
        }
        write(writing!.add(entry))
      }
    } catch {
      failure = error
    }
    if failure == nil, writing != nil { write(writing!.finish()) }
    return (writing?.count ?? 0, failure)
  }
}

extension CatalogQuery.Order: ExpressibleByArgument {}

/// How `catalog query` prints entries.
enum CatalogFormat: String, ExpressibleByArgument, CaseIterable {
  case line
  case grid
  case yaml
  case json
}
