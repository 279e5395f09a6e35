import Testing
import UnblockCore

@Suite struct GeneratorRandomTests {
  @Test func xoshiroMatchesItsReferenceOutputForSeedZero() {
    // SplitMix64 from 0 gives the reference words e220a8397b1dcdaf, 6e789e6aa1b965f4, ...
    var splitMix = SplitMix64(seed: 0)
    #expect(splitMix.next() == 0xE220_A839_7B1D_CDAF)
    #expect(splitMix.next() == 0x6E78_9E6A_A1B9_65F4)
    var first = Xoshiro256StarStar(seed: 42)
    var second = Xoshiro256StarStar(seed: 42)
    let a = (0..<100).map { _ in first.next() }
    let b = (0..<100).map { _ in second.next() }
    #expect(a == b)
    #expect(Set(a).count == 100)
  }

  @Test func streamsDifferByEveryWordAndItsPosition() {
    var seen: Set<UInt64> = []
    for slot in 0..<20 as Range<UInt64> {
      for attempt in 0..<20 as Range<UInt64> {
        var generator = Xoshiro256StarStar(seed: 7, stream: [slot, attempt])
        seen.insert(generator.next())
      }
    }
    #expect(seen.count == 400)
    var swapped = Xoshiro256StarStar(seed: 7, stream: [1, 2])
    var straight = Xoshiro256StarStar(seed: 7, stream: [2, 1])
    #expect(swapped.next() != straight.next())
  }

  @Test func uniformStaysInRangeAndReachesEveryValue() {
    var generator = Xoshiro256StarStar(seed: 1)
    var counts = [Int](repeating: 0, count: 7)
    for _ in 0..<7_000 { counts[generator.uniform(7)] += 1 }
    #expect(counts.allSatisfy { (800...1_200).contains($0) })
    #expect(generator.uniform(1) == 0)
    #expect(generator.uniform(0) == 0)
    #expect(generator.uniform(-3) == 0)
    for _ in 0..<100 { #expect((15...20).contains(generator.uniform(in: 15...20))) }
    // The widest ranges neither trap nor leave their bounds.
    _ = generator.uniform(in: Int.min...Int.max)
    #expect(generator.uniform(in: (Int.max - 1)...Int.max) >= Int.max - 1)
    #expect(generator.uniform(in: Int.min...(Int.min + 1)) <= Int.min + 1)
  }
}
