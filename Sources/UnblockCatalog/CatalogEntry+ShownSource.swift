import UnblockFormats

extension CatalogEntry {
  /// ``source`` as a message or a comment shows it: its path's control characters escaped
  /// as ``UnblockFormats/ShownPath`` shows a file's name (`in/nl\nname.txt:1`), so that a
  /// report stays one line, sends the terminal no escape sequence, and a grid or YAML
  /// comment can hold it. The stored source is the path as it was read (JSON shows it so),
  /// even one a catalogue took raw before sources were shown so.
  public var shownSource: String {
    ShownPath.text(source)
  }
}
