import Foundation

/// Reads puzzle files named on a command line: files, directories and standard input.
///
/// Every path yields at least one ``PuzzleFile``; a path that cannot be read yields one
/// marked unreadable with the reason, so callers report it and carry on with the rest.
public struct PuzzleLoader: Sendable {
  public var limits: InputLimits

  public init(limits: InputLimits = .standard) {
    self.limits = limits
  }

  /// The files behind `paths`, in order; directories are searched recursively for
  /// ``PuzzleFormat/searchedExtensions`` (hidden files and folders skipped, names sorted),
  /// and `-` reads standard input.
  public func load(_ paths: [String]) -> [PuzzleFile] {
    expand(paths).map(load)
  }

  /// Reads one expanded path: the file, or the reason there is none.
  public func load(_ path: ExpandedPath) -> PuzzleFile {
    switch path {
    case .file(let path): load(file: path)
    case .missing(let path, let error): .unreadable(path, error)
    }
  }

  /// Reads one expanded path narrowed to the puzzle `selector` picks (see
  /// ``PuzzleSource/selecting(_:)``: a database-line file of any size is streamed through),
  /// or the whole file when `selector` is `nil`.
  public func load(_ path: ExpandedPath, selecting selector: PuzzleSelector?) -> PuzzleFile {
    guard let selector else { return load(path) }
    var source = open(path)
    return source.selecting(selector)
  }

  /// A path after expansion: a file to read, or why there is none.
  public enum ExpandedPath: Hashable, Sendable {
    case file(String)
    case missing(String, InputError)

    /// The path as named.
    public var path: String {
      switch self {
      case .file(let path), .missing(let path, _): path
      }
    }
  }

