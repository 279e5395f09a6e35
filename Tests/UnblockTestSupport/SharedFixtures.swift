import Foundation
import Testing

/// The reference data beside the repository, in `<repo>/../shared/fixtures`.
///
/// It is never copied into the repository, so the tests that read it carry the
/// ``Testing/Trait/needsSharedFixtures`` trait: they show as skipped, with the reason, when it
/// is absent, and never as passed.
public enum SharedFixtures {
  /// The repository's root, found from this source file's path.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `<repo>/../shared/fixtures`.
  public static let folder = repository.deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures")

  /// Whether the reference data is beside the repository.
  public static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.path) }

  /// The path of the fixture `name`, relative to ``folder``.
  public static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only when `../shared/fixtures` is present. Without it the test shows as
  /// skipped with this reason: the reference data is never copied into the repository, so a
  /// fresh clone has none, and a test that returned early would pass without checking.
  public static var needsSharedFixtures: Self {
    .enabled(
      if: SharedFixtures.isPresent,
      "needs the reference data in ../shared/fixtures beside the repository")
  }
}
