/// A lane kind's move table in raw memory, as the move generator reads it: ``LaneKind/moves``
/// entry for entry, and each entry's first ``Expander/vectorWidth`` changes as one vector.
///
/// Built once with its kind (see ``LaneKind/shared(length:blockLengths:)``) and shared by
/// every ``Expander`` of the process, so compiling a puzzle copies no table: an enumeration
/// compiles a puzzle for every few dozen states it explores.
final class MoveTables: @unchecked Sendable {
  // Written once by `init` and read-only afterwards, which makes sharing it safe.
  /// ``LaneKind/moves``.
  let moves: UnsafeMutablePointer<UInt64>
  /// Entry `i` holds the first 4 changes of ``moves`` entry `i`; a kind wider than
  /// ``Expander/vectorWidth`` has more, which the vectors leave out.
  let changes: UnsafeMutablePointer<SIMD4<UInt32>>
  let count: Int

  init(_ entries: [UInt64]) {
    count = max(entries.count, 1)
    moves = .allocate(capacity: count)
    moves.initialize(repeating: 0, count: count)
    moves.update(from: entries, count: entries.count)
    changes = .allocate(capacity: count)
    for index in 0..<count {
      let entry = moves[index]
      (changes + index).initialize(
        to: SIMD4(
          truncatingIfNeeded: SIMD4(
            entry & 15, (entry &>> 4) & 15, (entry &>> 8) & 15, (entry &>> 12) & 15)))
    }
  }

  deinit {
    moves.deallocate()
    changes.deallocate()
  }
}
