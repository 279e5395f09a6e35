import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The lines of a file of any size, read a chunk at a time, so that memory holds one chunk
/// and its lines whatever the file's length.
///
/// Each chunk ends at a line end, and is decoded as ``SourceText`` decodes a whole file
/// (binary data and invalid UTF-8 refused, a byte-order mark dropped, lines ended at LF,
/// CRLF or a lone CR), with lines numbered through the whole file. A line longer than
/// ``InputLimits/maxLineCharacters`` is kept as a marker and its bytes skipped unread, so a
/// file that is one endless line also costs one chunk.
///
/// Database-line files stream through this; grid and YAML files are read whole, within
/// ``InputLimits/maxFileBytes``.
public struct ChunkedLines {
  /// The bytes read per chunk.
  public static let chunkBytes = 1 << 18

  private let handle: FileHandle
  private let ownsHandle: Bool
  private let limits: InputLimits
  /// Bytes read but not yet cut into lines: the start of a line whose end is not read yet.
  private var pending: [UInt8]
  private var atEnd = false
  /// Whether the bytes of an over-long line are being skipped up to its end.
  private var skippingLine = false
  private var nextLineNumber = 1
  private var isFirstChunk = true
  /// The lines decoded but not yet taken, and the next one to take.
  private var lines: [SourceText.Line] = []
  private var lineIndex = 0
  /// The most bytes held at once, for the test that memory stays bounded.
  private(set) var largestBuffer = 0

  /// The bytes read so far.
  public private(set) var bytesRead = 0
  /// Where the chunk of ``lines`` starts and ends in the file, in bytes.
  private var chunkStart = 0
  private var chunkEnd = 0

  /// About the bytes of the file up to the end of the last line taken, for a progress
  /// display: those before the chunk in hand, and its share of the lines taken. Counted by
  /// the bytes read, a display stood still for the thousands of lines of a 256 KiB chunk,
  /// while its estimate of the time left grew, and then jumped.
  public var bytesTaken: Int {
    guard !lines.isEmpty else { return chunkEnd }
    return chunkStart + (chunkEnd - chunkStart) * lineIndex / lines.count
  }
  /// Why reading stopped early: binary data or invalid UTF-8 at its place, or a read
  /// error. Set once ``next()`` returns `nil`.
  public private(set) var failure: InputError?

  /// Reads `path`, or standard input for `-`, starting with the bytes `prefix` already
  /// read from it.
  public static func open(
    _ path: String, prefix: [UInt8] = [], limits: InputLimits = .standard
  ) -> Result<ChunkedLines, InputError> {
    InputFile.open(path).map { handle in
      ChunkedLines(handle: handle, ownsHandle: path != "-", prefix: prefix, limits: limits)
    }
  }

  /// Reads on from `handle`, after `prefix`, the bytes already read from it.
  init(handle: FileHandle, ownsHandle: Bool, prefix: [UInt8], limits: InputLimits) {
    self.handle = handle
    self.ownsHandle = ownsHandle
    self.limits = limits
    pending = prefix
    bytesRead = prefix.count
  }

  /// Whether ``next()`` can answer without waiting for input that has not come: a line is
  /// read already, the file has ended, or bytes wait to be read (always, from a regular
  /// file), or come within ``readyWait``. A consumer of a slow pipe finishes what it holds
  /// when this is `false`, before it waits.
  public var hasInputReady: Bool {
    if lineIndex < lines.count || atEnd || failure != nil { return true }
    var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, Self.readyWait) != 0
  }

  /// How long, in milliseconds, ``hasInputReady`` waits for bytes on an empty pipe: a
  /// producer merely slower than the reader for a moment (`cat` refilling the pipe) is not
  /// taken for one that has paused, which would make an import finish its work in flight,
  /// one job at a time, at every empty pipe.
  static let readyWait: Int32 = 20

  /// The next line, or `nil` at the end of the file or at a ``failure``.
  public mutating func next() -> SourceText.Line? {
    while lineIndex == lines.count {
      let start = bytesRead - pending.count
      guard failure == nil, readChunk() else {
        close()
        return nil
      }
      (chunkStart, chunkEnd) = (start, bytesRead - pending.count)
    }
    defer { lineIndex += 1 }
    return lines[lineIndex]
  }

  /// Reads and decodes the next chunk of whole lines; `false` at the end of the file.
  private mutating func readChunk() -> Bool {
    lines = []
    lineIndex = 0
    while true {
      if let cut = cutPoint() {
        decode(pending[..<cut])
        pending.removeSubrange(..<cut)
        return true
      }
      if pending.count > Self.chunkBytes && pending.count > limits.maxLineCharacters * 4 {
        // No line end in a whole chunk: a line longer than any allowed. Skip to its end.
        lines = [
          SourceText.Line(
            number: nextLineNumber, text: "", isTooLong: true,
            opensWithHash: SourceText.Line.opensWithHash(pending))
        ]
        nextLineNumber += 1
        pending = []
        skippingLine = true
        return true
      }
      if atEnd {
        guard !pending.isEmpty else { return false }
        decode(pending[...])
        pending = []
        return true
      }
      readMore()
    }
  }

  /// The end of the last whole line in ``pending``, past its line end; `nil` when none is
  /// read yet. A CR as the last byte read may be the first half of a CRLF, so it waits.
  private mutating func cutPoint() -> Int? {
    if skippingLine {
      guard let end = pending.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
        pending = []
        return nil
      }
      let crlf = pending[end] == 0x0D && end + 1 < pending.count && pending[end + 1] == 0x0A
      if pending[end] == 0x0D && end + 1 == pending.count && !atEnd { return nil }
      pending.removeSubrange(...(crlf ? end + 1 : end))
      skippingLine = false
    }
    guard let last = pending.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
    if pending[last] == 0x0D && last + 1 == pending.count && !atEnd {
      return last == 0 ? nil : cutPoint(before: last)
    }
    return last + 1
  }

  /// The end of the last whole line before `index`, if any.
  private func cutPoint(before index: Int) -> Int? {
    pending[..<index].lastIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 + 1 }
  }

  /// Decodes `body`, whole lines of the file, into ``lines``.
  private mutating func decode(_ body: ArraySlice<UInt8>) {
    var body = body
    if isFirstChunk {
      isFirstChunk = false
      if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    }
    switch SourceText.lines(of: body, firstLine: nextLineNumber, limits: limits) {
    case .success(let decoded):
      lines = decoded
      nextLineNumber += decoded.count
    case .failure(let error):
      // The lines before the bad one are good: they are read, and reading stops at it.
      let bad = error.location.line - nextLineNumber
      let ranges = SourceText.lineRanges(body)
      if bad > 0, bad < ranges.count,
        case .success(let decoded) = SourceText.lines(
          of: body[..<ranges[bad].lowerBound], firstLine: nextLineNumber, limits: limits)
      {
        lines = decoded
        nextLineNumber += decoded.count
      }
      failure = error
    }
  }

  /// Appends the next chunk of the file to ``pending``, or marks the end: what one read
  /// gives, so that lines from a pipe are taken as they come (a chunk waited to be full,
  /// and a stopped `catalog import -` lost every line of it).
  private mutating func readMore() {
    switch InputFile.readAvailable(from: handle, upTo: Self.chunkBytes) {
    case .success(let bytes):
      if bytes.isEmpty { atEnd = true }
      bytesRead += bytes.count
      pending += bytes
      largestBuffer = max(largestBuffer, pending.count)
    case .failure(let error):
      failure = error
      atEnd = true
    }
  }

  /// Closes the file, once read.
  private func close() {
    if ownsHandle { try? handle.close() }
  }
}
