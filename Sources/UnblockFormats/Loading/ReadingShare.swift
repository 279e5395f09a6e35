import Foundation

/// How much of the files behind a command line has been read, for a progress line's share
/// done: the bytes of the files read to their end, and of the one being read, over the
/// bytes of them all.
public struct ReadingShare: Sendable {
  /// The bytes of every file named, when all are regular files (not standard input).
  public let totalBytes: Int?
  /// The bytes of the files read to their end.
  public private(set) var finishedBytes = 0

  /// The share of reading `paths` (folders already expanded); a missing file counts for
  /// nothing.
  public init(_ paths: [PuzzleLoader.ExpandedPath]) {
    var total = 0
    for path in paths {
      guard case .file(let name) = path else { continue }
      guard name != "-" else {
        totalBytes = nil
        return
      }
      total += Self.size(of: name)
    }
    totalBytes = total
  }

  /// Counts a file read to its end: the bytes its stream read, or its size when it was
  /// read whole.
  public mutating func finish(_ path: String, bytesRead: Int?) {
    finishedBytes += bytesRead ?? Self.size(of: path)
  }

  /// The share read, from 0 to 1, with `current` bytes read of the file being read, when
  /// the total is known.
  public func share(current: Int = 0) -> Double? {
    totalBytes.map { $0 == 0 ? 1 : min(1, Double(finishedBytes + current) / Double($0)) }
  }

  /// The bytes of the file at `path`, 0 for standard input or a file that cannot be read.
  static func size(of path: String) -> Int {
    path == "-" ? 0 : (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
  }
}
