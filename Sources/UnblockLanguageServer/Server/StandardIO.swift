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
public enum StandardIO {
  /// Serves until `exit` or the end of standard input.
  ///
  /// - Returns: the exit status: 0 after `shutdown` then `exit`, else 1.
  public static func serve() async -> Int32 {
    // A client that vanishes must not kill the server with SIGPIPE mid-write.
    signal(SIGPIPE, SIG_IGN)
    let output = Output(descriptor: 1)
    let server = LanguageServer { output.write(MessageFramer.frame($0)) }
    var framer = MessageFramer()
    for await chunk in chunks(of: 0) {
      framer.append(chunk)
      while let frame = framer.next() {
        switch frame {
        case .message(let body):
          if let status = await server.handle(body) { return status }
        case .malformed(let reason):
          await server.malformedFrame(reason)
        }
      }
    }
    return await server.endOfInput()
  }

  /// The bytes of `descriptor` as they arrive, ending at end of file or an error.
  static func chunks(of descriptor: Int32) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
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
