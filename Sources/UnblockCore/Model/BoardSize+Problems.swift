extension BoardSize {
  /// Why the size is none a board may have (``supported``), or `nil`: `the board must
  /// have 4 to 8 rows and columns, not 9x9`.
  public var problem: String? {
    isSupported
      ? nil
      : "the board must have \(Self.supported.lowerBound) to \(Self.supported.upperBound) rows and columns, not \(self)"
  }

  /// Why `row` is no chute row of a board of this size, or `nil`: `the chute row must be
  /// 0 to 5 on a 6x6 board, not 7`.
  public func chuteRowProblem(_ row: Int) -> String? {
    row >= 0 && row < rows
      ? nil : "the chute row must be 0 to \(rows - 1) on a \(self) board, not \(row)"
  }

  /// Why `row` is no chute row of any board the game has, or `nil`: `the chute row must
  /// be 0 to 7, not 99`.
  public static func chuteRowProblem(_ row: Int) -> String? {
    row >= 0 && row < supported.upperBound
      ? nil : "the chute row must be 0 to \(supported.upperBound - 1), not \(row)"
  }
}
