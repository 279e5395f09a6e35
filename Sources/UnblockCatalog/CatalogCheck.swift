import Synchronization
import UnblockCore
import UnblockFormats

/// Warns when a checked puzzle is already in a catalogue, its own cluster or one of its
/// images (mirrored either way, or turned half a turn), naming the entry.
public struct CatalogCheck: ClusterReadingCheck {
  public let catalog: Catalog
  /// The most states one cluster may hold; `nil` means ``UnblockCore/StateLimit/cluster``.
  public var maxStates: Int?
  /// The first error of the catalogue a look-up met (a row changed by hand, a damaged
  /// file), shared by every copy of the check.
  private let refused = Refusal()

  /// The first error of the catalogue a look-up met, if any: the catalogue was refused,
  /// as every command that reads it refuses it, and the run must not succeed. Each
  /// puzzle that was not looked up has a warning that says why.
  public var refusal: CatalogError? { refused.error.withLock { $0 } }

  /// The first error of the catalogue, kept across the threads that check puzzles.
  private final class Refusal: Sendable {
    let error = Mutex<CatalogError?>(nil)
  }

  public init(catalog: Catalog, maxStates: Int? = nil) {
    self.catalog = catalog
    self.maxStates = maxStates
  }

  public func check(
    _ puzzle: Puzzle, explored: Result<Cluster, SolverError>, entry: PuzzleEntry, path: String
  ) -> PuzzleCheckOutcome {
    let finding: Catalog.Finding
    do {
      finding = try catalog.find(explored.get())
    } catch {
      if let error = error as? CatalogError {
        refused.error.withLock { if $0 == nil { $0 = error } }
      }
      return PuzzleCheckOutcome(diagnostics: [
        .warning("not looked up in the catalogue: \(error)", path: path, at: entry.location)
      ])
    }
    guard let known = finding.entry, let relation = finding.relation else {
      return PuzzleCheckOutcome()
    }
    return PuzzleCheckOutcome(diagnostics: [
      .warning(Self.message(known, relation, catalog: catalog.path), path: path, at: entry.location)
    ])
  }

  /// `already in the catalogue cat.sqlite as entry 17 (60 IBBx... 2332), from rush.txt:4`.
  static func message(
    _ entry: CatalogEntry, _ relation: Catalog.Finding.Relation, catalog: String
  ) -> String {
    let what = relation == .sameCluster ? "already" : "its \(Self.imageName(relation)) is already"
    return
      "\(what) in the catalogue \(ShownPath.text(catalog)) as entry \(entry.id ?? 0) (\(entry.line)), from \(entry.shownSource)"
  }

  /// `mirror image`, `mirror image top to bottom` or `image turned half a turn`.
  static func imageName(_ relation: Catalog.Finding.Relation) -> String {
    relation == .halfTurn ? "image turned half a turn" : relation.phrase
  }
}
