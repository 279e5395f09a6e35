import ArgumentParser
import UnblockCatalog
import UnblockCore

extension Generate {
  /// Whether a candidate lies in a cluster of `--catalog`, or in one of its images; always
  /// no without `--catalog`. A catalogue that cannot be opened ends the run before
  /// anything is grown.
  func knownToCatalog(_ display: ProgressDisplay) throws -> @Sendable (GeneratedPuzzle) -> Bool {
    guard let catalog else { return { _ in false } }
    let opened: Catalog
    do {
      opened = try Catalog(path: catalog, mode: .read)
    } catch {
      display.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
    // A generated puzzle's cluster is small enough to have been explored once already; a
    // look-up that fails keeps the candidate, as nothing says it is known.
    return { puzzle in (try? opened.find(puzzle.puzzle))?.entry != nil }
  }
}
