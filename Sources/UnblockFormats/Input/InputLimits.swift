/// The bounds that keep reading hostile input fast and small.
///
/// A puzzle is a few hundred bytes, so every limit sits far above real files and far
/// below what could exhaust memory. Each limit, when hit, becomes a clear error.
public struct InputLimits: Hashable, Sendable {
  /// The largest grid or YAML file read, in bytes (4 MiB). Database-line files are
  /// streamed, whatever their size (see ``PuzzleLoader/open(_:)``).
  public var maxFileBytes: Int
  /// The longest line, in characters; longer lines are refused without being decoded.
  public var maxLineCharacters: Int
  /// The number of errors reported per file before reading stops.
  public var maxErrorsPerFile: Int
  /// The deepest nesting of YAML mappings and sequences.
  public var maxYAMLDepth: Int
  /// The most YAML nodes (scalars, mappings, sequences) in one file.
  public var maxYAMLNodes: Int

  public init(
    maxFileBytes: Int = 4 << 20, maxLineCharacters: Int = 4096, maxErrorsPerFile: Int = 100,
    maxYAMLDepth: Int = 32, maxYAMLNodes: Int = 500_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxLineCharacters = maxLineCharacters
    self.maxErrorsPerFile = maxErrorsPerFile
    self.maxYAMLDepth = maxYAMLDepth
    self.maxYAMLNodes = maxYAMLNodes
  }

  /// The limits the command-line tool uses.
  public static let standard = InputLimits()
}
