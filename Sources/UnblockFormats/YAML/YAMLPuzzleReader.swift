import Foundation
import UnblockCore

/// Reads YAML puzzle files and set files.
///
/// A puzzle file is a mapping with `name`, `author`, `level`, `moves`, `generated` and
/// either `board` (the text grid in a block scalar) or the explicit `size`, `exit` and
/// `blocks`. A set file is a mapping with `name`, `author` and `puzzles`, a list of such
/// puzzle mappings. See the YAML section of README.md.
public enum YAMLPuzzleReader {
  /// The keys of a puzzle mapping.
  public static let puzzleKeys = [
    "name", "author", "level", "moves", "board", "size", "exit", "blocks", "generated",
  ]
  /// The keys of a set file.
  public static let setKeys = ["name", "author", "puzzles"]
  static let generatedKeys = ["version", "seed", "states", "solutions"]
  static let exitKeys = ["side", "row"]
  static let blockKeys = ["label", "orientation", "row", "column", "length"]

  /// Reads a YAML file of one puzzle or a set.
  ///
  /// - Complexity: O(bytes), within ``InputLimits``.
  public static func read(_ text: SourceText, path: String, limits: InputLimits = .standard)
    -> PuzzleFile
  {
    var problems: [Diagnostic] = []
    for line in text.lines {
      if line.isTooLong {
        problems.append(
          InputError.lineTooLong(line: line.number, limits: limits).diagnostic(path: path))
      } else if let tab = line.text.prefix(while: { $0 == " " || $0 == "\t" }).firstIndex(
        of: "\t")
      {
        // libyaml's own message for this ("cannot start any token") does not say why.
        let column = line.text.distance(from: line.text.startIndex, to: tab) + 1
        problems.append(
          .error(
            "tab in indentation: YAML indents with spaces only", path: path,
            at: SourceLocation(line: line.number, column: column)))
      } else if let index = line.text.unicodeScalars.firstIndex(where: { !YAMLPrinter.showsRaw($0) }
      ) {
        let scalar = line.text.unicodeScalars[index]
        let column = ScalarColumns.characterColumn(
          ofScalarColumn: line.text.unicodeScalars.distance(
            from: line.text.unicodeScalars.startIndex, to: index) + 1,
          in: line.text)
        let escape = "\\u" + scalar.codePoint.dropFirst(2)
        // libyaml (YAML 1.1) breaks lines at U+0085, U+2028 and U+2029, so every later
        // line and column would be off by one, and a comment could land on the wrong key;
        // of the others it says only "control characters are not allowed", at 1:1.
        let what =
          [0x85, 0x2028, 0x2029].contains(scalar.value)
          ? "a line break to YAML 1.1" : "a character YAML does not allow raw"
        problems.append(
          .error(
            "\(scalar.codePoint) is \(what); write it as \(escape) inside double quotes",
            path: path, at: SourceLocation(line: line.number, column: column)))
      }
      if problems.count >= limits.maxErrorsPerFile { break }
    }
    guard problems.isEmpty else {
      return PuzzleFile(path: path, format: .yaml, diagnostics: problems)
    }

    let root: YAMLNode
    switch YAMLTreeBuilder(limits: limits).build(text) {
    case .success(let node):
      root = node
    case .failure(let failure):
      if case .syntax = failure, let place = nonBreakingSpaceIndent(in: text) {
        // libyaml sees no indentation there, only a key without its ':', and says so at
        // the end of the file; the character is invisible in most editors.
        return PuzzleFile(
          path: path, format: .yaml,
          diagnostics: [.error(YAMLDecoder.nonBreakingSpaceIndent, path: path, at: place)])
      }
      var message = failure.description
      if case .syntax = failure, let row = leftChuteRow(text, near: failure.location.line) {
        let found = BoardIndentationIndicator.find(
          above: row - 1, count: text.lines.count, lineAt: { Substring(text.lines[$0].text) })
        // Without a `board: |` above to measure from, the usual two spaces.
        message +=
          "; a board with a left chute needs an indentation indicator, 'board: |\(found?.indicator ?? 2)', because its other rows start with a space"
      }
      return PuzzleFile(
        path: path, format: .yaml,
        diagnostics: [.error(message, path: path, at: failure.location)])
    }

    var reader = Reader(path: path, text: text)
    var file: PuzzleFile
    let isSet: Bool
    if case .mapping(let pairs, _) = root, pairs.contains(where: { $0.key.isKey("puzzles") }) {
      isSet = true
      file = reader.readSet(root)
    } else {
      isSet = false
      file = PuzzleFile(path: path, format: .yaml, entries: [reader.readPuzzle(root, owner: 0)])
    }
    let schemaLine = Self.schema(in: text)
    file.schema = schemaLine?.value
    file.valueEnds = root.valueEnds
    // Every comment but the schema line is tied to its key, for the printer to keep.
    let comments = YAMLCommentScanner.comments(
      in: text, root: root, skipping: schemaLine?.location.line)
    let placement = YAMLComments.place(
      comments, anchors: reader.anchors, itemColumns: reader.itemColumns,
      schemaLine: schemaLine?.location.line, root: isSet ? nil : 0)
    file.comments = placement.comments[nil] ?? YAMLComments()
    for (owner, comments) in placement.comments {
      if let owner, file.entries.indices.contains(owner) {
        file.entries[owner].yamlComments = comments
      }
    }
    file.commentConflicts = placement.conflicts
    return file.stoppingAfter(errors: limits.maxErrorsPerFile)
  }

