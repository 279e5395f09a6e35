/// What `convert` does to files before printing them, so that no comment is lost on the way.
extension PuzzleFile {
  /// One set of the puzzles of `files`, for several files printed as one YAML set file.
  ///
  /// Each file's comments on its set's own keys (which the merged set does not have) go above
  /// its first puzzle, in the order of the file, and the comments after its last puzzle go
  /// below that puzzle (the last file's at the end of the set).
  public static func merging(_ files: [PuzzleFile]) -> PuzzleFile {
    var entries: [PuzzleEntry] = []
    var conflicts: [YAMLComments.Conflict] = []
    for file in files where !file.entries.isEmpty {
      var own = file.entries
      let heading = file.comments.inFileOrder
      own[0].yamlComments.above[""] = heading + (own[0].yamlComments.above[""] ?? [])
      own[0].yamlComments.inFileOrder = heading + own[0].yamlComments.inFileOrder
      own[own.count - 1].yamlComments.below +=
        file.comments.below + file.trailingComments.map(GridPrinter.commentLine)
      entries += own
      conflicts += file.commentConflicts
    }
    var merged = PuzzleFile(path: "-", format: .yaml, entries: entries)
    if !entries.isEmpty {
      merged.comments.below = entries[entries.count - 1].yamlComments.below
      merged.entries[entries.count - 1].yamlComments.below = []
    }
    merged.commentConflicts = conflicts
    return merged
  }

  /// This file with each end-of-line comment that YAML's canonical form cannot keep at the
  /// end of its line (see ``YAMLComments/Conflict``) moved to a line of its own above its
  /// key, and a warning for each, at the comment.
  public func displacingConflictingComments() -> (file: PuzzleFile, warnings: [Diagnostic]) {
    var file = self
    for index in file.entries.indices {
      file.entries[index].yamlComments = file.entries[index].yamlComments.displacedAbove
    }
    file.comments = file.comments.displacedAbove
    let warnings = commentConflicts.map { conflict in
      Diagnostic.warning(
        "this comment cannot stay at the end of its line: YAML's canonical form writes '\(conflict.path)' on one line, which already ends with the comment of line \(conflict.otherLine); it is written on a line of its own above it",
        path: path, at: conflict.location)
    }
    file.commentConflicts = []
    return (file, warnings)
  }
}
