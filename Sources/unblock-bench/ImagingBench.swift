import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockImaging

/// `unblock-bench imaging`: how long drawing and reading one board takes.
struct ImagingBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "imaging",
    abstract: "Render and scan a 6x6 board (Intermediate 4) and print the median time of each.",
    discussion: """
      Also times PNG encoding and decoding of the rendered board.
        swift run -c release unblock-bench imaging --tile 64 --runs 50
        swift run -c release unblock-bench imaging \\
          --image ../shared/fixtures/screenshots/unblockme-I-4.png
      """
  )

  @Option(parsing: .unconditional, help: "Tile size in pixels, from 16 to 512.")
  var tile = 64

  @Option(
    parsing: .unconditional, help: "Timed runs per workload (1 to 10000, after one warm-up run).")
  var runs = 50

  @Option(help: "Theme: wood or plain.")
  var theme: BoardTheme = .wood

  @Option(
    name: .customLong("image"),
    help: "Also time decoding and scanning this PNG, such as a real screenshot.")
  var imagePath: String?

  /// The largest image file read, as `unblock scan` reads at most.
  static let maximumImageBytes = 256 << 20

  func validate() throws {
    try BenchCheck.within(BoardGeometry.minimumTile...BoardGeometry.maximumTile, tile, "--tile")
    try BenchCheck.runs(runs)
  }

  func run() throws {
    // The image is read before any timing, so that one that does not read costs none.
    let bitmap = try imagePath.map(Self.image(at:))
    let file = PuzzleLoader().read(Array(Self.intermediate4Grid.utf8), path: "I-4", format: .grid)
    guard let puzzle = file.entries.first?.puzzle else {
      throw ValidationError("the benchmark's own puzzle does not read: \(file.allDiagnostics)")
    }
    let options = RenderOptions(tile: tile, theme: theme)
    var image = try BoardRenderer.render(puzzle, options: options)
    let render = try Measurement(runs: runs) {
      image = try BoardRenderer.render(puzzle, options: options)
    }
    var scanned: Puzzle?
    let scan = try Measurement(runs: runs) { scanned = try BoardScanner.scan(image) }
    guard scanned == puzzle.canonicallyLabelled() else {
      throw ValidationError("the scanner read a different puzzle; the benchmark is void")
    }
    var data: [UInt8] = []
    let encode = try Measurement(runs: runs) { data = try PNGCodec.encode(image) }
    let decode = try Measurement(runs: runs) { _ = try PNGCodec.decode(data) }
    print("6x6 board, \(tile) px tiles, \(theme) theme: \(image.width)x\(image.height) px")
    for (name, measurement) in [
      ("render", render), ("scan", scan), ("png encode", encode), ("png decode", decode),
    ] {
      let perPixel = measurement.median / Double(image.width * image.height) * 1e9
      print(
        "\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) median "
          + "\(Measurement.format(measurement.median)) per board "
          + String(format: "(%.1f ns per pixel, ", perPixel) + "\(counted(runs, "run")))")
    }
    if let imagePath, let bitmap { try timeImage(bitmap, at: imagePath) }
  }

  /// The PNG image at `path`, or what is wrong with it at `path:1:1` (exit 2): a file that
  /// is no PNG, or an image that shows no board, which `unblock scan` refuses the same way.
  static func image(at path: String) throws -> Bitmap {
    let bytes = try BenchCheck.read(path, limit: maximumImageBytes)
    do {
      let bitmap = try PNGCodec.decode(bytes)
      _ = try BoardScanner.read(bitmap)
      return bitmap
    } catch {
      throw BenchCheck.fail(.error(error.description, path: path, at: .start))
    }
  }

  /// Times reading the PNG at `path`, whose image is `bitmap`, and scanning it.
  private func timeImage(_ bitmap: Bitmap, at path: String) throws {
    let decode = try Measurement(runs: runs) { _ = try PNGCodec.decode(contentsOf: path) }
    var scan: BoardScan?
    let reading = try Measurement(runs: runs) { scan = try BoardScanner.read(bitmap) }
    let size = scan.map { "\($0.puzzle.size) board, \(Int($0.pitchX.rounded())) px tiles" } ?? ""
    print("\(path): \(bitmap.width)x\(bitmap.height) px, \(size)")
    print("png decode  median \(Measurement.format(decode.median)) (\(counted(runs, "run")))")
    print("scan        median \(Measurement.format(reading.median)) (\(counted(runs, "run")))")
  }

  /// Intermediate puzzle 4 of the game, the board of the fixtures' screenshot.
  static let intermediate4Grid = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"
}

extension BoardTheme: ExpressibleByArgument {}
