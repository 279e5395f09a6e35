import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct RoundTripTests {
  static let puzzles = RandomPuzzles.everySize(count: 8, seed: 2026)

  @Test func randomPuzzlesObeyTheRules() {
    #expect(Self.puzzles.count == 400)
    #expect(Self.puzzles.allSatisfy { $0.isValid })
    #expect(Self.puzzles.contains { $0.blocks.contains { $0.orientation == .fixed } })
  }

  @Test func gridRoundTripsEveryPuzzle() {
    for puzzle in Self.puzzles {
      let text = GridPrinter.print(puzzle)
      let file = load(text)
      #expect(file.entries.first?.puzzle == puzzle, "\(text)")
      // Printing the parsed puzzle again gives the same bytes: the form is canonical.
      #expect(file.entries.first?.puzzle.map(GridPrinter.print) == text)
    }
  }

  @Test func yamlGridRoundTripsEveryPuzzle() {
    for puzzle in Self.puzzles {
      let text = YAMLPrinter.print(puzzle)
      #expect(load(text, path: "p.yaml").entries.first?.puzzle == puzzle, "\(text)")
    }
  }

  @Test func yamlBlockListRoundTripsEveryPuzzle() {
    for puzzle in Self.puzzles {
      let text = YAMLPrinter.print(puzzle, style: .blocks)
      let entry = load(text, path: "p.yaml").entries.first
      #expect(entry?.puzzle == puzzle, "\(text)")
      #expect(entry?.boardStyle == .blocks)
    }
  }

  @Test func yamlSetRoundTripsEveryPuzzle() {
    let text = YAMLPrinter.printSet(
      name: "All", author: nil,
      puzzles: Self.puzzles.enumerated().map { index, puzzle in
        (
          puzzle, PuzzleMetadata(name: Located("p\(index)", at: .start)),
          index % 2 == 0 ? .grid : .blocks, []
        )
      })
    let file = load(text, path: "all.set.yaml")
    #expect(file.allDiagnostics.isEmpty)
    #expect(file.entries.map(\.puzzle) == Self.puzzles)
    #expect(file.entries.map { $0.metadata.name?.value } == Self.puzzles.indices.map { "p\($0)" })
  }

  @Test func databaseLineRoundTripsEverySixBySixRightChutePuzzle() throws {
    let fitting = Self.puzzles.filter { $0.size == .standard && $0.chute.side == .right }
    #expect(fitting.count == 8)
    for (index, puzzle) in fitting.enumerated() {
      let line = try DatabaseLinePrinter.line(for: puzzle, moves: index, states: 100 + index).get()
      let entry = DatabaseLineReader.readLine(line, number: 1, path: "db.txt")
      #expect(entry.puzzle == puzzle, "\(line)")
      #expect(entry.metadata.moves?.value == index)
      #expect(entry.metadata.generated?.states?.value == 100 + index)
    }
  }

  @Test func yamlKeepsEveryMetadataValueThroughARoundTrip() throws {
    let puzzle = try #require(load(GridReaderTests.i4).entries[0].puzzle)
    let metadata = PuzzleMetadata(
      name: Located("Quote \" backslash \\ tab \t newline \n été 🙂 \u{7F}", at: .start),
      author: Located("true", at: .start), level: Located(.expert, at: .start),
      moves: Located(0, at: .start),
      generated: PuzzleMetadata.Generation(
        version: Located("1.0", at: .start), seed: Located(UInt64.max, at: .start),
        states: Located(1, at: .start), solutions: Located(3, at: .start)))
    let text = YAMLPrinter.print(puzzle, metadata: metadata)
    let entry = try #require(load(text, path: "p.yaml").entries.first)
    #expect(entry.diagnostics.isEmpty)
    #expect(entry.metadata.name?.value == metadata.name?.value)
    #expect(entry.metadata.author?.value == "true")
    #expect(entry.metadata.level?.value == .expert)
    #expect(entry.metadata.moves?.value == 0)
    #expect(entry.metadata.generated?.seed?.value == UInt64.max)
    #expect(entry.metadata.generated?.version?.value == "1.0")
    #expect(entry.metadata.generated?.states?.value == 1)
    #expect(entry.metadata.generated?.solutions?.value == 3)
  }
}
