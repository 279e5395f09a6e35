import UnblockCore
import UnblockFormats

extension EnumerationOutput {
  /// The lines written at a time to standard output: a stop signal waits for the lines
  /// being written, never for the whole output.
  static let linesPerWrite = 256

  /// Prints the header, the lines and the trailer that sums them on standard output, as ``RecordOutput`` prints
  /// records: a stop signal ends the run after the lines being written (with standard
  /// output ending on a whole line, the message `interrupted by SIGTERM after N puzzles`,
  /// and the signal's status), and a failed write with status 2.
  static func print(_ result: EnumerationResult, header: EnumerationHeader) {
    let output = RecordOutput(totals: ())
    var sum = FileTrailer.Sum()
    sum.add(header.text)
    output.write(lines: header.text, puzzles: 0)
    var start = 0
    while start < result.puzzles.count {
      let end = min(start + linesPerWrite, result.puzzles.count)
      let lines = result.puzzles[start..<end].map { $0.line + "\n" }.joined()
      sum.add(lines)
      output.write(lines: lines, puzzles: end - start)
      start = end
    }
    // The trailer comes last, so that output cut short by a signal has none.
    output.write(lines: sum.line, puzzles: 0)
    output.finish()
  }
}
