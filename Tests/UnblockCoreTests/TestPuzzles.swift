import Foundation
import Testing
import UnblockCore

/// A minimal, test-only reader of grids and Rush Hour database lines.
///
/// The real parsers live in UnblockFormats; the core's tests must not depend on them.
enum TestPuzzles {
  /// A puzzle from its rows: `.` or `o` empty, `x` fixed, any other character a block,
  /// oriented along its run; the chute is on `side` of the prisoner's row.
  static func grid(_ rows: [String], chute side: Chute.Side = .right) -> Puzzle {
    var cells: [Character: [Cell]] = [:]
    var order: [Character] = []
    var fixed: [Cell] = []
    for (row, line) in rows.enumerated() {
      for (column, character) in line.enumerated() {
        let cell = Cell(row: row, column: column)
        switch character {
        case ".", "o": continue
        case "x": fixed.append(cell)
        default:
          if cells[character] == nil { order.append(character) }
          cells[character, default: []].append(cell)
        }
      }
    }
    var blocks = order.map { label -> Block in
      let run = cells[label]!
      let horizontal = run.count == 1 || run.allSatisfy { $0.row == run[0].row }
      return Block(
        label: label, orientation: horizontal ? .horizontal : .vertical, origin: run.min()!,
        length: run.count)
    }
    blocks += fixed.map(Block.fixed(at:))
    let prisonerRow = cells["A"]?.first?.row ?? 0
    return Puzzle(
      size: BoardSize(rows: rows.count, columns: rows.map(\.count).max() ?? 0), blocks: blocks,
      chute: Chute(side: side, row: prisonerRow))
  }

  /// A 6x6 puzzle from a 36-character database line.
  static func line(_ text: String) -> Puzzle {
    let characters = Array(text)
    return grid(stride(from: 0, to: 36, by: 6).map { String(characters[$0..<$0 + 6]) })
  }

  /// `../shared/fixtures`, or `nil` when the reference data is not beside the repository.
  static var fixtures: URL? {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/fixtures")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The 40 Rush Hour cards with their optimal move counts, or `[]` when the fixtures are
  /// absent.
  static func jam40() throws -> [(card: Int, puzzle: Puzzle, moves: Int)] {
    guard let fixtures else { return [] }
    let text = try String(
      contentsOf: fixtures.appendingPathComponent("thinkfun-jam40.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
    return lines.enumerated().map { number, line in
      let fields = line.split(separator: " ")
      return (number + 1, Self.line(String(fields[0])), Int(fields[1])!)
    }
  }

  /// Puzzle I-4 of Unblock Me: 23 moves, 58,419 reachable states.
  static let intermediate4 = grid([
    "..BCCC",
    "D.BEFF",
    "DAAEG.",
    ".H..GI",
    ".HJJGI",
    ".KKLL.",
  ])

  /// The hardest 6x6 wall-free puzzle: 51 moves, 4,780 reachable states.
  static let hardest51 = line("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")

  /// Applies `moves` to `puzzle`, recording whether each one was legal.
  static func replay(_ moves: [Move], on puzzle: Puzzle) -> Puzzle? {
    var board = puzzle
    for move in moves {
      guard let next = board.applying(move) else { return nil }
      board = next
    }
    return board
  }
}
