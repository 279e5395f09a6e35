/// A path as a one-line message shows it: `path:line:column: ...` must stay one line for
/// editors and CI to read it, so a control character in a file's name (a newline, a tab,
/// a line separator) is shown escaped as a JSON string escapes it (`\n`, `\t`, `\u2028`),
/// as `ls -b` shows one, and so is a backslash (`\\`), so that no two names show alike
/// (`new\nline` with a backslash is `new\\nline`); a quote is shown as itself. Every message shows a
/// file's name so, in its body as in its `path:line:column` (`cannot write
/// nosuch\u001b[7m/p.png`, a catalogue entry's source), and a puzzle's name is quoted with
/// the same escapes (``JSONLine/quoted(_:)``). JSON output keeps the path as it is, escaped
/// by JSON's own rules.
public enum ShownPath {
  /// `path` with its control characters and backslashes escaped; a path without any, as
  /// it is; the empty path as `''`, as the shell writes it (`:1:1: error: ...` named no
  /// file at all).
  public static func text(_ path: String) -> String {
    if path.isEmpty { return "''" }
    guard path.unicodeScalars.contains(where: { $0 == "\\" || JSONLine.escaped($0) != nil })
    else { return path }
    var shown = ""
    for scalar in path.unicodeScalars {
      if scalar == "\\" {
        shown += "\\\\"
      } else if let escaped = JSONLine.escaped(scalar) {
        shown += escaped
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// `path:line:column`, the path shown on one line.
  public static func place(_ path: String, _ location: SourceLocation) -> String {
    "\(text(path)):\(location)"
  }
}
