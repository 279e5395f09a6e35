/// A manually managed array for the searches' hot loops.
///
/// Appends skip the copy-on-write and bounds bookkeeping of `Array`. The buffer cannot be
/// copied and frees its storage when it goes, so the compiler sees that it is freed exactly
/// once.
struct GrowableBuffer<Element>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = MemoryPool.allocate(capacity: self.capacity)
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

  /// Appends the elements `body` writes: it gets room for `maximum` elements at the end,
  /// initializes some of them from the first on, and returns how many.
  @inline(__always)
  mutating func append(upTo maximum: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
    while capacity &- count < maximum { grow() }
    count &+= body(base + count)
  }

  /// Removes and returns the last element.
  ///
  /// - Precondition: The buffer is not empty.
  @inline(__always)
  mutating func removeLast() -> Element {
    precondition(count > 0, "removeLast of an empty buffer")
    count &-= 1
    return (base + count).move()
  }

  /// Drops every element and keeps the room, for the next search.
  mutating func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  private mutating func grow() {
    let bigger = MemoryPool.allocate(Element.self, capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    MemoryPool.deallocate(base, capacity: capacity)
    base = bigger
    capacity *= 2
  }

  /// The elements as an array.
  func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

  deinit {
    base.deinitialize(count: count)
    MemoryPool.deallocate(base, capacity: capacity)
  }
}
