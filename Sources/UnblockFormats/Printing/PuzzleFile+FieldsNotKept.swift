/// What `convert` cannot write of a file in another format, said rather than dropped.
extension PuzzleFile {
  /// A warning, at the first of them, naming the fields of the file's puzzles (and of its
  /// set) that `format` has no place for, which are not written; `nil` when every field is
  /// kept.
  ///
  /// A grid keeps a YAML puzzle's name (as a comment) and nothing else of its fields; a
  /// database line keeps the name (as a comment above the line), the moves and the
  /// cluster's states; YAML keeps every field, and a set's own name and author unless
  /// `keepsSet` is `false` (files merged into one set, which has none).
  public func fieldsNotKept(by format: PuzzleFormat, keepsSet: Bool = true) -> Diagnostic? {
    var dropped: [(name: String, location: SourceLocation)] = []
    func note(_ name: String, _ location: SourceLocation?) {
      if let location { dropped.append((name, location)) }
    }
    if format != .yaml || !keepsSet {
      note("the set's name", collection?.name?.location)
      note("the set's author", collection?.author?.location)
    }
    if format != .yaml {
      for entry in entries {
        let fields = entry.metadata
        note("author", fields.author?.location)
        note("level", fields.level?.location)
        note("generated: version", fields.generated?.version?.location)
        note("generated: seed", fields.generated?.seed?.location)
        note("generated: solutions", fields.generated?.solutions?.location)
        if format == .grid {
          note("moves", fields.moves?.location)
          note("the cluster's states", fields.generated?.states?.location)
        }
      }
    }
    guard let first = dropped.min(by: { $0.location < $1.location }) else { return nil }
    var names: [String] = []
    for (name, _) in dropped where !names.contains(name) { names.append(name) }
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    let target =
      format == .yaml ? "a set merged from several files" : CanonicalPrinter.noun(format)
    return .warning(
      "\(target) has no place for \(list): not written", path: path, at: first.location)
  }
}
