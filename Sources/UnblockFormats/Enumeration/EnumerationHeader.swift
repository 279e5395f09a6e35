import UnblockCore

/// The `#` comment lines that open every file `unblock enumerate` writes: what was
/// enumerated, and which shard of it the file holds.
///
/// ```
/// # unblock enumerate
/// # size: 6x6
/// # exit: right, row 2
/// # walls: 0...2
/// # shard: 3/8
/// # seeds: solved, packed, no block out of reach
/// ```
///
/// The `shard` and `seeds` lines are there only in a shard's file. A `selected by` line
/// (``selection``) marks the lines of `catalog query`: entries a catalogue held, which may
/// have come from anywhere, chosen by a query, never proof of a whole enumeration; readers
/// take such a file, while `enumerate -o` and `catalog merge` refuse it as a run or a part. An unsharded run writes
/// the other four lines, so joining the shards of a run (their lines merged hardest first,
/// then by board, under the header without those two lines) gives exactly the bytes of the
/// unsharded run. Database-line readers skip `#` lines, so the files read as puzzle sets.
///
/// The `seeds` line names the rule that says which layouts are seeds: the configurations
/// are dealt to the shards by their seed counts (see ``Enumerator``), so shards written
/// under another rule split the work otherwise, and merging them with this rule's shards
/// could leave clusters in no shard at all. Shard files of an unblock older than the line
/// read without it, and do not merge (see ``ShardMerge``).
public struct EnumerationHeader: Hashable, Sendable {
  /// The first line of every header.
  public static let title = "# unblock enumerate"

  public var space: EnumerationSpace
  /// The shard the file holds; `nil` for a whole run.
  public var shard: EnumerationShard?
  /// The seed rule the shard's deal was made by: ``seedRule(for:)`` for a shard this
  /// unblock writes, `nil` for a whole run and for a shard file written before the rule was named.
  public var seeds: String?
  /// What chose the lines, for a file `catalog query` wrote (`unblock catalog query
  /// --moves 20`), on a `# selected by:` line after the walls; `nil` for an enumeration's file.
  public var selection: String?

  /// The prefix of the line that names ``selection``.
  public static let selectionPrefix = "# selected by: "

  /// The header of a run of this unblock: a shard's names ``seedRule(for:)``.
  public init(space: EnumerationSpace, shard: EnumerationShard? = nil) {
    self.space = space
    self.shard = shard
    seeds = shard == nil ? nil : Self.seedRule(for: space)
  }

  /// Which layouts this unblock counts as seeds to deal the configurations, as headers and
  /// checkpoints name it: solved states in which no block can move left or up, with no
  /// block out of every other block's reach in its stretch (see ``SeedLayout``). Within a
  /// shard, configurations with a block out of reach by their lanes are then left out,
  /// which changes no shard's lines and so not the deal.
  public static let seedRule = "solved, packed, no block out of reach"

  /// The rule a shard of `space` names: ``seedRule``, and in a space symmetric top to
  /// bottom, that a configuration and its mirror image are written by the lesser's shard
  /// (see ``EnumerationSpace/isSymmetricTopToBottom``). Shards of such a space written
  /// before did not share images: merged with these, they would write some lines twice.
  public static func seedRule(for space: EnumerationSpace) -> String {
    space.isSymmetricTopToBottom ? seedRule + ", " + imageRule : seedRule
  }

  /// What ``seedRule(for:)`` adds for a space symmetric top to bottom.
  public static let imageRule = "mirror images by the lesser configuration"

  /// Whether `other` names the same board, size and exit, whatever its walls and shard:
  /// lines read under one read the same under the other.
  public func namesSameBoard(as other: EnumerationHeader) -> Bool {
    space.size == other.space.size && space.chute == other.space.chute
  }

  /// The header of the whole run this file is part of: the same, without the shard.
  public var unsharded: EnumerationHeader { EnumerationHeader(space: space) }

  /// The header's lines, without line endings.
  public var lines: [String] {
    var lines = [
      Self.title,
      "# size: \(space.size)",
      "# exit: \(space.chute.side.rawValue), row \(space.chute.row)",
      "# walls: \(space.walls.lowerBound)...\(space.walls.upperBound)",
    ]
    if let shard { lines.append("# shard: \(shard)") }
    if let seeds { lines.append("# seeds: \(seeds)") }
    if let selection { lines.append(Self.selectionPrefix + selection) }
    return lines
  }

  /// The header as the file starts: each line ended by a newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// Why a file's first lines are no header.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counted from 1, where the header goes wrong.
    public let line: Int
    public let message: String

