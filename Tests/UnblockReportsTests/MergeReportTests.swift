import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

/// What `catalog merge` says once merged: one line for people, one object for programs.
@Suite struct MergeReportTests {
  @Test func saysTheShardsPuzzlesAndOutput() {
    let report = MergeReport(shards: 8, puzzles: 1730, output: "5x5.txt")
    #expect(report.text == "merged 8 shards, 1730 puzzles, into 5x5.txt")
    #expect(report.json.description == #"{"output":"5x5.txt","shards":8,"puzzles":1730}"#)
    let printed = MergeReport(shards: 1, puzzles: 0, output: nil)
    #expect(printed.text == "merged 1 shard, 0 puzzles")
    #expect(printed.json.description == #"{"output":"-","shards":1,"puzzles":0}"#)
  }

  /// The counts are the files': one shard per file, and every line of each.
  @Test func countsTheFilesMerged() throws {
    let space = EnumerationSpace(
      size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...0)
    var files: [ShardFile] = []
    for index in 0..<2 {
      let shard = try #require(EnumerationShard(index: index, count: 2))
      let result = try #require(try Enumerator(space: space).run(shard: shard))
      let body =
        EnumerationHeader(space: space, shard: shard).text
        + result.puzzles.map { $0.line + "\n" }.joined()
      let bytes = Array((body + FileTrailer.line(for: body)).utf8)
      files.append(try ShardFile.read(bytes, path: "part-\(index).txt").get())
    }
    let report = MergeReport(files, output: "4x4.txt")
    #expect(report.shards == 2)
    #expect(report.puzzles == 32)
    #expect(report.text == "merged 2 shards, 32 puzzles, into 4x4.txt")
  }
}
