import Foundation
import Testing
import UnblockCore

@testable import UnblockFormats

/// Shard files as `unblock enumerate --shard I/N` writes them, made here by the enumerator
/// and the header type, merged back into the bytes of the unsharded run.
@Suite struct ShardMergeTests {
  /// 4x4 boards without walls, right chute in row 1 (small: the debug build enumerates it
  /// in about a second).
  static let space = EnumerationSpace(
    size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...0)

  /// The file enumerate writes for `shard`, or for the whole run when `shard` is nil,
  /// without its trailer (see ``sealed(_:)``).
  static func file(_ shard: EnumerationShard?, space: EnumerationSpace = space) -> String {
    let result = try! Enumerator(space: space).run(shard: shard ?? .whole)!
    return EnumerationHeader(space: space, shard: shard).text
      + result.puzzles.map { $0.line + "\n" }.joined()
  }

  /// The 8 shard files of ``space``, by index.
  static let shards = (0..<8).map { file(EnumerationShard(index: $0, count: 8)!) }

  /// `text` and the trailer that sums it, as enumerate ends its files.
  static func sealed(_ text: String) -> String { text + FileTrailer.line(for: text) }

  /// Reads `text` sealed, as enumerate would have written it.
  static func read(_ text: String, path: String) throws -> ShardFile {
    try ShardFile.read(Array(sealed(text).utf8), path: path).get()
  }

  static func merge(_ texts: [(path: String, text: String)]) throws -> Result<
    String, ShardMerge.Failure
  > {
    ShardMerge.merge(try texts.map { try read($0.text, path: $0.path) })
  }

  /// The lines of a shard's header: the run's four, `# shard:` and `# seeds:`.
  static let headerLines = 6

  static func named(_ indices: [Int]) -> [(path: String, text: String)] {
    indices.map { ("shard-\($0).txt", shards[$0]) }
  }

  @Test func mergesEightShardsInAnyOrderIntoTheBytesOfTheWholeRun() throws {
    let whole = Self.file(nil)
    #expect(whole.split(separator: "\n").count > 20)
    #expect(try Self.merge(Self.named([5, 0, 7, 2, 1, 6, 3, 4])).get() == Self.sealed(whole))
    // Every shard holds some of the work: the split is real.
    #expect(Self.shards.allSatisfy { $0.split(separator: "\n").count > Self.headerLines })
  }

  @Test func aWholeRunMergesIntoItself() throws {
    let whole = Self.file(nil)
    #expect(try Self.merge([("all.txt", whole)]).get() == Self.sealed(whole))
  }

