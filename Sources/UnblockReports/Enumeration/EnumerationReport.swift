import UnblockCore
import UnblockFormats

/// What `unblock enumerate --format json` prints when it is done: one JSON object that says
/// what was enumerated, where the lines went and what they hold.
public struct EnumerationReport: Sendable {
  /// The work of a run.
  public struct Work: Sendable {
    public var configurations: Int
    public var seeds: Int
    public var clusters: Int
    public var states: Int
    /// The part of ``states`` read back from `--resume`'s folder.
    public var resumedStates: Int
    public var duration: Duration
    /// The states this run explored per second (``UnblockCore/EnumerationResult/statesPerSecond``).
    public var statesPerSecond: Double

    public init(_ result: EnumerationResult) {
      (configurations, seeds, clusters, states, duration) = (
        result.configurations, result.seeds, result.clusters, result.states, result.duration
      )
      (resumedStates, statesPerSecond) = (result.resumedStates, result.statesPerSecond)
    }
  }

  /// How the lines' counts by moves compare with a `--histogram` file.
  public struct Comparison: Sendable {
    /// The file's path, as given.
    public var path: String
    public var expected: MovesHistogram

    public init(path: String, expected: MovesHistogram) {
      (self.path, self.expected) = (path, expected)
    }
  }

  /// What was enumerated: the space and the shard.
  public var header: EnumerationHeader
  /// The file the lines went to, if any.
  public var output: String?
  /// The catalogue the lines went into, if any.
  public var catalog: String?
  /// The run's work, or `nil` when the file already held the enumeration and nothing was
  /// enumerated again.
  public var work: Work?
  /// The lines' counts by moves.
  public var counts: MovesHistogram
  /// The first line: the hardest puzzle, the least board among the hardest.
  public var hardest: EnumeratedPuzzle?
  public var comparison: Comparison?
  /// Whether the object carries the run's time (`"milliseconds"`, `"statesPerSecond"`,
  /// `"resumedStates"`); without it, two runs print the same bytes, resumed or not.
  public var timings: Bool

  public init(
    header: EnumerationHeader, output: String?, catalog: String?, work: Work?,
    counts: MovesHistogram, hardest: EnumeratedPuzzle?, comparison: Comparison?,
    timings: Bool
  ) {
    (self.header, self.output, self.catalog, self.work) = (header, output, catalog, work)
    (self.counts, self.hardest, self.comparison) = (counts, hardest, comparison)
    self.timings = timings
  }

  /// The report of a run that found `result`.
  public init(
    _ result: EnumerationResult, header: EnumerationHeader, output: String?, catalog: String?,
    comparison: Comparison?, timings: Bool
  ) {
    self.init(
      header: header, output: output, catalog: catalog, work: Work(result),
      counts: MovesHistogram(result.puzzles), hardest: result.puzzles.first,
      comparison: comparison, timings: timings)
  }

  /// Whether the counts equal the `--histogram` file's, when there is one.
  public var countsAgree: Bool {
    comparison.map { counts.differences(from: $0.expected).isEmpty } ?? true
  }

  /// The object; every key is always there, `null` where it does not apply.
  public var json: JSONLine {
    let count = { (value: Int?) -> JSONLine.Value in value.map { .int($0) } ?? .null }
    var fields =
      Self.runFields(header: header, output: output, catalog: catalog) + [
        ("reused", .bool(work == nil)),
        ("puzzles", .int(counts.total)),
        ("configurations", count(work?.configurations)),
        ("seeds", count(work?.seeds)),
        ("clusters", count(work?.clusters)),
        ("states", count(work?.states)),
        (
          "hardest",
          hardest.map {
            .object([
              ("moves", .int($0.moves)), ("board", .string($0.board)), ("states", .int($0.states)),
            ])
          } ?? .null
        ),
        (
          "byMoves",
          .array(
            counts.counts.keys.sorted().map { moves in
              .object([("moves", .int(moves)), ("puzzles", .int(counts.counts[moves] ?? 0))])
            })
        ),
        ("histogram", comparison.map { comparisonJSON($0) } ?? .null),
      ]
    if timings, let work {
      let seconds = work.duration / .seconds(1)
      fields += [
        ("milliseconds", .int(Int((seconds * 1000).rounded()))),
        ("statesPerSecond", .int(Int(work.statesPerSecond.rounded()))),
        ("resumedStates", .int(work.resumedStates)),
      ]
    }
    return JSONLine(fields)
  }

  /// The fields that name the run, first in the object: its output and catalogue, the board
  /// class and the shard (also `enumerate --dry-run`'s, ``EnumerationDryRunReport``).
  static func runFields(header: EnumerationHeader, output: String?, catalog: String?) -> [(
    String, JSONLine.Value
  )] {
    let space = header.space
    return [
      ("output", output.map { .string($0) } ?? .null),
      ("catalog", catalog.map { .string($0) } ?? .null),
      ("size", .string("\(space.size)")),
      ("exit", .string(space.chute.side.rawValue)),
      ("exitRow", .int(space.chute.row)),
      (
        "walls",
        .object([("min", .int(space.walls.lowerBound)), ("max", .int(space.walls.upperBound))])
      ),
      (
        "shard",
        header.shard.map { .object([("index", .int($0.index)), ("count", .int($0.count))]) }
          ?? .null
      ),
    ]
  }

  /// `{"file": ..., "equal": ..., "differences": [{"moves", "found", "expected"}]}`.
  private func comparisonJSON(_ comparison: Comparison) -> JSONLine.Value {
    let differences = counts.differences(from: comparison.expected)
    return .object([
      ("file", .string(comparison.path)),
      ("equal", .bool(differences.isEmpty)),
      (
        "differences",
        .array(
          differences.map {
            .object([
              ("moves", .int($0.moves)), ("found", .int($0.found)), ("expected", .int($0.expected)),
            ])
          })
      ),
    ])
  }
}
