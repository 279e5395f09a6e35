import ArgumentParser
import Foundation
import UnblockCore
import UnblockImaging

/// `unblock-bench imaging`: how long drawing and reading one board takes.
struct ImagingBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "imaging",
    abstract: "Render and scan a 6x6 board (Intermediate 4) and print the median time of each.",
    discussion: """
      Also times PNG encoding and decoding of the rendered board.
        swift run -c release unblock-bench imaging --tile 64 --runs 50
      """
  )

  @Option(help: "Tile size in pixels.")
  var tile = 64

  @Option(help: "Timed runs per workload (after one warm-up run).")
  var runs = 50

  @Option(help: "Theme: wood or plain.")
  var theme = "wood"

  func run() throws {
    guard let theme = BoardTheme(rawValue: theme) else {
      throw ValidationError("unknown theme '\(theme)'; use wood or plain")
    }
    let puzzle = Self.intermediate4
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
          + String(format: "(%.1f ns per pixel, %d runs)", perPixel, runs))
    }
  }

  /// Intermediate puzzle 4 of the game, the board of the fixtures' screenshot.
  static let intermediate4 = Puzzle(
    size: .standard,
    blocks: [
      Block(label: "B", orientation: .vertical, origin: Cell(row: 0, column: 2), length: 2),
      Block(label: "C", orientation: .horizontal, origin: Cell(row: 0, column: 3), length: 3),
      Block(label: "D", orientation: .vertical, origin: Cell(row: 1, column: 0), length: 2),
      Block(label: "E", orientation: .vertical, origin: Cell(row: 1, column: 3), length: 2),
      Block(label: "F", orientation: .horizontal, origin: Cell(row: 1, column: 4), length: 2),
      Block(label: "A", orientation: .horizontal, origin: Cell(row: 2, column: 1), length: 2),
      Block(label: "G", orientation: .vertical, origin: Cell(row: 2, column: 4), length: 3),
      Block(label: "H", orientation: .vertical, origin: Cell(row: 3, column: 1), length: 2),
      Block(label: "I", orientation: .vertical, origin: Cell(row: 3, column: 5), length: 2),
      Block(label: "J", orientation: .horizontal, origin: Cell(row: 4, column: 2), length: 2),
      Block(label: "K", orientation: .horizontal, origin: Cell(row: 5, column: 1), length: 2),
      Block(label: "L", orientation: .horizontal, origin: Cell(row: 5, column: 3), length: 2),
    ],
    chute: Chute(side: .right, row: 2))
}
