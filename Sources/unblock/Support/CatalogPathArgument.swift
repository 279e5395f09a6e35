import ArgumentParser

/// A catalogue named on the command line (`--db`, `--catalog`): an SQLite file, never `-`,
/// which stands for standard input or output everywhere else and cannot hold one.
enum CatalogPathArgument {
  /// Refuses `-` as the catalogue of `option`, as a wrong command line (exit 64).
  static func validate(_ path: String?, option: String) throws {
    guard path == "-" else { return }
    throw ValidationError(
      "\(option) -: a catalogue is an SQLite file, not standard input or output; name a file, such as catalog.sqlite"
    )
  }
}
