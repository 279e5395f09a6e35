import ArgumentParser

/// How a command prints its results: for people, or as JSON lines for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json

  /// Refuses `--timings` with any format but JSON: the flag only adds times to JSON
  /// objects, and a flag that changes nothing would be taken silently.
  static func validate(timings: Bool, format: OutputFormat) throws {
    guard timings, format != .json else { return }
    throw ValidationError(
      "--timings adds times to --format json output only; add --format json (the text output shows its times, or none, as it is)"
    )
  }
}
