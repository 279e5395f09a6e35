import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct DatabaseLineStreamTests {
  /// The puzzles `open` streams from `bytes`, written to a file, and the stream's source.
  private func stream(_ bytes: [UInt8]) throws -> (entries: [PuzzleEntry], source: PuzzleSource) {
    let folder = try temporaryFolder(["big.txt": bytes])
    defer { try? FileManager.default.removeItem(at: folder) }
    var source = PuzzleLoader().open(.file(folder.appendingPathComponent("big.txt").path))
    var entries: [PuzzleEntry] = []
    while let entry = source.next() { entries.append(entry) }
    return (entries, source)
  }

  private let line = "51 \(ReferencePuzzles.hardest51Line) 13200"

  /// A comment line too long to keep was skipped in silence, so format and convert lost
  /// it; read whole or streamed, it is an error of the file at its line, and no puzzle.
  @Test func aCommentTooLongIsAnErrorOfTheFileReadWholeOrStreamed() throws {
    let long = "# " + String(repeating: "c", count: 5000)
    let text = "\(line)\n\(long)\n\(line)\n"
    let error = InputError.lineTooLong(at: SourceLocation(line: 2, column: 4097), limit: 4096)
    let whole = load(text, path: "big.txt")
    #expect(whole.entries.count == 2)
    #expect(whole.diagnostics.map(\.message) == [error.description])
    #expect(whole.diagnostics.map(\.location) == [error.location])
    // Streamed, from a file over 4 MiB.
    let many = String(repeating: "\(line)\n", count: (4 << 20) / line.utf8.count)
    let (entries, source) = try stream(Array((text + many).utf8))
    #expect(source.isStreamed)
    #expect(entries.count == 2 + (4 << 20) / line.utf8.count)
    #expect(source.diagnostics.map(\.message) == [error.description])
    #expect(source.diagnostics.map(\.location) == [error.location])
  }

  /// `--puzzle` on a streamed file picks the puzzle, numbers it and reports a miss as the
  /// selection of the file read whole does.
  @Test func selectsAPuzzleOfAStreamedFileAsOfTheFileReadWhole() throws {
    var text = "# a comment\n"
    for moves in 1...30 {
      text += String(format: "%02d", moves) + " \(ReferencePuzzles.hardest51Line) 13200\n"
    }
    text += "# the end\n"
    let folder = try temporaryFolder(["lines.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = PuzzleLoader.ExpandedPath.file(folder.appendingPathComponent("lines.txt").path)
    let loader = PuzzleLoader()
    for selector in [PuzzleSelector.number(1), .number(17), .number(30), .number(31), .name("x")] {
      var source = loader.open(path)
      #expect(source.isStreamed)
      let streamed = source.selecting(selector)
      var whole = loader.open(path)
      let expected = whole.collect().selecting(selector)
      #expect(streamed.entries.map(\.location) == expected.entries.map(\.location), "\(selector)")
      #expect(streamed.entries.map(\.metadata) == expected.entries.map(\.metadata), "\(selector)")
      #expect(streamed.firstNumber == expected.firstNumber, "\(selector)")
      #expect(streamed.allDiagnostics == expected.allDiagnostics, "\(selector)")
      #expect(loader.load(path, selecting: selector).firstNumber == expected.firstNumber)
    }
    var miss = loader.open(path)
    #expect(
      miss.selecting(.number(31)).diagnostics.last?.message
        == "no puzzle 31 in this file; it holds 30 puzzles: 1 (no name), 2 (no name), 3 (no name), 4 (no name), 5 (no name), 6 (no name), 7 (no name), 8 (no name), 9 (no name), 10 (no name), and 20 more"
    )
  }

  @Test func streamsAFileLargerThanTheFourMiBCapInOneChunkOfMemory() throws {
    // 100,000 lines of 47 bytes: 4.7 MB, over the 4 MiB cap for grid and YAML files.
    let count = 100_000
    let text = String(repeating: line + "\n", count: count)
    let folder = try temporaryFolder(["big.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.txt").path
    var lines = try ChunkedLines.open(path).get()
    var numbers = 0
    // The bytes taken follow the lines taken, within a line or so, where the bytes read
    // stood still for a chunk of 5,577 lines and then jumped: a progress display's estimate.
    var worst = 0
    while let next = lines.next() {
      numbers += 1
      #expect(next.number == numbers)
      worst = max(worst, abs(lines.bytesTaken - numbers * (line.utf8.count + 1)))
    }
    #expect(worst <= line.utf8.count + 1, "off by \(worst) bytes")
    #expect(numbers == count)
    #expect(lines.bytesRead == text.utf8.count)
    #expect(lines.bytesTaken == text.utf8.count)
    #expect(lines.largestBuffer <= 2 * ChunkedLines.chunkBytes)
    var source = PuzzleLoader().open(.file(path))
    #expect(source.isStreamed)
    var valid = 0
    while let entry = source.next() { valid += entry.isValid ? 1 : 0 }
    #expect(valid == count)
    #expect(source.diagnostics.isEmpty)
  }

  /// From a pipe, a line is read as soon as it has come, not once a chunk is full or the
  /// pipe ends; and the stream says when its next line would wait.
  @Test func takesTheLinesOfAPipeAsTheyCome() throws {
    let pipe = Pipe()
    var lines = ChunkedLines(
      handle: pipe.fileHandleForReading, ownsHandle: false, prefix: [], limits: .standard)
    #expect(!lines.hasInputReady)
    pipe.fileHandleForWriting.write(Data((line + "\n").utf8))
    #expect(lines.hasInputReady)
    // The writing end stays open: the old reader waited here for 256 KiB or the end.
    let first = lines.next()
    #expect(first?.number == 1)
    #expect(!lines.hasInputReady)
    try pipe.fileHandleForWriting.close()
    #expect(lines.hasInputReady)
    #expect(lines.next() == nil)
  }

  @Test func numbersLinesAcrossChunksWhateverTheLineEnds() throws {
    // CRLF line ends, so that some chunk ends between a CR and its LF.
    let count = 2 * ChunkedLines.chunkBytes / 48 + 7
    let text = "\u{FEFF}" + String(repeating: line + "\r\n", count: count) + "  xx\r\n"
    let (entries, source) = try stream(Array(text.utf8))
    #expect(entries.count == count + 1)
    #expect(entries.dropLast().allSatisfy { $0.isValid })
    #expect(entries.map(\.location.line).elementsEqual(1...count + 1))
    #expect(
      entries.last?.diagnostics.map(\.description) == [
        "\(source.path):\(count + 1):3: error: the board has 2 characters; a 6x6 board needs 36"
      ])
  }

  @Test func stopsAtBinaryDataDeepInTheFileWithItsLineAndColumn() throws {
    let count = ChunkedLines.chunkBytes / 47 + 100
    let text = String(repeating: line + "\n", count: count) + "51 GB\u{0}B\n" + line + "\n"
    let (entries, source) = try stream(Array(text.utf8))
    #expect(source.isUnreadable)
    #expect(source.diagnostics.map(\.location) == [SourceLocation(line: count + 1, column: 6)])
    #expect(source.diagnostics.first?.message.hasPrefix("binary file") == true)
    // The chunk holding the NUL is refused whole; every line before it was read.
    #expect(entries.count <= count && entries.count >= count - 2 * ChunkedLines.chunkBytes / 47)
    #expect(entries.allSatisfy { $0.isValid })
  }

  @Test func marksALineLongerThanAWholeChunkWithoutHoldingIt() throws {
    let long = String(repeating: "o", count: 3 * ChunkedLines.chunkBytes)
    let text = line + "\n" + long + "\n" + line + "\n"
    let folder = try temporaryFolder(["long.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    var lines = try ChunkedLines.open(folder.appendingPathComponent("long.txt").path).get()
    var read: [SourceText.Line] = []
    while let next = lines.next() { read.append(next) }
    #expect(read.map(\.number) == [1, 2, 3])
    #expect(read.map(\.isTooLong) == [false, true, false])
    #expect(lines.largestBuffer <= 2 * ChunkedLines.chunkBytes)
  }

  @Test func readsGridFilesWholeAndRefusesThemOverTheCap() throws {
    let grid = Array(ReferencePuzzles.intermediate4Grid.utf8)
    let (entries, source) = try stream(grid)
    #expect(!source.isStreamed)
    #expect(entries.count == 1)
    let big = grid + [UInt8](repeating: 0x0A, count: 4 << 20)
    let (none, refused) = try stream(big)
    #expect(none.isEmpty)
    #expect(refused.isUnreadable)
    #expect(
      refused.diagnostics.first?.message
        == "file is larger than 4 MiB, the most a puzzle file may hold")
  }
}
