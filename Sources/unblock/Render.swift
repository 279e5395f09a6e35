import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockImaging

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a puzzle as a PNG image of the game board.",
    discussion: """
      Reads one puzzle (text grid, YAML or a database line; '-' for standard input) and \
      draws it: the frame with the escape chute cut in, the recessed board, the blocks \
      with gaps between them, the prisoner in red and fixed blocks riveted. The image is \
      written atomically (a temporary file renamed over the target).

      Themes: wood (the look of the game) and plain (navy, grey and blue). 'unblock scan' \
      reads every image this command draws back into the same puzzle, with the blocks \
      relabelled in reading order.

      Exit status: 0 written, 1 the puzzle has errors or the file holds more than one, \
      2 unreadable input or the image could not be written.

      Examples:
        unblock render Puzzles/I-4.yaml -o i4.png
        unblock render --tile 32 --theme plain --labels puzzle.txt -o small.png
        printf 'AA..>\\n....\\n.BB.\\n....\\n' | unblock render - -o 4x4.png
      """)

  @Argument(help: "The puzzle file, or - for standard input.")
  var path: String

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var output: String

  @Option(help: "Tile size in pixels, from 16 to 512.")
  var tile = 64

  @Option(help: "The look: wood or plain.")
  var theme: BoardTheme = .wood

  @Flag(help: "Write each block's label on it.")
  var labels = false

  func validate() throws {
    let range = BoardGeometry.minimumTile...BoardGeometry.maximumTile
    guard range.contains(tile) else {
      throw ValidationError(
        "--tile must be from \(range.lowerBound) to \(range.upperBound), not \(tile)")
    }
  }

  func run() throws {
    let file = PuzzleLoader().load(file: path)
    guard !file.hasErrors else {
      ReportPrinter.printToStandardError(file.allDiagnostics)
      throw file.isUnreadable ? ExitStatus.unreadableInput : ExitStatus.invalidPuzzle
    }
    guard file.entries.count == 1, let puzzle = file.entries[0].puzzle else {
      ReportPrinter.printToStandardError([
        .error(
          "render draws one puzzle; this file holds \(file.entries.count)", path: path,
          at: .start)
      ])
      throw ExitStatus.invalidPuzzle
    }
    do {
      let image = try BoardRenderer.render(
        puzzle, options: RenderOptions(tile: tile, theme: theme, labels: labels))
      let bytes = try PNGCodec.encode(image)
      if case .failure(let failure) = AtomicFileWriter.write(Data(bytes), to: output) {
        ReportPrinter.printToStandardError([.error(failure.description, path: output, at: .start)])
        throw ExitStatus.unreadableInput
      }
    } catch let error as ImagingError {
      ReportPrinter.printToStandardError([.error(error.description, path: output, at: .start)])
      throw ExitStatus.unreadableInput
    }
  }
}

extension BoardTheme: ExpressibleByArgument {}
