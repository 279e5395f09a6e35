/// The comments of one YAML mapping, each tied to the key it was written with, so that the
/// canonical printer writes it back beside that key, wherever the key moves.
///
/// A key is named by its path: `moves`, `generated.seed`, `blocks.2` (the third block).
/// The path of a mapping itself, `""` or `generated.`, stands for its first printed line.
public struct YAMLComments: Hashable, Sendable {
  /// Whole-line comments (`#` included) written above each key, in the order of the file.
  public var above: [String: [String]] = [:]
  /// The comment at the end of a key's line, with where its `#` was, so that the printer
  /// can keep it in the same column.
  public var trailing: [String: Located<String>] = [:]
  /// Whole-line comments above the file's schema line, when it is not the first: they stay
  /// above it.
  public var aboveSchema: [String] = []
  /// Whole-line comments after the last key of the file; for a set's puzzle, those after
  /// its last key indented as deep as its keys.
  public var below: [String] = []
  /// End-of-line comments that cannot end their key's canonical line, because another
  /// comment already does (see ``Conflict``), by key: `format` refuses the file, and
  /// `convert` writes them above the key.
  public var displaced: [String: [String]] = [:]
  /// Every comment but those ``below``, in the order of the file: what a format without
  /// keys (the grid, database lines) writes as comment lines above the puzzle.
  public var inFileOrder: [String] = []

  public init() {}

  /// Whether there is no comment.
  public var isEmpty: Bool {
    above.isEmpty && trailing.isEmpty && aboveSchema.isEmpty && below.isEmpty
      && displaced.isEmpty && inFileOrder.isEmpty
  }

  /// These comments with each ``displaced`` one moved to a line of its own above its key.
  public var displacedAbove: YAMLComments {
    var moved = self
    for (path, comments) in displaced { moved.above[path, default: []] += comments }
    moved.displaced = [:]
    return moved
  }

  /// Two end-of-line comments that would fall on one canonical line, because the
  /// canonical form writes on one line what the file spread over several (such as a block
  /// of the block list, or `exit`): the printer cannot keep both in place.
  public struct Conflict: Hashable, Sendable {
    /// The comment that cannot be placed.
    public var location: SourceLocation
    /// The line of the comment that already ends the canonical line.
    public var otherLine: Int
    /// The key whose canonical line both would end.
    public var path: String

    /// That key as its file names it, for messages: `'exit'`, or `block 2 of 'blocks'`
    /// rather than the path `blocks.1`.
    public var key: String {
      let prefix = "blocks."
      if path.hasPrefix(prefix), let index = Int(path.dropFirst(prefix.count)) {
        return "block \(index + 1) of 'blocks'"
      }
      return "'\(path)'"
    }
  }

  /// A key the canonical printer writes on a line of its own, where the file wrote it.
  struct Anchor: Hashable, Sendable {
    var location: SourceLocation
    /// The entry whose mapping holds the key, or `nil` for a set file's own keys.
    var owner: Int?
    var path: String
    /// What the printer writes on the key's one line though the file may spread it over
    /// several (`exit`, a block of the block list), or `nil` for a key of one line.
    var body: Body?

    /// The lines of a value the printer writes on one line.
    struct Body: Hashable, Sendable {
      /// The column of its first key, when it is a mapping.
      var keyColumn: Int?
      /// Its last line.
      var lastLine: Int

      init(of value: YAMLNode) {
        if case .mapping(let pairs, _) = value, let first = pairs.first {
          keyColumn = first.key.location.column
        }
        lastLine = value.lastLine
      }

      /// Whether a comment on a line of its own at `location`, after the key and before
      /// the next, was written in the value: among its lines, or below them indented as
      /// deep as its keys.
      func holds(_ location: SourceLocation) -> Bool {
        location.line <= lastLine || keyColumn.map { location.column >= $0 } == true
      }
    }

    /// The path of the mapping that holds the key.
    var group: String { path.lastIndex(of: ".").map { String(path[...$0]) } ?? "" }
  }

  /// Where the comments of a file go: each owner's comments, and those that cannot go
  /// anywhere.
  struct Placement {
    var comments: [Int?: YAMLComments] = [:]
    var conflicts: [Conflict] = []
  }

