import Dispatch
import Synchronization
import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``Cluster/solveOutcome``: what the solver finds, read off an explored cluster.
@Suite struct ClusterSolutionTests {
  /// The cluster's answer is the solver's: the same minimal moves, a replayable solution
  /// that ends solved and no sooner, or the same proof of unsolvability. Returns whether
  /// the puzzle was solvable, or `nil` when its cluster was too large to compare.
  @discardableResult
  func expectAgreement(_ puzzle: Puzzle, _ label: String) throws -> Bool? {
    guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 100_000) else { return nil }
    switch (cluster.solveOutcome, try Solver().solve(puzzle)) {
    case (.solved(let read), .solved(let searched)):
      #expect(read.moves.count == searched.moves.count, "\(label)")
      #expect(read.puzzle == puzzle, "\(label)")
      #expect(puzzle.replaying(read.moves)?.isSolved == true, "\(label)")
      #expect(read.boards().dropLast().allSatisfy { !$0.isSolved }, "\(label)")
      return true
    case (.unsolvable(let read), .unsolvable(let searched)):
      #expect(read.statesExplored == searched.statesExplored, "\(label)")
      #expect(read.statesExplored == cluster.count, "\(label)")
      #expect(read.reason == searched.reason, "\(label)")
      return false
    case (let read, let searched):
      Issue.record("\(label): the cluster says \(read), the solver \(searched)")
      return nil
    }
  }

  @Test func agreesWithTheSolverOnTheReferencePuzzles() throws {
    for puzzle in [ReferencePuzzles.intermediate4, ReferencePuzzles.hardest51] {
      #expect(try expectAgreement(puzzle, "reference") == true)
      #expect(try expectAgreement(puzzle.mirrored(), "mirrored reference") == true)
    }
    let solution = try #require(
      {
        if case .solved(let solution) = try Cluster(puzzle: ReferencePuzzles.hardest51)
          .solveOutcome
        {
          return solution
        }
        return nil
      }())
    #expect(solution.moves.count == 51)
  }

  @Test func agreesWithTheSolverOnRandomBoardsOfEverySize() throws {
    var solvable = 0
    var unsolvable = 0
    for (number, puzzle) in RandomPuzzles.everySize(count: 6, seed: 41).enumerated() {
      switch try expectAgreement(puzzle, "random puzzle \(number)") {
      case true: solvable += 1
      case false: unsolvable += 1
      case nil: break
      }
    }
    // Both answers are compared, many times each.
    #expect(solvable >= 50)
    #expect(unsolvable >= 20)
  }

  @Test func givesTheSolversReasonForAnUnsolvablePuzzle() throws {
    let puzzle = TestGrid.puzzle(".....\nAA.xx\n.....\n.....\n.....\n")
    let cluster = try Cluster(puzzle: puzzle)
    guard case .unsolvable(let proof) = cluster.solveOutcome else {
      Issue.record("solvable")
      return
    }
    #expect(proof.statesExplored == 2)
    #expect(proof.reason == .fixedBlockInEscapeRow(block: 1))
  }

  @Test(.needsSharedFixtures) func agreesWithTheSolverOnEveryJam40Card() throws {
    for (card, puzzle, moves) in try ReferencePuzzles.jam40() {
      #expect(try expectAgreement(puzzle, "Jam-\(card)") == true)
      guard case .solved(let solution) = try Cluster(puzzle: puzzle).solveOutcome else {
        Issue.record("Jam-\(card) unsolvable")
        continue
      }
      #expect(solution.moves.count == moves, "Jam-\(card)")
    }
  }

  /// What `check` asks of a cluster walks no distances; the first distance asked for
  /// walks them once, whichever thread asks first.
  @Test func walksTheDistancesOnlyWhenOneIsAskedFor() throws {
    let cluster = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    _ = (cluster.count, cluster.family, cluster.solveOutcome)
    #expect(!cluster.storage.isMeasured)
    let shared = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    let answers = Mutex<[Int: Int?]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let distance = shared.distance(at: thread * 1_000)
      answers.withLock { $0[thread] = distance }
    }
    #expect(shared.storage.isMeasured)
    let distances = try #require(cluster.distances)
    #expect(cluster.storage.isMeasured)
    for thread in 0..<8 { #expect(answers.withLock { $0[thread] } == distances[thread * 1_000]) }
    #expect(cluster.minimalMoves == 23)
  }
}
