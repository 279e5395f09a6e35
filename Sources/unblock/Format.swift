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
      above or at the end of the key it was written with, wherever the key moves; one \
      written inside what the canonical form puts on one line ('exit', a block) goes \
      above that line, and one after a set puzzle's last key, indented as its keys, \
      stays at the end of that puzzle. When \
      the canonical form would put two end-of-line comments on one line (a block list \
      item or 'exit' spread over several lines), the file is not printed: an error, exit \
      status 1, with or without --write.

      Database lines under the '# unblock enumerate' header are printed on the board it \
      names (any size, either exit), and a trailing '# end:' line that vouched for the \
      file is summed anew, so an enumeration's file prints byte for byte as it was.

      Grid comment lines stay where they were: above a puzzle, between the same two rows, \
      or after the last puzzle; database-line comments stay above their line or at the end.

      With --write, each file is replaced atomically (a temporary file renamed over it; \
      through a symbolic link, over the file it leads to, keeping its permissions), and \
      only when its canonical form differs. A file with any error is never touched: \
      its problems are printed and the exit status is 1 (2 for unreadable input). A pipe, \
      a device or a socket is refused before it is read, and a file that needs rewriting \
      but cannot be (read-only, a full disk) is reported: exit status 2, the file left as \
      it was. Ctrl-C, \
      SIGTERM or SIGHUP stops between two files (a file being written is finished first, \
      so each is the old or the new one and no temporary file remains), with exit status \
      130, 143 or 129.

      Exit status: 0 printed or written, 1 a file has errors, 2 unreadable input or a \
      file that could not be written, 64 a wrong command line (--write -, an unknown \
      option), 130, 143 or 129 when stopped by a signal.

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
    // Listening starts before the files are read: a signal while they are read ends the
    // run as one between two writes does, with its message.
    let writes = write ? StoppableWrites() : nil
    defer { writes?.finish() }
    // A pipe, a device or a socket, which --write could not replace, is refused before it
    // is read: reading a pipe with no writer waited forever. (A read-only file is refused
    // only when it needs rewriting.)
    var unwritable = false
    var readable = paths
    if write {
      readable = paths.filter { path in
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR,
          status.st_mode & S_IFMT != S_IFREG,
          case .failure(let failure) = AtomicFileWriter.check(path)
        else { return true }
        ReportPrinter.printToStandardError([
          .error(failure.inPlaceDescription, path: path, at: .start)
        ])
        unwritable = true
        return false
      }
    }
    // A file named twice (another spelling, a link, inside a folder named too) is read,
    // printed and rewritten once, as check reads it.
    let loader = PuzzleLoader()
    let files = loader.expandOnce(readable).map { loader.load($0) }
    var failed = false
    for file in files {
      guard let format = file.format else {
        ReportPrinter.printToStandardError(file.allDiagnostics)
        failed = true
        continue
      }
      switch CanonicalPrinter.print(file, as: format, schemasFrom: file.folder) {
      case .failure(.invalidInput):
        ReportPrinter.printToStandardError(file.allDiagnostics)
        failed = true
      case .failure(let failure):
        ReportPrinter.printToStandardError(failure.diagnostics(path: file.path))
        failed = true
      case .success(let text):
        if let writes {
          let old = FileManager.default.contents(atPath: file.path)
          if old != Data(text.utf8),
            case .failure(let failure) = writes.write(Data(text.utf8), to: file.path)
          {
            ReportPrinter.printToStandardError([
              .error(failure.inPlaceDescription, path: file.path, at: .start)
            ])
            unwritable = true
          }
        } else {
          if files.count > 1 { print("==> \(ShownPath.text(file.path)) <==") }
          ReportPrinter.write(text)
        }
      }
    }
    if writes == nil { try StandardOutput.finish() }
    // A file that could not be written is an output lost: status 2, as an input unread.
    let status = ExitStatus.status(
      unreadable: unwritable || files.contains(where: \.isUnreadable), invalid: failed)
    if status != 0 { throw ExitCode(status) }
  }
}
