import Foundation
import Testing
import UnblockTestSupport

/// Runs the built `unblock` tool as a user would, and captures what it prints.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `unblock` binary next to the test bundle in the build folder.
  static var executable: URL {
    var folder = Bundle.main.bundleURL
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folder = bundle.bundleURL.deletingLastPathComponent()
    }
    let candidate = folder.appendingPathComponent("unblock")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("unblock")
  }

  /// Runs `unblock` with `arguments`, feeding `stdin` (empty when `nil`), in `directory` (by
  /// default the repository's root).
  static func run(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? SharedFixtures.repository
    // Output goes to temporary files, so a chatty child never blocks on a full pipe.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    let inURL = folder.appendingPathComponent("stdin")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try Data((stdin ?? "").utf8).write(to: inURL)
    let output = try FileHandle(forWritingTo: outURL)
    let errors = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    try input.close()
    let outData = try Data(contentsOf: outURL)
    let errData = try Data(contentsOf: errURL)
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

@Suite struct ToolTests {
  @Test func helpNamesTheTool() throws {
    let result = try CLI.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: unblock"))
  }
}
