import Foundation
import Synchronization
import UnblockCore
import UnblockFormats

/// Where `generate` puts its puzzles: one YAML file each in a folder, one set file, or a
/// set on standard output; and the promise that no existing file is overwritten without
/// `--force`.
final class GeneratedOutput: Sendable {
  enum Destination: Sendable {
    /// One file per puzzle, `<prefix>-<NNN>.yaml`.
    case folder(String)
    /// One set file, written when the run ends (also when it is interrupted).
    case setFile(String)
    /// A set on standard output, when the run ends.
    case standardOutput
  }

  /// Why the output could not be written.
  enum Failure: Error, CustomStringConvertible {
    /// A file is in the way and `--force` was not given.
    case exists(String)
    /// The folder could not be created.
    case cannotCreateFolder(String, reason: String)
    /// Writing a file failed.
    case cannotWrite(AtomicFileWriter.Failure)

    var description: String {
      switch self {
      case .exists(let path): "\(path) exists; use --force to overwrite it"
      case .cannotCreateFolder(let path, let reason): "cannot create folder \(path): \(reason)"
      case .cannotWrite(let failure): failure.description
      }
    }
  }

  let destination: Destination
  /// The start of every file name and puzzle name.
  let prefix: String
  let force: Bool
  private let state = Mutex<[(puzzle: GeneratedPuzzle, path: String?)]>([])

  init(destination: Destination, prefix: String, force: Bool) {
    self.destination = destination
    self.prefix = prefix
    self.force = force
  }

  /// Why `prefix` cannot start file names, if it cannot: it must name a file inside the
  /// output folder, so it may hold no path separator and be neither empty, `.` nor `..`.
  static func problem(withPrefix prefix: String) -> String? {
    if prefix.isEmpty { return "--prefix must not be empty" }
    if prefix.contains("/") || prefix.contains("\\") || prefix.contains("\0") {
      return "--prefix '\(prefix)' holds a path separator; give a plain name, such as 'expert'"
    }
    if prefix == "." || prefix == ".." {
      return "--prefix '\(prefix)' names a folder; give a plain name, such as 'expert'"
    }
    return nil
  }

  /// The name of the puzzle in output slot `index`: `expert-007`.
  func name(at index: Int) -> String {
    "\(prefix)-\(String(repeating: "0", count: max(0, 3 - String(index + 1).count)))\(index + 1)"
  }

  /// Checks, before any work, that the run will not overwrite a file, and creates the
  /// output folder.
  func prepare(count: Int) throws(Failure) {
    switch destination {
    case .folder(let folder):
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        throw .cannotCreateFolder(folder, reason: "a file of that name is in the way")
      }
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreateFolder(folder, reason: FileSystemReason.describe(error))
      }
      for index in 0..<count {
        let path = filePath(in: folder, at: index)
        if !force && FileManager.default.fileExists(atPath: path) { throw .exists(path) }
      }
    case .setFile(let path):
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory.boolValue { throw .cannotWrite(.isDirectory(path: path)) }
        if !force { throw .exists(path) }
      }
    case .standardOutput:
      break
    }
  }

  /// Takes one puzzle; in folder mode, writes its file at once.
  ///
  /// - Returns: The path written, if any.
  @discardableResult
  func add(_ puzzle: GeneratedPuzzle) throws(Failure) -> String? {
    var path: String?
    if case .folder(let folder) = destination {
      let target = filePath(in: folder, at: puzzle.index)
      let text = YAMLPrinter.print(
        puzzle.puzzle, metadata: metadata(for: puzzle),
        schema: Self.schemaReference(from: folder, file: "puzzle.schema.json"))
      try Self.write(text, to: target, replacing: force)
      path = target
    }
    state.withLock { $0.append((puzzle, path)) }
    return path
  }

  /// Writes a file atomically; without `--force`, a file that appeared during the run is
  /// left untouched and reported as in the way.
  private static func write(_ text: String, to path: String, replacing: Bool) throws(Failure) {
    switch AtomicFileWriter.write(text, to: path, replacing: replacing) {
    case .success: return
    case .failure(.exists(let path)): throw .exists(path)
    case .failure(let failure): throw .cannotWrite(failure)
    }
  }

  /// Writes the set, in set-file and standard-output modes, with every puzzle taken.
  ///
  /// - Returns: The paths of every file written by the run.
  func finish() throws(Failure) -> [String] {
    let taken = state.withLock { $0 }
    switch destination {
    case .folder:
      return taken.compactMap(\.path)
    case .setFile(let path):
      guard !taken.isEmpty else { return [] }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      let text = setText(
        taken.map(\.puzzle), schema: Self.schemaReference(from: folder, file: "set.schema.json"))
      try Self.write(text, to: path, replacing: force)
      return [path]
    case .standardOutput:
      // The same bytes as --set writes for a file in the current folder.
      if !taken.isEmpty {
        let schema = Self.schemaReference(
          from: FileManager.default.currentDirectoryPath, file: "set.schema.json")
        FileHandle.standardOutput.write(Data(setText(taken.map(\.puzzle), schema: schema).utf8))
      }
      return []
    }
  }

  private func setText(_ puzzles: [GeneratedPuzzle], schema: String?) -> String {
    YAMLPrinter.printSet(
      name: prefix, author: nil,
      puzzles: puzzles.map { ($0.puzzle, metadata(for: $0), .grid, []) }, schema: schema)
  }

  private func filePath(in folder: String, at index: Int) -> String {
    URL(fileURLWithPath: folder).appendingPathComponent("\(name(at: index)).yaml").path
  }

  /// The name, claims and generator record of a puzzle, as its YAML carries them.
  private func metadata(for puzzle: GeneratedPuzzle) -> PuzzleMetadata {
    PuzzleMetadata(
      name: Located(name(at: puzzle.index), at: .start),
      level: Located(puzzle.category, at: .start),
      moves: Located(puzzle.moves, at: .start),
      generated: PuzzleMetadata.Generation(
        version: Located(puzzle.generatorVersion, at: .start),
        seed: Int(exactly: puzzle.seed).map { Located($0, at: .start) },
        states: Located(puzzle.clusterSize, at: .start),
        solutions: Located(Int(clamping: puzzle.solutions), at: .start)))
  }

  /// The path from `folder` to `Schemas/<file>` in the nearest folder above that has one,
  /// so editors find the schema wherever the files go; the printer's default when none.
  static func schemaReference(from folder: String, file: String) -> String {
    var directory = URL(fileURLWithPath: folder).standardizedFileURL
    var ups = ""
    for _ in 0..<12 {
      let candidate = directory.appendingPathComponent("Schemas").appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: candidate.path) {
        return ups + "Schemas/" + file
      }
      if directory.path == "/" { break }
      directory.deleteLastPathComponent()
      ups += "../"
    }
    return "../Schemas/" + file
  }
}
