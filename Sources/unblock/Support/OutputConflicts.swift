import ArgumentParser
@preconcurrency import Glibc
import UnblockFormats

/// Refuses a run whose output is an empty path, would replace one of its own inputs, or
/// whose two outputs are one file: `render p.txt -o p.txt` used to turn the puzzle into a PNG, and `render
/// -o b.png --solution b.png` kept only the second image.
///
/// Files are compared by identity (device and inode), so another spelling of a path, a
/// symbolic or a hard link is caught too; an output that does not exist yet can only
/// clash with another output, by its absolute path. `-` (standard input or output) and
/// `nil` are skipped.
enum OutputConflicts {
  /// Throws a usage error (exit 64) naming the first clash.
  ///
  /// - Parameters:
  ///   - outputs: Each output's option and path, such as `("-o", "b.png")`.
  ///   - inputs: The input paths as given; folders stand for the puzzle files in them.
  static func check(outputs: [(option: String, path: String?)], inputs: [String]) throws {
    if let empty = outputs.first(where: { $0.path?.isEmpty == true }) {
      throw ValidationError("\(empty.option) needs a file name, not ''")
    }
    let given = outputs.compactMap { output in
      output.path.flatMap { $0 == "-" ? nil : (output.option, $0) }
    }
    guard !given.isEmpty else { return }
    // Each file is looked at once, so a run that writes thousands of files (`generate
    // --out`) stays quick whatever the number of inputs.
    var read = [FileIdentity: String]()
    for expanded in PuzzleLoader().expand(inputs) {
      guard case .file(let path) = expanded, path != "-", let identity = FileIdentity(path)
      else { continue }
      if read[identity] == nil { read[identity] = path }
    }
    for (option, path) in given {
      guard let output = FileIdentity(path), let input = read[output] else { continue }
      throw ValidationError("\(option) \(path) is the input \(input); write elsewhere")
    }
    var written = [FileIdentity: String]()
    for (option, path) in given {
      let identity = FileIdentity.of(path)
      if let other = written[identity] {
        throw ValidationError("\(other) and \(option) both write \(path); give two files")
      }
      written[identity] = option
    }
  }

  /// What tells two paths of one file apart from two files.
  private enum FileIdentity: Hashable {
    /// An existing file's device and inode.
    case inode(UInt64, UInt64)
    /// A path that names nothing yet, made absolute.
    case path(String)

    /// The identity of an existing file, or `nil`.
    init?(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      self = .inode(UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// The identity of an existing file, else the path made absolute.
    static func of(_ path: String) -> FileIdentity {
      if let existing = FileIdentity(path) { return existing }
      if path.hasPrefix("/") { return .path(path) }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let folder = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
      return .path(folder + "/" + path)
    }
  }
}