  /// The files `paths` name, with directories replaced by the puzzle files inside them.
  public func expand(_ paths: [String]) -> [ExpandedPath] {
    paths.flatMap { path -> [ExpandedPath] in
      if path == "-" { return [.file(path)] }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return [.missing(path, .missing(path))]
      }
      guard isDirectory.boolValue else { return [.file(path)] }
      let found = DirectoryWalk.paths(under: path)
      return found.isEmpty ? [.missing(path, .noPuzzleFiles)] : found
    }
  }

  /// ``expand(_:)`` with each file once: a file named again (by another spelling, through
  /// a link, or inside a folder also named) is kept at its first place only, for a command
  /// whose output would list its puzzles twice. Standard input (`-`) is kept once, as it
  /// can be read once; missing paths are kept.
  public func expandOnce(_ paths: [String]) -> [ExpandedPath] {
    var seen = Set<FileIdentity>()
    var sawStandardInput = false
    return expand(paths).filter { expanded in
      guard case .file(let path) = expanded else { return true }
      // Standard input can be read once: named again, it would read as an empty file.
      if path == "-" {
        defer { sawStandardInput = true }
        return !sawStandardInput
      }
      guard let identity = FileIdentity(existing: path) else { return true }
      return seen.insert(identity).inserted
    }
  }

  /// Opens one expanded path for reading a puzzle at a time: a database-line file is
  /// streamed, whatever its size; a grid or YAML file is read whole, within
  /// ``InputLimits/maxFileBytes``.
  ///
  /// The format is recognised from the first line of content (see
  /// ``PuzzleFormat/detect(_:)``), read ahead and kept for the stream.
  public func open(_ path: ExpandedPath) -> PuzzleSource {
    guard case .file(let name) = path else { return PuzzleSource(load(path)) }
    let handle: FileHandle
    switch InputFile.open(name) {
    case .success(let opened): handle = opened
    case .failure(let error): return PuzzleSource(.unreadable(name, error))
    }
    var prefix: [UInt8] = []
    var format: PuzzleFormat?
    var atEnd = false
    // Read until the first line of content is whole, which decides the format; from a pipe,
    // as the bytes come.
    while format == nil && !atEnd && prefix.count <= limits.maxFileBytes {
      switch InputFile.readAvailable(from: handle, upTo: ChunkedLines.chunkBytes) {
      case .success(let bytes):
        prefix += bytes
        atEnd = bytes.isEmpty
      case .failure(let error):
        if name != "-" { try? handle.close() }
        return PuzzleSource(.unreadable(name, error))
      }
      format = Self.format(ofPrefix: prefix, atEnd: atEnd, limits: limits, named: name)
    }
    if format == .databaseLines {
      let lines = ChunkedLines(
        handle: handle, ownsHandle: name != "-", prefix: prefix, limits: limits)
      return PuzzleSource(DatabaseLineStream(lines, path: name, limits: limits))
    }
    defer { if name != "-" { try? handle.close() } }
    guard prefix.count <= limits.maxFileBytes else {
      return PuzzleSource(.unreadable(name, .tooLarge(limit: limits.maxFileBytes)))
    }
    switch InputFile.read(from: handle, limit: limits.maxFileBytes - prefix.count) {
    case .success(let rest): return PuzzleSource(read(prefix + rest, path: name))
    case .failure(.tooLarge):
      return PuzzleSource(.unreadable(name, .tooLarge(limit: limits.maxFileBytes)))
    case .failure(let error): return PuzzleSource(.unreadable(name, error))
    }
  }

  /// The format of a file that starts with `prefix`, once its first line of content is
  /// whole in it (or the file ends); `nil` while it is not.
  static func format(
    ofPrefix prefix: [UInt8], atEnd: Bool, limits: InputLimits, named name: String? = nil
  ) -> PuzzleFormat? {
    let whole =
      atEnd ? prefix.endIndex : (prefix.lastIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 + 1 } ?? 0)
    var body = prefix[..<whole]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    // Only the lines up to the first line of content decide: a bad byte past it is for
    // the file's reading to report at its place, a stream after the lines before it.
    if let end = firstContentLineEnd(in: body, limits: limits) { body = body[..<end] }
    // Text that does not decode is read whole, which reports why.
    guard case .success(let lines) = SourceText.lines(of: body, limits: limits) else {
      return .grid
    }
    // A line too long to decode decides nothing (``PuzzleFormat/detect(_:)`` skips it): the
    // next line does, or a database-line file over 4 MiB opening with one was refused whole.
    let hasContent = lines.contains { line in
      let text = line.text.drop { $0 == " " || $0 == "\t" }
      return !line.isTooLong && !text.isEmpty && text.first != "#"
    }
    guard hasContent || atEnd else { return nil }
    return PuzzleFormat.detect(SourceText(lines: lines, bytes: []), named: name)
  }

  /// The index past the end of the first line of `bytes` that is neither blank, a comment
  /// nor longer than `limits` allow, its line break included; `nil` when there is none.
  static func firstContentLineEnd(in bytes: ArraySlice<UInt8>, limits: InputLimits) -> Int? {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.endIndex
      let text = bytes[start..<end].drop { $0 == 0x20 || $0 == 0x09 }
      // Only a line of more bytes than the limit's characters can be too long.
      let tooLong =
        end - start > limits.maxLineCharacters
        && SourceText.decodedLine(bytes[start..<end], limits: limits) == nil
      if let first = text.first, first != UInt8(ascii: "#"), !tooLong {
        return min(end + 1, bytes.endIndex)
      }
      start = end + 1
    }
    return nil
  }

  /// Reads one file, or standard input for `-`.
  public func load(file path: String) -> PuzzleFile {
    switch InputFile.read(path, limit: limits.maxFileBytes) {
    case .success(let bytes): read(bytes, path: path)
    case .failure(let error): .unreadable(path, error)
    }
  }

  /// Reads the puzzles in `bytes`, reporting them as coming from `path`.
  ///
  /// - Parameter format: the format to read; recognised from the text when `nil`.
  public func read(_ bytes: [UInt8], path: String, format: PuzzleFormat? = nil) -> PuzzleFile {
    guard bytes.count <= limits.maxFileBytes else {
      return .unreadable(path, .tooLarge(limit: limits.maxFileBytes))
    }
    let text: SourceText
    switch SourceText.decode(bytes, limits: limits) {
    case .success(let decoded): text = decoded
    case .failure(.empty):
      // An empty file was read fine; it just holds no puzzle, like a file of comments.
      return PuzzleFile(
        path: path, format: nil, diagnostics: [InputError.empty.diagnostic(path: path)])
    case .failure(let error): return .unreadable(path, error)
    }
    let format = format ?? PuzzleFormat.detect(text, named: path)
    switch format {
    case .grid, .databaseLines:
      let (entries, diagnostics, trailing) =
        format == .grid
        ? GridReader.read(text, path: path, limits: limits)
        : DatabaseLineReader.read(text, path: path, limits: limits)
      var file = PuzzleFile(
        path: path, format: format, entries: entries, diagnostics: diagnostics)
      file.trailingComments = trailing
      return file
    case .yaml:
      return YAMLPuzzleReader.read(text, path: path, limits: limits).warningOfRepeatedNames()
    }
  }
}