  /// The file's schema line: the first of its leading comment lines (before any other,
  /// blank lines aside) that is a yaml-language-server comment naming a `$schema`: its
  /// target, at the line's start.
  static func schema(in text: SourceText) -> Located<String>? {
    let prefix = "# yaml-language-server: $schema="
    for line in text.lines {
      let content = line.text.drop { $0 == " " || $0 == "\t" }
      if content.isEmpty { continue }
      guard content.hasPrefix("#") else { return nil }
      guard line.text.hasPrefix(prefix) else { continue }
      let target = line.text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
      if !target.isEmpty {
        return Located(target, at: SourceLocation(line: line.number, column: 1))
      }
    }
    return nil
  }

  /// The first U+00A0 among the spaces that start a line, which YAML takes for text.
  private static func nonBreakingSpaceIndent(in text: SourceText) -> SourceLocation? {
    text.lines.lazy.compactMap {
      YAMLDecoder.nonBreakingSpace(
        opening: $0.text[...], at: SourceLocation(line: $0.number, column: 1))
    }.first
  }

  /// The number of a line within one of `line` whose row starts with the left chute `<`.
  private static func leftChuteRow(_ text: SourceText, near line: Int) -> Int? {
    text.lines.first { abs($0.number - line) <= 1 && $0.text.drop { $0 == " " }.first == "<" }?
      .number
  }

  /// The decoding of one file.
  private struct Reader {
    var path: String
    var text: SourceText
    /// The keys the printer writes on lines of their own, for the comments to follow.
    var anchors: [YAMLComments.Anchor] = []
    /// The column of each set puzzle's keys, by entry.
    var itemColumns: [Int: Int] = [:]
    /// The grid comments of the board read last: above its rows, and among them.
    var boardComments: [String] = []
    var boardRowComments: [Int: [String]] = [:]

    mutating func readSet(_ root: YAMLNode) -> PuzzleFile {
      var decoder = YAMLDecoder(path: path)
      var collection = PuzzleFile.Collection()
      var entries: [PuzzleEntry] = []
      if let fields = decoder.fields(of: root, what: "a set", allowed: YAMLPuzzleReader.setKeys) {
        anchor(fields, owner: nil)
        collection.name = fields["name"].flatMap { decoder.string($0.value, key: "name") }
        collection.author = fields["author"].flatMap { decoder.string($0.value, key: "author") }
        if let puzzles = fields["puzzles"], let items = decoder.list(puzzles.value, key: "puzzles")
        {
          if items.isEmpty {
            decoder.error(
              "'puzzles' is empty: a set holds at least one puzzle", at: puzzles.value.location)
          }
          entries = items.enumerated().map { index, item in
            if case .mapping(let pairs, _) = item, let first = pairs.first {
              itemColumns[index] = first.key.location.column
            }
            return readPuzzle(item, owner: index)
          }
        }
      }
      return PuzzleFile(
        path: path, format: .yaml, entries: entries, diagnostics: decoder.diagnostics,
        collection: collection)
    }

    /// Records where each key of `fields` was written, named by `prefix` and its name; the
    /// values of `oneLine` are printed on their key's line, however the file spread them.
    private mutating func anchor(
      _ fields: [String: (key: SourceLocation, value: YAMLNode)], owner: Int?,
      prefix: String = "", except skipped: Set<String> = [], oneLine: Set<String> = []
    ) {
      for (name, field) in fields where !skipped.contains(name) {
        anchors.append(
          YAMLComments.Anchor(
            location: field.key, owner: owner, path: prefix + name,
            body: oneLine.contains(name) ? YAMLComments.Anchor.Body(of: field.value) : nil))
      }
    }

