import Foundation
import Testing
import UnblockTestSupport

@Suite struct EnumerateTests {
  static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test func writesTheSameBytesForOneJobAndTwo() throws {
    let folder = try temporaryFolder()
    let one = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0...1", "--jobs", "1", "-o", "one.txt"], in: folder
    )
    let two = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0...1", "--jobs", "2", "-o", "two.txt"], in: folder
    )
    #expect(one.status == 0 && two.status == 0)
    let text = try Self.read(folder.appendingPathComponent("one.txt"))
    #expect(text == (try Self.read(folder.appendingPathComponent("two.txt"))))
    #expect(
      text.hasPrefix("# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...1\n"))
    #expect(one.stderr.hasPrefix("wrote "))
  }

  @Test func shardsJoinIntoTheUnshardedRun() throws {
    let folder = try temporaryFolder()
    #expect(
      try CLI.run(
        ["enumerate", "--size", "4x4", "--walls", "0...1", "-o", "whole.txt"], in: folder
      ).status == 0)
    var lines: [Substring] = []
    for index in 0..<3 {
      let name = "part-\(index).txt"
      #expect(
        try CLI.run(
          ["enumerate", "--size", "4x4", "--walls", "0...1", "--shard", "\(index)/3", "-o", name],
          in: folder
        ).status == 0)
      let text = try Self.read(folder.appendingPathComponent(name))
      #expect(
        text.hasPrefix(
          "# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...1\n# shard: \(index)/3\n"
        ))
      lines += text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }
    let whole = try Self.read(folder.appendingPathComponent("whole.txt")).split(separator: "\n")
    let body = whole.filter { !$0.hasPrefix("#") }
    #expect(lines.count == body.count)
    #expect(Set(lines) == Set(body))
  }

  @Test func leavesAFinishedShardAlone() throws {
    let folder = try temporaryFolder()
    let arguments = ["enumerate", "--size", "4x4", "--shard", "1/2", "-o", "part.txt"]
    #expect(try CLI.run(arguments, in: folder).status == 0)
    let again = try CLI.run(arguments, in: folder)
    #expect(again.status == 0)
    #expect(again.stderr == "part.txt already holds this enumeration; nothing to do\n")
    try Data("something else\n".utf8).write(to: folder.appendingPathComponent("other.txt"))
    let refused = try CLI.run(["enumerate", "--size", "4x4", "-o", "other.txt"], in: folder)
    #expect(refused.status == 64)
    #expect(
      refused.stderr.contains(
        "other.txt exists and holds something else; use --force to replace it"))
    #expect(try Self.read(folder.appendingPathComponent("other.txt")) == "something else\n")
  }

  @Test func refusesBadOptionsClearly() throws {
    for (arguments, message) in [
      (["--shard", "3/3"], "a shard I/N has I from 0 to N-1, not '3/3'"),
      (["--shard", "x"], "a shard is I/N, two whole numbers such as 0/8, not 'x'"),
      (["--size", "3x6"], "the board must have 4 to 8 rows and columns, not 3x6"),
      (["--exit-row", "7"], "the chute row must be 0 to 5 on a 6x6 board, not 7"),
      (["--jobs", "0"], "--jobs must be at least 1, not 0"),
    ] {
      let result = try CLI.run(["enumerate"] + arguments + ["-o", "/tmp/never-written.txt"])
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }
}
