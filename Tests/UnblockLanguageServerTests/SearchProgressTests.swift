import Foundation
import Synchronization
import Testing

@testable import UnblockLanguageServer

@Suite struct SearchProgressTests {
  /// The messages a progress sends, decoded.
  final class Sent: Sendable {
    private let messages = Mutex<[[UInt8]]>([])

    var all: [[String: Any]] {
      messages.withLock { $0 }.map {
        (try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]) ?? [:]
      }
    }

    func record(_ bytes: [UInt8]) {
      messages.withLock { $0.append(bytes) }
    }

    /// Each message's method and, for `$/progress`, its value's kind and message.
    var summary: [String] {
      all.map { message in
        let method = message["method"] as? String ?? "?"
        guard let value = (message["params"] as? [String: Any])?["value"] as? [String: Any]
        else { return method }
        return [method, value["kind"], value["message"], value["percentage"]]
          .compactMap { $0.map { "\($0)" } }.joined(separator: " ")
      }
    }
  }

  /// A progress of 4 puzzles whose messages `sent` records.
  static func progress(_ sent: Sent, delay: Duration, interval: Duration) -> SearchProgress {
    SearchProgress(
      token: "t", title: "Checking p.txt", total: 4, delay: delay, interval: interval,
      send: sent.record)
  }

  @Test func aCheckShorterThanTheDelayShowsNothing() {
    let sent = Sent()
    let progress = Self.progress(sent, delay: .seconds(3600), interval: .zero)
    progress.startPuzzle(0)
    progress.tick()
    progress.startPuzzle(1)
    progress.end("done")
    progress.tick()
    #expect(sent.all.isEmpty)
  }

  @Test func aLongCheckBeginsOnceAndEndsOnce() throws {
    let sent = Sent()
    let progress = Self.progress(sent, delay: .zero, interval: .seconds(3600))
    progress.startPuzzle(0)
    progress.tick()
    progress.answered(accepting: true)
    progress.answered(accepting: true)
    // Another puzzle, but within the interval: no report.
    progress.startPuzzle(1)
    progress.end("done")
    progress.end("done")
    progress.tick()
    #expect(
      sent.summary == [
        "window/workDoneProgress/create", "$/progress begin puzzle 1 of 4 0", "$/progress end done",
      ])
    let create = try #require(sent.all.first)
    #expect(create["id"] as? String == "t")
    #expect((create["params"] as? [String: Any])?["token"] as? String == "t")
    let begin = try #require((sent.all[1]["params"] as? [String: Any])?["value"] as? [String: Any])
    #expect(begin["title"] as? String == "Checking p.txt")
    #expect(begin["cancellable"] as? Bool == false)
    #expect((sent.all[1]["params"] as? [String: Any])?["token"] as? String == "t")
  }

  @Test func reportsOnlyWhenTheCheckMovesToAnotherPuzzle() {
    let sent = Sent()
    let progress = Self.progress(sent, delay: .zero, interval: .zero)
    progress.startPuzzle(0)
    progress.tick()
    progress.answered(accepting: true)
    progress.startPuzzle(1)
    progress.tick()
    progress.startPuzzle(3)
    progress.end("stopped")
    #expect(
      sent.summary == [
        "window/workDoneProgress/create", "$/progress begin puzzle 1 of 4 0",
        "$/progress report puzzle 2 of 4 25", "$/progress report puzzle 4 of 4 75",
        "$/progress end stopped",
      ])
  }

  /// The token is used only once the client has made it, and never when it refused.
  @Test func beginsOnlyOnceTheClientHasMadeTheToken() {
    let sent = Sent()
    let progress = Self.progress(sent, delay: .zero, interval: .zero)
    progress.startPuzzle(0)
    progress.tick()
    progress.tick()
    progress.startPuzzle(1)
    #expect(sent.summary == ["window/workDoneProgress/create"])
    progress.answered(accepting: true)
    #expect(sent.summary.last == "$/progress begin puzzle 2 of 4 25")

    let refused = Sent()
    let unused = Self.progress(refused, delay: .zero, interval: .zero)
    unused.tick()
    unused.answered(accepting: false)
    unused.startPuzzle(2)
    unused.answered(accepting: true)
    unused.end("done")
    #expect(refused.summary == ["window/workDoneProgress/create"])
  }
}
