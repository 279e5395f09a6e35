/// A configuration in the list the count of seeds makes: its number of seeds, a proxy for
/// its work, and its first seed in the order of ``EnumerationSpace/forEachSeed(of:_:)``,
/// so that its exploration starts without searching (see
/// ``EnumerationSpace/explore(_:in:)``).
///
/// 32 bytes: the lanes as a ``ConfigurationKey``, the first seed packed (see
/// ``SeedLayout/packed(size:chuteRow:)``).
struct CountedConfiguration: Hashable, Sendable {
  /// The configuration's lane codes, as ``ConfigurationKey/key(rows:columns:)``.
  let key: UInt64
  let walls: UInt64
  /// The number of seeds, or a stand-in for it when they were not counted.
  let seeds: Int
  /// The first seed packed, or ``noSeed``.
  let packedSeed: UInt64

  /// The value of ``packedSeed`` when the first seed is not kept.
  static let noSeed = UInt64.max

  init(key: UInt64, walls: UInt64, seeds: Int, packedSeed: UInt64) {
    (self.key, self.walls, self.seeds, self.packedSeed) = (key, walls, seeds, packedSeed)
  }

  /// A configuration whose seeds are not counted: `seeds` only stands for them.
  init(_ configuration: SeedLayout.Configuration, seeds: Int) {
    self.init(
      key: ConfigurationKey.key(rows: configuration.rows, columns: configuration.columns),
      walls: configuration.walls, seeds: seeds, packedSeed: Self.noSeed)
  }

  var configuration: SeedLayout.Configuration {
    let (rows, columns) = ConfigurationKey.codes(of: key)
    return SeedLayout.Configuration(rows: rows, columns: columns, walls: walls)
  }
}
