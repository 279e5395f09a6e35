import ArgumentParser
import UnblockFormats

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert puzzles between the text grid, YAML and Rush Hour database lines.",
    discussion: """
      Reads every puzzle of the given files and prints them all in the target format on \
      standard output: grids separated by blank lines, one YAML puzzle file (a set file \
      when there are several puzzles), or one database line per puzzle. Block labels are \
      kept. Database lines hold only 6x6 puzzles with a right chute.

      Every comment is carried: grid and database-line comments stay with their puzzle \
      (between the same rows of a grid), YAML comments become '#' lines above their \
      puzzle in a grid or database file, and when files are merged into one set, each \
      file's comments on its set's name, author and list go above its first puzzle and \
      its last comments below its last puzzle. A YAML comment that cannot stay at the end \
      of its line (two comments on what YAML writes as one line, such as 'exit') moves to \
      a line of its own above its key, with a warning at the comment.

      Files with errors are skipped with their problems on standard error (exit status 1, \
      or 2 for unreadable input).

      Examples:
        unblock convert --to yaml jams.txt > jams.set.yaml
        unblock convert --to grid Puzzles/I-4.yaml
        unblock convert --to line Puzzles
      """)

  /// The formats `convert` writes.
  enum Target: String, ExpressibleByArgument, CaseIterable {
    case grid
    case yaml
    case line

    var format: PuzzleFormat {
      switch self {
      case .grid: .grid
      case .yaml: .yaml
      case .line: .databaseLines
      }
    }
  }

  @Option(help: "The format to write: grid, yaml or line.")
  var to: Target

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func run() throws {
    let files = PuzzleLoader().load(paths)
    var readable = files.filter { !$0.hasErrors }
    for file in files where file.hasErrors {
      ReportPrinter.printToStandardError(file.allDiagnostics)
    }
    var failed = readable.count < files.count
    if to == .yaml {
      // Standard output changes no file, so a comment YAML cannot keep at the end of its
      // line moves to a line of its own, with a warning, rather than stop the conversion.
      readable = readable.map { file in
        let (moved, warnings) = file.displacingConflictingComments()
        ReportPrinter.printToStandardError(warnings)
        return moved
      }
    }
    // Several YAML inputs become one set file; other formats simply follow one another.
    let groups = to == .yaml && readable.count > 1 ? [PuzzleFile.merging(readable)] : readable
    var outputs: [String] = []
    for file in groups {
      switch CanonicalPrinter.print(file, as: to.format) {
      case .success(let text):
        outputs.append(text)
      case .failure(let failure):
        ReportPrinter.printToStandardError([
          .error(failure.description, path: file.path, at: failure.location)
        ])
        failed = true
      }
    }
    ReportPrinter.write(outputs.joined(separator: to == .grid ? "\n" : ""))
    let status = ExitStatus.status(
      unreadable: files.contains(where: \.isUnreadable), invalid: failed)
    if status != 0 { throw ExitCode(status) }
  }
}
