import Testing

@testable import UnblockCore

/// The parts the searches are built of, checked on their own against plain enumerations.
@Suite struct SearchMachineryTests {
  /// Every sequence of blocks of 2 and 3 tiles that fits in `length` tiles.
  static func blockSequences(fitting length: Int) -> [[Int]] {
    guard length >= 2 else { return [] }
    var sequences: [[Int]] = []
    for first in [2, 3] where first <= length {
      sequences.append([first])
      sequences += blockSequences(fitting: length - first).map { [first] + $0 }
    }
    return sequences
  }

  static func binomial(_ n: Int, _ k: Int) -> Int {
    (0..<k).reduce(1) { $0 * (n - $1) / ($1 + 1) }
  }

  @Test func laneKindsListEveryArrangementAndEveryMove() {
    for length in 4...8 {
      for blocks in Self.blockSequences(fitting: length) {
        let kind = LaneKind(length: length, blockLengths: blocks)
        let free = length - blocks.reduce(0, +)
        #expect(kind.arrangements.count == Self.binomial(free + blocks.count, blocks.count))
        #expect(kind.width <= LaneKind.widthLimit)
        for (a, places) in kind.arrangements.enumerated() {
          for covered in 0..<(1 << length) where Int(kind.tiles[a]) & covered == 0 {
            // A move slides one block through free tiles only: every tile between its old
            // and new places, its new ones included, is neither covered nor another block's.
            var expected: [Int] = []
            for (block, place) in places.enumerated() {
              let others = kind.tiles[a] & ~UInt8(((1 << blocks[block]) - 1) << place)
              for target in 0...(length - blocks[block]) where target != place {
                let low = min(place, target)
                let high = max(place, target) + blocks[block]
                let swept = ((1 << high) - 1) & ~((1 << low) - 1)
                guard swept & (covered | Int(others)) == 0 else { continue }
                var moved = places
                moved[block] = target
                expected.append(kind.arrangements.firstIndex(of: moved)!)
              }
            }
            let entry = kind.moves[(a << length) | covered]
            let count = Int(entry >> 32)
            let listed = (0..<count).map { a ^ Int((entry >> UInt64(4 * $0)) & 15) }
            #expect(listed.sorted() == expected.sorted(), "\(blocks) in \(length), \(places)")
          }
        }
      }
    }
  }

  @Test func transposingMovesEveryTileAcrossTheDiagonal() {
    var random = SystemRandomNumberGenerator()
    let masks: [UInt64] = [0, .max, 1, 1 << 63, 0x8040_2010_0804_0201, 0xFF]
    for mask in masks + (0..<200).map({ _ in random.next() }) {
      var expected: UInt64 = 0
      for row in 0..<8 {
        for column in 0..<8 where mask >> UInt64(row * 8 + column) & 1 == 1 {
          expected |= 1 << UInt64(column * 8 + row)
        }
      }
      #expect(Expander.transposed(mask) == expected, "mask \(mask)")
    }
  }

  @Test func stateTableNumbersInOrderAndForgetsOnlyWhenAsked() {
    var table = StateTable(expected: 16)
    var random = SplitMix64(seed: 7)
    var codes: [UInt64] = []
    while codes.count < 100_000 {
      let code = random.next() & 0x0000_FFFF_FFFF_FFFF
      let (index, inserted) = table.insert(code)
      if inserted {
        #expect(index == codes.count)
        codes.append(code)
      } else {
        #expect(codes[index] == code)
      }
    }
    #expect(table.count == codes.count)
    #expect(codes.indices.allSatisfy { table.index(of: codes[$0]) == $0 })
    #expect(table.index(of: UInt64.max - 1) == nil)

    table.forget(below: 80_000)
    #expect(table.forgotten == 80_000)
    #expect(table.index(of: codes[79_999]) == nil)
    #expect((80_000..<codes.count).allSatisfy { table.index(of: codes[$0]) == $0 })
    // A forgotten state met again is numbered anew.
    let again = table.insert(codes[0])
    #expect(again.index == codes.count && again.inserted)
  }

