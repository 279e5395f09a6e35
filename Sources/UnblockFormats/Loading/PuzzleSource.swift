/// The puzzles of one file, taken one at a time: a grid or YAML file read whole, or a
/// database-line file streamed (see ``PuzzleLoader/open(_:)``).
///
/// A whole file's own problems are known before its first puzzle, a streamed file's only
/// at its end; ``takeDiagnostics()`` hands over those not yet taken, so a caller that asks
/// before the first puzzle and after the last reports each problem once, as early as it
/// is known.
public struct PuzzleSource {
  /// The path as the user named it, or `-` for standard input.
  public let path: String
  /// The format the file is read as; `nil` when it could not be read.
  public let format: PuzzleFormat?
  private var storage: Storage
  private var diagnosticsTaken = 0

  private enum Storage {
    case whole(PuzzleFile, next: Int)
    case streamed(DatabaseLineStream)
  }

  /// The puzzles of a file read whole.
  public init(_ file: PuzzleFile) {
    path = file.path
    format = file.format
    storage = .whole(file, next: 0)
  }

  /// The puzzles of a streamed database-line file.
  public init(_ stream: DatabaseLineStream) {
    path = stream.path
    format = .databaseLines
    storage = .streamed(stream)
  }

  /// Whether the file is streamed rather than read whole.
  public var isStreamed: Bool {
    if case .streamed = storage { return true }
    return false
  }

  /// The number in the file, from 1, of the first puzzle (see ``PuzzleFile/firstNumber``).
  public var firstNumber: Int {
    if case .whole(let file, _) = storage { return file.firstNumber }
    return 1
  }

  /// The set's name and author, for a YAML set file.
  public var collection: PuzzleFile.Collection? {
    if case .whole(let file, _) = storage { return file.collection }
    return nil
  }

  /// About the bytes of the file up to the last puzzle taken, for a progress display;
  /// `nil` for a file read whole.
  public var bytesTaken: Int? {
    if case .streamed(let stream) = storage { return stream.bytesTaken }
    return nil
  }

  /// Whether ``next()`` can answer without waiting for input: always for a file read whole.
  public var hasInputReady: Bool {
    if case .streamed(let stream) = storage { return stream.hasInputReady }
    return true
  }

  /// The next puzzle, valid or not, or `nil` at the end of the file.
  public mutating func next() -> PuzzleEntry? {
    switch storage {
    case .whole(let file, let next):
      guard next < file.entries.count else { return nil }
      storage = .whole(file, next: next + 1)
      return file.entries[next]
    case .streamed(var stream):
      // Moved out and back, so the stream is not copied at every puzzle.
      storage = .whole(PuzzleFile(path: path, format: nil), next: 0)
      defer { storage = .streamed(stream) }
      return stream.next()
    }
  }

  /// The file's own problems known so far (all of them, once ``next()`` has returned
  /// `nil`): unreadable, empty, malformed YAML, too many errors.
  public var diagnostics: [Diagnostic] {
    switch storage {
    case .whole(let file, _): file.diagnostics
    case .streamed(let stream): stream.diagnostics
    }
  }

  /// The file's own problems not taken before.
  public mutating func takeDiagnostics() -> [Diagnostic] {
    let all = diagnostics
    defer { diagnosticsTaken = all.count }
    return Array(all.dropFirst(diagnosticsTaken))
  }

  /// The file's own problems not taken before that lie above `line`: those a streamed
  /// file met on its way to the puzzle at `line` (a comment line too long), to be reported
  /// before that puzzle, not after the file's last one. The problems come in line order.
  public mutating func takeDiagnostics(above line: Int) -> [Diagnostic] {
    let untaken = diagnostics.dropFirst(diagnosticsTaken).prefix { $0.location.line < line }
    diagnosticsTaken += untaken.count
    return Array(untaken)
  }

  /// Whether the file could not be read, or reading stopped at data that is not text.
  /// Whether the path is a folder that could not be read (see ``PuzzleFile/isFolder``).
  public var isFolder: Bool {
    if case .whole(let file, _) = storage { return file.isFolder }
    return false
  }

  public var isUnreadable: Bool {
    switch storage {
    case .whole(let file, _): file.isUnreadable
    case .streamed(let stream): stream.isUnreadable
    }
  }

  /// The comment lines after the last puzzle of a grid or database-line file, once
  /// ``next()`` has returned `nil`.
  public var trailingComments: [String] {
    switch storage {
    case .whole(let file, _): file.trailingComments
    case .streamed(let stream): stream.trailingComments
    }
  }

  /// The file narrowed to the one puzzle `selector` picks, as
  /// ``PuzzleFile/selecting(_:)`` narrows it, taken from the puzzles not yet taken.
  ///
  /// A streamed file is read through holding only that puzzle and the few its error would
  /// list: `--puzzle 2577412` of the whole Rush Hour database needs no more memory than
  /// its first puzzle. Its own problems (binary data, too many errors) are known only at
  /// its end; a file that has one keeps no puzzle, and those problems.
  public mutating func selecting(_ selector: PuzzleSelector) -> PuzzleFile {
    guard isStreamed else { return collect().selecting(selector) }
    var listed: [PuzzleEntry] = []
    var pick: (entry: PuzzleEntry, offset: Int)?
    var count = 0
    while let entry = next() {
      if pick == nil, selector.picks(entry, at: count) { pick = (entry, count) }
      if listed.count < PuzzleFile.listedInSelectionError { listed.append(entry) }
      count += 1
    }
    var file = PuzzleFile(
      path: path, format: format, diagnostics: diagnostics, isUnreadable: isUnreadable)
    file.trailingComments = trailingComments
    if isUnreadable || diagnostics.contains(where: { $0.severity == .error }) { return file }
    return file.selected(pick, by: selector, listing: listed[...], of: count)
  }

  /// The whole file, with every puzzle not yet taken: for what needs them all at once (a
  /// streamed file is then held whole).
  public mutating func collect() -> PuzzleFile {
    switch storage {
    case .whole(var file, let next):
      file.entries.removeFirst(next)
      file.firstNumber += next
      storage = .whole(file, next: file.entries.count)
      return file
    case .streamed:
      var entries: [PuzzleEntry] = []
      while let entry = self.next() { entries.append(entry) }
      var file = PuzzleFile(
        path: path, format: format, entries: entries, diagnostics: diagnostics,
        isUnreadable: isUnreadable)
      file.trailingComments = trailingComments
      return file
    }
  }
}
