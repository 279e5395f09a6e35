import Foundation
import Testing
import UnblockTestSupport

/// A comment line longer than 4,096 characters, which every format refuses as it refuses
/// any line that long: check accepted it in a database-line file, and format and convert
/// then dropped it with exit status 0. And a comment at the limit, which format pushed one
/// character over it by writing `#text` as `# text`.
@Suite struct LongCommentTests {
  static let line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780"
  static let tooLong =
    "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n# "
    + String(repeating: "c", count: 5000) + "\n"
    + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
  static let error =
    "d.txt:2:4097: error: line is longer than 4096 characters, the most a line may hold\n"

  @Test func checkFormatAndConvertReportACommentTooLongAndFormatLeavesTheFileAlone() throws {
    let folder = try temporaryFolder(["d.txt": Array(Self.tooLong.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try CLI.run(["check", "d.txt"], in: folder)
    #expect(check.status == 1)
    #expect(check.stdout.hasPrefix("d.txt:1:1: ok: puzzle 1:"), "\(check.stdout)")
    #expect(check.stdout.contains("checked 2 puzzles"), "\(check.stdout)")
    // In line order, before the puzzle below it: it came after the file's last puzzle.
    let lines = check.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 2 && lines[1] + "\n" == Self.error, "\(check.stdout)")
    let json = try CLI.run(["check", "--format", "json", "d.txt"], in: folder)
    let objects = try jsonObjects(json.stdout)
    #expect(objects.compactMap { $0["line"] as? Int }.prefix(3) == [1, 2, 3], "\(json.stdout)")
    let write = try CLI.run(["format", "--write", "d.txt"], in: folder)
    #expect(write.status == 1)
    #expect(write.stderr == Self.error)
    let kept = try String(contentsOf: folder.appendingPathComponent("d.txt"), encoding: .utf8)
    #expect(kept == Self.tooLong)
    let printed = try CLI.run(["format", "d.txt"], in: folder)
    #expect(printed.status == 1)
    #expect(printed.stdout.isEmpty)
    for target in ["line", "grid", "yaml"] {
      let converted = try CLI.run(["convert", "--to", target, "d.txt"], in: folder)
      #expect(converted.status == 1, "\(target)")
      #expect(converted.stderr.contains(Self.error), "\(target): \(converted.stderr)")
    }
  }

  /// `#` and 4,095 characters is a line at the limit: format wrote `# ` and them, one
  /// character too many, and the next `format --write` dropped the comment.
  @Test func formatKeepsACommentAtTheLimitWithinItAndIsIdempotent() throws {
    let comment = "#" + String(repeating: "c", count: 4095)
    let lines = Self.line + "\n" + comment + "\n" + Self.line + "\n"
    let grid = comment + "\nC.....\nC.....\nAA....>\n......\n"
    let folder = try temporaryFolder([
      "lines.txt": Array(lines.utf8), "grid.txt": Array(grid.utf8),
      "board.yaml": Array(
        ("board: |\n  " + String(comment.dropLast(2))
          + "\n  C.....\n  C.....\n  AA....>\n  ......\n")
          .utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["lines.txt", "grid.txt", "board.yaml"] {
      for _ in 1...2 {
        let result = try CLI.run(["format", "--write", name], in: folder)
        #expect(result.status == 0, "\(name): \(result.stderr)")
      }
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let longest = text.split(separator: "\n").map(\.count).max()
      #expect(longest == 4096, "\(name)")
      #expect(text.contains(String(repeating: "c", count: 4093)), "\(name)")
      let check = try CLI.run(["check", name], in: folder)
      #expect(check.status == 0, "\(name): \(check.stdout)")
    }
    let grid2 = try String(contentsOf: folder.appendingPathComponent("grid.txt"), encoding: .utf8)
    #expect(grid2 == grid)
  }
}
