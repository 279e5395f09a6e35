import Foundation
import Testing
import UnblockTestSupport

/// `catalog query` filters that no entry can pass are refused as `enumerate` refuses
/// them, a range without its MIN says so, and no match says so in every format.
@Suite struct CatalogFilterTests {
  @Test func sizesAndRowsNoBoardHasAreRefusedInEnumeratesWords() throws {
    let folder = try CatalogTests().imported()
    for (arguments, message) in [
      (["--size", "9x9"], "Error: the board must have 4 to 8 rows and columns, not 9x9\n"),
      (["--size", "0x0"], "Error: the board must have 4 to 8 rows and columns, not 0x0\n"),
      (["--exit-row", "99"], "Error: the chute row must be 0 to 7, not 99\n"),
      (
        ["--size", "6x6", "--exit-row", "6"],
        "Error: the chute row must be 0 to 5 on a 6x6 board, not 6\n"
      ),
    ] {
      let result = try CLI.run(["catalog", "query", "--db", "c.sqlite"] + arguments, in: folder)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
    let enumerate = try CLI.run(["enumerate", "--size", "9x9"], in: folder)
    #expect(enumerate.status == 64)
    #expect(
      enumerate.stderr.hasPrefix("Error: the board must have 4 to 8 rows and columns, not 9x9\n"))
  }

  @Test func rangesSayWhatIsWrongWithThem() throws {
    let folder = try CatalogTests().imported()
    for (arguments, message) in [
      (
        ["--moves", "...5"],
        "'...5' has no MIN: a range is MIN...MAX, MIN... or N (0...5 for at most 5)"
      ),
      (
        ["--states", "18446744073709551615"],
        "'18446744073709551615' is too large: the most a number may be is 9223372036854775807"
      ),
    ] {
      let result = try CLI.run(["catalog", "query", "--db", "c.sqlite"] + arguments, in: folder)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  /// A cluster of 1 state is a board where nothing moves, the prisoner at its chute: an
  /// audit took `--states 0...1` for a filter no entry passes; it finds this one.
  @Test func aClusterOfOneStatePassesStatesUpToOne() throws {
    let folder = try temporaryFolder(["still.txt": Array("BBCC\nDDAA>\nEEFF\nGGHH\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try CLI.run(["catalog", "import", "still.txt", "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let result = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--states", "0...1", "--format", "line"],
      in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("\n00 BBCCDDAAEEFFGGHH 1\n"))
    let none = try CLI.run(["catalog", "query", "--db", "c.sqlite", "--states", "0"], in: folder)
    #expect(none.status == 64)
  }

  @Test func noMatchPrintsNothingAndSaysSoInEveryFormat() throws {
    let folder = try CatalogTests().imported()
    for format in ["line", "grid", "yaml", "json"] {
      let result = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--moves", "1...20", "--format", format],
        in: folder)
      #expect(result.status == 0, "\(format)")
      #expect(result.stdout == "", "\(format)")
      #expect(result.stderr == "no entry matches\n", "\(format): \(result.stderr)")
    }
  }
}
