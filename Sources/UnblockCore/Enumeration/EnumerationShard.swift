/// One share of an enumeration's work: shard `index` of `count`, counted from 0.
///
/// The shards of one count split the work with no communication: each computes the same
/// list of work units and takes its own share of it, so every cluster is written by
/// exactly one shard (see ``Enumerator``).
public struct EnumerationShard: Hashable, Sendable, CustomStringConvertible {
  /// The shard's number, from 0 to `count - 1`.
  public let index: Int
  /// The number of shards.
  public let count: Int

  /// The most shards a run may be split into. A million is far more than any cluster runs
  /// at once (a 6x6 run has 19 million configurations to deal), and a merge must be given
  /// every shard's file; a count near `Int.max` would overflow the dealing's arithmetic.
  public static let maxCount = 1_000_000

  /// A shard; `nil` unless `0 <= index < count <= maxCount`.
  public init?(index: Int, count: Int) {
    guard count >= 1, count <= Self.maxCount, index >= 0, index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// The whole work as one shard.
  public static let whole = EnumerationShard(index: 0, count: 1)!

  /// Reads `I/N`, as `--shard` and a shard file's header write it.
  ///
  /// - Returns: The shard, or a message saying what is wrong.
  public static func parse(_ text: some StringProtocol) -> Result<EnumerationShard, ShardError> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.first != "+" })
    else { return .failure(ShardError(text: String(text), reason: .notAFraction)) }
    guard count >= 1 else { return .failure(ShardError(text: String(text), reason: .noShards)) }
    guard count <= maxCount else {
      return .failure(ShardError(text: String(text), reason: .tooMany))
    }
    guard let shard = EnumerationShard(index: index, count: count) else {
      return .failure(ShardError(text: String(text), reason: .outOfRange))
    }
    return .success(shard)
  }

  /// Why a shard's text does not read.
  public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
      /// Not two whole numbers around a `/`.
      case notAFraction
      /// `N` is 0 or negative.
      case noShards
      /// `N` is over ``EnumerationShard/maxCount``.
      case tooMany
      /// `I` is not in `0..<N`.
      case outOfRange
    }
    public let text: String
    public let reason: Reason

    public var description: String {
      switch reason {
      case .notAFraction: "a shard is I/N, two whole numbers such as 0/8, not '\(text)'"
      case .noShards: "a shard is I/N with N at least 1, not '\(text)'"
      case .tooMany:
        "a shard I/N has N at most \(EnumerationShard.maxCount), not '\(text)'"
      case .outOfRange: "a shard I/N has I from 0 to N-1, not '\(text)'"
      }
    }
  }

  /// `I/N`.
  public var description: String { "\(index)/\(count)" }
}
