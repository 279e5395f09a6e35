import Foundation

/// Every puzzle behind a command line's paths, one at a time, file after file: what
/// `check`, `solve` and `analyze` walk through, in bounded memory (see
/// ``PuzzleLoader/open(_:)``).
public struct PuzzleStream {
  /// One step of the walk, in input order.
  public enum Item: Sendable {
    /// Problems of a file itself, as soon as they are known: before its first puzzle for
    /// a file read whole, after its last for a streamed one.
    case fileProblems([Diagnostic])
    /// One puzzle, valid or not: its file, its number in the file from 1, and what was
    /// read.
    case puzzle(path: String, index: Int, PuzzleEntry)
    /// The end of a file: its report with every problem of its own, and no puzzles.
    case fileEnded(FileReport)
  }

  private let loader: PuzzleLoader
  private let selector: PuzzleSelector?
  private var paths: IndexingIterator<[PuzzleLoader.ExpandedPath]>
  private var source: PuzzleSource?
  private var offset = 0
  private var pending: [Item] = []
  private var reading: ReadingShare

  /// The bytes of every file named, when all are regular files (not standard input), for
  /// a progress display's share done.
  public var totalBytes: Int? { reading.totalBytes }

  /// Walks the files behind `paths` (each file once, see ``PuzzleLoader/expandOnce(_:)``),
  /// each narrowed to the puzzle `selector` picks, if any
  /// (a streamed file is then held whole).
  public init(
    _ paths: [String], loader: PuzzleLoader = PuzzleLoader(),
    selecting selector: PuzzleSelector? = nil
  ) {
    self.loader = loader
    self.selector = selector
    // A file named twice (another spelling, a link, inside a folder named too) is read
    // once: it was checked twice, and warned to share a cluster with itself.
    let expanded = loader.expandOnce(paths)
    self.paths = expanded.makeIterator()
    reading = ReadingShare(expanded)
  }

  /// The share of the input read so far, from 0 to 1, when its size is known.
  public var share: Double? { reading.share(current: source?.bytesTaken ?? 0) }

  /// The next step, or `nil` when every file has been read.
  public mutating func next() -> Item? {
    guard !pending.isEmpty || readMore() else { return nil }
    return pending.removeFirst()
  }

  /// Whether ``next()`` can answer without waiting for input that has not come: a step is
  /// read ahead, or the file being read has its next line at hand (see
  /// ``PuzzleSource/hasInputReady``). A file not opened yet counts as ready, but standard
  /// input, whose first line may be long in coming (`unblock solve a.txt -`).
  public var hasInputReady: Bool {
    if !pending.isEmpty { return true }
    if let source { return source.hasInputReady }
    var ahead = paths
    return ahead.next() != .file("-")
  }

  /// Whether the walk holds more than one puzzle, read ahead (at most two puzzles are
  /// held): a check of one puzzle has no other puzzle to compare its family with.
  public mutating func holdsSeveralPuzzles() -> Bool {
    func ahead(_ items: [Item]) -> Int {
      items.count { if case .puzzle = $0 { true } else { false } }
    }
    while ahead(pending) < 2 {
      guard readMore() else { return false }
    }
    return true
  }

  /// Reads on until at least one more step is pending; `false` when every file has been
  /// read.
  private mutating func readMore() -> Bool {
    let before = pending.count
    while pending.count == before {
      if var current = source {
        source = nil
        if let entry = current.next() {
          // What the file met on its way to this puzzle comes before it, in line order.
          let problems = current.takeDiagnostics(above: entry.location.line)
          if !problems.isEmpty { pending.append(.fileProblems(problems)) }
          pending.append(.puzzle(path: current.path, index: current.firstNumber + offset, entry))
          offset += 1
          source = current
        } else {
          let problems = current.takeDiagnostics()
          if !problems.isEmpty { pending.append(.fileProblems(problems)) }
          pending.append(.fileEnded(current.report))
          reading.finish(current.path, bytesRead: current.bytesTaken)
        }
      } else if let path = paths.next() {
        var opened = loader.open(path)
        if let selector { opened = PuzzleSource(opened.selecting(selector)) }
        offset = 0
        let problems = opened.takeDiagnostics()
        if !problems.isEmpty { pending.append(.fileProblems(problems)) }
        source = opened
      } else {
        return false
      }
    }
    return true
  }

}

extension PuzzleSource {
  /// The file's report with its own problems and no puzzles, once it has been read.
  fileprivate var report: FileReport {
    FileReport(
      path: path, format: format, fileDiagnostics: diagnostics, isUnreadable: isUnreadable,
      isFolder: isFolder, collection: collection, puzzles: [])
  }
}
