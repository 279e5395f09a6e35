import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@Suite struct GeneratedFilesTests {
  @Test func puzzlesAreNamedPrefixAndThreeDigitsFromOne() {
    let files = GeneratedFiles(prefix: "expert")
    #expect(files.name(at: 0) == "expert-001")
    #expect(files.name(at: 41) == "expert-042")
    #expect(files.name(at: 999) == "expert-1000")
    #expect(files.filePath(in: "/tmp/out", at: 6) == "/tmp/out/expert-007.yaml")
    #expect(files.filePath(in: "out/", at: 0) == "out/expert-001.yaml")
    #expect(files.filePath(in: "../sets", at: 1) == "../sets/expert-002.yaml")
  }

  @Test func prefixMustBeAPlainName() {
    #expect(GeneratedFiles.problem(withPrefix: "expert") == nil)
    #expect(GeneratedFiles.problem(withPrefix: "") == "--prefix must not be empty")
    #expect(
      GeneratedFiles.problem(withPrefix: "a/b")
        == "--prefix 'a/b' holds a path separator; give a plain name, such as 'expert'")
    #expect(
      GeneratedFiles.problem(withPrefix: "..")
        == "--prefix '..' names a folder; give a plain name, such as 'expert'")
  }

  @Test func schemaLineLeadsToTheNearestSchemasFolderAbove() throws {
    let root = try temporaryFolder(["Schemas/set.schema.json": Array("{}".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let deep = root.appendingPathComponent("Puzzles/Expert").path
    #expect(
      SchemaReference.path(from: root.path, file: "set.schema.json") == "Schemas/set.schema.json")
    #expect(
      SchemaReference.path(from: deep, file: "set.schema.json") == "../../Schemas/set.schema.json")
    // No puzzle schema anywhere above: the printer's default.
    #expect(
      SchemaReference.path(from: deep, file: "puzzle.schema.json")
        == "../Schemas/puzzle.schema.json")
  }

  /// A file written through a symbolic link lands where the link leads, and its schema
  /// line is counted from there: from a link to a folder, and from a link to a file.
  @Test func schemaLineIsCountedFromWhereALinkLeads() throws {
    let root = try temporaryFolder([
      "Schemas/set.schema.json": Array("{}".utf8), "a/b/deep/kept.yaml": Array("x".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let deep = root.appendingPathComponent("a/b/deep")
    let folderLink = root.appendingPathComponent("outlink").path
    try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: "a/b/deep")
    #expect(
      SchemaReference.path(from: folderLink, file: "set.schema.json")
        == "../../../Schemas/set.schema.json")
    let fileLink = root.appendingPathComponent("linkset.yaml").path
    try FileManager.default.createSymbolicLink(
      atPath: fileLink, withDestinationPath: "a/b/deep/set.yaml")
    #expect(AtomicFileWriter.target(of: fileLink) == root.path + "/a/b/deep/set.yaml")
    #expect(AtomicFileWriter.target(of: deep.path) == deep.path)
  }
}
