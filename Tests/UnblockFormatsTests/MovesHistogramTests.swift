import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct MovesHistogramTests {
  @Test(.needsSharedFixtures) func readsTheDatabasesPublishedHistogram() throws {
    let path = SharedFixtures.path("rush-database-histogram.tsv")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let histogram = try MovesHistogram.read(text, path: path).get()
    #expect(histogram.total == 2_577_412)
    #expect(histogram.counts[60] == 1)
    #expect(histogram.counts.keys.max() == 60 && histogram.counts.keys.min() == 1)
  }

  @Test func namesEveryMoveCountWhereTwoDiffer() {
    let found = MovesHistogram([
      EnumeratedPuzzle(moves: 3, board: "a", states: 1),
      EnumeratedPuzzle(moves: 3, board: "b", states: 1),
      EnumeratedPuzzle(moves: 5, board: "c", states: 1),
    ])
    let expected = MovesHistogram(counts: [3: 2, 4: 1, 5: 0])
    #expect(
      found.comparison(with: expected, path: "h.tsv")
        == "counts differ from h.tsv at 4 moves (0 found, 1 expected), 5 moves (1 found, 0 expected)"
    )
    #expect(
      found.comparison(with: MovesHistogram(counts: [3: 2, 5: 1]), path: "h.tsv")
        == "counts equal h.tsv at every move count (3 puzzles)")
  }

  @Test func refusesABadLineAtItsLineAndColumn() {
    for (text, message) in [
      ("moves\tpuzzles\n1\t2\n1\t3\n", "h.tsv:3:1: error: a second line for 1 move"),
      (
        "# c\n4 5\n", "h.tsv:2:1: error: expected 'moves<TAB>puzzles', two whole numbers, not '4 5'"
      ),
      ("12\t-1\n", "h.tsv:1:4: error: the number of puzzles must be a whole number, not '-1'"),
      // Audit 39: a whole number, too large, was said not to be one.
      (
        "1\t99999999999999999999999\n",
        "h.tsv:1:3: error: the number of puzzles '99999999999999999999999' is too large: "
          + "a count has at most 18 digits"
      ),
      (
        "", "h.tsv:1:1: error: no counts: a histogram has a line 'moves<TAB>puzzles' per move count"
      ),
      (
        "# only a comment\nmoves\tpuzzles\n",
        "h.tsv:1:1: error: no counts: a histogram has a line 'moves<TAB>puzzles' per move count"
      ),
    ] {
      guard case .failure(let failure) = MovesHistogram.read(text, path: "h.tsv") else {
        Issue.record("read \(text)")
        continue
      }
      #expect(failure.description == message)
    }
  }

  @Test func checkpointFolderRefusesWhatIsNotItsRun() throws {
    let folder = try temporaryFolder(["file.txt": [1], "other/notes.txt": [2]])
    let header = EnumerationHeader(
      space: EnumerationSpace(
        size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...0))
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    let open = { (name: String, seeds: Int) in
      CheckpointDirectory.open(path: path(name), for: header, batchSeeds: seeds)
    }
    guard case .success(let created) = open("new", 10) else {
      Issue.record("no folder made")
      return
    }
    try created.record(batch: 3, EnumerationTally(puzzles: [], configurations: 2, seeds: 5))
    #expect(created.finished(batch: 3) == EnumerationTally(configurations: 2, seeds: 5))
    #expect(created.finished(batch: 4) == nil)
    guard case .success(let again) = open("new", 10) else {
      Issue.record("the same run refused")
      return
    }
    #expect(again.finishedBatches == 1)
    for (name, seeds, message) in [
      (
        "new", 11,
        "\(path("new")) holds the checkpoints of another run (see \(path("new"))/run.txt); give another folder"
      ),
      ("file.txt", 10, "\(path("file.txt")) is a file; --resume takes a folder"),
      ("other", 10, "\(path("other")) is not empty and holds no run.txt; give another folder"),
    ] {
      guard case .failure(let failure) = open(name, seeds) else {
        Issue.record("\(name) accepted")
        continue
      }
      #expect(failure.description == message)
    }
    again.remove()
    #expect(!FileManager.default.fileExists(atPath: path("new")))
  }

  @Test func aFileThatIsNoTextIsRefusedAtItsPlaceAndNeverEchoed() {
    // Audit 39: a histogram with a NUL byte was expected to be "a text puzzle file".
    #expect(
      MovesHistogram.read([0x00, 0x01], path: "b.tsv").failureText
        == "b.tsv:1:1: error: binary file (it holds a NUL byte): expected a histogram, lines of "
        + "'moves<TAB>puzzles'")
    let binary: [UInt8] = [0x31, 0x09, 0xFF, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]
    #expect(
      MovesHistogram.read(binary, path: "g.bin").failureText
        == "g.bin:1:3: error: file is not UTF-8 text (invalid byte here)")
    let long = "1\t" + String(repeating: "x", count: 200) + "\n"
    #expect(
      MovesHistogram.read(long, path: "l.tsv").failureText
        == "l.tsv:1:3: error: the number of puzzles must be a whole number, not '"
        + String(repeating: "x", count: 40) + "'...")
    #expect(
      MovesHistogram.read("1\tx\u{1B}[2J\n", path: "e.tsv").failureText
        == #"e.tsv:1:3: error: the number of puzzles must be a whole number, not "x\u001b[2J""#)
  }

  /// A file is read as every input file is: a missing one, a folder, are reported at
  /// `path:1:1` in plain words, as `enumerate --histogram` and the bench print them.
  @Test func readsAFileOrSaysWhyItCannot() throws {
    let folder = try temporaryFolder(["h.tsv": Array("moves\tpuzzles\n3\t2\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("h.tsv").path
    #expect(try MovesHistogram.read(contentsOf: file).get() == MovesHistogram(counts: [3: 2]))
    let missing = folder.appendingPathComponent("none.tsv").path
    #expect(
      MovesHistogram.read(contentsOf: missing).failureText
        == "\(missing):1:1: error: no such file or directory")
    #expect(
      MovesHistogram.read(contentsOf: folder.path).failureText
        == "\(folder.path):1:1: error: is a directory; expected a file")
  }
}

extension Result where Success == MovesHistogram, Failure == MovesHistogram.Failure {
  /// The failure's diagnostic as printed, or `nil` when the file read.
  fileprivate var failureText: String? {
    if case .failure(let failure) = self { return failure.diagnostic.description }
    return nil
  }
}
