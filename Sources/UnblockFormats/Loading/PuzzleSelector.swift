import UnblockCore

/// Which puzzle of a file a command takes (`--puzzle NAME|INDEX`): its number in the file,
/// counted from 1 as `check` counts (`puzzle 2`), or its `name:`.
public enum PuzzleSelector: Hashable, Sendable {
  /// The puzzle's number in its file, from 1.
  case number(Int)
  /// The first puzzle whose `name:` is exactly this.
  case name(String)

  /// A selector read from a command line: digits alone are a number, anything else a name.
  public init(_ text: String) {
    if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text) {
      self = .number(number)
    } else {
      self = .name(text)
    }
  }

  /// How a message names the puzzle asked for: `puzzle 3` or `puzzle "expert-003"`.
  public var description: String {
    switch self {
    case .number(let number): "puzzle \(number)"
    case .name(let name): "puzzle \(JSONLine.quoted(name))"
    }
  }
}

extension PuzzleFile {
  /// The most puzzles a selection error lists by number and name.
  static let listedInSelectionError = 10

  /// This file narrowed to the one puzzle `selector` picks, keeping the file's own problems
  /// and ``firstNumber`` set to the puzzle's number in the file.
  ///
  /// When no puzzle matches, the file keeps no puzzle and gains an error at its start that
  /// says what the file holds. A file that could not be read, or whose own problems include
  /// an error, is returned as it is: those errors come first.
  public func selecting(_ selector: PuzzleSelector) -> PuzzleFile {
    if isUnreadable || diagnostics.contains(where: { $0.severity == .error }) { return self }
    let index = entries.indices.first { selector.picks(entries[$0], at: $0) }
    return selected(
      index.map { (entries[$0], $0) }, by: selector,
      listing: entries.prefix(Self.listedInSelectionError), of: entries.count)
  }

  /// This file, without its puzzles, narrowed to `pick` (the entry and its offset in the
  /// file), or with an error that lists `listed`, the first of its `count` puzzles.
  func selected(
    _ pick: (entry: PuzzleEntry, offset: Int)?, by selector: PuzzleSelector,
    listing listed: ArraySlice<PuzzleEntry>, of count: Int
  ) -> PuzzleFile {
    var selected = self
    guard let pick else {
      selected.entries = []
      let contents = contentsForSelection(listing: listed, of: count)
      selected.diagnostics.append(
        .error("no \(selector.description) in this file; \(contents)", path: path, at: .start))
      return selected
    }
    selected.entries = [pick.entry]
    selected.firstNumber = firstNumber + pick.offset
    return selected
  }

  /// `it holds 2 puzzles: 1 "a", 2 (no name)`, listing at most ``listedInSelectionError``.
  func contentsForSelection(listing listed: ArraySlice<PuzzleEntry>, of count: Int) -> String {
    guard count > 0 else { return "it holds no puzzle" }
    let names = listed.prefix(Self.listedInSelectionError).enumerated().map { offset, entry in
      "\(firstNumber + offset) "
        + (entry.metadata.name.map { JSONLine.quoted($0.value) } ?? "(no name)")
    }
    let more = count - names.count
    return "it holds \(counted(count, "puzzle")): " + names.joined(separator: ", ")
      + (more > 0 ? ", and \(more) more" : "")
  }
}

extension PuzzleSelector {
  /// Whether the selector picks `entry`, at `offset` from the first puzzle of its file.
  func picks(_ entry: PuzzleEntry, at offset: Int) -> Bool {
    switch self {
    case .number(let number): offset == number - 1
    case .name(let name): entry.metadata.name?.value == name
    }
  }
}
