import Foundation

/// The reference data beside the repository, in `<repo>/../shared/fixtures`.
///
/// It is never copied into the repository, so the tests that read it skip, saying so, when
/// it is absent.
public enum SharedFixtures {
  /// The repository's root, found from this source file's path.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `<repo>/../shared/fixtures`, or `nil` when the reference data is not beside the
  /// repository.
  public static var folder: URL? {
    let url = repository.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The path of the fixture `name` (relative to ``folder``), or `nil`, after printing that
  /// the test skips, when it is absent.
  public static func path(_ name: String) -> String? {
    let path = repository.deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures/\(name)").path
    guard FileManager.default.fileExists(atPath: path) else {
      print("skipped: \(path) is absent; the reference data lives beside the repository")
      return nil
    }
    return path
  }
}
