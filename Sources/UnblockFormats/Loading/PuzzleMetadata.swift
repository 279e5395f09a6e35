import UnblockCore

/// What a file says about a puzzle besides its board, each value with its location.
///
/// `level` and `moves` are claims: the checker compares them with what the solver finds
/// and reports a wrong claim at the claim's own line.
public struct PuzzleMetadata: Hashable, Sendable {
  public var name: Located<String>?
  public var author: Located<String>?
  /// The declared difficulty band.
  public var level: Located<Category>?
  /// The declared minimal number of moves.
  public var moves: Located<Int>?
  /// What the generator recorded when it made the puzzle.
  public var generated: Generation?

  public init(
    name: Located<String>? = nil, author: Located<String>? = nil,
    level: Located<Category>? = nil, moves: Located<Int>? = nil, generated: Generation? = nil
  ) {
    self.name = name
    self.author = author
    self.level = level
    self.moves = moves
    self.generated = generated
  }

  /// The generator's record of how it made a puzzle (the YAML `generated` mapping).
  public struct Generation: Hashable, Sendable {
    /// The version of the tool that made the puzzle.
    public var version: Located<String>?
    /// The random seed of the run, any 64-bit number.
    public var seed: Located<UInt64>?
    /// The number of states in the puzzle's cluster; a database line's third field.
    public var states: Located<Int>?
    /// The number of distinct optimal solutions, as `analyze` counts them: up to 2^64 - 1,
    /// which stands for that many or more.
    public var solutions: Located<UInt64>?

    public init(
      version: Located<String>? = nil, seed: Located<UInt64>? = nil, states: Located<Int>? = nil,
      solutions: Located<UInt64>? = nil
    ) {
      self.version = version
      self.seed = seed
      self.states = states
      self.solutions = solutions
    }

    /// Whether no field is set.
    public var isEmpty: Bool {
      version == nil && seed == nil && states == nil && solutions == nil
    }
  }
}
