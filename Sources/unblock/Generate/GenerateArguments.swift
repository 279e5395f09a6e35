import ArgumentParser
import UnblockCore

/// `--moves`: `MIN...MAX`, `MIN...` (open above) or a single number.
struct MovesArgument: ExpressibleByArgument {
  var range: ClosedRange<Int>

  init?(argument: String) {
    let parts = argument.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    guard let low = Int(parts[0]), low >= 0 else { return nil }
    if parts.count == 1 {
      range = low...low
    } else if parts[1].isEmpty {
      range = low...Int.max
    } else if let high = Int(parts[1]), high >= low {
      range = low...high
    } else {
      return nil
    }
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
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]) else {
      return nil
    }
    size = BoardSize(rows: rows, columns: columns)
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
