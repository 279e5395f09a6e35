import UnblockCore
import UnblockFormats

/// One fuzz input read as a puzzle file in `format`, the way the command-line tool reads it,
/// followed by what `check`, `format` and `convert` do with what was read.
///
/// Reading must never trap, and its results must hold together; a broken law stops the run
/// with `preconditionFailure`, which libFuzzer reports as a crash:
/// - every puzzle the reader accepts obeys the rules;
/// - the canonical text (`format`) reads back as the same puzzles, and is its own canonical
///   form, so `format --write` never changes a puzzle and a second run changes nothing.
///
/// - Parameters:
///   - data: the fuzz input, as libFuzzer hands it to a ``FuzzTest``.
///   - count: the number of bytes at `data`.
///   - format: the format the input is read as (the loader would sniff it from the content).
/// - Returns: 0, as libFuzzer asks.
public func fuzzPuzzleText(_ data: UnsafePointer<UInt8>?, _ count: Int, as format: PuzzleFormat)
  -> CInt
{
  let loader = PuzzleLoader()
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let file = loader.read(bytes, path: "fuzz", format: format)
  // The messages a user would see, as text and as JSON lines.
  for diagnostic in file.allDiagnostics {
    _ = diagnostic.description
    _ = diagnostic.jsonLine
  }
  for entry in file.entries {
    guard let puzzle = entry.puzzle else { continue }
    let violations = puzzle.violations()
    if !violations.isEmpty {
      preconditionFailure("the reader accepted a puzzle that breaks the rules: \(violations)")
    }
  }
  for other in PuzzleFormat.allCases where other != format {
    _ = CanonicalPrinter.print(file, as: other)
  }
  guard case .success(let canonical) = CanonicalPrinter.print(file, as: format) else { return 0 }
  let again = loader.read(Array(canonical.utf8), path: "fuzz", format: format)
  let puzzles = file.entries.map(\.puzzle)
  let reread = again.entries.map(\.puzzle)
  if reread != puzzles {
    preconditionFailure(
      "the canonical text reads back as other puzzles:\n\(canonical)\n\(again.allDiagnostics)")
  }
  guard case .success(let twice) = CanonicalPrinter.print(again, as: format), twice == canonical
  else {
    preconditionFailure("the canonical text is not its own canonical form:\n\(canonical)")
  }
  return 0
}
