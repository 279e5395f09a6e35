import Testing
import UnblockFormats

@Suite struct PuzzleFileNamesTests {
  @Test func keepsLowercaseLettersDigitsAndDashesAndTurnsTheRestIntoOneDash() {
    #expect(PuzzleFileNames.safeStem("expert-001") == "expert-001")
    #expect(PuzzleFileNames.safeStem("Expert 1") == "expert-1")
    #expect(PuzzleFileNames.safeStem("../../evil") == "evil")
    #expect(PuzzleFileNames.safeStem("a/b\\c.d_e") == "a-b-c-d-e")
    #expect(PuzzleFileNames.safeStem("--café--") == "caf")
    #expect(PuzzleFileNames.safeStem("..") == "")
    #expect(PuzzleFileNames.safeStem("日本") == "")
    #expect(PuzzleFileNames.safeStem(String(repeating: "ab-", count: 60)).count == 100)
  }

  @Test func namesUnnamedPuzzlesByNumberAndSuffixesClashes() {
    let names = PuzzleFileNames.names(
      for: ["One", nil, "one", "ONE", "one-2", "..", "puzzle-2"], fileExtension: "png")
    #expect(
      names == [
        "one.png", "puzzle-2.png", "one-2.png", "one-3.png", "one-2-2.png", "puzzle-6.png",
        "puzzle-2-2.png",
      ])
  }
}
