import Foundation
@preconcurrency import Glibc
import UnblockCore
import UnblockFormats

/// What `enumerate` says of its output path and when done.
enum EnumerationOutput {
  /// Refuses, before any work, an output file that could not be written at the end of the
  /// run (``AtomicFileWriter/check(_:replacing:)``); says why, as the write would, and ends
  /// the command with status 2. A catalogue refuses what it cannot hold when it is opened,
  /// before the run too.
  static func checkWritable(_ path: String) throws {
    if case .failure(let failure) = AtomicFileWriter.check(path) {
      FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
      throw ExitStatus.unreadableInput
    }
  }

  /// `wrote 1730 puzzles to 5x5.txt: 2,345 configurations, ... states/s`; after a resumed
  /// run, the states read back, which the rate leaves out.
  static func summary(_ result: EnumerationResult, path: String) -> String {
    let seconds = result.duration / .seconds(1)
    let resumed =
      result.resumedStates > 0
      ? " (\(counted(result.resumedStates, "state")) of them read back from --resume's folder)" : ""
    return
      "wrote \(counted(result.puzzles.count, "puzzle")) to \(ShownPath.text(path)): "
      + "\(counted(result.clusters, "solvable cluster")) explored, "
      + "\(counted(result.states, "state")) in \(counted(result.configurations, "configuration"))"
      + "\(resumed), \(ProgressDisplay.hundredths(seconds)) s, \(Int(result.statesPerSecond)) states/s"
  }

  /// The histogram file `--histogram` names; a problem is printed at `path:line:column`.
  static func readHistogram(_ path: String) throws -> MovesHistogram {
    switch MovesHistogram.read(contentsOf: path) {
    case .success(let histogram): return histogram
    case .failure(let failure):
      FileHandle.standardError.write(Data("\(failure.diagnostic)\n".utf8))
      throw ExitStatus.unreadableInput
    }
  }

  /// Prints a verdict on standard output, or on standard error when the lines went to
  /// standard output, which the verdict must not join.
  static func say(_ verdict: String, toStandardError: Bool) {
    if toStandardError {
      FileHandle.standardError.write(Data((verdict + "\n").utf8))
    } else {
      StandardOutput.write(Array((verdict + "\n").utf8))
    }
  }
}
