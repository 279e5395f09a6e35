/// A manually managed array for the searches' hot loops.
///
/// Appends skip the copy-on-write and bounds bookkeeping of `Array`. The owner calls
/// ``deallocate()`` exactly once, usually from a `defer` or a class's `deinit`.
struct GrowableBuffer<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { base[index] }
    nonmutating set { base[index] = newValue }
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count &+= 1
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }

  /// The elements as an array.
  func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Frees the storage; the buffer must not be used again.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
