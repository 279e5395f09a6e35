import Foundation
import UnblockCore

/// The exact distance to the exit of every board of a puzzle's cluster, packed for the play
/// page, which answers hints from any reachable board with it.
///
/// Each state is one record of bits, least significant bit first, the records back to back
/// with no padding: the place of each movable block (see ``PositionKey``) in
/// ``blockBits``[i] bits, then the distance in ``distanceBits`` bits. A block that cannot
/// move takes 0 bits. A 6x6 cluster of 10,000 states with 12 movable blocks takes about
/// 5 bytes a state. The page's script reads the records back into a map from key to
/// distance; ``decoded()`` is the same reading in Swift, for the tests.
public struct DistanceTable: Hashable, Sendable {
  /// The number of states, one record each.
  public let states: Int
  /// The bits of each movable block's place, in the order of ``PositionKey/movable``.
  public let blockBits: [Int]
  /// The bits of each distance.
  public let distanceBits: Int
  /// The records.
  public let bytes: [UInt8]

  /// Packs the distances of every state of `cluster`.
  ///
  /// - Returns: `nil` when the cluster has no solved state, so no distances.
  /// - Complexity: O(states × blocks).
  public init?(_ cluster: Cluster) {
    guard let distances = cluster.distances else { return nil }
    let key = PositionKey(cluster.puzzle)
    let blockBits = key.largestPlaces.map(Self.bits(for:))
    let distanceBits = max(1, Self.bits(for: distances.max() ?? 0))
    var writer = BitWriter()
    for index in 0..<cluster.count {
      for (place, width) in zip(key.places(of: cluster.puzzle(at: index)), blockBits) {
        writer.append(place, bits: width)
      }
      writer.append(distances[index], bits: distanceBits)
    }
    self.states = cluster.count
    self.blockBits = blockBits
    self.distanceBits = distanceBits
    bytes = writer.bytes
  }

  /// The records as the page carries them.
  public var base64: String { Data(bytes).base64EncodedString() }

  /// Every state's key and distance, read back from the records as the page reads them.
  public func decoded() -> [String: Int] {
    var reader = BitReader(bytes: bytes)
    var table: [String: Int] = [:]
    table.reserveCapacity(states)
    for _ in 0..<states {
      let key = String(blockBits.map { Character(String(reader.read(bits: $0), radix: 36)) })
      table[key] = reader.read(bits: distanceBits)
    }
    return table
  }

  /// The bits that hold every number from 0 to `largest`: 0 for 0.
  static func bits(for largest: Int) -> Int {
    largest <= 0 ? 0 : Int.bitWidth - largest.leadingZeroBitCount
  }
}

/// Appends numbers of a few bits each to a byte string, least significant bit first.
private struct BitWriter {
  var bytes: [UInt8] = []
  var used = 0

  mutating func append(_ value: Int, bits: Int) {
    for bit in 0..<bits {
      if used % 8 == 0 { bytes.append(0) }
      if (value >> bit) & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1) << UInt8(used % 8) }
      used += 1
    }
  }
}

/// Reads what a ``BitWriter`` wrote.
private struct BitReader {
  let bytes: [UInt8]
  var position = 0

  mutating func read(bits: Int) -> Int {
    var value = 0
    for bit in 0..<bits {
      let byte = position / 8 < bytes.count ? bytes[position / 8] : 0
      if (byte >> UInt8(position % 8)) & 1 == 1 { value |= 1 << bit }
      position += 1
    }
    return value
  }
}
