/// The play page: one self-contained HTML file that plays, hints and replays a puzzle or a
/// whole set.
///
/// The file holds everything it needs: the style, the script and the puzzles' data, inline.
/// Its Content-Security-Policy forbids every request, so it works the same from `file://`
/// and from any static host.
public struct PlayPage: Sendable {
  /// The page's title: the set's name, or the single puzzle's.
  public var title: String
  public var puzzles: [PlayablePuzzle]

  public init(title: String, puzzles: [PlayablePuzzle]) {
    self.title = title
    self.puzzles = puzzles
  }

  /// The whole HTML document.
  public func html() -> String {
    let data = PageData(title: title, puzzles: puzzles).json()
    return PlayMarkup.document(title: Self.escaped(title), data: data)
  }

  /// `text` with HTML's special characters as entities.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
