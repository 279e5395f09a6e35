import Foundation
import Testing
import UnblockTestSupport

/// `unblock generate --format json`: one object per puzzle written, on standard output.
@Suite struct GenerateJSONTests {
  static func objects(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func listsTheSetsPuzzlesAsTheFileHoldsThem() throws {
    let folder = try temporaryFolder()
    let arguments = [
      "generate", "--moves", "3...9", "--size", "4x4", "--count", "3", "--seed", "4",
    ]
    let run = try CLI.run(arguments + ["--set", "set.yaml", "--format", "json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    // The objects say what the text lines would: standard error is left empty.
    #expect(run.stderr == "")
    let objects = try Self.objects(run.stdout)
    #expect(objects.map { $0["name"] as? String } == ["puzzle-001", "puzzle-002", "puzzle-003"])
    #expect(objects.allSatisfy { $0["file"] as? String == "set.yaml" && $0["seed"] as? Int == 4 })
    // Each object is the puzzle that check reads back from the set, board and moves alike.
    let check = try CLI.run(["check", "set.yaml", "--format", "json"], in: folder)
    let checked = try Self.objects(check.stdout).filter { $0["name"] is String }
    #expect(checked.count == 3)
    for (made, read) in zip(objects, checked) {
      #expect(made["board"] as? String == read["board"] as? String)
      #expect(made["moves"] as? Int == read["moves"] as? Int)
      #expect(made["category"] as? String == read["category"] as? String)
    }
    // The text run of the same options says the same puzzles, on standard error.
    let text = try CLI.run(arguments + ["--set", "text.yaml"], in: folder)
    #expect(text.stdout.isEmpty)
    for object in objects {
      let name = try #require(object["name"] as? String)
      let moves = try #require(object["moves"] as? Int)
      #expect(text.stderr.contains("\(name): \(moves) moves"))
    }
  }

  @Test func namesEachFileOfAFolderAsTheFolderWasNamed() throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      [
        "generate", "--moves", "3...5", "--size", "4x4", "--count", "2", "--seed", "1", "--out",
        "out/", "--format", "json",
      ], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try Self.objects(run.stdout).map { $0["file"] as? String }
    #expect(files == ["out/puzzle-001.yaml", "out/puzzle-002.yaml"])
    for case let file? in files {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
    }
  }

  @Test func theHardestAreListedToo() throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      [
        "generate", "--hardest", "--size", "4x4", "--layouts", "200", "--top", "2", "--seed", "2",
        "--set", "hardest.yaml", "--format", "json",
      ], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try Self.objects(run.stdout)
    #expect(objects.map { $0["name"] as? String } == ["hardest-001", "hardest-002"])
    // Nor the new bests, the layouts searched or the files written.
    #expect(run.stderr == "")
  }

  /// The text lines on standard error are left out, as README and the help say: the seed
  /// drawn, each puzzle, each new best, the layouts searched and `wrote N files` were still
  /// printed. An error or a warning still is.
  @Test func standardErrorKeepsOnlyErrorsAndWarnings() throws {
    let folder = try temporaryFolder()
    // No --seed: the seed drawn is in each object, not on standard error.
    let grown = try CLI.run(
      [
        "generate", "--moves", "3...9", "--size", "4x4", "--count", "2", "--jobs", "1", "--out",
        "o1", "--format", "json",
      ], in: folder)
    #expect(grown.status == 0, "\(grown.stderr)")
    #expect(grown.stderr == "")
    let seeds = Set(try Self.objects(grown.stdout).map { $0["seed"] as? Int })
    #expect(seeds.count == 1 && seeds.first! != nil)
    let hardest = try CLI.run(
      [
        "generate", "--hardest", "--size", "4x5", "--layouts", "300", "--jobs", "1", "--out",
        "o2", "--format", "json",
      ], in: folder)
    #expect(hardest.status == 0, "\(hardest.stderr)")
    #expect(hardest.stderr == "")
    #expect(try Self.objects(hardest.stdout).count == 1)
    // Fewer distinct puzzles than asked for is a warning (exit 3): it stays.
    let short = try CLI.run(
      [
        "generate", "--hardest", "--size", "4x4", "--layouts", "20", "--top", "100", "--seed", "1",
        "--jobs", "1", "--out", "o3", "--format", "json",
      ], in: folder)
    #expect(short.status == 3, "\(short.stderr)")
    #expect(short.stderr.hasPrefix("found "), "\(short.stderr)")
    #expect(short.stderr.contains("of the 100 asked for; search longer\n"))
    #expect(!short.stderr.contains("searched"))
  }

  @Test(arguments: [[], ["--set", "-"]])
  func refusesJSONBesideTheSetOnStandardOutput(output: [String]) throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      ["generate", "--moves", "3", "--size", "4x4", "--seed", "1", "--format", "json"] + output,
      in: folder)
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "Error: --format json lists the puzzles on standard output: give them a folder (--out) or a set file (--set)\n"
      ))
  }
}