  @Test func refusesMissingShardsNamingThem() throws {
    let failure = try #require(Self.merge(Self.named([0, 1, 2, 4, 6, 7])).failure)
    #expect(
      failure.problems == [
        .missing([EnumerationShard(index: 3, count: 8)!, .init(index: 5, count: 8)!])
      ])
    #expect(failure.description == "error: shards 3/8, 5/8 are missing")
  }

  @Test func refusesARepeatedShardAtItsShardLine() throws {
    let texts = Self.named(Array(0..<8)) + [("again.txt", Self.shards[2])]
    let failure = try #require(Self.merge(texts).failure)
    #expect(failure.description == "again.txt:5:1: error: shard 2/8 again: shard-2.txt holds it")
  }

  @Test func aFileGivenTwiceIsSaidToBe() throws {
    let texts = Self.named(Array(0..<8)) + [Self.named([2])[0]]
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description
        == "shard-2.txt:5:1: error: shard-2.txt is given twice (it holds shard 2/8)")
  }

  @Test func refusesAShardOfAnotherEnumerationAtTheHeaderLineThatDiffers() throws {
    var other = Self.space
    other.chute.row = 2
    let texts =
      Self.named(Array(0..<7))
      + [("other.txt", Self.file(EnumerationShard(index: 7, count: 8), space: other))]
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description == """
        other.txt:3:1: error: from another enumeration: '# exit: right, row 2' where shard-0.txt has '# exit: right, row 1'
        error: shard 7/8 is missing
        """)
  }

  @Test func refusesAShardOfAnotherShardCount() throws {
    let texts =
      Self.named(Array(0..<8)) + [("four.txt", Self.file(EnumerationShard(index: 1, count: 4)))]
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description
        == "four.txt:5:1: error: shard 1/4 is one of 4 shards, where shard-0.txt is one of 8")
  }

  @Test func namesTheSeedRuleUnderTheShardLine() throws {
    let lines = Self.shards[3].split(separator: "\n")
    #expect(lines[4] == "# shard: 3/8")
    #expect(lines[5] == "# seeds: solved, packed, no block out of reach")
    let file = try Self.read(Self.shards[3], path: "s.txt")
    #expect(file.header.seeds == EnumerationHeader.seedRule)
    #expect(file.shardLine == 5)
    #expect(file.puzzles.first?.line == 7)
  }

  @Test func namesTheMirrorImagesInTheRuleOfASymmetricBoard() {
    let shard = EnumerationShard(index: 0, count: 2)!
    let symmetric = EnumerationSpace(
      size: BoardSize(rows: 5, columns: 5), chute: Chute(side: .left, row: 2), walls: 0...1)
    #expect(
      EnumerationHeader(space: symmetric, shard: shard).seeds
        == "solved, packed, no block out of reach, mirror images by the lesser configuration")
    // Not on 6x6, nor with the chute off the middle row: such shards keep the rule before.
    for space in [
      EnumerationSpace.rushHourDatabase,
      EnumerationSpace(
        size: BoardSize(rows: 5, columns: 5), chute: Chute(side: .right, row: 1), walls: 0...0),
    ] {
      #expect(EnumerationHeader(space: space, shard: shard).seeds == EnumerationHeader.seedRule)
    }
    #expect(EnumerationHeader(space: symmetric).seeds == nil)
  }

  /// Shard 4 as an unblock older than the `# seeds:` line wrote it.
  static var shardWithoutSeedRule: String {
    Self.shards[4].replacingOccurrences(of: "# seeds: \(EnumerationHeader.seedRule)\n", with: "")
  }

  @Test func refusesAShardThatNamesNoSeedRule() throws {
    #expect(Self.shardWithoutSeedRule != Self.shards[4])
    // It still reads, as a puzzle set does: only the merge needs the rule.
    let file = try Self.read(Self.shardWithoutSeedRule, path: "old.txt")
    #expect(file.header.seeds == nil)
    #expect(file.puzzles.count == Self.shards[4].split(separator: "\n").count - Self.headerLines)
    var texts = Self.named(Array(0..<8))
    texts[4] = ("old.txt", Self.shardWithoutSeedRule)
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description
        == "old.txt:5:1: error: shard 4/8 names no seed rule: an unblock older than the '# seeds:' line wrote it, and may have dealt the configurations otherwise; run every shard with one unblock\nerror: shard 4/8 is missing"
    )
  }

  @Test func refusesAShardDealtByAnotherSeedRule() throws {
    var texts = Self.named(Array(0..<8))
    texts[6].text = Self.shards[6].replacingOccurrences(
      of: "# seeds: \(EnumerationHeader.seedRule)", with: "# seeds: solved, packed")
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description
        == "shard-6.txt:6:1: error: shard 6/8 was dealt by the seed rule 'solved, packed', where shard-0.txt has 'solved, packed, no block out of reach'; run every shard with one unblock\nerror: shard 6/8 is missing"
    )
  }

  /// Shard 1's hardest board, with `moves` or its own moves, put in shard 0 where it
  /// belongs in the order: the merge is refused at shard 1's line, which comes later.
  private func expectRefusalOfShard1sHardestBoardInShard0(moves: Int? = nil) throws {
    let stolen = try #require(
      ShardFile.parseLine(
        String(Self.shards[1].split(separator: "\n")[Self.headerLines]), boardLength: 16))
    let copy = EnumeratedPuzzle(
      moves: moves ?? stolen.moves, board: stolen.board, states: stolen.states)
    var lines = Self.shards[0].split(separator: "\n").map(String.init)
    let body = lines[Self.headerLines...].map {
      try! #require(ShardFile.parseLine($0, boardLength: 16))
    }
    let position =
      Self.headerLines + (body.firstIndex { EnumeratedPuzzle.precedes(copy, $0) } ?? body.count)
    lines.insert(copy.line, at: position)
    var texts = Self.named(Array(0..<8))
    texts[0].text = lines.map { $0 + "\n" }.joined()
    let failure = try #require(Self.merge(texts).failure)
    #expect(
      failure.description
        == "shard-1.txt:7:4: error: the board of shard-0.txt:\(position + 1) again: shards of one run never share a cluster"
    )
  }

  @Test func refusesABoardThatTwoShardsHold() throws {
    try expectRefusalOfShard1sHardestBoardInShard0()
  }

  /// A board two shards give different moves is refused too: sorted by moves, its lines
  /// are far apart, where the same line twice stands side by side.
  @Test func refusesABoardThatTwoShardsHoldWithOtherMoves() throws {
    try expectRefusalOfShard1sHardestBoardInShard0(moves: 1)
  }

  @Test func refusesLinesThatAreNotAsEnumerateWritesThem() throws {
    var lines = Self.shards[0].split(separator: "\n").map(String.init)
    let first = lines[6]
    lines[6] = lines[7]
    lines[7] = first
    lines.append("7 " + String(first.dropFirst(3)))
    let text = Self.sealed(lines.map { $0 + "\n" }.joined())
    let failure = try #require(ShardFile.read(Array(text.utf8), path: "s.txt").failure)
    #expect(
      failure.description == """
        s.txt:8:1: error: out of order: this line goes before line 7 (hardest first, then by board)
        s.txt:\(lines.count):1: error: written otherwise than enumerate writes it: '0\(lines.last!)'
        """)
  }

  @Test func refusesAFileCutInsideALine() throws {
    let text = String(Self.shards[0].dropLast(3))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let failure = try #require(ShardFile.read(Array(text.utf8), path: "cut.txt").failure)
    #expect(
      failure.description
        == "cut.txt:\(lines.count):\(lines.last!.count + 1): error: the file ends inside a line: an enumeration file ends with a newline"
    )
  }

  /// A file cut at a line end, with a line removed, or without a trailer (cut short, or
  /// written by an unblock before trailers) is refused at its last line.
  @Test func refusesAFileItsTrailerDoesNotVouchFor() throws {
    let whole = Self.sealed(Self.shards[0])
    let lines = whole.split(separator: "\n").map { $0 + "\n" }
    for (text, message) in [
      (
        lines.prefix(lines.count - 3).joined(),
        "it does not end with its '# end: N lines, fnv1a64 HEX' line: it was cut short, or written by an earlier unblock"
      ),
      (
        (lines.prefix(7) + lines.dropFirst(8)).joined(),
        "it holds \(lines.count - 2) lines before its '# end:' line, which says \(lines.count - 1): lines were cut or added"
      ),
    ] {
      let failure = try #require(ShardFile.read(Array(text.utf8), path: "s.txt").failure)
      let count = text.split(separator: "\n").count
      #expect(
        failure.description
          == "s.txt:\(count):1: error: the file is not whole: \(message); enumerate it again"
      )
    }
  }

  @Test func refusesAFileWithoutTheHeader() throws {
    let failure = try #require(ShardFile.read(Array("05 AAoo\n".utf8), path: "bare.txt").failure)
    #expect(failure.description.hasPrefix("bare.txt:1:1: error: "))
  }
}

extension Result {
  /// The error, or `nil` on success.
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
