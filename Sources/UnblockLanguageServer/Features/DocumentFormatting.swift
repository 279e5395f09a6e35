import UnblockFormats

/// `textDocument/formatting`: the canonical form `unblock format` prints.
public enum DocumentFormatting {
  /// What formatting a document gives.
  public enum Outcome: Equatable, Sendable {
    /// The edits to apply; none when the document is already canonical.
    case edits([LSP.TextEdit])
    /// No edit, and why, for the user to read.
    case refused(String)
  }

  /// The canonical form of `file` as an edit of `text`, or why there is none: the document
  /// has errors, or a comment the designer wrote has no place in the canonical form (the
  /// same rule, and the same message, as `unblock format`).
  public static func format(_ file: PuzzleFile, text: DocumentText) -> Outcome {
    guard let format = file.format else {
      return .refused("unblock: not formatted: the document cannot be read as a puzzle file")
    }
    switch CanonicalPrinter.print(file, as: format, schemasFrom: file.folder) {
    case .failure(.invalidInput):
      return .refused("unblock: not formatted: the document has errors; fix them first")
    case .failure(.unsupported(let refusals)):
      return .refused(
        "unblock: not formatted: \(refusals.first.map(\.reason.description) ?? "")")
    case .failure(let failure):
      return .refused(
        "unblock: not formatted: line \(failure.location.line): \(failure.description)")
    case .success(let canonical):
      guard canonical != text.text else { return .edits([]) }
      return .edits([LSP.TextEdit(range: text.fullRange, newText: canonical)])
    }
  }
}
