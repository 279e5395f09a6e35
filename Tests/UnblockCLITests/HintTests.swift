import Testing
import UnblockTestSupport

@Suite struct HintTests {
  @Test func hintsTheNextMoveAndTheMovesToGo() throws {
    let result = try CLI.run(["hint", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 0)
    #expect(result.stdout == "-:1:1: puzzle 1: K-1 (23 moves to go)\n")
  }

  @Test func saysWhenThePuzzleIsAlreadySolved() throws {
    let result = try CLI.run(["hint", "-"], stdin: "....\n..AA\n....\n....\n")
    #expect(result.status == 0)
    #expect(result.stdout == "-:1:1: puzzle 1: already solved\n")
  }

  @Test func printsJSON() throws {
    let result = try CLI.run(["hint", "--format", "json", "-"], stdin: "..B.\nAAB.\n....\n....\n")
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "{\"path\":\"-\",\"line\":1,\"column\":1,\"index\":1,\"name\":null,\"board\":\"ooBoAABooooooooo\",\"status\":\"solved\",\"move\":\"B+2\",\"moves\":2}\n"
    )
  }

  @Test func reportsAnUnsolvablePuzzle() throws {
    let result = try CLI.run(["hint", "-"], stdin: ".....\nAABB.\n.....\n.....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:1:1: puzzle 1: unsolvable, 3 states explored
        -:2:3: error: a horizontal block between the prisoner and the chute can never get out of the way

        """)
  }

  /// Every hint record has a `move`: an invalid puzzle's was left out.
  @Test func anInvalidPuzzlesJSONHasAMoveOfNull() throws {
    let result = try CLI.run(
      ["hint", "--format", "json", "-"], stdin: "B.....\nAA...>\n......\n......\n")
    #expect(result.status == 1)
    #expect(
      result.stdout
        == #"{"path":"-","line":1,"column":1,"index":1,"name":null,"board":null,"status":"invalid","move":null,"moves":null}"#
        + "\n")
  }
}
