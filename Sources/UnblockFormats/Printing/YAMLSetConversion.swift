import Foundation
import UnblockCore

/// `convert --to yaml`: every puzzle of the given files as one YAML file, a puzzle file for
/// a lone puzzle and a set file otherwise, with a database-line file of any size streamed
/// in bounded memory.
///
/// A file with an error is skipped whole, with its problems, and the others are converted.
/// A streamed file (see ``PuzzleLoader/open(_:)``) is therefore read twice: once to find its
/// problems and count its puzzles, holding neither, then to write them (see
/// ``YAMLSetWriter``). Standard input, a pipe or a device cannot be read twice, so it is
/// read whole.
public enum YAMLSetConversion {
  /// What a conversion met.
  public struct Outcome: Equatable, Sendable {
    /// Some file could not be read.
    public var unreadable = false
    /// Some file was not converted.
    public var failed = false
  }

  /// The two reads of a streamed file, for a progress line.
  public enum Pass: Sendable {
    /// The first read, which finds the files' problems and counts their puzzles.
    case checking
    /// The second, which writes them.
    case writing
  }

  /// A file that converts.
  private enum Part {
    case whole(PuzzleFile)
    case streamed(path: PuzzleLoader.ExpandedPath, puzzles: Int)
  }

  /// Converts `paths` (``PuzzleLoader/expand(_:)``; `-` is standard input).
  ///
  /// - Parameters:
  ///   - write: Receives the YAML text, in pieces, in order, each with the number of
  ///     puzzles it holds.
  ///   - report: Receives the warnings (comments moved to lines of their own, see
  ///     ``PuzzleFile/displacingConflictingComments()``), then every problem of the files
  ///     skipped, each file's in the order of the file.
  ///   - folder: Where the YAML file will lie, from which its schema line points (see
  ///     ``SchemaReference``), unless a lone YAML file keeps its own.
  ///   - counted: Called for each puzzle of a streamed file that one of its two reads
  ///     passes, with the share of that read's files read so far (`nil` when unknown).
  public static func convert(
    _ paths: [PuzzleLoader.ExpandedPath], loader: PuzzleLoader, schemasFrom folder: String = ".",
    write: @escaping (_ text: String, _ puzzles: Int) -> Void,
    report: ([Diagnostic]) -> Void,
    counted: (_ pass: Pass, _ share: Double?) -> Void = { _, _ in }
  ) -> Outcome {
    var outcome = Outcome()
    var parts: [Part] = []
    var warnings: [Diagnostic] = []
    var errors: [Diagnostic] = []
    var checked = ReadingShare(paths)
    for path in paths {
      var source = loader.open(path)
      defer { checked.finish(path.path, bytesRead: source.bytesTaken) }
      if source.isStreamed, Self.canBeReadTwice(path.path) {
        let (puzzles, problems) = scan(&source) { bytesTaken in
          counted(.checking, checked.share(current: bytesTaken ?? 0))
        }
        if let problems {
          errors += problems
          outcome.unreadable = outcome.unreadable || source.isUnreadable
          outcome.failed = true
        } else {
          parts.append(.streamed(path: path, puzzles: puzzles))
        }
        continue
      }
      let file = source.collect().droppingTrailer()
      if file.hasErrors {
        errors += file.allDiagnostics
        outcome.unreadable = outcome.unreadable || file.isUnreadable
        outcome.failed = true
      } else if let problem = unshowableComment(
        file.entries, below: file.trailingComments,
        belowAt: file.entries.last?.location ?? .start, path: file.path)
      {
        errors.append(problem)
        outcome.failed = true
      } else {
        // Standard output changes no file, so a comment YAML cannot keep at the end of its
        // line moves to a line of its own, with a warning, rather than stop the conversion.
        let (moved, moves) = file.displacingConflictingComments()
        warnings += moves
        parts.append(.whole(moved))
      }
    }
    // Files merged into one set keep their puzzles, not their sets' names and authors.
    if parts.count > 1 {
      for case .whole(let file) in parts {
        if let warning = file.fieldsNotKept(by: .yaml, keepsSet: false) { warnings.append(warning) }
      }
    }
    report(warnings)
    report(errors)
    // A lone file is printed as it is, a puzzle file when it holds one puzzle.
    if parts.count == 1, let file = lone(parts[0], loader: loader) {
      guard !file.hasErrors else {
        // The file changed since it was read: its new problems are reported.
        report(file.allDiagnostics)
        outcome.failed = true
        return outcome
      }
      switch CanonicalPrinter.print(file, as: .yaml, schemasFrom: folder) {
      case .success(let text): write(text, file.entries.count)
      case .failure(let failure):
        report([failure.diagnostic(path: file.path)])
        outcome.failed = true
      }
      return outcome
    }
    guard !parts.isEmpty else { return outcome }
    var set = YAMLSetWriter(
      schema: SchemaReference.path(from: folder, file: "set.schema.json"), write: write)
    var written = ReadingShare(
      parts.compactMap { if case .streamed(let path, _) = $0 { path } else { nil } })
    for part in parts {
      switch part {
      case .whole(let file): set.add(file)
      case .streamed(let path, _):
        var source = loader.open(path)
        set.beginFile()
        while let entry = source.next() {
          counted(.writing, written.share(current: source.bytesTaken ?? 0))
          guard entry.isValid, let puzzle = entry.puzzle else {
            // The file changed since it was read: its new problems are reported.
            report(entry.diagnostics)
            outcome.failed = true
            continue
          }
          set.add(entry, puzzle)
        }
        let problems = source.takeDiagnostics()
        report(problems)
        if problems.contains(where: { $0.severity == .error }) { outcome.failed = true }
        set.endFile(
          below: FileTrailer.droppingTrailer(source.trailingComments).map {
            GridPrinter.commentLine($0)
          })
        written.finish(path.path, bytesRead: source.bytesTaken)
      }
    }
    set.finish()
    return outcome
  }

