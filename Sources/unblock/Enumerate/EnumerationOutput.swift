import Foundation
@preconcurrency import Glibc
import UnblockCore
import UnblockFormats

/// What `enumerate` finds at its output path, and what it says when done.
enum EnumerationOutput {
  /// The output path before a run.
  enum Existing {
    /// Nothing there: write.
    case absent
    /// A file with this run's header and lines after it: the run was done before, and its
    /// lines as read.
    case done(ShardFile)
    /// A file with this run's header whose lines are not as the enumerator writes them (a
    /// line added, changed or moved): every problem, at `path:line:column`. It is neither
    /// trusted as the finished run nor replaced without --force.
    case damaged(ShardMerge.Failure)
    /// The lines `catalog query` wrote, under a header naming their selection: another
    /// file in the way, however like this run's its header is, since a catalogue's entries
    /// may come from anywhere.
    case query(selection: String)
    /// A folder.
    case directory
    /// A pipe, a device or a socket: never opened (a pipe would block the run), and refused
    /// as the writer refuses it.
    case notRegular
    /// Anything else: replaced only with --force.
    case other
  }

  /// What lies at `path`, compared with the header the run would write.
  ///
  /// A file holds this run when it starts with exactly the header's lines; as files are
  /// written whole, at the end of a run, such a file is a finished run, once each of its
  /// lines is read back as the enumerator writes it, in the enumeration's order, and its
  /// trailer sums them (a file cut short, or written before trailers were, is damaged).
  static func existing(at path: String, for header: EnumerationHeader) -> Existing {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .absent
    }
    if isDirectory.boolValue { return .directory }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
    guard let handle = FileHandle(forReadingAtPath: path) else { return .other }
    defer { try? handle.close() }
    let wanted = Data(header.text.utf8)
    // After the header come the lines, or at once the trailer of a run that found none; a
    // longer header (a shard's) is another run's.
    let trailer = Data(FileTrailer.prefix.utf8)
    // Enough for any header, a query's selection line included.
    let opening = (try? handle.read(upToCount: max(wanted.count + trailer.count, 4096))) ?? Data()
    if let selection = querySelection(opening) { return .query(selection: selection) }
    let start = opening.prefix(wanted.count + trailer.count)
    guard start.count > wanted.count, start.prefix(wanted.count) == wanted,
      start.dropFirst(wanted.count).first != UInt8(ascii: "#")
        || start.dropFirst(wanted.count).elementsEqual(trailer)
    else { return .other }
    guard let bytes = FileManager.default.contents(atPath: path) else { return .other }
    switch ShardFile.read(Array(bytes), path: path) {
    case .success(let file): return .done(file)
    case .failure(let failure): return .damaged(failure)
    }
  }

  /// The selection named by the header of a file that opens with `opening`, when it is a
  /// query's output (``EnumerationHeader/selection``).
  private static func querySelection(_ opening: Data) -> String? {
    let lines = String(decoding: opening, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard case .success(let (header, _)) = EnumerationHeader.parse(lines) else { return nil }
    return header.selection
  }

  /// Refuses, before any work, an output file that could not be written at the end of the
  /// run (``AtomicFileWriter/check(_:replacing:)``); says why, as the write would, and ends
  /// the command with status 2. A catalogue refuses what it cannot hold when it is opened,
  /// before the run too.
  static func checkWritable(_ path: String) throws {
    if case .failure(let failure) = AtomicFileWriter.check(path) {
      FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
      throw ExitStatus.unreadableInput
    }
  }

  /// `wrote 1730 puzzles to 5x5.txt: 2,345 configurations, ... states/s`.
  static func summary(_ result: EnumerationResult, path: String) -> String {
    let seconds = result.duration / .seconds(1)
    return
      "wrote \(result.puzzles.count) puzzles to \(path): \(result.clusters) solvable clusters explored, "
      + "\(result.states) states in \(result.configurations) configurations, "
      + "\(ProgressDisplay.hundredths(seconds)) s, \(Int(result.statesPerSecond)) states/s"
  }

  /// The histogram file `--histogram` names; a problem is printed at `path:line:column`.
  static func readHistogram(_ path: String) throws -> MovesHistogram {
    switch MovesHistogram.read(contentsOf: path) {
    case .success(let histogram): return histogram
    case .failure(let failure):
      FileHandle.standardError.write(Data("\(failure.diagnostic)\n".utf8))
      throw ExitStatus.unreadableInput
    }
  }

  /// Prints a verdict on standard output, or on standard error when the lines went to
  /// standard output, which the verdict must not join.
  static func say(_ verdict: String, toStandardError: Bool) {
    if toStandardError {
      FileHandle.standardError.write(Data((verdict + "\n").utf8))
    } else {
      StandardOutput.write(Array((verdict + "\n").utf8))
    }
  }
}
