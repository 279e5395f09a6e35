import Foundation
import UnblockCore
import UnblockFormats

/// The figures the original Unblocker app showed, as text lines and as JSON fields.
public enum SearchFigures {
  /// `boards examined 522072, distinct boards 40872, largest frontier 5123, 10.21 ms` and
  /// `boards per level: 1 5 12 ...`.
  public static func lines(_ statistics: SearchStatistics) -> [String] {
    [
      "boards examined \(statistics.boardsExamined), distinct boards \(statistics.distinctBoards), "
        + "largest frontier \(statistics.largestFrontier), \(milliseconds(statistics.duration))",
      "boards per level: " + statistics.boardsPerLevel.map(String.init).joined(separator: " "),
    ]
  }

  /// The same as JSON fields; the time (`"microseconds"`) only with `timings`.
  public static func json(_ statistics: SearchStatistics, timings: Bool = true) -> [(
    String, JSONLine.Value
  )] {
    [
      ("boardsExamined", .int(statistics.boardsExamined)),
      ("distinctBoards", .int(statistics.distinctBoards)),
      ("largestFrontier", .int(statistics.largestFrontier)),
      ("boardsPerLevel", .array(statistics.boardsPerLevel.map { .int($0) })),
    ] + (timings ? [("microseconds", .int(microseconds(statistics.duration)))] : [])
  }

  /// `10.21 ms`.
  public static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.2f ms", Double(microseconds(duration)) / 1000)
  }

  public static func microseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds) * 1_000_000
      + Int(duration.components.attoseconds / 1_000_000_000_000)
  }
}
