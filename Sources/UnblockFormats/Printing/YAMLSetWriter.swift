import UnblockCore

/// One YAML set file made of the puzzles of several files, given one at a time and written
/// out as it goes: what `convert --to yaml` prints for several files, or for one streamed
/// database-line file, with memory bounded by a puzzle rather than by the set.
///
/// Every comment is carried. Each file's comments on its own keys (a YAML set's name,
/// author and list) go above its first puzzle; the comments after its last puzzle go below
/// that puzzle, and those of the set's last puzzle at the end of the set. So a puzzle is
/// written once the next one arrives, or at the end: only then is it known to be the last.
/// A file without puzzles adds nothing, its comments included.
public struct YAMLSetWriter: ~Copyable {
  private let write: (_ text: String, _ puzzles: Int) -> Void
  /// The latest puzzle, not yet written.
  private var held: (entry: PuzzleEntry, puzzle: Puzzle)?
  /// The comments for the first puzzle of the file begun, until it comes.
  private var heading: [String] = []
  /// Whether the file begun has had a puzzle.
  private var fileHasPuzzles = false
  private var buffer = ""
  /// The puzzles in ``buffer``.
  private var buffered = 0

  /// The text gathered before it is written: large enough that writing costs little.
  static let bufferSize = 1 << 20

  /// A set whose first line points at `schema`; its text goes to `write`, in pieces, each
  /// with the number of puzzles it holds.
  public init(
    schema: String? = YAMLPrinter.setSchema,
    write: @escaping (_ text: String, _ puzzles: Int) -> Void
  ) {
    self.write = write
    buffer = YAMLPrinter.setHead(name: nil, author: nil, schema: schema)
  }

  /// Starts the next file, whose first puzzle gets `heading` above it (the comments of a
  /// YAML set's own keys, in the order of the file).
  public mutating func beginFile(heading: [String] = []) {
    self.heading = heading
    fileHasPuzzles = false
  }

  /// Adds the next puzzle of the file begun.
  public mutating func add(_ entry: PuzzleEntry, _ puzzle: Puzzle) {
    var entry = entry
    if !fileHasPuzzles {
      entry.yamlComments.above[""] = heading + (entry.yamlComments.above[""] ?? [])
      entry.yamlComments.inFileOrder = heading + entry.yamlComments.inFileOrder
      fileHasPuzzles = true
    }
    if let held { append(held) }
    held = (entry, puzzle)
  }

  /// Ends the file begun: `below` goes below its last puzzle.
  public mutating func endFile(below: [String]) {
    guard fileHasPuzzles, var last = held else { return }
    last.entry.yamlComments.below += below
    held = last
  }

  /// Adds a whole file: its puzzles, and its comments where the set keeps them.
  public mutating func add(_ file: PuzzleFile) {
    beginFile(heading: file.comments.inFileOrder)
    for entry in file.entries {
      if let puzzle = entry.puzzle { add(entry, puzzle) }
    }
    endFile(below: file.comments.below + file.trailingComments.map { GridPrinter.commentLine($0) })
  }

  /// Writes the last puzzle, with the comments below it at the end of the set, and
  /// everything not yet written.
  public consuming func finish() {
    var tail = YAMLComments()
    if var last = held {
      tail.below = last.entry.yamlComments.below
      last.entry.yamlComments.below = []
      append(last)
    }
    write(buffer + YAMLPrinter.setTail(notes: tail), buffered)
  }

  private mutating func append(_ item: (entry: PuzzleEntry, puzzle: Puzzle)) {
    buffer += YAMLPrinter.setItem(
      item.puzzle, metadata: item.entry.metadata, style: item.entry.boardStyle,
      comments: item.entry.comments, rowComments: item.entry.rowComments,
      notes: item.entry.yamlComments)
    buffered += 1
    if buffer.utf8.count >= Self.bufferSize {
      write(buffer, buffered)
      buffer = ""
      buffered = 0
    }
  }
}
