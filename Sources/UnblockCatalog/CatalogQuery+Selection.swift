import UnblockCore

extension CatalogQuery {
  /// The query as the command line that asks it, `unblock catalog query --moves 20...20
  /// --limit 100`: its filters, its order when not the default, and its limit. The lines
  /// of a query name it in their header (see ``UnblockFormats/EnumerationHeader/selection``),
  /// so that no reader takes them for a whole enumeration.
  public var selection: String {
    var words = ["unblock catalog query"]
    let range = Self.shown
    if let moves { words.append("--moves \(range(moves))") }
    if let level { words.append("--level \(level)") }
    if let walls { words.append("--walls \(walls)") }
    if let blocks { words.append("--blocks \(blocks)") }
    if let size { words.append("--size \(size)") }
    if let states { words.append("--states \(range(states))") }
    if let exit { words.append("--exit \(exit.rawValue)") }
    if let exitRow { words.append("--exit-row \(exitRow)") }
    if order != .moves { words.append("--order \(order.rawValue)") }
    if order == .random { words.append("--seed \(seed)") }
    if let limit { words.append("--limit \(limit)") }
    return words.joined(separator: " ")
  }
}
