import ArgumentParser
import UnblockFormats

/// `--puzzle NAME|INDEX`: digits alone are a puzzle's number in its file, anything else its
/// name, one that starts with `-` too (`--puzzle -1`).
extension PuzzleSelector {
  /// The value of `--puzzle`, which the option takes whatever it starts with, so that
  /// `--puzzle -1` names a puzzle instead of saying `Missing value`. A value that looks
  /// like an option (`--format`, `-o`) is taken for a forgotten value and refused: `check
  /// --puzzle --format json p.yaml` looked for a puzzle named `--format` and a file `json`.
  static func argument(_ text: String) throws -> PuzzleSelector {
    let isOption =
      text.hasPrefix("--")
      || (text.count == 2 && text.first == "-" && text.last?.isLetter == true)
    if isOption {
      throw PuzzleSelectorProblem(
        description: "'\(text)' is an option, not a puzzle's number or name: give --puzzle a value")
    }
    // Digits alone are a number, also past the largest there is, which was looked up as
    // a name (`no puzzle "18446744073709551617"`).
    if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
      throw PuzzleSelectorProblem(
        description: "'\(text)' is too large for a puzzle's number: no file holds so many")
    }
    return PuzzleSelector(text)
  }
}

/// Why a `--puzzle` value was refused, for the parser's message.
struct PuzzleSelectorProblem: Error, CustomStringConvertible {
  let description: String
}
