extension LSP {
  /// What the server reads of `initializationOptions`, which the protocol lets be any
  /// JSON value: an object such as `{"maxStates": 2000000}`, or nothing.
  ///
  /// Nothing a client sends here fails `initialize`: a value the server cannot use is
  /// ignored, and ``warnings`` says so, for the user to see.
  public struct InitializationOptions: Sendable {
    /// The most distinct states one search may hold before it gives up, as sent (`null`
    /// included); `nil` when the options do not name it. See ``stateLimit()``.
    public var maxStates: JSONValue?
    /// The options as sent when they are neither an object nor `null`, and so ignored.
    public var ignored: JSONValue?
    /// The keys of the object that name no option, in the order of their text, and so
    /// ignored: a misspelt `maxstates` must not pass for the default silently.
    public var unknownKeys: [String] = []

    /// The options the server reads.
    public static let names = ["maxStates"]

    public init(_ sent: JSONValue?) {
      switch sent {
      case nil, .null?:
        break
      case .object(let fields)?:
        maxStates = fields["maxStates"]
        unknownKeys = fields.keys.filter { !Self.names.contains($0) }.sorted()
      case let other?:
        ignored = other
      }
    }

    /// What the user should be told of these options: that they are not an object, that a
    /// key names no option, or that `maxStates` is no limit, each with what the server does
    /// instead.
    ///
    /// - Parameter defaultMaxStates: the limit a search keeps when `maxStates` is bad.
    public func warnings(defaultMaxStates: Int) -> [String] {
      var warnings: [String] = []
      if let ignored {
        warnings.append(
          "unblock: initializationOptions is \(ignored.jsonText), not an object such as {\"maxStates\": \(defaultMaxStates)}; ignored"
        )
      }
      for key in unknownKeys {
        let near = Self.names.first { $0.lowercased() == key.lowercased() }
        warnings.append(
          "unblock: initializationOptions has \(JSONValue.string(key).jsonText), which is no option"
            + (near.map { " (did you mean \($0)?)" } ?? " (the one option is maxStates)")
            + "; ignored")
      }
      if case .invalid(let value) = stateLimit() {
        warnings.append(
          "unblock: initializationOptions.maxStates is \(value), not a whole number from 1 to \(Self.maxStatesRange.upperBound); using the default \(defaultMaxStates)"
        )
      }
      return warnings
    }
  }
}
