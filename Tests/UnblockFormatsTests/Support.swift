import Foundation
import Testing
import UnblockCore

@testable import UnblockFormats

/// Reads `text` as a file named `path`, as the loader would.
func load(_ text: String, path: String = "test.txt", limits: InputLimits = .standard)
  -> PuzzleFile
{
  PuzzleLoader(limits: limits).read(Array(text.utf8), path: path)
}

/// Every diagnostic of `text`, as printed.
func problems(_ text: String, path: String = "test.txt") -> [String] {
  load(text, path: path).allDiagnostics.map(\.description)
}
