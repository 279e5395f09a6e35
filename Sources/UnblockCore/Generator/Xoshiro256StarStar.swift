/// Blackman and Vigna's xoshiro256**, the generator behind every random choice the puzzle
/// generator makes.
///
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library's
/// `random(in:using:)` may change its algorithm between releases. This generator and
/// ``uniform(_:)`` are written out here so that a seed gives the same puzzles on every
/// machine and every toolchain.
package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose 256-bit state is filled from `seed` by ``SplitMix64``, which never
  /// yields the all-zero state that xoshiro cannot leave.
  package init(seed: UInt64) {
    var splitMix = SplitMix64(seed: seed)
    s0 = splitMix.next()
    s1 = splitMix.next()
    s2 = splitMix.next()
    s3 = splitMix.next()
  }

  /// The generator of one stream among many, as the generator derives one per output slot
  /// and attempt.
  ///
  /// - Parameters:
  ///   - seed: The run's seed.
  ///   - stream: The words that name the stream, such as `[slot, attempt]`.
  package init(seed: UInt64, stream: [UInt64]) {
    var mixed = SplitMix64.mix(seed)
    for word in stream {
      // Mixing after each word makes (1, 2) and (2, 1) distinct streams.
      mixed = SplitMix64.mix(mixed ^ SplitMix64.mix(word &+ 0x632B_E59B_D9B4_E019))
    }
    self.init(seed: mixed)
  }

  package mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 &<< 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  /// A uniformly distributed integer in `0..<upperBound`, or 0 when `upperBound` is not
  /// positive.
  package mutating func uniform(_ upperBound: Int) -> Int {
    guard upperBound > 1 else { return 0 }
    return Int(below(UInt64(upperBound)))
  }

  /// A uniformly distributed integer in `range`, whatever its width.
  package mutating func uniform(in range: ClosedRange<Int>) -> Int {
    // The width minus one always fits in 64 bits; only the full range has no bound.
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
    let offset = span == .max ? next() : below(span &+ 1)
    return range.lowerBound &+ Int(bitPattern: UInt(offset))
  }

  /// A uniformly distributed word below `bound`, which must be positive.
  ///
  /// Lemire's multiply-and-reject method: exact, and nearly always one multiplication.
  private mutating func below(_ bound: UInt64) -> UInt64 {
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      // Values of the low word below this threshold would make some results likelier.
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// `true` with probability `numerator / denominator`.
  package mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    uniform(denominator) < numerator
  }

  /// A uniformly chosen element, or `nil` for an empty collection.
  package mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element?
  where C.Index == Int {
    guard !collection.isEmpty else { return nil }
    return collection[collection.startIndex + uniform(collection.count)]
  }

  private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value &<< amount) | (value &>> (64 &- amount))
  }
}
