import Foundation
import UnblockCore

extension LSP.InitializationOptions {
  /// The state limits `maxStates` may set: a search's states are counted in 32 bits
  /// (``UnblockCore/StateLimit/capacity``), as the command line's `--max-states`.
  public static let maxStatesRange = 1...UnblockCore.StateLimit.capacity

  /// What `maxStates` asks for.
  public enum StateLimit: Equatable, Sendable {
    /// No `maxStates`: the default limit.
    case unset
    /// A whole number in ``maxStatesRange``.
    case limit(Int)
    /// Anything else, as JSON text, for a warning; the default limit applies.
    case invalid(String)
  }

  /// `maxStates` read as a state limit: a whole number in ``maxStatesRange``, written as
  /// an integer or as a number with no fraction (`1e6`). A bad one is quoted with its
  /// exact value, never rounded to a `Double`'s.
  public func stateLimit() -> StateLimit {
    switch maxStates {
    case nil:
      return .unset
    case .int(let value)? where Self.maxStatesRange.contains(value):
      return .limit(value)
    case .number(let value)?:
      guard let limit = Self.wholeLimit(value) else {
        return .invalid(JSONValue.number(value).jsonText)
      }
      return .limit(limit)
    case let value?:
      return .invalid(value.jsonText)
    }
  }

  /// `value` as a limit when it is a whole number in ``maxStatesRange``.
  private static func wholeLimit(_ value: Decimal) -> Int? {
    var whole = Decimal()
    var rounded = value
    NSDecimalRound(&whole, &rounded, 0, .plain)
    guard whole == value, Decimal(maxStatesRange.lowerBound) <= value,
      value <= Decimal(maxStatesRange.upperBound)
    else { return nil }
    return NSDecimalNumber(decimal: value).intValue
  }
}