    /// Reads the puzzle mapping `node`, the entry numbered `owner` in its file.
    mutating func readPuzzle(_ node: YAMLNode, owner: Int) -> PuzzleEntry {
      var decoder = YAMLDecoder(path: path)
      let start = node.location
      guard
        let fields = decoder.fields(
          of: node, what: "a puzzle", allowed: YAMLPuzzleReader.puzzleKeys)
      else {
        return PuzzleEntry(location: start, puzzle: nil, diagnostics: decoder.diagnostics)
      }
      var metadata = PuzzleMetadata()
      metadata.name = fields["name"].flatMap { decoder.string($0.value, key: "name") }
      metadata.author = fields["author"].flatMap { decoder.string($0.value, key: "author") }
      metadata.level = fields["level"].flatMap {
        decoder.choice($0.value, key: "level", among: Category.allCases)
      }
      metadata.moves = fields["moves"].flatMap { decoder.count($0.value, key: "moves") }
      if let generated = fields["generated"] {
        metadata.generated = readGeneration(generated.value, owner: owner, decoder: &decoder)
      }
      // An empty 'generated' is not printed, so its comments go with the key before it.
      anchor(
        fields, owner: owner,
        except: metadata.generated?.isEmpty == false ? [] : ["generated"], oneLine: ["exit"])

      var reading: BoardReading?
      var style = YAMLBoardStyle.grid
      let listKeys = ["size", "exit", "blocks"].filter { fields[$0] != nil }
      if let board = fields["board"] {
        if let other = listKeys.first, let key = fields[other] {
          decoder.error(
            "a puzzle has either 'board' or 'size', 'exit' and 'blocks', not both", at: key.key)
        }
        boardComments = []
        boardRowComments = [:]
        reading = readBoard(board.value, decoder: &decoder)
      } else if !listKeys.isEmpty {
        style = .blocks
        reading = readBlockList(fields, start: start, owner: owner, decoder: &decoder)
      } else {
        decoder.error(
          "a puzzle needs 'board' (the text grid) or 'size' and 'blocks'", at: start)
      }
      let diagnostics = (decoder.diagnostics + (reading?.diagnostics ?? [])).sorted {
        $0.location < $1.location
      }
      let isValid = !diagnostics.contains { $0.severity == .error }
      var entry = PuzzleEntry(
        location: start, puzzle: isValid ? reading?.puzzle : nil, metadata: metadata,
        blockLocations: isValid ? reading?.blockLocations ?? [] : [],
        chuteLocation: reading?.chuteLocation, diagnostics: diagnostics,
        comments: style == .grid ? boardComments : [], boardStyle: style)
      if style == .grid { entry.rowComments = boardRowComments }
      return entry
    }

    private mutating func readGeneration(
      _ node: YAMLNode, owner: Int, decoder: inout YAMLDecoder
    ) -> PuzzleMetadata.Generation? {
      guard
        let fields = decoder.fields(
          of: node, what: "'generated'", allowed: YAMLPuzzleReader.generatedKeys)
      else { return nil }
      anchor(fields, owner: owner, prefix: "generated.")
      return PuzzleMetadata.Generation(
        version: fields["version"].flatMap { decoder.string($0.value, key: "version") },
        seed: fields["seed"].flatMap { decoder.unsigned($0.value, key: "seed") },
        states: fields["states"].flatMap { decoder.count($0.value, key: "states") },
        solutions: fields["solutions"].flatMap { decoder.unsigned($0.value, key: "solutions") })
    }

