/// A look at the buffers of an explored cluster, whoever owns them: a ``Cluster`` or an
/// enumeration's reused ``ClusterExploration``. It finds the cluster's database line
/// (``EnumerationSpace/minimalPuzzle(of:)``) the same way for both, so the enumeration,
/// which keeps no cluster, writes what a ``Cluster`` of the same state would.
///
/// The pointers are valid only while their owner lives and is not changed.
struct ClusterGraph {
  /// The number of states.
  let count: Int
  /// Element `i`: state `i`'s code.
  let codes: UnsafeMutablePointer<UInt64>
  /// The neighbours of state `i` are `edges[offsets[i]..<offsets[i + 1]]`.
  let offsets: UnsafeMutablePointer<Int>
  let edges: UnsafeMutablePointer<UInt32>
  /// Element `i`: state `i`'s distance to the exit, -1 when the cluster is unsolvable.
  let distances: UnsafeMutablePointer<Int32>

  /// The representative's number (as ``Cluster/representativeIndex``): the state farthest
  /// from a solved state, ties going to the least masks seen with the chute on the right
  /// (see ``BoardState/representativeOrder(columns:chute:)``); `nil` when the cluster has
  /// no solved state.
  ///
  /// - Complexity: O(states).
  func representative(on bitboard: Bitboard) -> Int? {
    representatives(on: bitboard, reflecting: nil)?.own
  }

  /// The representative, and with `reflect` the representative of the mirror image that
  /// `reflect` maps the cluster onto, as the number of the state that `reflect` takes
  /// there (see ``minimalPuzzleAndImage(on:scratch:)``). One pass finds both.
  ///
  /// - Parameter reflect: A reflection of the board that maps the cluster onto its mirror
  ///   image's and keeps the chute's side, as reflecting top to bottom does; the
  ///   reflection of a farthest state is then a farthest state there.
  /// - Returns: `nil` when the cluster has no solved state; `image` is `own` without
  ///   `reflect`.
  /// - Complexity: O(states).
  @inline(__always)
  func representatives(
    on bitboard: Bitboard, reflecting reflect: ((BoardState) -> BoardState)?
  ) -> (own: Int, image: Int)? {
    let template = bitboard.template
    let order = BoardState.representativeOrder(
      columns: template.size.columns, chute: template.chute)
    return farthestStates(
      on: bitboard, leastBy: order, andBy: reflect.map { reflect in { order(reflect($0)) } }
    ).map { (own: $0.first, image: $0.second) }
  }

  /// The first farthest state from a solved state when the farthest states are compared
  /// by their masks seen through `view`, and with `secondView` the first by that view too.
  ///
  /// - Returns: `nil` when the cluster has no solved state; `second` is `first` without
  ///   `secondView`.
  /// - Complexity: O(states).
  @inline(__always)
  func farthestStates(
    on bitboard: Bitboard, leastBy view: (BoardState) -> BoardState,
    andBy secondView: ((BoardState) -> BoardState)? = nil
  ) -> (first: Int, second: Int)? {
    guard count > 0, distances[0] >= 0 else { return nil }
    // The greatest distance first, by a loop with no branch that the compiler vectorizes;
    // then the first state at it, and the others at it compared by their masks.
    var bestDistance = distances[0]
    for index in 1..<count { bestDistance = max(bestDistance, distances[index]) }
    var first = 0
    while distances[first] != bestDistance { first &+= 1 }
    // Only the states at the greatest distance need their masks.
    var (least, secondLeast) = (first, first)
    let firstState = bitboard.state(of: codes[first])
    var leastSeen = view(firstState)
    var secondSeen = secondView?(firstState) ?? leastSeen
    for index in first + 1..<count where distances[index] == bestDistance {
      let state = bitboard.state(of: codes[index])
      let seen = view(state)
      if seen.precedes(leastSeen) { (least, leastSeen) = (index, seen) }
      if let secondView {
        let other = secondView(state)
        if other.precedes(secondSeen) { (secondLeast, secondSeen) = (index, other) }
      }
    }
    return (least, secondView == nil ? least : secondLeast)
  }

  /// The blocks, one bit each by index in the template's ``Puzzle/blocks``, that some
  /// shortest solution from state `start` moves: a walk over the moves that take the
  /// distance one step down, each state visited once.
  ///
  /// - Parameters:
  ///   - visited: Scratch room, emptied first.
  ///   - stack: Scratch room, emptied first.
  /// - Complexity: O(states and moves on the shortest solutions).
  func movedBlocks(
    from start: Int, on bitboard: Bitboard, visited: inout GrowableBuffer<UInt8>,
    stack: inout GrowableBuffer<UInt32>
  ) -> UInt64 {
    visited.removeAll()
    stack.removeAll()
    let count = self.count
    visited.append(upTo: count) { base in
      base.initialize(repeating: 0, count: count)
      return count
    }
    var moved: UInt64 = 0
    visited[start] = 1
    stack.append(UInt32(truncatingIfNeeded: start))
    while stack.count > 0 {
      let index = Int(stack.removeLast())
      let down = distances[index] &- 1
      for edge in offsets[index]..<offsets[index &+ 1] {
        let neighbour = Int(edges[edge])
        guard distances[neighbour] == down else { continue }
        if let block = bitboard.movedBlock(from: codes[index], to: codes[neighbour]) {
          moved |= 1 &<< UInt64(block)
        }
        if visited[neighbour] == 0 {
          visited[neighbour] = 1
          stack.append(UInt32(truncatingIfNeeded: neighbour))
        }
      }
    }
    return moved
  }

