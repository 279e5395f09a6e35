import Foundation
import UnblockCore

/// The rules of the files `unblock generate` writes: how puzzles and files are named, the
/// claims and generator record each puzzle carries, and the text of a puzzle file and of a
/// set file with its schema line.
///
/// What is written where, and the promise never to overwrite a file, stay with the
/// command; these rules are the format's, and are tested here.
public struct GeneratedFiles: Sendable {
  /// The start of every file name and puzzle name, such as `expert`.
  public var prefix: String

  public init(prefix: String) {
    self.prefix = prefix
  }

  /// Why `prefix` cannot start file names, if it cannot: it must name a file inside the
  /// output folder, so it may hold no path separator and be neither empty, `.` nor `..`.
  public static func problem(withPrefix prefix: String) -> String? {
    if prefix.isEmpty { return "--prefix must not be empty" }
    if prefix.contains("/") || prefix.contains("\\") || prefix.contains("\0") {
      return
        "--prefix '\(ShownPath.text(prefix))' holds a path separator; give a plain name, such as 'expert'"
    }
    if prefix == "." || prefix == ".." {
      return
        "--prefix '\(ShownPath.text(prefix))' names a folder; give a plain name, such as 'expert'"
    }
    return nil
  }

  /// The name of the puzzle in output slot `index`: `expert-007`.
  public func name(at index: Int) -> String {
    "\(prefix)-\(String(repeating: "0", count: max(0, 3 - String(index + 1).count)))\(index + 1)"
  }

  /// The path of the puzzle file of output slot `index` in `folder`, as the folder was
  /// named: `folder/expert-007.yaml`, `out/expert-007.yaml` for `out/`.
  public func filePath(in folder: String, at index: Int) -> String {
    let file = "\(name(at: index)).yaml"
    return folder.hasSuffix("/") ? folder + file : folder + "/" + file
  }

  /// The puzzle file of `puzzle`, to be written in `folder`, with its schema line.
  public func puzzleText(_ puzzle: GeneratedPuzzle, folder: String) -> String {
    YAMLPrinter.print(
      puzzle.puzzle, metadata: metadata(for: puzzle),
      schema: SchemaReference.path(from: folder, file: "puzzle.schema.json"))
  }

  /// The set file of `puzzles`, named as the prefix, to be written in `folder`, with its
  /// schema line.
  public func setText(_ puzzles: [GeneratedPuzzle], folder: String) -> String {
    YAMLPrinter.printSet(
      name: prefix, author: nil,
      puzzles: puzzles.map { ($0.puzzle, metadata(for: $0), .grid, []) },
      schema: SchemaReference.path(from: folder, file: "set.schema.json"))
  }

  /// The name, claims and generator record of a puzzle, as its YAML carries them.
  public func metadata(for puzzle: GeneratedPuzzle) -> PuzzleMetadata {
    PuzzleMetadata(
      name: Located(name(at: puzzle.index), at: .start),
      level: Located(puzzle.category, at: .start),
      moves: Located(puzzle.moves, at: .start),
      generated: PuzzleMetadata.Generation(
        version: Located(puzzle.generatorVersion, at: .start),
        seed: Located(puzzle.seed, at: .start),
        states: Located(puzzle.clusterSize, at: .start),
        solutions: Located(puzzle.solutions, at: .start)))
  }
}
