import Foundation
import Testing
import UnblockImaging
import UnblockTestSupport

@Suite struct ScanTests {
  /// A valid 48x48 all-white PNG: readable, but no board.
  static let blankPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
    0x52, 0x00, 0x00, 0x00, 0x30, 0x00, 0x00, 0x00, 0x30, 0x08, 0x02, 0x00, 0x00, 0x00, 0xD8,
    0x60, 0x6E, 0xD0, 0x00, 0x00, 0x00, 0x35, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0xED, 0xCE,
    0x41, 0x11, 0x00, 0x00, 0x0C, 0x02, 0x20, 0xFB, 0x97, 0xD6, 0x16, 0xBB, 0x3D, 0x20, 0x01,
    0xE9, 0x33, 0x11, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12,
    0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0xBA, 0x33,
    0x80, 0x62, 0xE6, 0x87, 0x09, 0x84, 0xA5, 0xAB, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
    0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  @Test(.needsSharedFixtures) func readsTheRealScreenshotExactly() throws {
    let path = SharedFixtures.path("screenshots/unblockme-I-4.png")
    let annotated = SharedFixtures.path("screenshots/unblockme-B-7764-annotated.png")
    let result = try CLI.run(["scan", path])
    #expect(result.status == 0)
    #expect(result.stdout == ReferencePuzzles.intermediate4Grid)
    let figure = try CLI.run(["scan", annotated])
    #expect(figure.status == 0)
    #expect(figure.stdout == ReferencePuzzles.beginner7764Grid)
  }

