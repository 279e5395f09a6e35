import Testing

@testable import UnblockCore

/// ``StateTable/insert(_:count:into:)``, the searches' batch of look-ups, against the same
/// codes inserted one by one.
@Suite struct StateTableBatchTests {
  /// The inverse of the table's hash multiplier, so that a test can choose hashes.
  static let inverse: UInt64 = {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var inverse = multiplier
    for _ in 0..<6 { inverse &*= 2 &- multiplier &* inverse }
    return inverse
  }()

  /// Inserts `batches` into two tables, one batch at a time and one code at a time, and
  /// checks that both number every code alike.
  static func expectSameNumbers(
    _ batches: [[UInt64]], forgetting forget: (Int) -> Int? = { _ in nil }
  ) {
    var batched = StateTable(expected: 16)
    var single = StateTable(expected: 16)
    let room = (batches.map(\.count).max() ?? 0) + 1
    let codes = UnsafeMutablePointer<UInt64>.allocate(capacity: room)
    let numbers = UnsafeMutablePointer<UInt32>.allocate(capacity: room)
    defer {
      codes.deallocate()
      numbers.deallocate()
    }
    for (position, batch) in batches.enumerated() {
      if let first = forget(position) {
        batched.forget(below: first)
        single.forget(below: first)
      }
      codes.update(from: batch, count: batch.count)
      batched.insert(codes, count: batch.count, into: numbers)
      let expected = batch.map { UInt32(single.insert($0).index) }
      let got = Array(UnsafeBufferPointer(start: numbers, count: batch.count))
      #expect(got == expected, "batch \(position)")
      #expect(batched.count == single.count)
    }
    #expect((0..<single.count).allSatisfy { batched[$0] == single[$0] })
    #expect(
      (0..<single.count).allSatisfy {
        batched.index(of: single[$0]) == single.index(of: single[$0])
      })
  }

  /// Batches of distinct random codes, half of them met before, as a search's successors
  /// are: the tables grow many times on the way.
  @Test func matchesOneByOneInsertionOnRandomBatches() {
    var random = SplitMix64(seed: 11)
    var met: [UInt64] = []
    var batches: [[UInt64]] = []
    for _ in 0..<20_000 {
      var batch: Set<UInt64> = []
      let size = Int(random.next() % 41)
      while batch.count < size {
        let old = !met.isEmpty && random.next() % 2 == 0
        batch.insert(old ? met[Int(random.next() % UInt64(met.count))] : random.next() >> 16)
      }
      met += batch
      batches.append(Array(batch))
    }
    Self.expectSameNumbers(batches)
  }

  /// Codes that share their home bucket and tag, so that a batch meets full buckets and
  /// tags of other codes: the cases the batch hands to the one-by-one path.
  @Test func matchesOneByOneInsertionWhenBucketsOverflowAndTagsCollide() {
    // These hashes share all but their lowest 20 bits, which neither the tag nor the home
    // bucket reads: every code lands in one bucket with one tag.
    let colliding = (UInt64(0)..<200).map {
      (0x1234_5678_9ABC_DEF0 & ~0xF_FFFF | $0 &* 4_099) &* Self.inverse
    }
    var random = SplitMix64(seed: 5)
    var batches: [[UInt64]] = []
    for start in stride(from: 0, to: colliding.count, by: 10) {
      // Some new colliding codes, some met before, and some ordinary ones.
      var batch = Array(colliding[start..<start + 10])
      batch += colliding[0..<start].filter { _ in random.next() % 4 == 0 }
      batch += (0..<5).map { _ in random.next() >> 20 }
      batches.append(batch)
    }
    Self.expectSameNumbers(batches)
  }

  /// A table large enough to forget the levels behind a search: states met again after
  /// they are forgotten are numbered anew by both.
  @Test func matchesOneByOneInsertionAcrossForgetting() {
    var random = SplitMix64(seed: 3)
    var batches: [[UInt64]] = []
    var all: [UInt64] = []
    for _ in 0..<12_000 {
      var batch: Set<UInt64> = []
      while batch.count < 16 {
        let old = !all.isEmpty && random.next() % 3 == 0
        batch.insert(old ? all[Int(random.next() % UInt64(all.count))] : random.next() >> 8)
      }
      all += batch
      batches.append(Array(batch))
    }
    Self.expectSameNumbers(batches) { position in
      position > 0 && position % 3_000 == 0 ? position * 8 : nil
    }
  }
}
