import Synchronization
import UnblockCore

/// Explores each puzzle's whole cluster, verifies its `states` claim (a database line's
/// third field, or `generated: states:`), that a database line with its moves and states is
/// its cluster's representative (a warning), and its `generated: solutions:` claim (the
/// number of shortest solutions, as `analyze` counts them), and warns when a puzzle shares its cluster, or
/// an image of its cluster (its mirror image left to right or top to bottom, or the
/// cluster turned half a turn), with a puzzle checked before it by the same check.
///
/// One check remembers every puzzle it has seen, across files, by its
/// ``UnblockCore/Cluster/family``: a key of a few bytes per puzzle. The warning names the
/// first puzzle of the family as `path:line:column`. A cluster larger than ``maxStates``
/// is not explored: its puzzle's `states` claim is left unverified with a warning, and it
/// takes no part in the comparison, with a warning of its own at the puzzle.
public struct ClusterCheck: ClusterReadingCheck {
  /// The most states one cluster may hold; `nil` means no limit but the solver's.
  public var maxStates: Int?
  /// Whether other puzzles may be compared with each one: `false` for a document of one
  /// puzzle, whose cluster over the limit then leaves no comparison undone to warn of.
  public var comparesFamilies: Bool
  /// How the warnings of a cluster over the limit name it.
  public var limitName: StateLimitName
  private let seen = Families()

  public init(
    maxStates: Int? = nil, comparesFamilies: Bool = true,
    limitName: StateLimitName = .commandLine
  ) {
    self.maxStates = maxStates
    self.comparesFamilies = comparesFamilies
    self.limitName = limitName
  }

  /// The family keys of every puzzle checked so far, for
  /// ``UnblockCore/GeneratorOptions/avoidedFamilies``.
  public var familyKeys: Set<CanonicalKey> { seen.keys }

  public func check(
    _ puzzle: Puzzle, explored: Result<Cluster, SolverError>, entry: PuzzleEntry, path: String
  ) -> PuzzleCheckOutcome {
    let claim = entry.metadata.generated?.states
    let cluster: Cluster
    switch explored {
    case .success(let explored): cluster = explored
    case .failure(let error):
      // The reader only hands over puzzles that obey the rules: the search gave up.
      var warnings: [Diagnostic] = []
      if comparesFamilies {
        warnings.append(
          .warning(
            "family not compared with the other puzzles: its cluster is larger than \(limitName.name) (\(error)); \(limitName.advice)",
            path: path, at: entry.location))
      }
      if let claim {
        warnings.append(
          .warning(
            "states claim not verified: \(error); \(limitName.advice)", path: path,
            at: claim.location))
      }
      return PuzzleCheckOutcome(diagnostics: warnings)
    }
    var diagnostics: [Diagnostic] = []
    if let claim, claim.value != cluster.count {
      diagnostics.append(
        .error(
          "wrong states claim: the puzzle claims \(counted(claim.value, "state")), but its cluster has \(cluster.count)",
          path: path, at: claim.location))
    }
    if let warning = Self.representativeProblem(of: entry, in: cluster, path: path) {
      diagnostics.append(warning)
    }
    if let claim = entry.metadata.generated?.solutions,
      let problem = Self.solutionsProblem(claim: claim.value, in: cluster)
    {
      diagnostics.append(.error(problem, path: path, at: claim.location))
    }
    let place = Place(
      name: entry.metadata.name?.value, path: path, location: entry.location)
    let family = cluster.family
    // Which puzzle came first depends on the order, not on which search ended first.
    let compare: @Sendable () -> [Diagnostic] = { [seen] in
      guard let (earlier, relation) = seen.record(family, at: place) else { return [] }
      let message =
        switch relation {
        case .sameCluster:
          "shares a cluster with \(earlier): sliding blocks turns one into the other"
        case .mirrorImage:
          "lies in the mirror image of the cluster of \(earlier): sliding blocks turns its mirror image into that puzzle"
        case .mirrorImageTopToBottom:
          "lies in the mirror image top to bottom of the cluster of \(earlier): sliding blocks turns its mirror image top to bottom into that puzzle"
        case .halfTurn:
          "lies in the cluster of \(earlier), turned half a turn: sliding blocks turns this puzzle, turned half a turn, into that one"
        }
      return [.warning(message, path: path, at: place.location)]
    }
    return PuzzleCheckOutcome(diagnostics: diagnostics, inOrder: compare)
  }

  /// A warning at the board of a database line that gives its moves and states (`MM BOARD
  /// STATES`), and so claims to be its cluster's representative, when it is not: `catalog
  /// import` stores such a line as it stands, keyed by a board no look-up computes. It
  /// names the representative's line. `nil` for any other puzzle, or an unsolvable one.
  static func representativeProblem(of entry: PuzzleEntry, in cluster: Cluster, path: String)
    -> Diagnostic?
  {
    guard let board = entry.lineBoardLocation, entry.metadata.moves != nil,
      entry.metadata.generated?.states != nil,
      let representative = cluster.representativeIndex, representative != Cluster.startIndex,
      let moves = cluster.distance(at: representative)
    else { return nil }
    let line = EnumeratedPuzzle(
      moves: moves, board: cluster.puzzle(at: representative).databaseBoard,
      states: cluster.count
    ).line
    return .warning(
      "not its cluster's representative, which a line with its moves and states claims to be "
        + "(catalog import stores it as it stands): the representative's line is '\(line)'",
      path: path, at: board)
  }

  /// What is wrong with a claim of `claim` shortest solutions from the cluster's start,
  /// or `nil` when it is right. An unsolvable start has none; a count past the largest
  /// kept is at least that many, more than any claim can say.
  static func solutionsProblem(claim: UInt64, in cluster: Cluster) -> String? {
    let count = cluster.shortestPaths()?.count ?? 0
    guard claim != count else { return nil }
    let found = count == .max ? "more than \(UInt64.max - 1)" : "\(count)"
    return
      "wrong solutions claim: the puzzle claims \(claim) shortest \(claim == 1 ? "solution" : "solutions"), but it has \(found)"
  }

  /// Where a puzzle was read: `"I-4" at a.yaml:2:1`, or `the puzzle at a.txt:1:1`.
  struct Place: Sendable, CustomStringConvertible {
    var name: String?
    var path: String
    var location: SourceLocation

    var description: String {
      (name.map(JSONLine.quoted) ?? "the puzzle") + " at \(ShownPath.place(path, location))"
    }
  }

  /// The first puzzle seen of each family. A class, so that copies of the check share it;
  /// behind a lock, as a check is `Sendable`.
  final class Families: Sendable {
    private let first = Mutex<[CanonicalKey: (family: ClusterFamily, place: Place)]>([:])

    var keys: Set<CanonicalKey> { first.withLock { Set($0.keys) } }

    /// Records a puzzle of `family` read at `place`; returns the first puzzle of its family
    /// and how their clusters relate, when one was seen before.
    func record(_ family: ClusterFamily, at place: Place) -> (Place, ClusterFamily.Relation)? {
      first.withLock { first in
        guard let earlier = first[family.key] else {
          first[family.key] = (family, place)
          return nil
        }
        return (earlier.place, family.relation(to: earlier.family) ?? .sameCluster)
      }
    }
  }
}
