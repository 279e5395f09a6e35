/// Sebastiano Vigna's SplitMix64: a tiny, seedable generator with good mixing.
///
/// The generator uses it for two things: to spread a 64-bit seed over the 256-bit state of
/// ``Xoshiro256StarStar``, and to derive independent seeds for each output slot from
/// `(seed, slot, attempt)`, so that no two streams overlap by accident.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// The SplitMix64 finaliser: a bijection on 64-bit words that scatters every input bit.
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
