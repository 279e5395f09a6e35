import Foundation
import UnblockCore

#if canImport(Glibc)
  import Glibc
#endif

/// What `enumerate -o FILE` finds at FILE before a run, and what the run does about it:
/// the one decision both a real run and `--dry-run` make.
public enum EnumerationOutputFile {
  /// The output path before a run.
  public enum Existing: Sendable {
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
    /// Anything else: replaced only with --force. `marks` names what keeps an enumeration
    /// file with a byte-order mark or CRLF line ends from being this run's file, which
    /// looks like it (see ``EnumerationFileMarks``).
    case other(marks: String?)
  }

  /// What a run does with its output file.
  public enum Decision: Sendable {
    /// Enumerate and write the file (once the writer's own checks pass: see
    /// ``AtomicFileWriter/check(_:replacing:)``).
    case write
    /// The file already holds this enumeration: nothing to enumerate; its lines as read.
    case reuse(ShardFile)
    /// Refused, a file in the way: `message`, after `details` (every problem of a damaged
    /// file, at `path:line:column`) when there are any.
    case refuse(message: String, details: String?)
  }

  /// What a run of `header` does with the file at `path`; `force` replaces a file in the
  /// way, but never a folder.
  public static func decision(at path: String, for header: EnumerationHeader, force: Bool)
    -> Decision
  {
    switch existing(at: path, for: header) {
    case .absent, .notRegular:
      return .write
    case .done(let finished):
      return .reuse(finished)
    case .damaged(let failure):
      return force
        ? .write
        : .refuse(
          message:
            "\(ShownPath.text(path)) has this enumeration's header but is not a whole run of it (above); use --force to enumerate again",
          details: failure.description)
    case .query(let selection):
      return force
        ? .write
        : .refuse(
          message:
            "\(ShownPath.text(path)) holds the output of a query ('\(selection)'), not this enumeration: a catalogue's entries are no proof of a whole run; use --force to replace it",
          details: nil)
    case .directory:
      return .refuse(
        message: "\(ShownPath.text(path)) is a directory; expected a file", details: nil)
    case .other(let marks):
      return force
        ? .write
        : .refuse(
          message:
            "\(ShownPath.text(path)) exists and holds something else\(marks == nil ? "" : " (above)"); use --force to replace it",
          details: marks.map { Diagnostic.error($0, path: path, at: .start).description })
    }
  }

  /// What lies at `path`, compared with the header the run would write.
  ///
  /// A file holds this run when it starts with exactly the header's lines; as files are
  /// written whole, at the end of a run, such a file is a finished run, once each of its
  /// lines is read back as the enumerator writes it, in the enumeration's order, and its
  /// trailer sums them (a file cut short, or written before trailers were, is damaged).
  /// A merged file is the bytes of the unsharded run, so it holds the unsharded header's
  /// enumeration.
  public static func existing(at path: String, for header: EnumerationHeader) -> Existing {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .absent
    }
    if isDirectory.boolValue { return .directory }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
    guard let handle = FileHandle(forReadingAtPath: path) else { return .other(marks: nil) }
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
    else { return .other(marks: EnumerationFileMarks.problem(opening: opening)) }
    guard let bytes = FileManager.default.contents(atPath: path) else { return .other(marks: nil) }
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
}
