extension DocumentText {
  /// The line ending a line the server inserts must end with, so as not to mix endings:
  /// the document's first, `\n` when it has none.
  var lineEnding: String {
    text.first(where: Self.isLineEnd).map(String.init) ?? "\n"
  }
}
