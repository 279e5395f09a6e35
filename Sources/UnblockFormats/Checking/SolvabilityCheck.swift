import UnblockCore

/// Proves each puzzle solvable or unsolvable and verifies its `moves` and `level` claims.
///
/// A solvable puzzle gets two notes for its summary line, `23 moves` and its category.
/// An unsolvable one gets an error at the block at fault when a simple reason exists
/// (see ``UnblockCore/Puzzle/unsolvableReason()``), else at the puzzle. A wrong claim is
/// an error at the claim's own line. A search that meets ``maxStates`` proves nothing: it
/// leaves a warning and a note, and the puzzle and its claims unverified.
///
/// Given the puzzle's explored cluster (``ClusterReadingCheck``), it reads the answer off
/// the cluster (``UnblockCore/Cluster/solveOutcome``) and searches only when the cluster
/// was too large to explore: a search that stops at the first solution may hold fewer
/// states.
public struct SolvabilityCheck: ClusterReadingCheck {
  /// The most distinct states one search may hold; `nil` means no limit but the solver's.
  public var maxStates: Int?
  /// Called after each puzzle with what its search found, for a progress display and
  /// for counting the searches that gave up.
  public var progress: (@Sendable (Verdict) -> Void)?
  /// Asked before each level of a search whether to stop now, as an editor stops the
  /// search of a stale document; a stopped search gives up.
  public var shouldStop: (@Sendable () -> Bool)?
  /// How the warning of a search that gave up names the limit.
  public var limitName: StateLimitName

  /// What the search found about one puzzle.
  public enum Verdict: Sendable {
    case solvable
    case unsolvable
    /// The search met ``SolvabilityCheck/maxStates``.
    case gaveUp
  }

  public init(
    maxStates: Int? = nil, progress: (@Sendable (Verdict) -> Void)? = nil,
    shouldStop: (@Sendable () -> Bool)? = nil, limitName: StateLimitName = .commandLine
  ) {
    self.maxStates = maxStates
    self.progress = progress
    self.shouldStop = shouldStop
    self.limitName = limitName
  }

  /// Searches for a shortest solution: run alone, the check explores no whole cluster.
  public func check(_ puzzle: Puzzle, entry: PuzzleEntry, path: String) -> PuzzleCheckOutcome {
    answer(puzzle, explored: nil, entry: entry, path: path)
  }

  public func check(
    _ puzzle: Puzzle, explored: Result<Cluster, SolverError>, entry: PuzzleEntry, path: String
  ) -> PuzzleCheckOutcome {
    answer(puzzle, explored: explored, entry: entry, path: path)
  }

  /// Reads the answer off `explored` when it is a cluster, and searches otherwise.
  private func answer(
    _ puzzle: Puzzle, explored: Result<Cluster, SolverError>?, entry: PuzzleEntry, path: String
  ) -> PuzzleCheckOutcome {
    let (verdict, outcome): (Verdict, PuzzleCheckOutcome)
    do throws(SolverError) {
      (verdict, outcome) = self.verdict(
        on: try solveOutcome(of: puzzle, explored: explored), entry: entry, path: path)
    } catch {
      // The reader only hands over puzzles that obey the rules.
      (verdict, outcome) = (
        .unsolvable,
        PuzzleCheckOutcome(diagnostics: [.error(error.description, path: path, at: entry.location)])
      )
    }
    progress?(verdict)
    return outcome
  }

  /// What the check decides from: the answer read off the puzzle's explored cluster, or,
  /// when it was not explored or was too large, a search bounded by ``maxStates``.
  ///
  /// - Throws: ``UnblockCore/SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule.
  public func solveOutcome(of puzzle: Puzzle, explored: Result<Cluster, SolverError>?)
    throws(SolverError) -> SolveOutcome
  {
    if case .success(let cluster) = explored { return cluster.solveOutcome }
    return try Solver(maxStates: maxStates, shouldStop: shouldStop).solve(puzzle)
  }

  /// What a finished search says about `entry`: its verdict, the wrong claims and the
  /// unsolvability as diagnostics, and the summary notes.
  ///
  /// ``check(_:entry:path:)`` searches and calls this; a caller that runs the search
  /// itself (the language server, which needs the solution too) calls it directly.
  public func verdict(on outcome: SolveOutcome, entry: PuzzleEntry, path: String) -> (
    Verdict, PuzzleCheckOutcome
  ) {
    switch outcome {
    case .solved(let solution):
      let moves = solution.moves.count
      let category = Category(moves: moves)
      var diagnostics: [Diagnostic] = []
      if let claim = entry.metadata.level, claim.value != category {
        diagnostics.append(
          .error(
            "wrong level claim: the puzzle claims '\(claim.value)', but \(counted(moves, "move")) \(moves == 1 ? "makes" : "make") it '\(category)' (\(Self.band(category)))",
            path: path, at: claim.location))
      }
      if let claim = entry.metadata.moves, claim.value != moves {
        diagnostics.append(
          .error(
            "wrong moves claim: the puzzle claims \(counted(claim.value, "move")), but its minimal number of moves is \(moves)",
            path: path, at: claim.location))
      }
      return (
        .solvable,
        PuzzleCheckOutcome(
          diagnostics: diagnostics.sorted { $0.location < $1.location },
          notes: ["solvable in \(counted(moves, "move"))", "\(category)"], moves: moves)
      )
    case .unsolvable(let proof):
      let explored = "\(counted(proof.statesExplored, "state")) explored"
      let diagnostic: Diagnostic =
        if let reason = proof.reason {
          .error(
            "unsolvable: \(reason.description) (\(explored))", path: path,
            at: entry.location(ofBlock: reason.block))
        } else {
          .error(
            "unsolvable: no sequence of moves frees the prisoner (\(explored))", path: path,
            at: entry.location)
        }
      return (
        .unsolvable,
        PuzzleCheckOutcome(
          diagnostics: [diagnostic], notes: ["unsolvable"], unsolvability: diagnostic)
      )
    case .gaveUp(let gaveUp, _):
      return (
        .gaveUp,
        PuzzleCheckOutcome(
          diagnostics: [
            .warning(
              "\(gaveUp): solvability and claims not verified; \(limitName.advice)",
              path: path, at: entry.location)
          ],
          notes: [gaveUp.description], isDecided: false)
      )
    }
  }

  /// `21-25 moves`, or `31 moves or more`.
  static func band(_ category: Category) -> String {
    category == .expert
      ? "\(category.moves.lowerBound) moves or more"
      : "\(category.moves.lowerBound)-\(category.moves.upperBound) moves"
  }
}
