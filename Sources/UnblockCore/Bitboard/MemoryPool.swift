import Synchronization

/// Recycles the large blocks of memory that searches allocate and free.
///
/// A search touches about 100 bytes per state, all of it fresh memory, and the first touch
/// of a fresh 4 KiB page is a page fault. On the virtual machines this toolkit is measured
/// on, a fault costs about 1.5 µs, more than exploring 10 states; and the C library hands
/// the memory a thread frees back to the system, so the next search faults again. The
/// pool keeps freed blocks, by power-of-two size, and hands them out again: a batch of
/// searches pays for its pages once.
///
/// Blocks under ``smallest`` bytes come from the allocator directly. At most
/// ``blocksPerSize`` free blocks of each size are kept; memory beyond that goes back.
/// Elements must be trivial types, as the pool hands the same memory to different types.
enum MemoryPool {
  /// The size below which blocks bypass the pool.
  static let smallest = 1 << 16
  /// The most free blocks of one size the pool keeps.
  static let blocksPerSize = 4
  /// Every block starts a cache line.
  static let alignment = 64

  /// Free blocks by size in bytes, as addresses.
  private static let free = Mutex<[Int: [UInt]]>([:])

  /// Room for `capacity` elements, starting a cache line.
  ///
  /// - Returns: Uninitialized memory; give it back with ``deallocate(_:capacity:)`` and
  ///   the same `capacity`.
  static func allocate<Element>(_: Element.Type = Element.self, capacity: Int)
    -> UnsafeMutablePointer<Element>
  {
    let size = blockSize(MemoryLayout<Element>.stride * max(capacity, 1))
    let address = size >= smallest ? free.withLock { $0[size]?.popLast() } : nil
    let raw =
      address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
      ?? .allocate(byteCount: size, alignment: alignment)
    return raw.bindMemory(to: Element.self, capacity: size / MemoryLayout<Element>.stride)
  }

  /// Gives back memory from ``allocate(_:capacity:)``.
  static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) {
    let size = blockSize(MemoryLayout<Element>.stride * max(capacity, 1))
    guard size >= smallest else { return UnsafeMutableRawPointer(pointer).deallocate() }
    let address = UInt(bitPattern: pointer)
    let kept = free.withLock { blocks in
      guard blocks[size, default: []].count < blocksPerSize else { return false }
      blocks[size, default: []].append(address)
      return true
    }
    if !kept { UnsafeMutableRawPointer(pointer).deallocate() }
  }

  /// The size class of a request: the next power of two.
  private static func blockSize(_ bytes: Int) -> Int {
    bytes <= 1 ? 1 : 1 << (Int.bitWidth - (bytes - 1).leadingZeroBitCount)
  }
}