  /// The cluster's line when it is solvable and minimal: removing any block, walls
  /// included, from its representative changes the representative's minimal moves.
  ///
  /// A block some shortest solution moves is necessary (see
  /// ``Analysis/unnecessaryBlocks(of:at:moves:idle:solver:expected:stopEarly:)``). Of the
  /// other blocks but the prisoner, any whose removal keeps the representative's blocking
  /// bound at its moves (``Analysis/keepsBound(_:without:at:holding:)``) is unnecessary
  /// with no search, and settles it; each of the rest takes one bounded search, and the
  /// first block found unnecessary, or whose search meets the solver's limit, settles it.
  /// (An enumeration never explores a cluster with a block out of every other block's
  /// reach: see ``SeedLayout/hasBlockOutOfReach(board:chuteRow:)``.)
  func minimalPuzzle(on bitboard: Bitboard, scratch: inout ClusterGraph.Scratch)
    -> EnumeratedPuzzle?
  {
    guard let index = representative(on: bitboard),
      isMinimal(at: index, on: bitboard, scratch: &scratch)
    else { return nil }
    let puzzle = bitboard.puzzle(for: bitboard.state(of: codes[index]))
    return EnumeratedPuzzle(
      moves: Int(distances[index]), board: puzzle.databaseBoard, states: count)
  }

  /// Whether removing any block, walls included, from state `index`, which is farthest
  /// from a solved state, changes its minimal moves (see ``minimalPuzzle(on:scratch:)``).
  func isMinimal(at index: Int, on bitboard: Bitboard, scratch: inout ClusterGraph.Scratch)
    -> Bool
  {
    let moves = Int(distances[index])
    let moved = movedBlocks(
      from: index, on: bitboard, visited: &scratch.visited, stack: &scratch.stack)
    let state = bitboard.state(of: codes[index])
    let blocks = bitboard.template.blocks
    let candidates = blocks.indices.lazy.filter {
      !blocks[$0].isPrisoner && moved &>> UInt64($0) & 1 == 0
    }
    // Blocks settled with no search first: any of them makes the cluster not minimal.
    let holding = scratch.tilesHolding(bitboard, code: codes[index], atLeast: moves)
    if candidates.contains(where: {
      Analysis.keepsBound(bitboard, without: $0, at: state, holding: holding)
    }) {
      return false
    }
    let solver = Solver()
    for block in candidates {
      let reduced = scratch.reduced(bitboard, without: block)
      if Analysis.mayDoWithout(
        block, of: bitboard, reduced: reduced, at: state, moves: moves, solver: solver,
        using: &scratch.search, expected: 2 * count)
      {
        return false
      }
    }
    return true
  }

  /// The room ``minimalPuzzle(on:scratch:)`` works in, kept from one cluster to the next.
  struct Scratch: ~Copyable {
    var visited = GrowableBuffer<UInt8>(capacity: 256)
    var stack = GrowableBuffer<UInt32>(capacity: 256)
    var search = ShorterSolutionSearch(expected: 256)
    /// Element `b`: the bitboard less block `b`, once made, for the clusters of one
    /// bitboard (see ``forgetReduced()``): compiling it cost more than its search.
    private var reducedBitboards: [Bitboard?] = []
    /// The exit bound of the bitboard's states, once made, for the clusters of one bitboard.
    private var exitBound: ExitBound?

    /// ``ExitBound/tilesHolding(_:atLeast:)`` of a state of the bitboard, whose bound is
    /// made once per bitboard.
    mutating func tilesHolding(_ bitboard: Bitboard, code: UInt64, atLeast moves: Int)
      -> UInt64?
    {
      if exitBound == nil { exitBound = ExitBound(bitboard) }
      return exitBound?.tilesHolding(code, atLeast: moves)
    }

    /// The bitboard less one block, made once per bitboard.
    mutating func reduced(_ bitboard: Bitboard, without block: Int) -> Bitboard {
      if reducedBitboards.count <= block {
        reducedBitboards += repeatElement(nil, count: block + 1 - reducedBitboards.count)
      }
      if let known = reducedBitboards[block] { return known }
      let reduced = bitboard.removing(block: block)
      reducedBitboards[block] = reduced
      return reduced
    }

    /// Forgets the reduced bitboards and the exit bound, before the clusters of another
    /// bitboard.
    mutating func forgetReduced() {
      reducedBitboards.removeAll(keepingCapacity: true)
      exitBound = nil
    }
  }
}
