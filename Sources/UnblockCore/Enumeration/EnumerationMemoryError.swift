/// An enumeration that could not have the memory it needs: the table that counts the
/// configurations of one set of walls (about 1.2 GB at its peak for 6x6 without walls, 19
/// million configurations) outgrew what the process may take (`ulimit -v`), where the
/// allocation that failed ended the process.
public struct EnumerationMemoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes of the allocation that failed.
  public let bytes: Int
  /// The configurations counted by then.
  public let configurations: Int

  public var description: String {
    "could not allocate \((bytes + (1 << 20) - 1) >> 20) MiB to count the configurations of a set of walls "
      + "(\(configurations) counted so far); give the process more memory: a 6x6 board "
      + "without walls needs about 1.2 GB for them, whatever the shard"
  }
}
