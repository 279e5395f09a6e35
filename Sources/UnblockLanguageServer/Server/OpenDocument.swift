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
  /// Counts the texts the document has had, so that a background reading is kept only when
  /// no newer text came while it ran.
  var textNumber = 0
  /// The number of the text a background reading reads while one runs; ``file`` is then an
  /// older text's. A large document is read off the server's loop (``readsInBackground``).
  var reading: Int?
  /// The requests about the document that came while it was read in the background, in
  /// order: they are answered once it is read, about its newest text.
  var waiting: [IncomingMessage] = []

  /// The bytes of text from which a document is read in the background: a set of 34,000
  /// puzzles, 2.2 MB, took 1.5 s to read, and every request on every document waited.
  static let backgroundReadingBytes = 1 << 16

  /// Opens the document, unread: ``reread(_:)`` or a background reading reads it.
  init(_ item: LSP.TextDocumentItem) {
    uri = item.uri
    version = item.version
    text = DocumentText(item.text)
    file = PuzzleFile(path: Self.path(of: item.uri), format: nil)
  }

  /// Whether the document's reading should run in the background: its text is large, or a
  /// background reading runs already (a text read on the loop would overtake it).
  var readsInBackground: Bool {
    isReading || text.text.utf8.count >= Self.backgroundReadingBytes
  }

  /// Whether a background reading runs.
  var isReading: Bool {
    reading != nil
  }

  /// The path a `file:` URI names, or the URI itself for other schemes (`untitled:`).
  static func path(of uri: String) -> String {
    guard let url = URL(string: uri), url.isFileURL else { return uri }
    return url.path
  }

  /// Reads ``text`` again and forgets the last search results.
  mutating func reread(_ loader: PuzzleLoader) {
    take(Self.read(text, of: uri, loader: loader))
  }

  /// Takes `file`, the reading of ``text``, and forgets the last search results.
  mutating func take(_ file: PuzzleFile) {
    self.file = file
    solved = nil
    search = nil
    searchNumber = 0
  }

  /// The reading of `text`, the text of the document `uri`.
  static func read(_ text: DocumentText, of uri: String, loader: PuzzleLoader) -> PuzzleFile {
    // Recognised by content, as `check` reads a file: never by the editor's language id,
    // which follows the name (a grid in `p.yaml` is a grid).
    loader.read(Array(text.text.utf8), path: path(of: uri))
  }
}