  /// An error at the first puzzle of `entries` with a grid comment that YAML cannot show
  /// raw (``YAMLPrinter/unshowable(in:)``), in its board or as a YAML comment, where
  /// nothing is escaped, or at `belowAt` for one of `below`, the comments after the last
  /// puzzle: the file is skipped rather than written as YAML that no reader takes.
  static func unshowableComment(
    _ entries: [PuzzleEntry], below: [String] = [], belowAt: SourceLocation = .start,
    path: String
  ) -> Diagnostic? {
    let texts =
      entries.lazy.flatMap { entry in
        (entry.comments + entry.rowComments.sorted(by: { $0.key < $1.key }).flatMap(\.value))
          .map { ($0, entry.location) }
      } + below.map { ($0, belowAt) }
    for (text, location) in texts {
      if let scalar = YAMLPrinter.unshowable(in: text) {
        return .error(
          "not converted: a comment holds \(scalar.codePoint), which YAML cannot show in a board or a comment, where nothing is escaped; remove it to convert this file to YAML",
          path: path, at: location)
      }
    }
    return nil
  }

  /// Whether `path` names a regular file, which reads the same twice: not `-`, nor a pipe
  /// such as `<(zcat rush.txt.gz)` gives.
  static func canBeReadTwice(_ path: String) -> Bool {
    // A link to a regular file is as good as the file; one that goes nowhere on disk (such
    // as /dev/stdin's) stays a link, and is read whole.
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard path != "-", let attributes = try? FileManager.default.attributesOfItem(atPath: target)
    else { return false }
    return attributes[.type] as? FileAttributeType == .typeRegular
  }

  /// The part as one file, when it is read whole or holds one puzzle.
  private static func lone(_ part: Part, loader: PuzzleLoader) -> PuzzleFile? {
    switch part {
    case .whole(let file): return file
    case .streamed(let path, let puzzles):
      guard puzzles == 1 else { return nil }
      var source = loader.open(path)
      return source.collect().droppingTrailer()
    }
  }

  /// Reads a streamed file through, holding none of its puzzles: how many it has, and its
  /// problems in the order of the file when it has an error (`nil` when it has none).
  /// `counted` is called after each puzzle is read, with about the bytes taken so far.
  private static func scan(_ source: inout PuzzleSource, counted: (_ bytesTaken: Int?) -> Void) -> (
    puzzles: Int, problems: [Diagnostic]?
  ) {
    var puzzles = 0
    var valid = true
    var entryProblems: [Diagnostic] = []
    var last = SourceLocation.start
    while let entry = source.next() {
      counted(source.bytesTaken)
      if entry.isValid { puzzles += 1 } else { valid = false }
      entryProblems += entry.diagnostics
      if let problem = unshowableComment([entry], path: source.path) {
        entryProblems.append(problem)
        valid = false
      }
      last = entry.location
    }
    if let problem = unshowableComment(
      [], below: source.trailingComments, belowAt: last, path: source.path)
    {
      entryProblems.append(problem)
      valid = false
    }
    let fileProblems = source.diagnostics
    guard !valid || source.isUnreadable || fileProblems.contains(where: { $0.severity == .error })
    else { return (puzzles, nil) }
    return (puzzles, (fileProblems + entryProblems).sorted { $0.location < $1.location })
  }
}
