extension PuzzleFile {
  /// The file with a warning at each puzzle name that an earlier puzzle of the file has
  /// already: `--puzzle NAME` picks the first of them, and a designer who copied a puzzle
  /// to make a variant easily forgets to rename it.
  ///
  /// - Complexity: O(puzzles).
  func warningOfRepeatedNames() -> PuzzleFile {
    var file = self
    var first: [String: SourceLocation] = [:]
    for index in entries.indices {
      guard let name = entries[index].metadata.name else { continue }
      guard let earlier = first[name.value] else {
        first[name.value] = entries[index].location
        continue
      }
      file.entries[index].diagnostics.append(
        .warning(
          "the puzzle at line \(earlier.line) has this name too: --puzzle \(JSONLine.quoted(name.value)) picks that one",
          path: path, at: name.location))
    }
    return file
  }
}
