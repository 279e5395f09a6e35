extension PuzzleFile {
  /// The file as a reader that stops after `limit` errors would leave it: the errors past
  /// the limit and the puzzles after the one that reached it are dropped, and an error
  /// says where reading stopped. The grid and line readers stop as they read; a YAML file
  /// is decoded whole first, so one puzzle's list of 300,000 bad blocks printed them all.
  ///
  /// - Complexity: O(diagnostics).
  func stoppingAfter(errors limit: Int) -> PuzzleFile {
    var left = limit - diagnostics.count(where: { $0.severity == .error })
    guard left >= 0 else { return self }
    var file = self
    for index in entries.indices {
      let errors = entries[index].diagnostics.indices.filter {
        entries[index].diagnostics[$0].severity == .error
      }
      guard errors.count > left else {
        left -= errors.count
        continue
      }
      // The first error past the limit is where reading stops.
      let stop = entries[index].diagnostics[errors[left]]
      file.entries[index].diagnostics.removeSubrange(errors[left]...)
      // A puzzle left with none of its errors is dropped whole.
      file.entries.removeSubrange((left == 0 ? index : index + 1)...)
      file.diagnostics.append(
        InputError.tooManyErrors(at: stop.location, limit: limit).diagnostic(path: path))
      return file
    }
    return file
  }
}
