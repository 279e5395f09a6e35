/// The figures the original Unblocker app showed for a search.
public struct SearchStatistics: Hashable, Sendable {
  /// Boards generated as successors, duplicates included.
  public var boardsExamined: Int
  /// Distinct boards reached, the start included.
  public var distinctBoards: Int
  /// Element `d` is the number of distinct boards first reached after `d` moves. A search
  /// that stopped early counts its last level only up to where it stopped.
  public var boardsPerLevel: [Int]
  /// The most boards in one level.
  public var largestFrontier: Int
  /// Wall-clock time of the search.
  public var duration: Duration

  public init(
    boardsExamined: Int, distinctBoards: Int, boardsPerLevel: [Int], duration: Duration
  ) {
    self.boardsExamined = boardsExamined
    self.distinctBoards = distinctBoards
    self.boardsPerLevel = boardsPerLevel
    largestFrontier = boardsPerLevel.max() ?? 0
    self.duration = duration
  }
}
