import ArgumentParser
import UnblockFormats

/// `--puzzle NAME|INDEX`: digits alone are a puzzle's number in its file, anything else its
/// name.
extension PuzzleSelector: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(argument)
  }
}