  /// A slot keeps 32 bits of a code's hash, not the code: codes whose hashes share those
  /// bits and the home bucket are told apart by the codes themselves.
  @Test func stateTableTellsApartCodesWithTheSameTagAndBucket() {
    // The hash is the code times an odd constant: its inverse turns chosen hashes into
    // codes. These hashes differ in their lowest 20 bits only, which neither the tag nor
    // the home bucket reads.
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var inverse = multiplier
    for _ in 0..<6 { inverse &*= 2 &- multiplier &* inverse }
    #expect(multiplier &* inverse == 1)
    let hashes = (UInt64(0)..<300).map { 0xABCD_EF01_2345_6789 & ~0xF_FFFF | $0 &* 3_001 }
    let codes = hashes.map { $0 &* inverse }
    var table = StateTable(expected: 16)
    for (number, code) in codes.enumerated() {
      let (index, inserted) = table.insert(code)
      #expect(index == number && inserted)
    }
    #expect(codes.indices.allSatisfy { table.index(of: codes[$0]) == $0 })
    #expect(codes.indices.allSatisfy { table.insert(codes[$0]) == ($0, false) })
    #expect(table.index(of: (hashes[0] ^ 1) &* inverse) == nil)
  }

  /// A lane's blocks, kept in one word, read back as listed, and lose the one removed.
  @Test func laneBlocksKeepTheirOrderAndLoseTheOneRemoved() {
    for blocks in [[], [0], [5, 1], [63, 0, 17], [2, 9, 40, 255], Array(0..<7)] {
      let lane = LaneBlocks(blocks)
      #expect(Array(lane) == blocks)
      #expect(lane.count == blocks.count)
      for position in blocks.indices {
        var rest = blocks
        rest.remove(at: position)
        #expect(Array(lane.removing(at: position)) == rest)
        #expect(lane.removing(at: position) == LaneBlocks(rest))
      }
    }
    #expect(LaneBlocks([1, 2]) != LaneBlocks([2, 1]))
  }

  @Test func smallTablesForgetNothing() {
    var table = StateTable(expected: 16)
    for code in UInt64(0)..<1000 { _ = table.insert(code) }
    table.forget(below: 900)
    #expect(table.forgotten == 0)
    #expect(table.index(of: 0) == 0)
  }

