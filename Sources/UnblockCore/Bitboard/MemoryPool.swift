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
/// Blocks under ``smallest`` bytes or over ``largest`` come from the allocator directly: a
/// search that needs a larger block spends far longer exploring than faulting its pages,
/// and keeping its blocks would hold gigabytes nothing uses. At most ``blocksPerSize`` free
/// blocks of each size are kept, so the pool never holds more than ``capacity`` bytes;
/// memory beyond that goes back, and ``empty()`` gives back the rest. Elements must be
/// trivial types, as the pool hands the same memory to different types.
enum MemoryPool {
  /// The size below which blocks bypass the pool.
  static let smallest = 1 << 16
  /// The size above which blocks bypass the pool: 64 MiB.
  static let largest = 1 << 26
  /// The most free blocks of one size the pool keeps.
  static let blocksPerSize = 4
  /// Every block starts a cache line.
  static let alignment = 64

  /// The most bytes the pool keeps: ``blocksPerSize`` blocks of each size from
  /// ``smallest`` to ``largest``, just under 512 MiB.
  static var capacity: Int { blocksPerSize * (2 * largest - smallest) }

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
    let address = isPooled(size) ? free.withLock { $0[size]?.popLast() } : nil
    let raw =
      address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
      ?? .allocate(byteCount: size, alignment: alignment)
    return raw.bindMemory(to: Element.self, capacity: size / MemoryLayout<Element>.stride)
  }

  /// Gives back memory from ``allocate(_:capacity:)``.
  static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) {
    let size = blockSize(MemoryLayout<Element>.stride * max(capacity, 1))
    guard isPooled(size) else { return UnsafeMutableRawPointer(pointer).deallocate() }
    let address = UInt(bitPattern: pointer)
    let kept = free.withLock { blocks in
      guard blocks[size, default: []].count < blocksPerSize else { return false }
      blocks[size, default: []].append(address)
      return true
    }
    if !kept { UnsafeMutableRawPointer(pointer).deallocate() }
  }

  /// The free blocks the pool holds, counted by size in bytes.
  static var held: [Int: Int] { free.withLock { $0.mapValues(\.count).filter { $0.value > 0 } } }

  /// Gives every block the pool holds back to the system.
  static func empty() {
    let blocks = free.withLock { blocks in
      defer { blocks = [:] }
      return Array(blocks.values.joined())
    }
    for address in blocks { UnsafeMutableRawPointer(bitPattern: address)?.deallocate() }
  }

  /// Whether blocks of `size` bytes are kept for reuse.
  private static func isPooled(_ size: Int) -> Bool { size >= smallest && size <= largest }

  /// The size class of a request: the next power of two.
  private static func blockSize(_ bytes: Int) -> Int {
    bytes <= 1 ? 1 : 1 << (Int.bitWidth - (bytes - 1).leadingZeroBitCount)
  }
}
