import UnblockCore

/// Joins the shard files of one sharded enumeration into the bytes of the unsharded run:
/// its header without the `# shard:` line, then every shard's lines in the enumeration's
/// order (hardest first, then by board), then the ``FileTrailer`` line that sums them.
///
/// The shards must be exactly the `N` shards of one run: the same board class, the same
/// shard count, the same seed rule named (see ``EnumerationHeader/seeds``), each index from
/// 0 to `N-1` once, and no board in two of them.
public enum ShardMerge {
  /// Why shard files do not merge.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// A problem in one file, at `path:line:column`.
    case file(Diagnostic)
    /// No file holds these shards of the run.
    case missing([EnumerationShard])

    public var description: String {
      switch self {
      case .file(let diagnostic):
        diagnostic.description
      case .missing(let shards):
        shards.count == 1
          ? "error: shard \(shards[0]) is missing"
          : "error: shards \(shards.map(\.description).joined(separator: ", ")) are missing"
      }
    }
  }

  /// Every problem that keeps shard files from merging.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [Problem]

    public init(_ problems: [Problem]) {
      self.problems = problems
    }

    /// One problem a line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
  }

  /// The merged file's text.
  ///
  /// - Parameter files: The shard files, in any order.
  /// - Returns: The text of the unsharded run, or every problem found: a file from another
  ///   run (at the first header line that differs) or of another shard count (at its
  ///   `# shard:` line), a shard that names no seed rule or another one than the first
  ///   file's, a shard given twice, a board in two shards, the shards missing.
  /// - Complexity: O(n log n) in the number of lines.
  public static func merge(_ files: [ShardFile]) -> Result<String, Failure> {
    guard let first = files.first else { return .failure(Failure([.missing([.whole])])) }
    var problems: [Problem] = []
    var holder: [Int: ShardFile] = [:]
    for file in files {
      func problem(_ message: String, line: Int) {
        problems.append(
          .file(.error(message, path: file.path, at: SourceLocation(line: line, column: 1))))
      }
      if file.header.unsharded != first.header.unsharded {
        let mine = file.header.lines
        let theirs = first.header.lines
        let differing = mine.indices.first { mine[$0] != theirs[$0] } ?? 0
        problem(
          "from another enumeration: '\(mine[differing])' where \(ShownPath.text(first.path)) has '\(theirs[differing])'",
          line: differing + 1)
      } else if file.shard.count != first.shard.count {
        problem(
          "shard \(file.shard) is one of \(file.shard.count) shards, where \(ShownPath.text(first.path)) is one of \(first.shard.count)",
          line: file.shardLine)
      } else if file.header.shard != nil, file.header.seeds == nil {
        problem(
          "shard \(file.shard) names no seed rule: an unblock older than the '# seeds:' line wrote it, and may have dealt the configurations otherwise; run every shard with one unblock",
          line: file.shardLine)
      } else if let rule = first.header.seeds, file.header.seeds != rule {
        problem(
          "shard \(file.shard) was dealt by the seed rule '\(file.header.seeds ?? "")', where \(ShownPath.text(first.path)) has '\(rule)'; run every shard with one unblock",
          line: file.shardLine + 1)
      } else if let earlier = holder[file.shard.index] {
        problem(
          earlier.path == file.path
            ? "\(ShownPath.text(file.path)) is given twice (it holds shard \(file.shard))"
            : "shard \(file.shard) again: \(ShownPath.text(earlier.path)) holds it",
          line: file.shardLine)
      } else {
        holder[file.shard.index] = file
      }
    }
    let missing = (0..<first.shard.count).filter { holder[$0] == nil }
    if !missing.isEmpty {
      problems.append(
        .missing(missing.map { EnumerationShard(index: $0, count: first.shard.count)! }))
    }
    if !problems.isEmpty { return .failure(Failure(problems)) }

    // Each file is in order already; sorting all lines at once is simpler than merging the
    // runs and as fast at these sizes.
    let shards = holder.keys.sorted().map { holder[$0]! }
    var entries: [(puzzle: EnumeratedPuzzle, file: Int, line: Int)] = []
    entries.reserveCapacity(shards.reduce(0) { $0 + $1.puzzles.count })
    for (index, file) in shards.enumerated() {
      for (puzzle, line) in file.puzzles { entries.append((puzzle, index, line)) }
    }
    // A board in two shards is refused whatever moves each gives it: sorted by board, in
    // shard and line order among equals, each repeat follows its first.
    let byBoard = entries.indices.sorted {
      (entries[$0].puzzle.board, entries[$0].file, entries[$0].line)
        < (entries[$1].puzzle.board, entries[$1].file, entries[$1].line)
    }
    for (position, index) in byBoard.enumerated().dropFirst() {
      let (entry, other) = (entries[index], entries[byBoard[position - 1]])
      guard entry.puzzle.board == other.puzzle.board else { continue }
      problems.append(
        .file(
          .error(
            "the board of \(ShownPath.text(shards[other.file].path)):\(other.line) again: shards of one run never share a cluster",
            path: shards[entry.file].path,
            at: SourceLocation(line: entry.line, column: ShardFile.boardColumn(of: entry.puzzle)))
        ))
    }
    if !problems.isEmpty { return .failure(Failure(problems)) }
    entries.sort { EnumeratedPuzzle.precedes($0.puzzle, $1.puzzle) }
    var text = first.header.unsharded.text
    for entry in entries {
      text += entry.puzzle.line
      text += "\n"
    }
    text += FileTrailer.line(for: text)
    return .success(text)
  }
}
