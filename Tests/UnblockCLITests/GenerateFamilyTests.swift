import Foundation
import Testing
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// `unblock generate` keeps one puzzle per family: a puzzle's cluster and its images that
/// keep rows as rows, mirrored left to right, top to bottom, and turned half a turn. With
/// `--exit-row any` a puzzle and its image top to bottom (the chute on row `rows - 1 - r`)
/// may both be grown, and were both kept.
@Suite struct GenerateFamilyTests {
  /// Seed 1 grew `puzzle-018` as `puzzle-013` upside down: chute rows 1 and 4.
  static let options = ["--moves", "3", "--exit-row", "any", "--seed", "1"]

  /// `puzzle-013` of that run as it was, turned upside down: the `puzzle-018` it repeated.
  static let upsideDown = "......\nAA..B.>\n....B.\n...CC.\n......\n......\n"

  /// The puzzles of a set `generate` printed.
  func puzzles(of set: String) -> [Puzzle] {
    PuzzleLoader().read(Array(set.utf8), path: "-").entries.compactMap(\.puzzle)
  }

  /// The cluster of `puzzle`, by its representative's key, which knows nothing of families.
  func cluster(_ puzzle: Puzzle) throws -> CanonicalKey {
    try #require(Cluster(puzzle: puzzle).representativeKey)
  }

  /// The clusters of the three images of `puzzle`.
  func imageClusters(_ puzzle: Puzzle) throws -> Set<CanonicalKey> {
    try Set(
      [puzzle.mirrored(), puzzle.mirroredTopToBottom(), puzzle.turnedHalf()].map(cluster))
  }

  @Test func keepsOnePuzzleOfAPuzzleAndItsImageTopToBottom() throws {
    let generated = try CLI.run(["generate", "--count", "18"] + Self.options)
    #expect(generated.status == 0, "\(generated.stderr)")
    let puzzles = puzzles(of: generated.stdout)
    #expect(puzzles.count == 18)
    #expect(Set(puzzles.map(\.chute.row)).count > 1)
    let clusters = try puzzles.map(cluster)
    for (i, puzzle) in puzzles.enumerated() {
      let images = try imageClusters(puzzle)
      let repeated = clusters.indices.filter { $0 != i && images.contains(clusters[$0]) }
      #expect(repeated.isEmpty, "puzzle \(i + 1) is an image of puzzles \(repeated.map { $0 + 1 })")
    }
    let check = try CLI.run(["check", "-"], stdin: generated.stdout)
    #expect(check.status == 0)
    #expect(!check.stdout.contains(": warning: "), "\(check.stdout)")
  }

  @Test func avoidsTheImagesTopToBottomOfThePuzzlesToAvoid() throws {
    let folder = try temporaryFolder(["old.txt": Array(Self.upsideDown.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = try CLI.run(
      ["generate", "--count", "13", "--avoid", "old.txt"] + Self.options, in: folder)
    #expect(generated.status == 0, "\(generated.stderr)")
    let puzzles = puzzles(of: generated.stdout)
    #expect(puzzles.count == 13)
    let avoided = try imageClusters(TestGrid.puzzle(Self.upsideDown))
    #expect(try puzzles.map(cluster).allSatisfy { !avoided.contains($0) })
    let check = try CLI.run(["check", "old.txt", "-"], stdin: generated.stdout, in: folder)
    #expect(!check.stdout.contains(": warning: "), "\(check.stdout)")
  }
}
