import Foundation
import Testing
import UnblockTestSupport

/// An option that takes one value, given twice, is refused before any work (exit 64): the
/// parser kept the last silently, so `-o a.png -o b.png` wrote `b.png` alone.
@Suite struct RepeatedOptionTests {
  let grid = "AA..>\n....\n....\n....\n"

  @Test(arguments: [
    (
      ["render", "p.txt", "-o", "a.png", "-o", "b.png"],
      "-o given twice ('a.png', then 'b.png')"
    ),
    (
      ["render", "p.txt", "--output", "a.png", "-o", "b.png"],
      "--output and -o given twice ('a.png', then 'b.png')"
    ),
    (
      ["solve", "--format", "json", "p.txt", "--format=text"],
      "--format given twice ('json', then 'text')"
    ),
    (
      ["catalog", "query", "--db", "c.sqlite", "--limit", "1", "--limit", "2"],
      "--limit given twice ('1', then '2')"
    ),
    // Without values, and with empty ones, which the parser reads as such.
    (["render", "p.txt", "-o", "-o"], "-o given twice"),
    (["solve", "--format=", "--format=", "p.txt"], "--format given twice ('', then '')"),
  ])
  func refusesAnOptionOfOneValueGivenTwice(arguments: [String], said: String) throws {
    let folder = try temporaryFolder(["p.txt": Array(grid.utf8)])
    let result = try CLI.run(arguments, in: folder)
    #expect(result.status == 64)
    #expect(
      result.stderr == "error: \(said): the option takes one value; give it once\n",
      "\(result.stderr)")
    #expect(result.stdout == "")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(written == ["p.txt"], "nothing was written")
  }

  /// Options that take many values, flags, and a value that reads like an option's name
  /// are no repetition.
  @Test func takesRepeatableOptionsFlagsAndValuesAsBefore() throws {
    let folder = try temporaryFolder(["p.txt": Array(grid.utf8), "q.txt": Array(grid.utf8)])
    let avoided = try CLI.run(
      [
        "generate", "--level", "warm-up", "--size", "4x4", "--seed", "1", "--avoid", "p.txt",
        "--avoid", "q.txt",
      ], in: folder)
    #expect(avoided.status == 0, "\(avoided.stderr)")
    let flags = try CLI.run(["solve", "p.txt", "--steps", "--steps"], in: folder)
    #expect(flags.status == 0, "\(flags.stderr)")
    // `--puzzle` takes any word as its value, `-o` too: one -o follows it.
    let named = try CLI.run(["render", "p.txt", "--puzzle", "-o", "-o", "a.png"], in: folder)
    #expect(!named.stderr.contains("given twice"), "\(named.stderr)")
  }
}
