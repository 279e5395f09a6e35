import Foundation
import GRDB

extension ClusterKey {
  /// `unblock_cluster_key_from_v1(key)`: a version-1 catalogue's `cluster_key` (a
  /// ``UnblockCore/CanonicalKey``'s bytes) as a ``ClusterKey``'s, for the migration to
  /// version 2. A value that is no such key stops the migration, which leaves the file as
  /// it was.
  static let version1Function = DatabaseFunction(
    "unblock_cluster_key_from_v1", argumentCount: 1, pure: true
  ) { values in
    guard let old = Data.fromDatabaseValue(values[0]), let key = ClusterKey(canonical: old)
    else {
      throw DatabaseError(
        resultCode: .SQLITE_ERROR,
        message: "a cluster_key of version 1 is not a canonical key: \(values[0])")
    }
    return key.bytes
  }
}
