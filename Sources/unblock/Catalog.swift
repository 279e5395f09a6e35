import ArgumentParser

/// `unblock catalog`: the commands that keep and join enumerated puzzles.
///
/// This branch brings only `merge`; the catalogue's own commands join this group.
struct Catalog: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Keep enumerated puzzles: merge the shard files of a sharded enumeration.",
    subcommands: [CatalogMerge.self]
  )
}