  /// The budget is 8 GiB, or less when the process may take less: its bound divided by
  /// its processors plus one, or half the machine's memory. A search under `ulimit -v
  /// 2000000` failed to allocate, which ends the process, where it now gives up at its
  /// limit (audit 37).
  @Test func theMemoryBudgetIsAShareOfWhatTheProcessMayTakeWhenThatIsLess() {
    #expect(StateLimit.budget(limit: nil, physical: nil, processors: 2) == 8 << 30)
    // This machine: 24 GiB, no bound.
    #expect(StateLimit.budget(limit: nil, physical: 25_276_510_208, processors: 2) == 8 << 30)
    #expect(StateLimit.budget(limit: nil, physical: 8 << 30, processors: 2) == 4 << 30)
    #expect(
      StateLimit.budget(limit: 2_048_000_000, physical: 24 << 30, processors: 1) == 1_024_000_000)
    #expect(
      StateLimit.budget(limit: 3_072_000_000, physical: 24 << 30, processors: 2) == 1_024_000_000)
    // A bound that leaves almost nothing still lets small searches run.
    #expect(StateLimit.budget(limit: 0, physical: 24 << 30, processors: 2) == 8 << 20)
    #expect(StateLimit.memoryBudget <= StateLimit.defaultBudget)
  }

  /// No more searches run at once than the bound holds, each with its whole budget: under
  /// `ulimit -v 2000000`, 8 searches sized for 2 failed to allocate. Running fewer keeps
  /// every search's limit, so `--jobs` never changes what a search finds.
  @Test func noMoreSearchesRunAtOnceThanTheBoundHolds() {
    let gib = 1 << 30
    #expect(StateLimit.fittingJobs(64, limit: nil, budget: 8 * gib, processors: 2) == 64)
    #expect(StateLimit.fittingJobs(2, limit: 0, budget: 8 << 20, processors: 2) == 2)
    #expect(StateLimit.fittingJobs(0, limit: nil, budget: 8 * gib, processors: 2) == 1)
    // The budget of a 500 MB bound is a third of it: no room beyond the processors.
    let budget = StateLimit.budget(limit: 500_000_000, physical: 24 * gib, processors: 2)
    #expect(StateLimit.fittingJobs(64, limit: 500_000_000, budget: budget, processors: 2) == 2)
    // 100 GiB: 8 GiB for each of 3 shares, and 9 more searches of 8 GiB and 72 MiB.
    #expect(StateLimit.fittingJobs(64, limit: 100 * gib, budget: 8 * gib, processors: 2) == 11)
    #expect(StateLimit.fittingJobs(4, limit: 100 * gib, budget: 8 * gib, processors: 2) == 4)
  }

  /// Issue 10, item 13: every search has a default limit, from the memory budget and the
  /// measured bytes per state; an explicit limit raises it, up to the 32-bit capacity.
  @Test func searchesHaveADefaultStateLimitFromTheMemoryBudget() {
    // On a machine with room to spare; less where the process may take less memory.
    if StateLimit.memoryBudget == StateLimit.defaultBudget {
      #expect(StateLimit.solver == 67_108_864)
      #expect(StateLimit.cluster == 26_843_545)
    }
    #expect(StateLimit.solver * StateLimit.solverBytesPerState <= StateLimit.memoryBudget)
    #expect(StateLimit.cluster * StateLimit.clusterBytesPerState <= StateLimit.memoryBudget)
    #expect(Solver().limit == StateLimit.solver)
    #expect(Solver(maxStates: 100_000_000).limit == 100_000_000)
    #expect(Solver(maxStates: .max).limit == StateLimit.capacity)
    #expect(StateLimit.effective(nil, standard: StateLimit.cluster) == StateLimit.cluster)
  }

  /// Issue 10: the pool keeps no block over 64 MiB, at most 4 of each size, and empties.
  @Test func memoryPoolIsBoundedAndCanBeEmptied() {
    #expect(MemoryPool.capacity == 4 * ((1 << 27) - (1 << 16)))
    let huge = 2 * MemoryPool.largest
    MemoryPool.deallocate(MemoryPool.allocate(UInt8.self, capacity: huge), capacity: huge)
    #expect(MemoryPool.held[huge] == nil)
    // 32 MiB, a size no other test asks for; the memory is never touched.
    let size = 1 << 25
    let blocks = (0..<6).map { _ in MemoryPool.allocate(UInt8.self, capacity: size) }
    for block in blocks { MemoryPool.deallocate(block, capacity: size) }
    #expect(MemoryPool.held[size] == MemoryPool.blocksPerSize)
    MemoryPool.empty()
    #expect(MemoryPool.held[size] == nil)
  }

  @Test func memoryPoolHandsFreedBlocksOutAgain() {
    // 64 MiB, a size no search of the other tests asks for while this one runs; the
    // memory is never touched, so it costs no page.
    let capacity = (1 << 26) / MemoryLayout<UInt64>.stride
    let first = MemoryPool.allocate(UInt64.self, capacity: capacity)
    #expect(Int(bitPattern: first) % MemoryPool.alignment == 0)
    MemoryPool.deallocate(first, capacity: capacity)
    let second = MemoryPool.allocate(UInt64.self, capacity: capacity)
    #expect(second == first)
    MemoryPool.deallocate(second, capacity: capacity)
  }
}
