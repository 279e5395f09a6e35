/// A path as a one-line message shows it: `path:line:column: ...` must stay one line for
/// editors and CI to read it, so a control character in a file's name (a newline, a tab,
/// a carriage return, a line separator) is shown escaped, `\n`, `\t`, `\r` or `\u{2028}`,
/// as `ls -b` shows one; a backslash is shown as itself. JSON output keeps the path as it
/// is, escaped by JSON's own rules.
public enum ShownPath {
  /// `path` with its control characters escaped; a path without any, as it is.
  public static func text(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: isControl) else { return path }
    var shown = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _ where isControl(scalar):
        shown += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// Control characters and the characters that end a line: C0, DEL, C1, U+2028, U+2029.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}
