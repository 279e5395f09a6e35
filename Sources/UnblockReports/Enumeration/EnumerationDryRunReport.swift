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
  /// The `--resume` folder the run would go on from, and what it holds; `nil` without
  /// `--resume`, or when the run would do nothing.
  public var resume: Resume?

  /// The `--resume` folder of a dry run, as the run would find it.
  public struct Resume: Sendable {
    public var folder: String
    public var contents: CheckpointDirectory.Contents

    public init(folder: String, contents: CheckpointDirectory.Contents) {
      (self.folder, self.contents) = (folder, contents)
    }
  }

  public init(
    header: EnumerationHeader, output: String?, catalog: String?, action: Action,
    resume: Resume? = nil
  ) {
    (self.header, self.output, self.catalog, self.action) = (header, output, catalog, action)
    self.resume = action == .enumerate ? resume : nil
  }

  /// One line on standard error: `dry run: would enumerate 5x5 and write 5x5.txt`, or
  /// `dry run: 5x5.txt already holds this enumeration; nothing to do`. With `--resume`,
  /// what the folder holds follows: `, resuming from rush.parts: 12 batches done` (and
  /// `, 1 damaged to do again`), `, recording batches in rush.parts (none done yet)`, or
  /// `, recording batches in the new folder rush.parts`.
  public var text: String {
    switch action {
    case .nothing:
      let next = catalog.map { "would import it into \(ShownPath.text($0))" } ?? "nothing to do"
      return
        "dry run: \(output.map(ShownPath.text) ?? "the output") already holds this enumeration; \(next)"
    case .enumerate:
      let shard = header.shard.map { " shard \($0)" } ?? ""
      let targets = [output, catalog].compactMap { $0 }.map(ShownPath.text)
      let target = targets.isEmpty ? "standard output" : targets.joined(separator: " and ")
      return "dry run: would enumerate \(header.space.size)\(shard) and write \(target)"
        + (resume.map(Self.text) ?? "")
    }
  }

  /// What the `--resume` folder holds, as the text says it.
  private static func text(_ resume: Resume) -> String {
    let contents = resume.contents
    guard contents.isPresent else {
      return ", recording batches in the new folder \(ShownPath.text(resume.folder))"
    }
    guard contents.finished + contents.damaged > 0 else {
      return ", recording batches in \(ShownPath.text(resume.folder)) (none done yet)"
    }
    let damaged = contents.damaged > 0 ? ", \(contents.damaged) damaged to do again" : ""
    let batches = contents.finished == 1 ? "batch" : "batches"
    return
      ", resuming from \(ShownPath.text(resume.folder)): \(contents.finished) \(batches) done\(damaged)"
  }

  /// The object: the fields that name the run, as the run's report has them, then
  /// `"dryRun": true`, `"action"`, `"enumerate"` or `"nothing"`, and `"resume"`:
  /// `{"folder", "exists", "finishedBatches", "damagedBatches"}`, or `null`.
  public var json: JSONLine {
    let resume: JSONLine.Value =
      self.resume.map {
        .object([
          ("folder", .string($0.folder)), ("exists", .bool($0.contents.isPresent)),
          ("finishedBatches", .int($0.contents.finished)),
          ("damagedBatches", .int($0.contents.damaged)),
        ])
      } ?? .null
    return JSONLine(
      EnumerationReport.runFields(header: header, output: output, catalog: catalog) + [
        ("dryRun", .bool(true)), ("action", .string(action.rawValue)), ("resume", resume),
      ])
  }
}
