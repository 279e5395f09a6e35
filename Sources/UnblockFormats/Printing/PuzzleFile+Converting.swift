/// What `convert` does to files before printing them, so that no comment is lost on the way.
extension PuzzleFile {
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
        "this comment cannot stay at the end of its line: YAML's canonical form writes \(conflict.key) on one line, which already ends with the comment of line \(conflict.otherLine); it is written on a line of its own above it",
        path: path, at: conflict.location)
    }
    file.commentConflicts = []
    return (file, warnings)
  }
}
