import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct GeneratedPuzzleReportTests {
  @Test func aPuzzleIsOneObjectWithItsFileAndTheFullSeed() async throws {
    var options = GeneratorOptions(
      moves: 3...5, count: 1, seed: .max, size: BoardSize(rows: 4, columns: 4))
    options.jobs = 1
    let puzzles = try await Generator(options: options).generate()
    let puzzle = try #require(puzzles.first)
    let report = GeneratedPuzzleReport(puzzle, name: "puzzle-001", file: "out/puzzle-001.yaml")
    let board = DatabaseLinePrinter.board(of: puzzle.puzzle)
    #expect(
      report.json.description
        == #"{"file":"out/puzzle-001.yaml","name":"puzzle-001","index":1,"size":"4x4","exit":"right","exitRow":1,"board":""#
        + board
        + #"","moves":\#(puzzle.moves),"category":"\#(puzzle.category.rawValue)","states":\#(puzzle.clusterSize),"solutions":\#(puzzle.solutions),"solutionsSaturated":false,"seed":18446744073709551615,"generator":"\#(puzzle.generatorVersion)"}"#
    )
  }
}