    /// The `board` block scalar, read by the grid reader at its place in the file.
    private mutating func readBoard(_ node: YAMLNode, decoder: inout YAMLDecoder)
      -> BoardReading?
    {
      guard case .scalar(let scalar) = node, scalar.style == .literal else {
        decoder.error(
          "'board' must be a literal block scalar: write 'board: |' and the rows below it, indented",
          at: node.location)
        return nil
      }
      var lines = scalar.value.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }
      var rows: [GridReader.Row] = []
      var blankLine: Int?
      for (index, content) in lines.enumerated() {
        // A literal scalar keeps its lines, so content line i sits i lines below the `|`.
        let number = scalar.location.line + 1 + index
        let trimmed = content.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty {
          if !rows.isEmpty { blankLine = blankLine ?? number }
          continue
        }
        if let comment = GridReader.comment(in: trimmed) {
          if rows.isEmpty {
            boardComments.append(comment)
          } else {
            boardRowComments[rows.count, default: []].append(comment)
          }
          continue
        }
        if let blank = blankLine {
          decoder.error(
            "blank line inside the board: a board holds one puzzle, with no blank rows",
            at: SourceLocation(line: blank, column: 1))
          blankLine = nil
        }
        let source = text.lines.indices.contains(number - 1) ? text.lines[number - 1].text : ""
        let offset = source.hasSuffix(content) ? source.count - content.count : 0
        rows.append(
          GridReader.Row(
            number: number, text: String(content), columnOffset: offset, isTooLong: false))
      }
      guard let first = rows.first else {
        decoder.error(
          "'board' is empty: write the rows of the grid below 'board: |'", at: scalar.location)
        return nil
      }
      let start = SourceLocation(line: first.number, column: first.columnOffset + 1)
      return GridReader.readBoard(rows, path: path, start: start)
    }

    /// The explicit form: `size`, `exit` and `blocks`.
    private mutating func readBlockList(
      _ fields: [String: (key: SourceLocation, value: YAMLNode)], start: SourceLocation,
      owner: Int, decoder: inout YAMLDecoder
    ) -> BoardReading? {
      var size: BoardSize?
      var sizeLocation = start
      if let node = fields["size"] {
        sizeLocation = node.value.location
        if let text = decoder.string(node.value, key: "size") {
          // Plain digits, as the schema's pattern has them: no plus sign, no leading zero,
          // so that a file the reader takes validates against the schema (a minus sign is
          // read, to say the number is out of range).
          let parts = text.value.split(separator: "x", omittingEmptySubsequences: false)
            .map { $0.first == "-" ? ("-", $0.dropFirst()) : ("", $0) }
          if parts.count == 2,
            parts.allSatisfy({ !$0.1.isEmpty && $0.1.allSatisfy { $0.isASCII && $0.isNumber } }),
            let rows = Int(parts[0].0 + parts[0].1), let columns = Int(parts[1].0 + parts[1].1)
          {
            // Checked here, before any block is placed on it.
            let read = BoardSize(rows: rows, columns: columns)
            if parts.contains(where: { $0.1.count > 1 && $0.1.first == "0" }) {
              decoder.error(
                "'size' is rows x columns without leading zeros: '\(read)', not '\(text.value)'",
                at: text.location)
            } else if read.isSupported {
              size = read
            } else {
              decoder.error(RuleViolation.unsupportedSize(read).description, at: text.location)
            }
          } else {
            decoder.error(
              "'size' is rows x columns, such as 6x6, not '\(text.value)'", at: text.location)
          }
        }
      } else {
        decoder.error("a puzzle with 'blocks' needs 'size', such as 'size: 6x6'", at: start)
      }
      var chute: Chute?
      var chuteLocation: SourceLocation?
      if let node = fields["exit"] {
        chuteLocation = node.value.location
        if let exit = decoder.fields(
          of: node.value, what: "'exit'", allowed: YAMLPuzzleReader.exitKeys)
        {
          let side = exit["side"].flatMap {
            decoder.choice($0.value, key: "side", among: Chute.Side.allCases)
          }
          let row: Located<Int>?
          if let written = exit["row"], case .scalar(let scalar) = written.value,
            case .hugeInt = scalar.resolved
          {
            // A row past 64 bits is off the board as any other is, and said so.
            decoder.error(RuleViolation.chuteOffBoard(written: scalar.value), at: scalar.location)
            row = nil
          } else {
            row = exit["row"].flatMap { decoder.count($0.value, key: "row") }
          }
          // The chute's rules are about its row: a row off the board, or not the
          // prisoner's, is pointed at where the row is written.
          if let written = exit["row"] { chuteLocation = written.value.location }
          for key in YAMLPuzzleReader.exitKeys where exit[key] == nil {
            decoder.error("'exit' needs '\(key)'", at: node.value.location)
          }
          // A side that did not read is reported; its row is checked by the rules all the
          // same, on a chute taken to be on the right, so that both problems are reported.
          if let row { chute = Chute(side: side?.value ?? .right, row: row.value) }
        }
      }
      var blocks: [Block] = []
      var locations: [SourceLocation] = []
      var complete = true
      if let node = fields["blocks"] {
        for (index, item) in (decoder.list(node.value, key: "blocks") ?? []).enumerated() {
          anchors.append(
            YAMLComments.Anchor(
              location: item.location, owner: owner, path: "blocks.\(index)",
              body: YAMLComments.Anchor.Body(of: item)))
          if let block = readBlock(item, on: size, decoder: &decoder) {
            blocks.append(block)
            locations.append(item.location)
          } else {
            complete = false
          }
        }
      } else {
        decoder.error("a puzzle with 'size' needs 'blocks', the list of its blocks", at: start)
      }
      if let size, !complete, !blocks.isEmpty {
        // The blocks that read are checked against the rules too, so that one bad block
        // does not hide the others' problems; a prisoner that did not read is not missing.
        let partial = Puzzle(
          size: size, blocks: blocks,
          chute: chute ?? Chute(side: .right, row: blocks.first { $0.isPrisoner }?.origin.row ?? 0))
        for problem in partial.ruleDiagnostics(
          path: path, blockLocations: locations, chute: chuteLocation ?? start,
          start: sizeLocation, skipMissingPrisoner: true)
        {
          decoder.error(problem.message, at: problem.location)
        }
      }
      guard let size, complete, fields["blocks"] != nil else { return nil }
      let prisoner = blocks.first { $0.isPrisoner }
      let puzzle = Puzzle(
        size: size, blocks: blocks,
        chute: chute ?? Chute(side: .right, row: prisoner?.origin.row ?? 0))
      let chuteAt =
        chuteLocation ?? blocks.firstIndex { $0.isPrisoner }.map { locations[$0] } ?? start
      let diagnostics = puzzle.ruleDiagnostics(
        path: path, blockLocations: locations, chute: chuteAt, start: sizeLocation)
      return BoardReading(
        puzzle: puzzle, blockLocations: locations, chuteLocation: chuteAt,
        diagnostics: diagnostics)
    }

