/// The difficulty band of a puzzle, by its minimal number of moves.
///
/// These are the Unblock Me bands. The classic Rush Hour cards are easier: their Beginner
/// cards take 8 to 17 moves, which this scale calls ``warmUp`` or ``beginner``.
public enum Category: String, Hashable, Sendable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// Fewer than 15 moves: below the game's Beginner band.
  case warmUp = "warm-up"
  /// 15 to 20 moves.
  case beginner
  /// 21 to 25 moves.
  case intermediate
  /// 26 to 30 moves.
  case advanced
  /// 31 moves or more.
  case expert

  /// The band that holds a minimal move count.
  public init(moves: Int) {
    switch moves {
    case ..<15: self = .warmUp
    case 15...20: self = .beginner
    case 21...25: self = .intermediate
    case 26...30: self = .advanced
    default: self = .expert
    }
  }

  /// The minimal move counts in this band; `expert` is open above.
  public var moves: ClosedRange<Int> {
    switch self {
    case .warmUp: 0...14
    case .beginner: 15...20
    case .intermediate: 21...25
    case .advanced: 26...30
    case .expert: 31...Int.max
    }
  }

  public static func < (lhs: Category, rhs: Category) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  public var description: String { rawValue }
}
