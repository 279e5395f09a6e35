import ArgumentParser
import Foundation
import UnblockFormats

struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print puzzle files in their canonical form, as gofmt does.",
    discussion: """
      Each file is printed in its own format (grid, YAML or database lines) with '.' for \
      empty tiles ('o' and two-digit moves in database lines, as in the database), the \
      chute always marked, and YAML keys in a fixed order. Block labels, \
      grid comments, the YAML schema line and every YAML comment are kept: a comment stays \
      above or at the end of the key it was written with, wherever the key moves. When \
      the canonical form would put two end-of-line comments on one line (a block list \
      item or 'exit' spread over several lines), the file is not printed: an error, exit \
      status 1, with or without --write.

      With --write, each file is replaced atomically (a temporary file renamed over it; \
      through a symbolic link, over the file it leads to, keeping its permissions), and \
      only when its canonical form differs. A file with any error is never touched: \
      its problems are printed and the exit status is 1 (2 for unreadable input).

      Examples:
        unblock format puzzle.yaml
        unblock format --write Puzzles
        unblock format - < jams.txt
      """)

  @Flag(help: "Rewrite the files in place instead of printing them.")
  var write = false

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func validate() throws {
    if write && paths.contains("-") {
      throw ValidationError("--write cannot rewrite standard input ('-')")
    }
  }

  func run() throws {
    let files = PuzzleLoader().load(paths)
    var failed = false
    for file in files {
      guard let format = file.format else {
        ReportPrinter.printToStandardError(file.allDiagnostics)
        failed = true
        continue
      }
      switch CanonicalPrinter.print(file, as: format) {
      case .failure(.invalidInput):
        ReportPrinter.printToStandardError(file.allDiagnostics)
        failed = true
      case .failure(let failure):
        ReportPrinter.printToStandardError([
          .error(failure.description, path: file.path, at: failure.location)
        ])
        failed = true
      case .success(let text):
        if write {
          let old = FileManager.default.contents(atPath: file.path)
          if old != Data(text.utf8),
            case .failure(let failure) = AtomicFileWriter.write(text, to: file.path)
          {
            ReportPrinter.printToStandardError([
              .error(failure.description, path: file.path, at: .start)
            ])
            failed = true
          }
        } else {
          if files.count > 1 { print("==> \(file.path) <==") }
          ReportPrinter.write(text)
        }
      }
    }
    let status = ExitStatus.status(
      unreadable: files.contains(where: \.isUnreadable), invalid: failed)
    if status != 0 { throw ExitCode(status) }
  }
}
