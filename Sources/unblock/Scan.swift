import ArgumentParser
import UnblockCore
import UnblockFormats
import UnblockImaging

struct Scan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Read a PNG image of a board back into a puzzle.",
    discussion: """
      Finds the board in the image by itself (any size, position and tile size from \
      16 px), in either theme of 'unblock render' or in a real Unblock Me screenshot, \
      and prints the puzzle. Blocks get fresh labels: A for the prisoner, x for fixed \
      blocks, then B, C, ... in reading order.

      The scanner refuses rather than guess: an image that does not clearly show a board \
      is rejected with the reason, and never read as a different puzzle. So is an image \
      that shows more than one board. The scanner examines at most \
      \(BoardScanner.maximumPixels / 1_000_000) million pixels (about 4900x4900); a larger \
      image is refused from its PNG header, before it is decoded, and a file over \
      \(Self.maximumFileBytes >> 20) MiB by its size, before it is read (from standard \
      input, once that much is read).

      '-' reads the image from standard input.

      Exit status: 0 read, 2 the file is missing, a directory, not a readable PNG, or \
      shows no board, 64 a wrong command line.

      Examples:
        unblock scan screenshot.png
        unblock scan --to yaml board.png > puzzle.yaml
        unblock scan --format json board.png
        unblock render puzzle.txt -o - | unblock scan -
      """)

  /// What `scan` prints the puzzle as.
  enum Target: String, ExpressibleByArgument, CaseIterable {
    case grid
    case yaml
  }

  @Argument(help: "The PNG image, or - for standard input.")
  var path: String

  /// The largest image file read: far above any screenshot, far below what would strain
  /// memory.
  static let maximumFileBytes = 256 << 20

  @Option(help: "The format to print the puzzle in: grid or yaml.")
  var to: Target = .grid

  @Option(
    help: """
      Output format: text, or json (one object: kind "scan", path, size, chute, chuteRow, \
      theme, the board's x, y, width and height in pixels, tile, and the puzzle as grid or \
      yaml; an image it cannot read is check's diagnostic object instead, exit 2; see \
      Schemas/scan-output.schema.json).
      """)
  var format: OutputFormat = .text

  /// The bytes of the image at `path`: the signature is read first, so a file that is no
  /// PNG is refused at once, never read up to the limit (`scan /dev/zero` read 256 MiB).
  static func imageBytes(_ path: String) throws -> [UInt8] {
    let handle = try InputFile.open(path).get()
    defer { if path != "-" { try? handle.close() } }
    let head = try InputFile.read(from: handle, upTo: PNGCodec.signature.count).get()
    guard head == PNGCodec.signature else {
      throw ImagingError.unreadablePNG(message: "the data does not start with the PNG signature")
    }
    switch InputFile.read(from: handle, limit: maximumFileBytes - head.count) {
    case .success(let rest): return head + rest
    case .failure(.tooLarge):
      throw ImagingError.unreadablePNG(
        message: "the file is larger than \(maximumFileBytes >> 20) MiB, the most an image may hold"
      )
    case .failure(let error): throw error
    }
  }

  func run() throws {
    let scan: BoardScan
    do {
      scan = try BoardScanner.read(png: Self.imageBytes(path))
    } catch {
      let message =
        switch error {
        case let error as InputError: error.description
        case let error as ImagingError: error.description
        default: "not a readable PNG image"
        }
      let diagnostic = Diagnostic.error(message, path: path, at: .start)
      if format == .json {
        print(diagnostic.jsonLine)
      } else {
        ReportPrinter.printToStandardError([diagnostic])
      }
      try StandardOutput.finish()
      throw ExitStatus.unreadableInput
    }
    let text =
      to == .yaml
      // The schema line points at the nearest Schemas/ folder, as `convert` does to
      // standard output.
      ? YAMLPrinter.print(
        scan.puzzle, schema: SchemaReference.path(from: ".", file: "puzzle.schema.json"))
      : GridPrinter.print(scan.puzzle)
    guard format == .json else {
      ReportPrinter.write(text)
      return try StandardOutput.finish()
    }
    print(
      JSONLine([
        ("kind", .string("scan")), ("path", .string(path)),
        ("size", .string("\(scan.puzzle.size)")),
        ("chute", .string(scan.puzzle.chute.side.rawValue)),
        ("chuteRow", .int(scan.puzzle.chute.row)), ("theme", .string(scan.theme.rawValue)),
        ("x", .int(scan.board.x)), ("y", .int(scan.board.y)), ("width", .int(scan.board.width)),
        ("height", .int(scan.board.height)), ("tile", .int(Int(scan.pitchX.rounded()))),
        (to.rawValue, .string(text)),
      ]))
    try StandardOutput.finish()
  }
}
