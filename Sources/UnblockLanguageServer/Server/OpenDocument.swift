import Foundation
import UnblockFormats

/// A document the client has opened, with what the server last found in it.
///
/// Only the latest version is kept: its text, its reading, its search results and the
/// diagnostics published for it, so that memory does not grow with each keystroke.
struct OpenDocument: Sendable {
  var uri: String
  var version: Int
  var text: DocumentText
  /// The reading of ``text``.
  var file: PuzzleFile
  /// The search results of this version: every valid puzzle's once its search has finished,
  /// those checked so far while a long search runs (see ``ResultsPace``).
  var solved: [SolvedPuzzle]?
  /// The search of this version while it runs.
  var search: Task<Void, Never>?
  /// The number the server gave the search of this reading of the text when it started:
  /// results are shown only with the text they were made from, which a version cannot
  /// tell, as a client may send another text under the same version number.
  var searchNumber = 0
  /// The diagnostics last published, with their quick fixes.
  var published: [DocumentDiagnostic] = []
  /// The bytes of a change the transport dropped as too large: ``text`` is then out of
  /// date, and nothing is checked or answered from it until a change gives the whole text
  /// or the document is opened again.
  var droppedChange: Int?

  init(_ item: LSP.TextDocumentItem, loader: PuzzleLoader) {
    uri = item.uri
    version = item.version
    text = DocumentText(item.text)
    file = PuzzleFile(path: Self.path(of: item.uri), format: nil)
    reread(loader)
  }

  /// The path a `file:` URI names, or the URI itself for other schemes (`untitled:`).
  static func path(of uri: String) -> String {
    guard let url = URL(string: uri), url.isFileURL else { return uri }
    return url.path
  }

  /// Reads ``text`` again and forgets the last search results.
  mutating func reread(_ loader: PuzzleLoader) {
    // Recognised by content, as `check` reads a file: never by the editor's language id,
    // which follows the name (a grid in `p.yaml` is a grid).
    file = loader.read(Array(text.text.utf8), path: Self.path(of: uri))
    solved = nil
    search = nil
    searchNumber = 0
  }
}
