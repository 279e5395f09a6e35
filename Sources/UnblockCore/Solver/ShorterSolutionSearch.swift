/// Whether a state has a solution of fewer than a given number of moves: the question
/// ``Analysis`` asks of each puzzle less one block, with the buffers one search leaves to
/// the next.
///
/// A breadth-first search pruned by ``ExitBound``: a state `d` moves from the start whose
/// bound is at least `bound - d` lies on no solution of fewer than `bound` moves, so it is
/// neither kept nor expanded. Every state of such a solution, `j` moves along it, is met
/// at most `j` moves from the start and needs at most the rest of it, so none of them is
/// pruned and the search meets the solution. A state whose bound is 0, 1 or 2 has exactly
/// that many moves left, so the search stops there: no state is kept whose bound is below
/// 3, and none farther than `bound - 4` moves from the start.
///
/// When a block is unnecessary, the search must rule out every shorter solution; the
/// last levels, the largest, are those the bound prunes.
struct ShorterSolutionSearch: ~Copyable {
  /// What one search found.
  enum Outcome: Equatable {
    /// Some solution has fewer moves than the bound.
    case shorter
    /// None has.
    case none
    /// The search met its limit of states, or was stopped, first.
    case gaveUp
  }

  /// The states kept, in the order met: each level follows the one before.
  private var table: StateTable
  /// Element `i`: what the exit bound knows of state `i` of ``table``, kept up to date
  /// move by move as each state is met, so that expanding it reads its bound without
  /// looking at every lane again.
  private var kept: GrowableBuffer<Kept>
  /// Room for the successors of one state.
  private let successors: UnsafeMutablePointer<UInt64>

  /// The most states a search makes room for before it grows: pruned, most searches keep a
  /// few hundred states, and a table that fits the first-level cache looks them up fastest.
  static let initialRoom = 1024

  /// A search with room for about `expected` states, at most ``initialRoom``, before it
  /// grows.
  init(expected: Int) {
    table = StateTable(expected: min(expected, Self.initialRoom))
    kept = GrowableBuffer(capacity: min(expected, Self.initialRoom))
    successors = .allocate(capacity: BreadthFirstSearch.successorLimit)
  }

  /// Whether the state with code `start` has a solution of fewer than `bound` moves.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - start: The code of the state to start from.
  ///   - bound: The moves every solution found must stay below.
  ///   - limit: The most states to keep: the search gives up when it keeps one more.
  ///   - shouldStop: Asked before each level whether to stop now.
  ///   - expected: The states to make room for before growing.
  mutating func run(
    _ bitboard: Bitboard, from start: UInt64, movesBelow bound: Int, limit: Int,
    shouldStop: (@Sendable () -> Bool)?, expected: Int
  ) -> Outcome {
    let exit = ExitBound(bitboard)
    let left = exit.moves(start)
    guard left < bound else { return .none }
    if left <= 2 { return .shorter }
    let expander = Expander(bitboard)
    table.removeAll(expected: min(expected, Self.initialRoom))
    kept.removeAll()
    _ = table.insert(start)
    kept.append(Kept(exit.context(of: start), left: left))
    var levelStart = 0
    var previousStart = 0
    // States `depth` moves from the start are expanded; their successors need fewer than
    // `bound - depth - 1` more moves to be kept.
    var depth = 0
    while levelStart < table.count {
      if let shouldStop, shouldStop() { return .gaveUp }
      let levelEnd = table.count
      table.forget(below: previousStart)
      previousStart = levelStart
      let room = bound &- depth &- 1
      for index in levelStart..<levelEnd {
        let code = table[index]
        let count = expander.successors(of: code, into: successors)
        let context = kept[index].context
        let known = Int(kept[index].left)
        let left = known == Int(Kept.unknown) ? exit.moves(code, context) : known
        // The bound changes by at most 1 a move: with 2 to spare, every successor is kept,
        // and from 4 moves left, none is within 2 moves of the exit.
        if left >= 4, left &+ 2 <= room {
          for position in 0..<count {
            let next = successors[position]
            guard table.insert(next).inserted else { continue }
            if table.count > limit { return .gaveUp }
            kept.append(Kept(exit.context(context, from: code, to: next)))
          }
          continue
        }
        // A successor with the same bound is kept when this state has 1 to spare.
        let keepsSame = left < room
        let watch = exit.watch(code, context)
        for position in 0..<count {
          let next = successors[position]
          if exit.mayChange(watch, from: code, to: next) {
            // Most successors were kept before (two thirds of these): looking one up costs
            // less than its bound, and a kept state's bound is at least 3, so skipping it
            // first changes nothing.
            guard table.index(of: next) == nil else { continue }
            let nextContext = exit.context(context, from: code, to: next)
            let left = exit.moves(next, nextContext)
            guard left < room else { continue }
            if left <= 2 { return .shorter }
            _ = table.insert(next)
            if table.count > limit { return .gaveUp }
            kept.append(Kept(nextContext, left: left))
            continue
          }
          guard keepsSame, table.insert(next).inserted else { continue }
          if table.count > limit { return .gaveUp }
          kept.append(Kept(exit.context(context, from: code, to: next), left: left))
        }
      }
      levelStart = levelEnd
      depth &+= 1
    }
    return .none
  }

  /// What the search keeps of a state besides its code: its bound's context, and the
  /// bound itself when the move that met the state computed it (or kept it: a move that
  /// cannot change it), so that expanding the state does not compute it again.
  private struct Kept {
    var context: ExitBound.Context
    /// The bound, or ``unknown``: a kept state's bound is at least 3, and short of
    /// ``ExitBound/never`` it counts at most the 8 columns' blockers, the prisoner and the
    /// blocks in one column, so it fits a byte.
    var left: UInt8

    static let unknown: UInt8 = 0

    init(_ context: ExitBound.Context, left: Int = 0) {
      self.context = context
      self.left = UInt8(truncatingIfNeeded: left)
    }
  }

  deinit {
    successors.deallocate()
  }
}
