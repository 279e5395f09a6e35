import Foundation
import Testing
import UnblockTestSupport

/// `Puzzles/records.yaml`, whose moves and states README says `unblock check` confirms.
@Suite struct RecordsFileTests {
  /// Every entry, the `enumerated ...` ones too, claims its cluster's size, so that check
  /// verifies its states and not only its moves; and check passes the file.
  @Test func everyEntryClaimsItsStatesAndCheckConfirmsThem() throws {
    let path = SharedFixtures.repository.appendingPathComponent("Puzzles/records.yaml")
    let text = try String(contentsOf: path, encoding: .utf8)
    let entries = text.components(separatedBy: "\n  - name: ").dropFirst()
    #expect(entries.count == 13)
    #expect(entries.filter { $0.hasPrefix("\"enumerated ") }.count == 5)
    for entry in entries {
      let name = entry.prefix { $0 != "\n" }
      #expect(entry.contains("\n    generated:\n"), "\(name)")
      #expect(entry.contains(#/\n      states: [0-9]+(\n|$)/#), "\(name)")
    }
    let checked = try CLI.run(["check", path.path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(
      (checked.stdout + checked.stderr).contains(
        "checked 13 puzzles in 1 file: 13 valid, 0 invalid"))
    // The claims are checked: one changed is an error at its line.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrong = text.replacingOccurrences(of: "      states: 2726\n", with: "      states: 2725\n")
    #expect(wrong != text)
    try Data(wrong.utf8).write(to: folder.appendingPathComponent("records.yaml"))
    let refused = try CLI.run(["check", "records.yaml"], in: folder)
    #expect(refused.status == 1)
    #expect(
      (refused.stdout + refused.stderr).contains(
        "error: wrong states claim: the puzzle claims 2725 states, but its cluster has 2726"),
      "\(refused.stdout)")
  }
}
