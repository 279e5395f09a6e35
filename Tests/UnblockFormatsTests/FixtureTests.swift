import Foundation
import Testing

@testable import UnblockFormats

/// The YAML fixtures that `check-jsonschema` also validates (Scripts/schema-check.sh):
/// the Swift reader and the JSON Schema must give the same verdict on each file.
@Suite struct FixtureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func files(_ name: String) -> [String] {
    let path = folder.appendingPathComponent(name).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { path + "/" + $0 }
  }

  @Test func acceptsEveryValidFixture() {
    let files = Self.files("valid")
    #expect(files.count == 7)
    for file in PuzzleLoader().load(files) {
      #expect(file.allDiagnostics.isEmpty, "\(file.path)")
      #expect(!file.hasErrors, "\(file.path)")
      #expect(!file.entries.isEmpty, "\(file.path)")
    }
  }

  @Test func rejectsEveryInvalidFixtureWithExactlyOneError() {
    let files = Self.files("invalid")
    #expect(files.count == 22)
    for file in PuzzleLoader().load(files) {
      #expect(file.hasErrors, "\(file.path)")
      #expect(file.allDiagnostics.count { $0.severity == .error } == 1, "\(file.allDiagnostics)")
    }
  }

  @Test func acceptsEveryPuzzleShippedInPuzzles() {
    let puzzles = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Puzzles").path
    let files = PuzzleLoader().load([puzzles])
    #expect(files.count >= 6)
    for file in files {
      #expect(file.allDiagnostics.isEmpty, "\(file.path)")
      #expect(file.entries.allSatisfy { $0.isValid }, "\(file.path)")
    }
  }
}
