import ArgumentParser

/// A folder to write files in, named on the command line (`generate --out`, `render
/// --out-dir`): never `''`, nor `-`, which stands for standard input or output everywhere
/// else, and used to make a folder of that name.
enum FolderArgument {
  /// Refuses `''` and `-` as the folder of `option`, as a wrong command line (exit 64).
  ///
  /// - Parameter standardOutput: How the command writes to standard output instead, for
  ///   the message about `-`.
  static func validate(_ path: String?, option: String, standardOutput: String) throws {
    if path?.isEmpty == true { throw ValidationError("\(option) needs a folder name, not ''") }
    if path == "-" {
      throw ValidationError(
        "\(option) needs a folder name; for standard output, \(standardOutput); for a folder named '-', give ./-"
      )
    }
  }
}
