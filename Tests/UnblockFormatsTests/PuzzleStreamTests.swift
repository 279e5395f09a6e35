import Foundation
import Testing
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct PuzzleStreamTests {
  static let grid = "AA..\n....\n....\n....\n"

  /// Every step, in order, as the lines a test can compare.
  static func steps(_ stream: inout PuzzleStream) -> [String] {
    var steps: [String] = []
    while let item = stream.next() {
      switch item {
      case .fileProblems(let problems): steps.append("problems \(problems.count)")
      case .puzzle(let path, let index, _): steps.append("puzzle \(path) \(index)")
      case .fileEnded(let report): steps.append("end \(report.path)")
      }
    }
    return steps
  }

  /// `check` asks, before its first puzzle, whether the run holds another: a lone puzzle
  /// over --max-states was warned that its family was not compared with the others.
  @Test func tellsWhetherTheWalkHoldsSeveralPuzzlesAndKeepsItsSteps() throws {
    let folder = try temporaryFolder([
      "one.txt": Array(Self.grid.utf8), "two.txt": Array((Self.grid + "\n" + Self.grid).utf8),
      "bad.txt": Array("AA\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    for (names, several) in [
      ([path("one.txt")], false), ([path("two.txt")], true),
      ([path("one.txt"), path("one.txt")], false), ([path("one.txt"), path("bad.txt")], true),
      ([path("missing.txt"), path("one.txt")], false),
    ] {
      var plain = PuzzleStream(names)
      var asked = PuzzleStream(names)
      #expect(asked.holdsSeveralPuzzles() == several, "\(names)")
      #expect(Self.steps(&asked) == Self.steps(&plain), "\(names)")
    }
  }
}
