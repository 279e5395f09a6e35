import UnblockCore
import UnblockFormats

/// What `unblock enumerate --dry-run` says: the run it checked, and what that run would do
/// with its output. It never enumerates.
public struct EnumerationDryRunReport: Sendable {
  /// What the run would do.
  public enum Action: String, Sendable {
    /// Enumerate, and write the lines to the output (or the catalogue, or standard output).
    case enumerate
    /// Nothing: `-o FILE` already holds this enumeration.
    case nothing
  }

  public var header: EnumerationHeader
  /// The `-o` file, or nil for standard output or only a catalogue.
  public var output: String?
  /// The `--db` catalogue, if any.
  public var catalog: String?
  public var action: Action

  public init(header: EnumerationHeader, output: String?, catalog: String?, action: Action) {
    (self.header, self.output, self.catalog, self.action) = (header, output, catalog, action)
  }

  /// One line on standard error: `dry run: would enumerate 5x5 and write 5x5.txt`, or
  /// `dry run: 5x5.txt already holds this enumeration; nothing to do`.
  public var text: String {
    switch action {
    case .nothing:
      let next = catalog.map { "would import it into \($0)" } ?? "nothing to do"
      return "dry run: \(output ?? "the output") already holds this enumeration; \(next)"
    case .enumerate:
      let shard = header.shard.map { " shard \($0)" } ?? ""
      let targets = [output, catalog].compactMap { $0 }
      let target = targets.isEmpty ? "standard output" : targets.joined(separator: " and ")
      return "dry run: would enumerate \(header.space.size)\(shard) and write \(target)"
    }
  }

  /// The object: the fields that name the run, as the run's report has them, then
  /// `"dryRun": true` and `"action"`, `"enumerate"` or `"nothing"`.
  public var json: JSONLine {
    JSONLine(
      EnumerationReport.runFields(header: header, output: output, catalog: catalog) + [
        ("dryRun", .bool(true)), ("action", .string(action.rawValue)),
      ])
  }
}
