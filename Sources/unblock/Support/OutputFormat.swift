import ArgumentParser

/// How a command prints its results: for people, or as JSON lines for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}
