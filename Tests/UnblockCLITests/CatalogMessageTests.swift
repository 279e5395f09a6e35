import Foundation
import Testing
import UnblockTestSupport

/// The catalogue's messages say what happened: a file given twice to `merge`, and a
/// `--db` that leads into a missing folder, directly or through a symbolic link.
@Suite struct CatalogMessageTests {
  @Test func aPartGivenTwiceToMergeIsSaidToBe() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<2 {
      let result = try CLI.run(
        ["enumerate", "--size", "4x4", "--shard", "\(index)/2", "-o", "s\(index).txt"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let result = try CLI.run(
      ["catalog", "merge", "s0.txt", "s1.txt", "s1.txt", "-o", "m.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "s1.txt:5:1: error: s1.txt is given twice (it holds shard 1/2)\n")
  }

  @Test func aMissingFolderIsNamedAlsoThroughADanglingLink() throws {
    let folder = try temporaryFolder(["rush.txt": Array(CatalogTests().rush.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("dangling").path,
      withDestinationPath: "nodir/x.sqlite")
    for (db, message) in [
      ("nodir/x.sqlite", "error: nodir/x.sqlite: no such folder: nodir\n"),
      (
        "dangling",
        "error: dangling: no such folder: nodir (the symbolic link points to nodir/x.sqlite)\n"
      ),
    ] {
      let result = try CLI.run(["catalog", "import", "rush.txt", "--db", db], in: folder)
      #expect(result.status == 2, "\(db)")
      #expect(result.stderr == message, "\(db): \(result.stderr)")
    }
  }
}
