/// The bounds that keep reading hostile input fast and small.
///
/// A puzzle is a few hundred bytes, so every limit sits far above real files and far
/// below what could exhaust memory. Each limit, when hit, becomes a clear error.
public struct InputLimits: Hashable, Sendable {
  /// The largest file read, in bytes (4 MiB: about 90,000 database lines; split the
  /// 2.5 million-line database into files of that size).
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
