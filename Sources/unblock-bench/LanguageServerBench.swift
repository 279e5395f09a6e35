import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockLanguageServer

/// `unblock-bench lsp`: the language server's latency from an edit to its final
/// diagnostics, and its memory after many edits.
struct LanguageServerBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Time didChange to the final diagnostics of unblock lsp; measure memory over edits.",
    discussion: """
      The server runs in process, as 'unblock lsp' runs it, minus the pipes. Each edit \
      changes a YAML puzzle's moves claim back and forth, so every version is read and \
      solved again; the latency is from handing the server the didChange to its publishing \
      the diagnostics that follow the search (median of --edits). Memory is the resident \
      set after --warm-up edits and after --typing edits sent back to back, as fast typing \
      sends them, each cancelling the last one's search.
      """)

  @Option(parsing: .unconditional, help: "Timed edits per puzzle; the median is reported.")
  var edits = 50

  @Option(
    parsing: .unconditional, help: "Edits sent back to back before the memory is read again.")
  var typing = 10_000

  @Option(parsing: .unconditional, help: "Edits before the first memory reading.")
  var warmUp = 100

  func validate() throws {
    try BenchCheck.atLeast(1, edits, "--edits")
    try BenchCheck.atLeast(0, typing, "--typing")
    try BenchCheck.atLeast(0, warmUp, "--warm-up")
  }

  func run() async throws {
    let intermediate4 = try Batch.puzzle(databaseLine: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo")
    let hardest = try Batch.puzzle(databaseLine: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
    let session = Session()
    let latency4 = await session.latency(of: intermediate4, moves: 23, edits: edits)
    print(
      "didChange to final diagnostics, I-4 (23 moves): median \(Measurement.format(latency4.median)), "
        + "target 30 ms " + (latency4.median < 0.030 ? "met" : "NOT met"))
    let latency51 = await session.latency(of: hardest, moves: 51, edits: edits)
    print(
      "didChange to final diagnostics, 51-move puzzle: median \(Measurement.format(latency51.median))"
    )

    await session.type(intermediate4, moves: 23, edits: warmUp)
    let before = Session.residentBytes()
    await session.type(intermediate4, moves: 23, edits: typing)
    let after = Session.residentBytes()
    print(
      "resident memory: \(before >> 20) MiB after \(warmUp) edits, \(after >> 20) MiB after "
        + "\(typing) more (\(String(format: "%+.1f", Double(after - before) / 1_048_576)) MiB)")
  }

  /// A server with one open document, and a way to wait for its final diagnostics.
  final class Session: Sendable {
    let server: LanguageServer
    private let finished = Finish()
    private let version = LockedCounter()
    let uri = "file:///bench/puzzle.yaml"

    init() {
      let finished = finished
      // The final diagnostics are those that follow the search: they hold its summary.
      let marker = Array(#""code":"solvable""#.utf8)
      server = LanguageServer { body in
        guard body.count > 60, Self.contains(body, marker),
          let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
          let params = object["params"] as? [String: Any], let version = params["version"] as? Int
        else { return }
        finished.reached(version)
      }
    }

    static func contains(_ body: [UInt8], _ marker: [UInt8]) -> Bool {
      body.withUnsafeBufferPointer { bytes in
        guard bytes.count >= marker.count else { return false }
        for start in 0...(bytes.count - marker.count)
        where bytes[start] == marker[0]
          && marker.indices.allSatisfy({ bytes[start + $0] == marker[$0] })
        {
          return true
        }
        return false
      }
    }

    func text(_ puzzle: Puzzle, moves: Int) -> String {
      "name: bench\nmoves: \(moves)\nboard: |\n"
        + GridPrinter.rows(of: puzzle).map { "  \($0)\n" }.joined()
    }

    func send(_ object: [String: Any]) async {
      let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
      _ = await server.handle(Array(data))
    }

    func edit(_ text: String) async -> Int {
      let next = version.next()
      if next == 1 {
        await send([
          "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]],
        ])
        await send([
          "jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": [
            "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]
          ],
        ])
      } else {
        await send([
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": [
            "textDocument": ["uri": uri, "version": next], "contentChanges": [["text": text]],
          ],
        ])
      }
      return next
    }

    func waitFor(_ version: Int) async {
      await withCheckedContinuation { finished.wait(for: version, $0) }
    }

    /// Times `edits` edits of `puzzle`, each waited for.
    func latency(of puzzle: Puzzle, moves: Int, edits: Int) async -> Measurement {
      var seconds: [Double] = []
      for index in 0...edits {
        let start = ContinuousClock.now
        await waitFor(await edit(text(puzzle, moves: moves + index % 2)))
        let elapsed = ContinuousClock.now - start
        // The first edit opens the document or switches puzzles: not counted.
        if index > 0 {
          seconds.append(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
      }
      return Measurement(seconds: seconds)
    }

    /// Sends `edits` edits back to back, then waits for the last one's diagnostics.
    func type(_ puzzle: Puzzle, moves: Int, edits: Int) async {
      var last = 0
      for index in 0..<edits { last = await edit(text(puzzle, moves: moves + index % 2)) }
      await waitFor(last)
    }

    /// The resident set size of this process, from /proc.
    static func residentBytes() -> Int {
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return 0
      }
      let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
  }

  /// The versions sent so far.
  final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }

  /// The latest version whose final diagnostics came, and the one edit waiting for its own.
  final class Finish: @unchecked Sendable {
    private let lock = NSLock()
    private var latest = 0
    private var waiter: (version: Int, continuation: CheckedContinuation<Void, Never>)?

    func reached(_ version: Int) {
      let ready: CheckedContinuation<Void, Never>? = lock.withLock {
        latest = max(latest, version)
        guard let waiter, waiter.version <= latest else { return nil }
        self.waiter = nil
        return waiter.continuation
      }
      ready?.resume()
    }

    func wait(for version: Int, _ continuation: CheckedContinuation<Void, Never>) {
      let now = lock.withLock {
        if latest >= version { return true }
        waiter = (version, continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}
