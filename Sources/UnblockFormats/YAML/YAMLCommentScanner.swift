/// Finds the comments of a YAML file, which libyaml reads past without a word.
///
/// YAML starts a comment at a `#` that begins a line or follows a space or tab, outside
/// every scalar; so the scanner walks the text and skips the scalars libyaml found, which
/// covers a `#` inside quotes and the grid comments of a `board: |` block.
enum YAMLCommentScanner {
  /// One comment as written.
  struct Comment: Hashable, Sendable {
    /// The `#` and the rest of its line, without trailing white space.
    var text: String
    /// Where the `#` is.
    var location: SourceLocation
    /// Whether only white space precedes it on its line.
    var isWholeLine: Bool
    /// Whether only list indicators (`- `) and white space precede it: a comment on the
    /// `-` line of an item whose content starts on the next line, which is the item's.
    var isOnDashLine = false

    /// Whether the comment is on a line of its own, or has only a `-` before it: it is not
    /// at the end of a key's line.
    var isOwnLine: Bool { isWholeLine || isOnDashLine }
  }

  /// The comments of `text` but the one on line `skipped`, in the order of the file.
  ///
  /// - Parameter root: the file's tree, whose scalars are skipped.
  /// - Complexity: O(characters + scalars log scalars).
  static func comments(in text: SourceText, root: YAMLNode, skipping skipped: Int?) -> [Comment] {
    var ranges: [Range<SourceLocation>] = []
    collectScalars(of: root, into: &ranges)
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var next = 0
    var comments: [Comment] = []
    for line in text.lines where line.number != skipped && !line.isTooLong {
      // Columns count characters, as the scalars' places do (``ScalarColumns``); libyaml
      // reads scalars, so a `#` opens a comment after a space or tab scalar.
      var column = 0
      var previous: Unicode.Scalar = " "
      var isWholeLine = true
      var isOnDashLine = true
      for index in line.text.indices {
        let character = line.text[index].unicodeScalars.first ?? " "
        column += 1
        let here = SourceLocation(line: line.number, column: column)
        while next < ranges.count && ranges[next].upperBound <= here { next += 1 }
        let isInScalar = next < ranges.count && ranges[next].lowerBound <= here
        if !isInScalar && character == "#" && (previous == " " || previous == "\t") {
          var comment = String(line.text[index...])
          while comment.last == " " || comment.last == "\t" { comment.removeLast() }
          comments.append(
            Comment(
              text: comment, location: here, isWholeLine: isWholeLine,
              isOnDashLine: !isWholeLine && isOnDashLine))
          break
        }
        if character != " " && character != "\t" {
          isWholeLine = false
          // `- - ` nests lists; `--` (or `---`) is no list indicator.
          if character != "-" || previous == "-" { isOnDashLine = false }
        }
        previous = line.text[index].unicodeScalars.last ?? " "
      }
    }
    return comments
  }

  /// The text each scalar of `node` covers. A block scalar's header line is left out:
  /// after its `|` a line holds only indicators and perhaps a comment.
  private static func collectScalars(of node: YAMLNode, into ranges: inout [Range<SourceLocation>])
  {
    switch node {
    case .scalar(let scalar):
      let isBlock = scalar.style == .literal || scalar.style == .folded
      let start =
        isBlock ? SourceLocation(line: scalar.location.line + 1, column: 1) : scalar.location
      if start < scalar.end { ranges.append(start..<scalar.end) }
    case .mapping(let pairs, _):
      for pair in pairs {
        collectScalars(of: pair.key, into: &ranges)
        collectScalars(of: pair.value, into: &ranges)
      }
    case .sequence(let items, _):
      for item in items { collectScalars(of: item, into: &ranges) }
    }
  }
}
