import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct EnumerationReportTests {
  static let header = EnumerationHeader(
    space: EnumerationSpace(
      size: BoardSize(rows: 6, columns: 6), chute: Chute(side: .right, row: 2), walls: 0...2),
    shard: EnumerationShard(index: 3, count: 8))

  static let result = EnumerationResult(
    puzzles: [
      EnumeratedPuzzle(moves: 60, board: "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", states: 2332),
      EnumeratedPuzzle(moves: 3, board: "BBBoooCCCooAAoooooooooooooooDDDoEEEo", states: 7),
      EnumeratedPuzzle(moves: 3, board: "BBBoooCCCoAAooooooooooooooooDDDoEEEo", states: 9),
    ], configurations: 5, seeds: 6, clusters: 4, states: 2400, duration: .milliseconds(1500))

  @Test func aRunSaysWhatItFoundWithoutItsTimeUnlessAsked() {
    let report = EnumerationReport(
      Self.result, header: Self.header, output: "part-3.txt", catalog: nil, comparison: nil,
      timings: false)
    #expect(
      report.json.description
        == #"{"output":"part-3.txt","catalog":null,"size":"6x6","exit":"right","exitRow":2,"walls":{"min":0,"max":2},"shard":{"index":3,"count":8},"reused":false,"puzzles":3,"configurations":5,"seeds":6,"clusters":4,"states":2400,"hardest":{"moves":60,"board":"IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM","states":2332},"byMoves":[{"moves":3,"puzzles":2},{"moves":60,"puzzles":1}],"histogram":null}"#
    )
    #expect(report.countsAgree)
    var timed = report
    timed.timings = true
    #expect(
      timed.json.description.hasSuffix(
        #","histogram":null,"milliseconds":1500,"statesPerSecond":1600,"resumedStates":0}"#))
  }

  /// A resumed run's states include those read back from `--resume`'s folder, as an
  /// uninterrupted run's do; its rate leaves them out: it said 6.8 million states/s for a
  /// 5x5 run with walls that does 5.7.
  @Test func aResumedRunRatesOnlyTheStatesItExplored() {
    var resumed = Self.result
    resumed.resumedStates = 900
    #expect(resumed.statesPerSecond == 1000)
    let report = EnumerationReport(
      resumed, header: Self.header, output: "part-3.txt", catalog: nil, comparison: nil,
      timings: true)
    #expect(report.json.description.contains(#""states":2400,"#))
    #expect(
      report.json.description.hasSuffix(
        #""milliseconds":1500,"statesPerSecond":1000,"resumedStates":900}"#))
  }

  @Test func aReusedFileHasNoWorkAndNoTime() {
    let report = EnumerationReport(
      header: EnumerationHeader(
        space: EnumerationSpace(
          size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .left, row: 1), walls: 0...0)),
      output: nil, catalog: "c.sqlite", work: nil, counts: MovesHistogram(counts: [:]),
      hardest: nil, comparison: nil, timings: true)
    #expect(
      report.json.description
        == #"{"output":null,"catalog":"c.sqlite","size":"4x4","exit":"left","exitRow":1,"walls":{"min":0,"max":0},"shard":null,"reused":true,"puzzles":0,"configurations":null,"seeds":null,"clusters":null,"states":null,"hardest":null,"byMoves":[],"histogram":null}"#
    )
  }

  @Test func aHistogramSaysWhereTheCountsDiffer() {
    let differ = EnumerationReport(
      Self.result, header: Self.header, output: "part-3.txt", catalog: nil,
      comparison: EnumerationReport.Comparison(
        path: "h.tsv", expected: MovesHistogram(counts: [3: 2, 60: 2, 61: 1])),
      timings: false)
    #expect(!differ.countsAgree)
    #expect(
      differ.json.description.hasSuffix(
        #","histogram":{"file":"h.tsv","equal":false,"differences":[{"moves":60,"found":1,"expected":2},{"moves":61,"found":0,"expected":1}]}}"#
      ))
    var agree = differ
    agree.comparison?.expected = MovesHistogram(counts: [3: 2, 60: 1])
    #expect(agree.countsAgree)
    #expect(
      agree.json.description.hasSuffix(
        #","histogram":{"file":"h.tsv","equal":true,"differences":[]}}"#))
  }
}
