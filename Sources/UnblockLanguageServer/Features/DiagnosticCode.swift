import UnblockFormats

/// The stable code of each kind of problem `unblock check` reports, such as `ragged-row`
/// or `wrong-moves-claim`, so that editors can filter by kind.
///
/// The toolkit's diagnostics carry a message, not a kind, so the kind is read off the
/// message's fixed wording, here and nowhere else. The tests pin one code per kind; a
/// reworded message that no longer matches falls back to ``fallback`` and fails them.
public enum DiagnosticCode {
  /// The code of a problem no rule below recognises.
  public static let fallback = "invalid-puzzle"

  /// How a code's range is drawn: over the tiles of one block, the one character there
  /// (a bad character, which may stand in a run of the same), the whole row, the rest of
  /// the line from the place reported (a key and its value, or a value), the one value
  /// there, which a quick fix replaces, or the one mapping key there, without its colon.
  enum Extent {
    case tiles
    case character
    case row
    case rest
    case value
    case key
  }

  /// The code, the fragment of the message that identifies it, and the extent.
  /// Order matters: the first match wins.
  static let table: [(code: String, fragment: String, extent: Extent)] = [
    // Claims and solving.
    ("wrong-moves-claim", "wrong moves claim", .value),
    ("wrong-level-claim", "wrong level claim", .value),
    ("wrong-states-claim", "wrong states claim", .value),
    ("wrong-solutions-claim", "wrong solutions claim", .value),
    // Before "gave-up": the message names the limit the exploration met.
    ("states-not-verified", "states claim not verified", .value),
    ("family-not-compared", "family not compared", .rest),
    ("shared-cluster", "shares a cluster with", .rest),
    ("mirror-cluster", "lies in the mirror image of the cluster of", .rest),
    ("mirror-cluster", "lies in the mirror image top to bottom of the cluster of", .rest),
    ("turned-cluster", "turned half a turn: sliding blocks turns", .rest),
    ("not-representative", "not its cluster's representative", .rest),
    ("unsolvable", "unsolvable: ", .tiles),
    ("gave-up", "gave up after", .rest),
    // Reading the text.
    ("file-too-large", "file is larger than", .rest),
    ("empty-file", "empty file", .rest),
    // At the NUL that makes it binary, which is all there is to show.
    ("binary-file", "binary file", .character),
    ("not-utf8", "not UTF-8", .tiles),
    ("line-too-long", "the most a line may hold", .rest),
    ("only-comments", "holds only comments", .rest),
    ("too-many-errors", "too many errors", .rest),
    // The grid.
    ("ragged-row", "ragged rows", .row),
    ("left-chute-indent", "so every other row starts with one space", .row),
    ("unexpected-indent", "row starts with a space", .row),
    ("extra-chute", "a puzzle has one chute", .tiles),
    ("misplaced-chute", "marks a right chute and must come", .tiles),
    ("misplaced-chute", "marks a left chute and must come", .tiles),
    ("non-ascii-character", "non-ASCII character", .character),
    ("unknown-character", "unknown character", .character),
    ("board-size", "; a board has", .rest),
    ("board-size", "rows and columns must each be from", .rest),
    ("block-gap", "has a gap", .tiles),
    ("bent-block", "is not a straight line", .tiles),
    ("label-reused", "is written in two places", .tiles),
    ("extra-prisoner", "more than one prisoner", .tiles),
    // The rules of the game.
    ("block-length", "a movable block must be 2 or 3 tiles long", .tiles),
    ("fixed-block-size", "a fixed block must be 1x1", .tiles),
    ("outside-board", "lies partly outside the board", .tiles),
    ("overlap", "blocks overlap", .tiles),
    ("missing-prisoner", "no prisoner", .rest),
    ("prisoner-not-horizontal", "must be horizontal", .tiles),
    ("prisoner-length", "the prisoner 'A' must be 2 tiles long", .tiles),
    ("chute-off-board", "is not on the board", .tiles),
    ("chute-not-on-prisoner-row", "but the prisoner is on row", .tiles),
    ("fixed-label", "marks a fixed block, which must be 1x1", .tiles),
    ("fixed-label", "a fixed block must be labelled 'x'", .tiles),
    ("duplicate-label", "is used for more than one block", .tiles),
    // YAML.
    ("left-chute-indicator", "needs an indentation indicator, 'board: |", .rest),
    ("yaml-tab", "tab in indentation", .tiles),
    ("yaml-nbsp", "non-breaking space (U+00A0) in indentation", .character),
    ("yaml-syntax", "YAML syntax error", .rest),
    ("unknown-key", "unknown key", .key),
    ("duplicate-key", "duplicate key", .key),
    ("unknown-value", "; it is one of", .rest),
    ("missing-key", "needs '", .rest),
    ("wrong-type", "' must be ", .rest),
    ("board-and-blocks", "not both", .rest),
    ("board-style", "'board' must be a literal block scalar", .rest),
    ("blank-board-line", "blank line inside the board", .rest),
    ("empty-board", "'board' is empty", .rest),
    ("empty-set", "'puzzles' is empty", .rest),
    ("bad-size", "'size' is rows x columns", .rest),
    ("bad-label", "a block's label is one ASCII letter", .rest),
    ("negative-value", "must not be negative", .rest),
    ("not-a-mapping", "must be a mapping", .rest),
    ("bad-key", "keys must be plain names", .rest),
    ("several-documents", "holds one YAML document", .rest),
    ("yaml-feature", "is a line break to YAML 1.1", .character),
    ("yaml-feature", "is a character YAML does not allow raw", .character),
    // The alias or the tagged value alone, not the `}` or `]` after it in flow style.
    ("yaml-feature", "YAML aliases (*name) are not allowed", .value),
    ("yaml-feature", "YAML tags (", .value),
    ("yaml-feature", "YAML", .rest),
    // Database lines.
    ("database-line", "a database line", .rest),
    // The number alone: a database line's first word is no more than its last.
    ("not-a-number", "is not a non-negative whole number", .value),
    ("number-too-large", "is too large: the most a number may be", .value),
  ]

  /// The code and extent of `diagnostic`.
  static func classify(_ diagnostic: UnblockFormats.Diagnostic) -> (code: String, extent: Extent) {
    let message = diagnostic.message
    if let entry = table.first(where: { message.contains($0.fragment) }) {
      return (entry.code, entry.extent)
    }
    return (fallback, .rest)
  }

  /// The code of `diagnostic`.
  public static func code(of diagnostic: UnblockFormats.Diagnostic) -> String {
    classify(diagnostic).code
  }
}
