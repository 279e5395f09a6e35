/// The seeds of one configuration, one at a time, in the order of
/// ``EnumerationSpace/forEachSeed(of:_:)``: a depth-first search over the tiles kept on an
/// explicit stack, so that the caller may stop after any seed.
///
/// An enumeration stops a configuration's search once the clusters it explored hold all of
/// the configuration's seeds (see ``EnumerationSpace/explore(_:seeds:in:)``): mostly right
/// after the first seed, where it used to list them all.
///
/// The iterator cannot be copied and frees its stack when it goes.
struct ConfigurationSeeds: ~Copyable {
  private let space: EnumerationSpace
  private let configuration: SeedLayout.Configuration
  /// The search, made at the first ``next()``: most configurations never ask.
  private var search: ConfigurationSearch?
  private var started = false
  private let stack: UnsafeMutablePointer<ConfigurationSearch.Step>
  private var count = 0

  /// The seeds of `configuration` in `space`; none when its lanes alone allow none.
  init(space: EnumerationSpace, configuration: SeedLayout.Configuration) {
    (self.space, self.configuration) = (space, configuration)
    stack = .allocate(capacity: ConfigurationSearch.stackCapacity)
  }

  /// The next seed, or `nil` after the last.
  mutating func next() -> SeedLayout? {
    if !started {
      started = true
      search = ConfigurationSearch(space: space, configuration: configuration)
      if let search {
        stack[0] = search.first
        count = 1
      }
    }
    guard let search else { return nil }
    while count > 0 {
      count -= 1
      if let seed = search.take(stack[count], onto: stack, count: &count) { return seed }
    }
    return nil
  }

  deinit {
    stack.deallocate()
  }
}
