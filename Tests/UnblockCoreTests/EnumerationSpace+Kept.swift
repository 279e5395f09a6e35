@testable import UnblockCore

extension EnumerationSpace {
  /// The configurations of `walls` that the enumeration keeps, in its order: empty when
  /// the count could not have its memory, which a test's totals then miss.
  func kept(walls: UInt64) -> [CountedConfiguration] {
    ((try? configurations(walls: walls)) ?? nil)?.kept ?? []
  }
}
