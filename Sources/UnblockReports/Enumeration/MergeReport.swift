import UnblockCore
import UnblockFormats

/// What `unblock catalog merge` says when its parts are joined: the shards, the puzzles they
/// hold and where the merged file went, as one line of text or one JSON object.
public struct MergeReport: Sendable {
  /// The shard files merged: the run's shard count, as every shard is given once.
  public let shards: Int
  /// The lines of the merged file, the puzzles of every shard.
  public let puzzles: Int
  /// The merged file as named, or `nil` for standard output (`-o -`).
  public let output: String?

  public init(shards: Int, puzzles: Int, output: String?) {
    self.shards = shards
    self.puzzles = puzzles
    self.output = output
  }

  /// The report of the merged `files`, written to `output` (`nil` for standard output).
  public init(_ files: [ShardFile], output: String?) {
    self.init(
      shards: files.count, puzzles: files.reduce(0) { $0 + $1.puzzles.count }, output: output)
  }

  /// `merged 8 shards, 1730 puzzles, into 5x5.txt`, without `into` for standard output.
  public var text: String {
    "merged \(counted(shards, "shard")), \(puzzles) puzzles"
      + (output.map { ", into \(ShownPath.text($0))" } ?? "")
  }

  /// `{"output":"5x5.txt","shards":8,"puzzles":1730}` (see
  /// Schemas/catalog-merge-output.schema.json); the output is `-` for standard output, as
  /// `-o -` names it.
  public var json: JSONLine {
    JSONLine([
      ("output", .string(output ?? "-")), ("shards", .int(shards)), ("puzzles", .int(puzzles)),
    ])
  }
}
