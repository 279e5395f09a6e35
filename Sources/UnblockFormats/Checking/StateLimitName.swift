import UnblockCore

/// How a check's messages name the state limit a search met, and how to raise it: the
/// command line's `--max-states`, or the language server's `maxStates` option.
public struct StateLimitName: Hashable, Sendable {
  /// The limit as a message names it: `--max-states`.
  public var name: String
  /// What to do about it: `raise --max-states`, and the memory when it set the default
  /// (``StateLimit/advice(raising:)``).
  public var advice: String

  public init(name: String, advice: String) {
    (self.name, self.advice) = (name, advice)
  }

  /// What a command says on standard error, once, when `searches` searches gave up at
  /// their limit: `note: 1 search gave up at its limit of states; raise --max-states`,
  /// with the memory when it set the default limits.
  public func gaveUpNote(searches: Int) -> String {
    "note: \(searches) search\(searches == 1 ? "" : "es") gave up at \(searches == 1 ? "its" : "their") limit of states; \(advice)"
  }

  /// The command line's option.
  public static let commandLine = StateLimitName(
    name: "--max-states", advice: StateLimit.advice(raising: "--max-states"))
  /// The language server's initialization option.
  public static let languageServer = StateLimitName(
    name: "maxStates",
    advice: StateLimit.advice(raising: "maxStates in the server's initializationOptions"))
}
