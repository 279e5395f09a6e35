/// The file names `render --out-dir` gives the puzzles of a set: one per puzzle, made from
/// its name, safe to join to a folder, and all different.
///
/// The rule: ASCII letters are lowercased; lowercase letters, digits and `-` are kept;
/// every other character (`/`, `.`, `_`, spaces, anything beyond ASCII) becomes `-`; runs
/// of `-` become one and a leading or trailing `-` is dropped; the result is cut to
/// ``maximumStemLength`` characters. A puzzle with no name, or one that leaves nothing,
/// is `puzzle-N`, N its number in the file from 1. When a name is taken already, `-2`,
/// `-3`, ... is added, the first that is free. So no name holds a path separator or is
/// `.` or `..`, and each file lies directly in the folder.
public enum PuzzleFileNames {
  /// The longest stem kept, well below the 255 bytes a file name may have.
  public static let maximumStemLength = 100

  /// The file names, with `fileExtension` (such as `png`), of puzzles with `names`, in
  /// order; puzzle `i` is number `firstNumber + i` in its file.
  public static func names(
    for names: [String?], fileExtension: String, firstNumber: Int = 1
  ) -> [String] {
    var taken = Set<String>()
    return names.enumerated().map { offset, name in
      let stem = name.map(safeStem) ?? ""
      let base = stem.isEmpty ? "puzzle-\(firstNumber + offset)" : stem
      var candidate = base
      var suffix = 1
      while taken.contains(candidate) {
        suffix += 1
        candidate = "\(base)-\(suffix)"
      }
      taken.insert(candidate)
      return "\(candidate).\(fileExtension)"
    }
  }

  /// `name` made safe by the rule above, without the fallback for an empty result.
  public static func safeStem(_ name: String) -> String {
    var stem = ""
    for character in name.lowercased() {
      let kept = character.isASCII && (character.isLetter || character.isNumber)
      let next: Character = kept ? character : "-"
      if next == "-" && (stem.isEmpty || stem.last == "-") { continue }
      stem.append(next)
    }
    while stem.last == "-" { stem.removeLast() }
    stem = String(stem.prefix(maximumStemLength))
    while stem.last == "-" { stem.removeLast() }
    return stem
  }
}
