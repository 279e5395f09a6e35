import Foundation
import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``LanguageServer`` over standard input and output, the way editors start one.
///
/// A thread reads standard input in chunks (a blocking read must not hold a thread of the
/// concurrency pool); the server's messages are written whole, one at a time, under a lock.
///
/// When `initialize` names the process that started the server (`processId`), another
/// thread looks every ``parentPollInterval`` whether it still runs, and the server ends
/// when it does not, as the protocol asks: an editor that crashed while a helper keeps the
/// pipe open would otherwise leave the server running. A process not running when named
/// (one of another machine or container, as the server sees it) is not watched, and the
/// log says so.
public enum StandardIO {
  /// How often the parent process is looked for.
  static let parentPollInterval: TimeInterval = 0.5

  /// What comes to the server: bytes, or the news that its parent has gone.
  enum Event: Sendable {
    case bytes([UInt8])
    case parentGone
  }

  /// Serves until `exit`, the end of standard input, or the end of the parent process.
  ///
  /// - Returns: the exit status: 0 after `shutdown` then `exit` (or the end of input or of
  ///   the parent), else 1.
  public static func serve() async -> Int32 {
    // A client that vanishes must not kill the server with SIGPIPE mid-write.
    signal(SIGPIPE, SIG_IGN)
    let output = Output(descriptor: 1)
    let server = LanguageServer { output.write(MessageFramer.frame($0)) }
    var framer = MessageFramer()
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    read(0, into: continuation)
    var watching = false
    for await event in events {
      guard case .bytes(let chunk) = event else { break }
      framer.append(chunk)
      while let frame = framer.next() {
        switch frame {
        case .message(let body):
          if let status = await server.handle(body) { return status }
          if !watching, let parent = await server.parentProcess {
            watching = true
            if isRunning(parent) {
              watch(parent, into: continuation)
            } else {
              await server.cannotWatchParent(parent)
            }
          }
        case .malformed(let reason):
          await server.malformedFrame(reason)
        case .tooLarge(let length, let opening, let closing):
          await server.tooLargeFrame(
            length, limit: framer.maxMessageBytes, opening: opening, closing: closing)
        }
      }
    }
    return await server.endOfInput()
  }

  /// Yields the bytes of `descriptor` as they arrive, and finishes at end of file or an
  /// error.
  static func read(_ descriptor: Int32, into continuation: AsyncStream<Event>.Continuation) {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        continuation.yield(.bytes(Array(buffer[..<count])))
      }
      continuation.finish()
    }
    thread.start()
  }

  /// Yields ``Event/parentGone`` once process `pid` no longer runs.
  static func watch(_ pid: Int32, into continuation: AsyncStream<Event>.Continuation) {
    let thread = Thread {
      while isRunning(pid) { Thread.sleep(forTimeInterval: parentPollInterval) }
      continuation.yield(.parentGone)
    }
    thread.start()
  }

  /// Whether process `pid` runs: a signal 0 reaches it, or it belongs to another user;
  /// and it is no zombie (ended, not yet waited for by its own parent), which a signal
  /// reaches too.
  static func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    // `/proc/PID/stat`: `PID (NAME) STATE ...`, the name in parentheses of its own.
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// A file descriptor written one whole message at a time.
  final class Output: Sendable {
    private let descriptor: Int32
    private let lock = Mutex(())

    init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    /// Writes all of `bytes`; a closed descriptor drops them (the reader then sees the end).
    func write(_ bytes: [UInt8]) {
      lock.withLock { _ in
        bytes.withUnsafeBytes { raw in
          var offset = 0
          while offset < raw.count {
            let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
          }
        }
      }
    }
  }
}
