import Foundation
import Synchronization
import UnblockCore
import UnblockFormats

/// Where `generate` puts its puzzles: one YAML file each in a folder, one set file, or a
/// set on standard output; and the promise that no existing file is overwritten without
/// `--force`. The names and texts of the files follow ``GeneratedFiles``.
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
    /// The output folder could not be made: a file is in the way, or the system refused.
    case folder(OutputFolder.Failure)
    /// Writing a file failed.
    case cannotWrite(AtomicFileWriter.Failure)

    /// A file in the way (exit 64): one there without `--force`, or something no file may
    /// replace (a folder, a pipe, a device); else one that cannot be written (exit 2).
    var isInTheWay: Bool {
      switch self {
      case .exists, .folder(.fileInTheWay), .cannotWrite(.isDirectory),
        .cannotWrite(.notRegularFile):
        true
      case .folder(.cannotCreate), .cannotWrite: false
      }
    }

    var description: String {
      switch self {
      case .exists(let path): "\(ShownPath.text(path)) exists; use --force to overwrite it"
      case .folder(let failure): failure.description
      case .cannotWrite(let failure): failure.description
      }
    }
  }

  let destination: Destination
  /// How the files and puzzles are named and written.
  let files: GeneratedFiles
  let force: Bool
  private let state = Mutex<[(puzzle: GeneratedPuzzle, path: String?)]>([])

  init(destination: Destination, prefix: String, force: Bool) {
    self.destination = destination
    files = GeneratedFiles(prefix: prefix)
    self.force = force
  }

  /// Checks, before any work, that the run will not overwrite a file and that every file
  /// it may write can be written, and creates the output folder: a file the run could not
  /// write would otherwise be found after the search, and lose it.
  func prepare(count: Int) throws(Failure) {
    switch destination {
    case .folder(let folder):
      if case .failure(let failure) = OutputFolder.create(folder) { throw .folder(failure) }
      for index in 0..<count {
        try check(files.filePath(in: folder, at: index))
      }
    case .setFile(let path):
      try check(path)
    case .standardOutput:
      break
    }
  }

  /// Refuses now what a write of `path` would refuse: a missing or read-only folder, a
  /// folder or a pipe at the path, or a file there without `--force`.
  private func check(_ path: String) throws(Failure) {
    switch AtomicFileWriter.check(path, replacing: force) {
    case .success: break
    case .failure(.exists): throw .exists(path)
    case .failure(let failure): throw .cannotWrite(failure)
    }
  }

  /// Takes one puzzle; in folder mode, writes its file at once.
  ///
  /// - Returns: The path written, if any.
  @discardableResult
  func add(_ puzzle: GeneratedPuzzle) throws(Failure) -> String? {
    var path: String?
    if case .folder(let folder) = destination {
      let target = files.filePath(in: folder, at: puzzle.index)
      try Self.write(files.puzzleText(puzzle, folder: folder), to: target, replacing: force)
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

  /// Every puzzle taken, in the run's order, with the file it went to: its own file in
  /// folder mode, the set file in set-file mode, `nil` on standard output.
  var taken: [(puzzle: GeneratedPuzzle, file: String?)] {
    let taken = state.withLock { $0 }.sorted { $0.puzzle.index < $1.puzzle.index }
    return taken.map { record in
      switch destination {
      case .folder: (record.puzzle, record.path)
      case .setFile(let path): (record.puzzle, path)
      case .standardOutput: (record.puzzle, nil)
      }
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
      // The schema line is counted from where the bytes land, past a symbolic link.
      let folder = URL(fileURLWithPath: AtomicFileWriter.target(of: path))
        .deletingLastPathComponent().path
      try Self.write(files.setText(taken.map(\.puzzle), folder: folder), to: path, replacing: force)
      return [path]
    case .standardOutput:
      // The same bytes as --set writes for a file in the current folder.
      if !taken.isEmpty {
        let text = files.setText(
          taken.map(\.puzzle), folder: FileManager.default.currentDirectoryPath)
        StandardOutput.write(Array(text.utf8))
      }
      return []
    }
  }
}
