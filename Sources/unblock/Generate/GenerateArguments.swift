import ArgumentParser
import UnblockCore
import UnblockFormats

/// `--moves`: `MIN...MAX`, `MIN...` (open above) or a single number.
struct MovesArgument: ExpressibleByArgument {
  var range: ClosedRange<Int>

  init?(argument: String) {
    guard let parsed = try? Self.parse(argument) else { return nil }
    self = parsed
  }

  init(range: ClosedRange<Int>) {
    self.range = range
  }

  /// Why a range does not read, for the option's error: `The value '5...3' is invalid for
  /// '--moves <range>': MIN 5 is over MAX 3`.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a range as ``init(argument:)`` does, or says what is wrong with it; the
  /// options take it as their transform, so the reason reaches the user.
  static func parse(_ argument: String) throws -> MovesArgument {
    let parts = argument.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    func number(_ text: Substring) throws -> Int {
      if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
        throw Problem(description: "'\(text)' is too large: the most a number may be is \(Int.max)")
      }
      guard let value = Int(text), value >= 0 else {
        throw Problem(
          description: "'\(text)' is not a whole number of 0 or more (MIN...MAX, MIN... or N)")
      }
      return value
    }
    // `...MAX` has no MIN, which a range needs: 0 is the least of any.
    if parts.count == 2 && parts[0].isEmpty {
      throw Problem(
        description:
          "'\(argument)' has no MIN: a range is MIN...MAX, MIN... or N (0...\(parts[1]) for at most \(parts[1]))"
      )
    }
    let low = try number(parts[0])
    if parts.count == 1 { return MovesArgument(range: low...low) }
    if parts[1].isEmpty { return MovesArgument(range: low...Int.max) }
    let high = try number(parts[1])
    guard high >= low else { throw Problem(description: "MIN \(low) is over MAX \(high)") }
    return MovesArgument(range: low...high)
  }
}

/// `--size RxC`, rows by columns.
struct SizeArgument: ExpressibleByArgument {
  var size: BoardSize

  init(size: BoardSize) {
    self.size = size
  }

  var defaultValueDescription: String { size.description }

  init?(argument: String) {
    // Exactly two whole numbers around one x: '5x5x' and '5xx5' are no sizes.
    guard let size = EnumerationHeader.parseSize(argument.lowercased()) else { return nil }
    self.size = size
  }
}

/// `--exit-row`: a row counted from 0, or `any`.
struct ExitRowArgument: ExpressibleByArgument {
  /// `nil` for any row.
  var row: Int?

  init?(argument: String) {
    if argument == "any" {
      row = nil
    } else if let row = Int(argument) {
      self.row = row
    } else {
      return nil
    }
  }
}

extension Category: ExpressibleByArgument {}

extension GeneratorOptions.ExitSide: ExpressibleByArgument {}