  /// Ties each comment to a key.
  ///
  /// An end-of-line comment goes with the last key written before it. A whole-line
  /// comment, or one on an item's `-` line before the item's first key, goes above the
  /// first key written after it. When that key is its mapping's
  /// first, the comment goes above the whole mapping instead if it is above a set's
  /// puzzle (so it stays above its `-`) or a blank line parts it from the key (a note on
  /// the file or the mapping); a block of comments right above the key stays the key's,
  /// wherever the canonical order moves it. A whole-line comment written in a value the
  /// printer writes on one line (see ``Anchor/Body``) goes above that line. After a set
  /// puzzle's last key, one indented as deep as its keys goes below that puzzle. After the last key, a comment goes below the
  /// file, to `root`.
  ///
  /// - Parameters:
  ///   - itemColumns: the column of each set puzzle's keys, by entry: a comment after the
  ///     puzzle's last key, indented as deep as them, goes below the puzzle.
  ///   - schemaLine: the line of the file's schema line: the comments above it stay there.
  static func place(
    _ comments: [YAMLCommentScanner.Comment], anchors: [Anchor], itemColumns: [Int: Int] = [:],
    schemaLine: Int? = nil, root: Int?
  ) -> Placement {
    let sorted = anchors.sorted { $0.location < $1.location }
    var firstOfGroup: [String: SourceLocation] = [:]
    for anchor in sorted {
      let group = "\(anchor.owner ?? -1):\(anchor.group)"
      if firstOfGroup[group] == nil { firstOfGroup[group] = anchor.location }
    }
    let commentLines = Set(comments.lazy.filter(\.isOwnLine).map(\.location.line))
    var placement = Placement()
    for comment in comments {
      if let schemaLine, comment.location.line < schemaLine {
        placement.comments[root, default: YAMLComments()].aboveSchema.append(comment.text)
        placement.comments[root, default: YAMLComments()].inFileOrder.append(comment.text)
        continue
      }
      let before = firstIndex(in: sorted, from: comment.location)
      if !comment.isOwnLine && before > 0 {
        let anchor = sorted[before - 1]
        let located = Located(comment.text, at: comment.location)
        placement.comments[anchor.owner, default: YAMLComments()].inFileOrder.append(
          comment.text)
        if let other = placement.comments[anchor.owner]?.trailing[anchor.path] {
          placement.conflicts.append(
            Conflict(
              location: comment.location, otherLine: other.location.line, path: anchor.path))
          placement.comments[anchor.owner, default: YAMLComments()].displaced[
            anchor.path, default: []
          ].append(comment.text)
        } else {
          placement.comments[anchor.owner, default: YAMLComments()].trailing[anchor.path] =
            located
        }
        continue
      }
      // A comment on a line of its own or on an item's `-` line, or one ending a line (such
      // as `---`) before every key.
      let after = firstIndex(
        in: sorted, from: SourceLocation(line: comment.location.line + 1, column: 0))
      if comment.isWholeLine, before > 0, let body = sorted[before - 1].body,
        body.holds(comment.location)
      {
        // Written in a value the printer writes on one line: no line of its own is left
        // for the comment there, so it goes above that line, not on to the next key.
        let anchor = sorted[before - 1]
        placement.comments[anchor.owner, default: YAMLComments()].inFileOrder.append(
          comment.text)
        placement.comments[anchor.owner, default: YAMLComments()].above[
          anchor.path, default: []
        ].append(comment.text)
        continue
      }
      if comment.isWholeLine, before > 0, root == nil, let owner = sorted[before - 1].owner,
        let column = itemColumns[owner], comment.location.column >= column,
        after == sorted.count || sorted[after].owner != owner
      {
        // After a set puzzle's last key, at its keys' indentation: the end of that puzzle.
        placement.comments[owner, default: YAMLComments()].below.append(comment.text)
        continue
      }
      guard after < sorted.count else {
        placement.comments[root, default: YAMLComments()].below.append(comment.text)
        continue
      }
      let anchor = sorted[after]
      placement.comments[anchor.owner, default: YAMLComments()].inFileOrder.append(comment.text)
      let isFirst = firstOfGroup["\(anchor.owner ?? -1):\(anchor.group)"] == anchor.location
      let isItem = anchor.group.isEmpty && anchor.owner != root
      // A comment ending a line (such as `---`) is the document's.
      let isRightAbove =
        comment.isOwnLine
        && (comment.location.line + 1..<anchor.location.line).allSatisfy {
          commentLines.contains($0)
        }
      placement.comments[anchor.owner, default: YAMLComments()].above[
        isFirst && (isItem || !isRightAbove) ? anchor.group : anchor.path, default: []
      ].append(comment.text)
    }
    return placement
  }

  /// The index of the first anchor at or after `location`, by binary search.
  private static func firstIndex(in anchors: [Anchor], from location: SourceLocation) -> Int {
    var low = 0
    var high = anchors.count
    while low < high {
      let middle = (low + high) / 2
      if anchors[middle].location < location { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
