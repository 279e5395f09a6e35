import UnblockCore

/// One tile as a grid or database line wrote it.
struct Tile: Sendable {
  /// What a character on the board means.
  enum Content: Hashable, Sendable {
    case empty
    case fixed
    case label(Character)
  }

  var content: Content
  var location: SourceLocation

  /// The tile `character` writes at `location`; an unknown character is reported in
  /// `diagnostics` and read as an empty tile, so the rest of the board is still checked.
  static func read(
    _ character: Character, at location: SourceLocation, path: String,
    diagnostics: inout [Diagnostic]
  ) -> Tile {
    switch content(of: character) {
    case .success(let content):
      return Tile(content: content, location: location)
    case .failure(let problem):
      diagnostics.append(.error(problem.description, path: path, at: location))
      return Tile(content: .empty, location: location)
    }
  }

  /// `A`-`Z`, `a`-`z` or `0`-`9`, tested on the byte: Unicode property lookups were the
  /// slowest part of reading database lines.
  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
  }

  /// The meaning of a tile character, or the reason it is not one.
  ///
  /// - Returns: the content, or an error message for an unknown character.
  static func content(of character: Character) -> Result<Content, TileError> {
    switch character {
    case ".", "o": return .success(.empty)
    case Block.fixedLabel: return .success(.fixed)
    case _ where character.asciiValue.map(isASCIILetterOrDigit) ?? false:
      return .success(.label(character))
    case "<", ">": return .failure(.misplacedChute(character))
    case _ where !character.isASCII: return .failure(.nonASCII(character))
    default: return .failure(.unknown(character))
    }
  }
}

/// Why a character cannot stand for a tile.
enum TileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A chute marker inside a row instead of at its end.
  case misplacedChute(Character)
  /// A character outside ASCII, such as `é` or an emoji.
  case nonASCII(Character)
  /// An ASCII character with no meaning on a board, such as `#`, `-` or a tab.
  case unknown(Character)

  var description: String {
    switch self {
    case .misplacedChute(let marker):
      marker == ">"
        ? "'>' marks a right chute and must come straight after the last tile of its row"
        : "'<' marks a left chute and must come straight before the first tile of its row"
    case .nonASCII(let character):
      "non-ASCII character '\(character)' (\(Self.codePoints(character))): tiles are '.', 'o', 'x' or ASCII letters and digits"
    case .unknown(let character):
      "unknown character \(Self.shown(character)): tiles are '.', 'o', 'x' or ASCII letters and digits"
    }
  }

  private static func codePoints(_ character: Character) -> String {
    character.unicodeScalars.map { scalar -> String in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: " ")
  }

  private static func shown(_ character: Character) -> String {
    switch character {
    case "\t": "tab"
    case " ": "space"
    case _ where character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false:
      "control character \(codePoints(character))"
    default: "'\(character)'"
    }
  }
}
