import Testing
import UnblockCore

/// The words a size or a chute row no board has is refused in, shared by `enumerate` and
/// the catalogue's filters.
@Suite struct BoardSizeProblemTests {
  @Test func sizesOutsideFourToEightAreNamed() {
    #expect(BoardSize(rows: 6, columns: 5).problem == nil)
    #expect(
      BoardSize(rows: 9, columns: 9).problem
        == "the board must have 4 to 8 rows and columns, not 9x9")
    #expect(
      BoardSize(rows: 0, columns: 0).problem
        == "the board must have 4 to 8 rows and columns, not 0x0")
  }

  @Test func chuteRowsOfABoardAndOfAnyBoard() {
    #expect(BoardSize.standard.chuteRowProblem(5) == nil)
    #expect(
      BoardSize.standard.chuteRowProblem(6)
        == "the chute row must be 0 to 5 on a 6x6 board, not 6")
    #expect(BoardSize.chuteRowProblem(7) == nil)
    #expect(BoardSize.chuteRowProblem(99) == "the chute row must be 0 to 7, not 99")
    #expect(BoardSize.chuteRowProblem(-1) == "the chute row must be 0 to 7, not -1")
  }
}
