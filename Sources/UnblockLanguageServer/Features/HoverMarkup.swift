/// How a hover is written: in Markdown, or in plain text for a client that shows no
/// Markdown (its `hover.contentFormat` names only `plaintext`).
public enum HoverMarkup: String, Sendable {
  case markdown
  case plaintext

  /// The markup a client asks for with `contentFormat`, its kinds in order of preference:
  /// Markdown unless the client names kinds and Markdown is not among them.
  public init(preferring contentFormat: [String]?) {
    guard let contentFormat, !contentFormat.contains("markdown") else {
      self = .markdown
      return
    }
    self = contentFormat.contains("plaintext") ? .plaintext : .markdown
  }

  /// `text`, such as a puzzle's name, shown as written and in bold.
  func strong(_ text: String) -> String {
    switch self {
    case .markdown: "**\(Self.escaped(text))**"
    case .plaintext: text
    }
  }

  /// `text` as code, such as a block's label or a solution: Markdown shows a code span as
  /// written, so it needs no escape.
  func code(_ text: String) -> String {
    switch self {
    case .markdown: "`\(text)`"
    case .plaintext: text
    }
  }

  /// `lines` set apart as a block of code, such as a board.
  func block(_ lines: [String]) -> [String] {
    switch self {
    case .markdown: ["```"] + lines + ["```"]
    case .plaintext: lines
    }
  }

  /// `text` with each ASCII punctuation character that Markdown may read as markup
  /// escaped by a backslash (CommonMark lets any ASCII punctuation be escaped), and line
  /// breaks as spaces: a name such as `**x**` then shows as written, on one line.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.isNewline {
        result.append(" ")
      } else {
        if "\\`*_{}[]()<>#+-.!|~&".contains(character) { result.append("\\") }
        result.append(character)
      }
    }
    return result
  }
}
