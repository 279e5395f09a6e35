import Testing
import UnblockCore

@testable import UnblockFormats

/// The set file that `convert --to yaml` writes a puzzle at a time (``YAMLSetWriter``).
@Suite struct YAMLSetWriterTests {
  /// A database-line file of `count` lines, a comment above every 100th and two below the
  /// last, read whole.
  static func file(lines count: Int, path: String) throws -> PuzzleFile {
    var text = ""
    for index in 0..<count {
      if index % 100 == 0 { text += "# line \(index + 1)\n" }
      text += "02 ooooooooooooAAooBoooooBooooooooooooo 21\n"
    }
    text += "# the end\n# really\n"
    let source = try SourceText.decode(Array(text.utf8), limits: .standard).get()
    let read = DatabaseLineReader.read(source, path: path)
    var file = PuzzleFile(path: path, format: .databaseLines, entries: read.entries)
    file.trailingComments = read.trailingComments
    return file
  }

  /// The set as ``YAMLPrinter/printSet(name:author:puzzles:rowComments:itemNotes:notes:schema:)``
  /// prints it from the puzzles of `files` at once, each file's last comments below its last
  /// puzzle and the last file's at the end.
  static func printedAtOnce(_ files: [PuzzleFile]) -> String {
    var items: [(PuzzleEntry, Puzzle)] = []
    var notes: [YAMLComments] = []
    for file in files {
      for entry in file.entries {
        items.append((entry, entry.puzzle!))
        notes.append(entry.yamlComments)
      }
      notes[notes.count - 1].below += file.trailingComments.map { GridPrinter.commentLine($0) }
    }
    var end = YAMLComments()
    end.below = notes[notes.count - 1].below
    notes[notes.count - 1].below = []
    return YAMLPrinter.printSet(
      name: nil, author: nil,
      puzzles: items.map { ($1, $0.metadata, $0.boardStyle, $0.comments) },
      rowComments: items.map { $0.0.rowComments }, itemNotes: notes, notes: end)
  }

  @Test func writesInPiecesTheSetPrintedAtOnce() throws {
    // 9,000 puzzles of about 150 bytes: more than a piece's megabyte.
    let files = [
      try Self.file(lines: 4_500, path: "a.txt"), try Self.file(lines: 4_500, path: "b.txt"),
    ]
    var pieces: [String] = []
    var counts: [Int] = []
    var writer = YAMLSetWriter {
      pieces.append($0)
      counts.append($1)
    }
    for file in files { writer.add(file) }
    writer.finish()
    #expect(pieces.count >= 2)
    // Each piece counts the puzzles it holds.
    #expect(counts.reduce(0, +) == 9_000)
    #expect(
      pieces.map { $0.split(separator: "\n").count(where: { $0.hasPrefix("  - ") }) } == counts)
    #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= YAMLSetWriter.bufferSize })
    let text = pieces.joined()
    #expect(text == Self.printedAtOnce(files))
    #expect(text.hasSuffix("      states: 21\n# the end\n# really\n"))
    // A file's last comments end its last puzzle, at its keys' indentation.
    #expect(text.contains("      states: 21\n    # the end\n    # really\n  - moves: 2\n"))
  }

  @Test func leavesOutAFileWithoutPuzzlesAndItsComments() throws {
    var empty = PuzzleFile(path: "e.txt", format: .databaseLines)
    empty.trailingComments = ["# nothing here"]
    let one = try Self.file(lines: 2, path: "one.txt")
    var pieces: [String] = []
    var writer = YAMLSetWriter { text, _ in pieces.append(text) }
    writer.add(one)
    writer.add(empty)
    writer.finish()
    #expect(pieces.joined() == Self.printedAtOnce([one]))
    #expect(!pieces.joined().contains("nothing here"))
  }
}
