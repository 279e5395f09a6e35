import Testing

/// The `--help` of every command, as a user reads it on an 80-column terminal.
@Suite struct HelpTests {
  static let commands = [
    ["check"], ["format"], ["convert"], ["solve"], ["hint"], ["analyze"], ["render"], ["scan"],
    ["play"], ["generate"], ["enumerate"], ["lsp"], ["catalog"], ["catalog", "import"],
    ["catalog", "query"], ["catalog", "find"], ["catalog", "stats"], ["catalog", "merge"],
  ]

  /// Each example is a command a user can copy whole: none wraps onto a line of its own,
  /// and a long one is continued with `\`.
  @Test(arguments: commands)
  func examplesNeverWrap(command: [String]) throws {
    let result = try CLI.run(command + ["--help"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Examples:") }) else { return }
    let end = lines[start...].firstIndex(where: { $0.hasPrefix("USAGE:") }) ?? lines.endIndex
    for line in lines[(start + 1)..<end] where !line.isEmpty {
      #expect(line.hasPrefix("  "), "a wrapped example: \(line)")
      #expect(line.count <= 80, "an example past 80 columns: \(line)")
    }
  }
}
