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
    case .name(let name): "puzzle \"\(name)\""
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
    var selected = self
    let index: Int? =
      switch selector {
      case .number(let number): entries.indices.contains(number - 1) ? number - 1 : nil
      case .name(let name): entries.firstIndex { $0.metadata.name?.value == name }
      }
    guard let index else {
      selected.entries = []
      selected.diagnostics.append(
        .error(
          "no \(selector.description) in this file; \(contentsForSelection)", path: path, at: .start
        ))
      return selected
    }
    selected.entries = [entries[index]]
    selected.firstNumber = firstNumber + index
    return selected
  }

  /// `it holds 2 puzzles: 1 "a", 2 (no name)`, listing at most ``listedInSelectionError``.
  var contentsForSelection: String {
    guard !entries.isEmpty else { return "it holds no puzzle" }
    let listed = entries.prefix(Self.listedInSelectionError).enumerated().map { offset, entry in
      "\(firstNumber + offset) " + (entry.metadata.name.map { "\"\($0.value)\"" } ?? "(no name)")
    }
    let more = entries.count - listed.count
    return "it holds \(counted(entries.count, "puzzle")): " + listed.joined(separator: ", ")
      + (more > 0 ? ", and \(more) more" : "")
  }
}
