import Foundation
import Testing
import UnblockTestSupport

/// Runs the built `unblock` tool as a user would, and captures what it prints.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output as bytes, for binary output such as a PNG.
    var stdoutBytes = Data()
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
    try run(arguments, stdinBytes: Data((stdin ?? "").utf8), in: directory)
  }

  /// Runs `unblock` with `arguments`, feeding `stdinBytes`, in `directory`.
  static func run(
    _ arguments: [String], stdinBytes: Data = Data(), shell: Bool = false, in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    // With `shell`, the first argument is the program run, for a test that needs a shell
    // to pass bytes a Swift string cannot hold.
    process.executableURL = shell ? URL(fileURLWithPath: arguments[0]) : executable
    process.arguments = shell ? Array(arguments.dropFirst()) : arguments
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
    try stdinBytes.write(to: inURL)
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
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
  }
}

extension CLI {
  /// The `unblock-bench` binary beside `unblock`.
  static var bench: String {
    executable.deletingLastPathComponent().appendingPathComponent("unblock-bench").path
  }

  /// Runs `unblock-bench` with `arguments` in `directory` (by default the repository's
  /// root).
  static func runBench(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    try run([bench] + arguments, shell: true, in: directory)
  }
}

extension CLI {
  /// Runs `unblock` with `arguments` in `directory` and sends it `signal` once it has
  /// written its first bytes to a pipe that is not read meanwhile: an output larger than a
  /// pipe holds is then being written when the signal lands.
  ///
  /// The tool hears the signal on a Dispatch queue, which a busy machine may not run before
  /// the pipe is drained and the output finished: the run then ends as if no signal had
  /// come, status 0. The signal is sent again on a new run, each left longer on the full
  /// pipe (0.5, 2, then 5 seconds), and the last run is returned.
  static func stopWhileWriting(
    _ arguments: [String], with signal: Int32 = SIGTERM, in directory: URL
  ) throws -> Result {
    var result = try stopWhileWriting(arguments, with: signal, in: directory, waiting: 0.5)
    for wait in [2.0, 5.0] where result.status == 0 {
      result = try stopWhileWriting(arguments, with: signal, in: directory, waiting: wait)
    }
    return result
  }

  /// One run of ``stopWhileWriting(_:with:in:)``, left `waiting` seconds on the full pipe.
  private static func stopWhileWriting(
    _ arguments: [String], with signal: Int32, in directory: URL, waiting: Double
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let lines = Pipe()
    let errURL = directory.appendingPathComponent("stopped-stderr-\(UUID().uuidString)")
    try Data().write(to: errURL)
    defer { try? FileManager.default.removeItem(at: errURL) }
    process.standardOutput = lines
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    var read = lines.fileHandleForReading.readData(ofLength: 64)
    kill(process.processIdentifier, signal)
    // The tool is left blocked on the full pipe a moment, so that its signal handler runs
    // before the pipe is drained: on a busy machine, the rest of the output was written
    // before it ran, and the run ended as if no signal had come.
    Thread.sleep(forTimeInterval: waiting)
    read += lines.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: read, as: UTF8.self),
      stderr: try String(contentsOf: errURL, encoding: .utf8), stdoutBytes: read)
  }
}

/// `unblock` running in the background, with its output going to files that the test may
/// read while it runs, so that a signal can be sent at a chosen moment.
final class RunningCLI {
  let process = Process()
  private let folder: URL
  private let outURL: URL
  private let errURL: URL

  /// - Parameter lowPriority: Runs the tool under `nice -n 19` (which execs it, so the
  ///   process and its id stay the same), so that on a machine busy with other tests the
  ///   tool waits for the processor and the test that signals it does not.
  init(_ arguments: [String], in directory: URL? = nil, lowPriority: Bool = false) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    outURL = folder.appendingPathComponent("stdout")
    errURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    if lowPriority {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
      process.arguments = ["-n", "19", CLI.executable.path] + arguments
    } else {
      process.executableURL = CLI.executable
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory ?? SharedFixtures.repository
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: folder)
  }

  var stdout: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
  var stderr: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }
  /// The process's id (the tool's own under `nice`, which execs it).
  var processIdentifier: Int32 { process.processIdentifier }

  /// Waits, up to 60 s, until `condition` holds while the process still runs; returns
  /// whether it does.
  func wait(until condition: () -> Bool) -> Bool {
    for _ in 0..<1200 {
      if condition() { return process.isRunning }
      if !process.isRunning { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Sends `signal` to the process and waits for it to end.
  func stop(with signal: Int32) -> CLI.Result {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return CLI.Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }
}

@Suite struct ToolTests {
  @Test func helpNamesTheTool() throws {
    let result = try CLI.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: unblock"))
  }

  /// `--version` prints the one version constant, the one generated puzzles record and the
  /// README shows.
  @Test func printsTheVersionThatGeneratedPuzzlesAndTheREADMERecord() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "1.0\n")
    let generated = try CLI.run(["generate", "--moves", "3", "--seed", "1"])
    #expect(generated.stdout.contains(" version: \"1.0\"\n"))
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("\n  version: \"1.0\"\n"))
    #expect(readme.contains("`unblock --version`"))
  }
}