    /// The failure as a diagnostic at column 1 of its line in `path`.
    public func diagnostic(path: String) -> Diagnostic {
      .error(message, path: path, at: SourceLocation(line: line, column: 1))
    }

    public var description: String { "line \(line): \(message)" }
  }

  /// Reads the header that opens `lines` (a file's lines, without their line endings).
  ///
  /// - Returns: The header and the number of lines it takes (4, 5 with a selection, or 5
  ///   or 6 with a shard), or why
  ///   the lines are no header: the line at fault and what was expected there.
  public static func parse(_ lines: some Sequence<some StringProtocol>)
    -> Result<(header: EnumerationHeader, lineCount: Int), Failure>
  {
    var iterator = lines.makeIterator()
    var number = 0
    func next(_ key: String) -> Result<String, Failure> {
      number += 1
      let expected = key.isEmpty ? "'\(title)'" : "'# \(key): ...'"
      guard let line = iterator.next().map({ String($0) }) else {
        return .failure(
          Failure(line: number, message: "the file ends where \(expected) was expected"))
      }
      if key.isEmpty {
        return line == title
          ? .success("")
          : .failure(
            Failure(
              line: number, message: "expected \(expected), the first line of an enumeration file"))
      }
      let prefix = "# \(key): "
      guard line.hasPrefix(prefix) else {
        return .failure(Failure(line: number, message: "expected \(expected)"))
      }
      return .success(String(line.dropFirst(prefix.count)))
    }
    func bad(_ message: String) -> Result<(header: EnumerationHeader, lineCount: Int), Failure> {
      .failure(Failure(line: number, message: message))
    }
    do {
      _ = try next("").get()
      let sizeText = try next("size").get()
      guard let size = parseSize(sizeText) else {
        return bad("a size is RxC, such as 6x6, not '\(sizeText)'")
      }
      let exitText = try next("exit").get()
      let exitParts = exitText.split(separator: " ", omittingEmptySubsequences: false)
      guard exitParts.count == 3, exitParts[0].last == ",", exitParts[1] == "row",
        let side = Chute.Side(rawValue: String(exitParts[0].dropLast())),
        let row = parseCount(exitParts[2])
      else { return bad("an exit is 'left, row R' or 'right, row R', not '\(exitText)'") }
      let wallsText = try next("walls").get()
      guard let walls = parseWalls(wallsText) else {
        return bad("walls are MIN...MAX, such as 0...2, not '\(wallsText)'")
      }
      let space = EnumerationSpace(size: size, chute: Chute(side: side, row: row), walls: walls)
      if let problem = space.problem {
        // At the line of the value at fault: the size's, the exit's, else the walls'.
        let line = !size.isSupported ? 2 : row >= size.rows ? 3 : 4
        return .failure(Failure(line: line, message: problem))
      }
      var header = EnumerationHeader(space: space)
      // The optional shard line and the seeds line after it: anything else after the
      // header is the file's body.
      let next = iterator.next().map { String($0) }
      if let line = next, line.hasPrefix(selectionPrefix) {
        header.selection = String(line.dropFirst(selectionPrefix.count))
      } else if let line = next, line.hasPrefix("# shard: ") {
        number += 1
        switch EnumerationShard.parse(line.dropFirst("# shard: ".count)) {
        case .success(let shard): header.shard = shard
        case .failure(let error): return bad(error.description)
        }
        if let line = iterator.next().map({ String($0) }), line.hasPrefix("# seeds: ") {
          header.seeds = String(line.dropFirst("# seeds: ".count))
        }
      }
      return .success((header, header.lines.count))
    } catch {
      return .failure(error)
    }
  }

  /// `RxC`, each a whole number.
  public static func parseSize(_ text: some StringProtocol) -> BoardSize? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let rows = parseCount(parts[0]), let columns = parseCount(parts[1])
    else { return nil }
    return BoardSize(rows: rows, columns: columns)
  }

  /// `N` or `MIN...MAX`, as `--walls` and the header write them.
  public static func parseWalls(_ text: some StringProtocol) -> ClosedRange<Int>? {
    if let count = parseCount(text) { return count...count }
    guard let range = text.range(of: "..."),
      let low = parseCount(text[..<range.lowerBound]),
      let high = parseCount(text[range.upperBound...]), low <= high
    else { return nil }
    return low...high
  }

  /// A whole number of plain digits, at most 9 of them.
  private static func parseCount(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }
}
