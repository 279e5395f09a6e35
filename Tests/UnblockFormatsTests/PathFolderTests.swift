import Testing
import UnblockFormats

@Suite struct PathFolderTests {
  /// The folder of any path, one character long included, which trapped in Foundation.
  @Test func findsTheFolderOfAnyPath() {
    for (path, folder) in [
      ("x", ""), ("-", ""), ("ab.sqlite", ""), ("a/b", "a"), ("/x", "/"), ("/a/b/c", "/a/b"),
      ("a//b", "a"), ("./x", "."), ("x/", ""), ("/", "/"),
    ] {
      #expect(PathFolder.of(path) == folder, "\(path)")
    }
  }
}
