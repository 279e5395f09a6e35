extension LSP {
  /// `window/workDoneProgress/create`: the server asks the client to make a progress token.
  public struct WorkDoneProgressCreateParams: Codable, Sendable {
    public var token: String
  }

  /// `$/progress`: one step of the work a token names.
  public struct ProgressParams: Codable, Sendable {
    public var token: String
    public var value: WorkDoneProgress
  }

  /// A `begin`, `report` or `end` of work-done progress; the fields a kind does not take
  /// are left out.
  public struct WorkDoneProgress: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
      case begin, report, end
    }

    public var kind: Kind
    /// `begin` only: what the work is.
    public var title: String?
    public var cancellable: Bool?
    public var message: String?
    /// `begin` and `report`: from 0 to 100.
    public var percentage: Int?
  }
}
