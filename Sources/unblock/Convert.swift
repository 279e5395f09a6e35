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
    let readable = files.filter { !$0.hasErrors }
    for file in files where file.hasErrors {
      ReportPrinter.printToStandardError(file.allDiagnostics)
    }
    var failed = readable.count < files.count
    // Several YAML inputs become one set file; other formats simply follow one another.
    let groups =
      to == .yaml && readable.count > 1
      ? [PuzzleFile(path: "-", format: nil, entries: readable.flatMap(\.entries))] : readable
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