    /// One block of the list; its numbers are checked against `size`, when that was read.
    private func readBlock(_ node: YAMLNode, on size: BoardSize?, decoder: inout YAMLDecoder)
      -> Block?
    {
      guard
        let fields = decoder.fields(of: node, what: "a block", allowed: YAMLPuzzleReader.blockKeys)
      else { return nil }
      let orientation = fields["orientation"].flatMap {
        decoder.choice($0.value, key: "orientation", among: Orientation.allCases)
      }
      var label: Character?
      if let node = fields["label"], let text = decoder.string(node.value, key: "label") {
        if text.value.count == 1, let character = text.value.first,
          case .success(.label(let valid)) = Tile.content(of: character)
        {
          label = valid
        } else if text.value == String(Block.fixedLabel) {
          label = Block.fixedLabel
        } else {
          decoder.error(
            "a block's label is one ASCII letter or digit other than 'o', not '\(text.value)'",
            at: text.location)
        }
      }
      // Every number is checked before it is used: a position off the board or a length no
      // block has is refused at its place, however large.
      let row = fields["row"].flatMap {
        Self.position($0.value, key: "row", on: size, decoder: &decoder)
      }
      let column = fields["column"].flatMap {
        Self.position($0.value, key: "column", on: size, decoder: &decoder)
      }
      let length = fields["length"].flatMap {
        decoder.count(
          $0.value, key: "length", in: 1...3, expected: "2 or 3 (1 for a fixed block)")
      }
      let isFixed = orientation?.value == .fixed
      var required = ["orientation", "row", "column"]
      if !isFixed { required += ["label", "length"] }
      for key in required where fields[key] == nil {
        decoder.error("a block needs '\(key)'", at: node.location)
      }
      guard let orientation, let row, let column else { return nil }
      let resolvedLabel = label ?? (isFixed && fields["label"] == nil ? Block.fixedLabel : nil)
      let resolvedLength = length?.value ?? (isFixed && fields["length"] == nil ? 1 : nil)
      guard let resolvedLabel, let resolvedLength else { return nil }
      return Block(
        label: resolvedLabel, orientation: orientation.value,
        origin: Cell(row: row.value, column: column.value), length: resolvedLength)
    }

    /// A block's `row` or `column`: not negative, and on the board when its size is known.
    private static func position(
      _ node: YAMLNode, key: String, on size: BoardSize?, decoder: inout YAMLDecoder
    ) -> Located<Int>? {
      guard let size else { return decoder.count(node, key: key) }
      let end = key == "row" ? size.rows : size.columns
      return decoder.count(
        node, key: key, in: 0...(end - 1), expected: "from 0 to \(end - 1) on a \(size) board")
    }
  }
}