  @Test func printsYAMLAndJSON() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("b.png").path
    #expect(
      try CLI.run(["render", "Puzzles/B-7764.yaml", "-o", image, "--tile", "31"]).status == 0)
    let yaml = try CLI.run(["scan", "--to", "yaml", image])
    #expect(yaml.status == 0)
    #expect(
      yaml.stdout
        == "# yaml-language-server: $schema=Schemas/puzzle.schema.json\nboard: |\n"
        + TestGrid.indented(ReferencePuzzles.beginner7764Grid) + "\n")
    let json = try CLI.run(["scan", "--format", "json", image])
    #expect(json.status == 0)
    #expect(
      json.stdout
        == "{\"kind\":\"scan\",\"path\":\"\(image)\",\"size\":\"6x6\",\"chute\":\"right\","
        + "\"chuteRow\":2,\"theme\":\"wood\",\"x\":7,\"y\":7,\"width\":186,\"height\":186,"
        + "\"tile\":31,\"grid\":\"BC.DEE\\nBC.D..\\nBC.AAF>\\n....GF\\n....GH\\nIIJJGH\\n\"}\n")
  }

  /// The schema line points at the nearest Schemas/ folder above the current one, as
  /// `convert` to standard output does: it was always `../Schemas/`, so the help's example,
  /// run from the project's folder, pointed nowhere.
  @Test func theSchemaLinePointsAtTheNearestSchemasFolder() throws {
    let folder = try temporaryFolder(["Schemas/puzzle.schema.json": [], "a/b/.keep": []])
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("b.png").path
    #expect(try CLI.run(["render", "Puzzles/B-7764.yaml", "-o", image]).status == 0)
    for (place, schema) in [("a/b", "../../Schemas/"), ("a", "../Schemas/"), (".", "Schemas/")] {
      let yaml = try CLI.run(
        ["scan", "--to", "yaml", image], in: folder.appendingPathComponent(place))
      #expect(yaml.status == 0)
      #expect(
        yaml.stdout.hasPrefix("# yaml-language-server: $schema=\(schema)puzzle.schema.json\n"),
        "\(place): \(yaml.stdout)")
    }
  }

  /// A file over 256 MiB is refused by its size, at its place, exit 2.
  @Test func refusesAFileOverTheLimitBeforeReadingIt() throws {
    let folder = try temporaryFolder(["big.png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.png").path
    let writer = try #require(FileHandle(forWritingAtPath: path))
    try writer.truncate(atOffset: 300 << 20)
    try writer.close()
    let result = try CLI.run(["scan", path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(path):1:1: error: not a readable PNG image: the file is larger than 256 MiB, the most an image may hold\n"
    )
  }

  @Test func refusesAnImageThatIsNoBoard() throws {
    let folder = try temporaryFolder(["blank.png": Self.blankPNG])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("blank.png").path
    let result = try CLI.run(["scan", path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("\(path):1:1: error: not an Unblock Me board: "))
  }

  /// The `png` fuzz target's out-of-memory input, made small: a chunk that declares more
  /// bytes than the file holds is refused before libpng allocates its length.
  @Test func refusesAChunkLongerThanTheFile() throws {
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [UInt8](repeating: 0, count: 17) + [0x27, 0x00, 0x47, 0xD1] + Array("iTXt".utf8)
      + [UInt8](repeating: 0x41, count: 100)
    let result = try CLI.run(["scan", "-"], stdinBytes: Data(png))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "-:1:1: error: not a readable PNG image: the 'iTXt' chunk at byte 33 claims 654329809 bytes, but the file ends 100 bytes after its header\n"
    )
  }

  /// A file cut short after its pixels is read, wherever the cut falls in the end chunk: cut
  /// inside the chunk's CRC, it was refused as a chunk that "claims 0 bytes, but the file has
  /// 0 left", while a longer cut was read. A cut into the pixels' chunk is refused in plain
  /// words.
  @Test func readsAFileCutAfterItsPixelsAndRefusesOneCutBefore() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let board = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"
    try Data(board.utf8).write(to: folder.appendingPathComponent("p.txt"))
    #expect(try CLI.run(["render", "p.txt", "-o", "p.png"], in: folder).status == 0)
    let png = try Data(contentsOf: folder.appendingPathComponent("p.png"))
    // The end chunk is the last 12 bytes: its length, its type and its CRC.
    for cut in 1...12 {
      let result = try CLI.run(["scan", "-"], stdinBytes: png.dropLast(cut))
      #expect(result.status == 0, "cut \(cut): \(result.stderr)")
      #expect(result.stdout == board, "cut \(cut)")
    }
    let refusal = "-:1:1: error: not a readable PNG image: "
    // Into the pixels' CRC, libpng finds the end; into their data, the chunk is too long.
    let cutCRC = try CLI.run(["scan", "-"], stdinBytes: png.dropLast(13))
    #expect(cutCRC.status == 2)
    #expect(
      cutCRC.stderr.hasPrefix(refusal + "the file is cut short (libpng: "), "\(cutCRC.stderr)")
    let cutData = try CLI.run(["scan", "-"], stdinBytes: png.dropLast(20))
    #expect(cutData.status == 2)
    #expect(
      cutData.stderr.firstMatch(
        of:
          /^-:1:1: error: not a readable PNG image: the 'IDAT' chunk at byte [0-9]+ claims ([0-9]+) bytes, but the file ends ([0-9]+) bytes after its header\n$/
      ).map { Int($0.1)! - Int($0.2)! } == 4, "\(cutData.stderr)")
  }

  /// An image too large to scan was decoded before it was refused, and README named only
  /// the decoder's limit.
  @Test func refusesAnImageTooLargeToScanFromItsHeader() throws {
    var png = Array(try PNGCodec.encode(Bitmap(width: 1, height: 1)).prefix(33))
    HandMadePNG.patchHeader(&png, width: 5000, height: 5000)
    let result = try CLI.run(["scan", "-"], stdinBytes: Data(png))
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "-:1:1: error: not an Unblock Me board: the image is 5000x5000 pixels; the scanner examines at most 24 million pixels (crop it to the board)\n"
    )
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("24 million pixels"))
  }

  @Test func refusesAFileThatIsNoPNG() throws {
    let result = try CLI.run(["scan", "Package.swift"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Package.swift:1:1: error: not a readable PNG image: the data does not start with the PNG signature\n"
    )
    // A file that is no PNG is refused from its first bytes, never read to the limit.
    let zeros = try CLI.run(["scan", "/dev/zero"])
    #expect(zeros.status == 2)
    #expect(
      zeros.stderr.hasSuffix(
        "not a readable PNG image: the data does not start with the PNG signature\n"))
    let json = try CLI.run(["scan", "--format", "json", "missing.png"])
    #expect(json.status == 2)
    #expect(
      json.stdout
        == "{\"kind\":\"diagnostic\",\"severity\":\"error\",\"path\":\"missing.png\",\"line\":1,"
        + "\"column\":1,\"message\":\"no such file or directory\"}\n")
  }

  /// Renders `puzzle` with `unblock render` at 32 px tiles and decodes the PNG it wrote.
  static func rendered(_ puzzle: String, in folder: URL) throws -> Bitmap {
    let path = folder.appendingPathComponent("\(UUID().uuidString).png").path
    let result = try CLI.run(["render", puzzle, "-o", path, "--tile", "32"])
    #expect(result.status == 0, "\(result.stderr)")
    return try PNGCodec.decode(contentsOf: path)
  }

  /// A board turned on its side was refused for "a -32 px prisoner".
  @Test func saysABoardIsTurnedOnItsSide() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try Self.rendered("Puzzles/I-4.yaml", in: folder)
    let path = folder.appendingPathComponent("turned.png").path
    try Data(PNGCodec.encode(image.turnedClockwise())).write(to: URL(fileURLWithPath: path))
    let result = try CLI.run(["scan", path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(path):1:1: error: not an Unblock Me board: the prisoner (the red block) stands on "
        + "end; it lies along the chute's row: is the image turned on its side?\n")
  }

  /// A 16-bit PNG scans to the same puzzle whether it carries no colour chunk, an sRGB chunk
  /// or the sRGB gamma; untagged ones used to be refused ("no region of board colours").
  @Test(arguments: [HandMadePNG.ColourSpace.untagged, .sRGB, .gamma(45455)])
  func scansASixteenBitPNGWhateverItsColourChunks(colourSpace: HandMadePNG.ColourSpace) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try Self.rendered("Puzzles/B-7764.yaml", in: folder)
    let path = folder.appendingPathComponent("deep.png").path
    try Data(HandMadePNG.rgb16(image, colourSpace: colourSpace))
      .write(to: URL(fileURLWithPath: path))
    let result = try CLI.run(["scan", path])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout == ReferencePuzzles.beginner7764Grid)
  }

  /// An image holding two boards is refused whichever way round they lie, side by side or
  /// one above the other; it used to be read as one of them in one order.
  @Test(arguments: [false, true], [false, true])
  func refusesAnImageOfTwoBoards(stacked: Bool, swapped: Bool) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var boards = try ["Puzzles/B-7764.yaml", "Puzzles/I-4.yaml"].map {
      try Self.rendered($0, in: folder)
    }
    if swapped { boards.reverse() }
    let picture = Bitmap.joining(boards[0], boards[1], stacked: stacked)
    let path = folder.appendingPathComponent("two.png").path
    try Data(PNGCodec.encode(picture)).write(to: URL(fileURLWithPath: path))
    let result = try CLI.run(["scan", path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    let other = stacked ? "192x192 at (8,216)" : "192x192 at (216,8)"
    #expect(
      result.stderr
        == "\(path):1:1: error: not an Unblock Me board: the image shows more than one board "
        + "(192x192 at (8,8) and \(other)); crop it to the one to scan\n")
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["scan", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock scan --to yaml board.png > puzzle.yaml"))
  }
}
