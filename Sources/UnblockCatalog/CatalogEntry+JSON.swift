import UnblockFormats

extension CatalogEntry {
  /// The entry as JSON fields, as README documents them.
  public var jsonFields: [(String, JSONLine.Value)] {
    [
      ("id", .int(Int(id ?? 0))), ("line", .string(line)), ("board", .string(board)),
      ("size", .string(size)), ("exit", .string(exitSide)), ("exitRow", .int(exitRow)),
      ("moves", .int(moves)), ("states", .int(states)), ("walls", .int(walls)),
      ("blocks", .int(blocks)), ("name", name.map(JSONLine.Value.string) ?? .null),
      ("source", .string(source)),
    ]
  }
}

extension CatalogStats {
  /// The figures as one JSON object.
  public var json: JSONLine {
    func counts(_ counts: [Count], _ key: String) -> JSONLine.Value {
      .array(counts.map { .object([(key, .int($0.value)), ("entries", .int($0.entries))]) })
    }
    return JSONLine([
      ("entries", .int(entries)), ("states", .int(states)),
      ("byMoves", counts(byMoves, "moves")), ("byWalls", counts(byWalls, "walls")),
      (
        "byBoard",
        .array(
          byBoard.map {
            .object([
              ("size", .string($0.size)), ("exit", .string($0.exit)),
              ("exitRow", .int($0.exitRow)), ("entries", .int($0.entries)),
            ])
          })
      ),
    ])
  }
}
