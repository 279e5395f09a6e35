import ArgumentParser
import UnblockCore
import UnblockFormats

extension Generate {
  /// The longest `--seconds`: a week.
  static let maximumSeconds = 604_800
  /// The most puzzles `--top` may ask for.
  static let maximumTop = 100
  /// The time `--hardest` searches when neither `--seconds` nor `--layouts` is given.
  static let defaultHardestSeconds = 60

  /// The checks of `--hardest` and its options.
  func validateHardest() throws {
    if level != nil || moves != nil {
      throw ValidationError("--hardest searches for the most moves; leave out --level and --moves")
    }
    if count != nil { throw ValidationError("--hardest takes --top, not --count") }
    if !avoid.isEmpty { throw ValidationError("--avoid cannot be used with --hardest") }
    if catalog != nil { throw ValidationError("--catalog cannot be used with --hardest") }
    if let seconds, !(1...Self.maximumSeconds).contains(seconds) {
      throw ValidationError("--seconds must be from 1 to \(Self.maximumSeconds)")
    }
    if let top, !(1...Self.maximumTop).contains(top) {
      throw ValidationError("--top must be from 1 to \(Self.maximumTop)")
    }
    if let layouts, layouts < 1 { throw ValidationError("--layouts must be 1 or more") }
  }

  /// `generate --hardest`: searches, then writes the hardest puzzles found, also when a
  /// stop signal ends the search early.
  func runHardest() async throws {
    let display = ProgressDisplay(textLines: format == .text)
    let seed = chosenSeed(display)
    let top = top ?? 1
    var options = options(seed: seed)
    options.jobs = JobsOption.fitting(options.jobs)
    let search = try HardestSearch(options: options, top: top, layouts: layouts)
    let output = try preparedOutput(count: top, display)
    let seconds = seconds ?? (layouts == nil ? Self.defaultHardestSeconds : nil)
    let deadline = seconds.map { ContinuousClock.now + .seconds($0) }
    let limit = ProgressDisplay.SearchLimit(seconds: seconds, layouts: layouts)
    let searching = Task {
      await search.run(until: deadline, progress: { display.update($0, limit: limit) })
    }
    // A stop signal ends the search; the best found so far is written as usual.
    let signals = StopSignals { _ in searching.cancel() }
    display.whenReaderGone(if: writesFiles) { searching.cancel() }
    defer { signals.stop() }
    let result = await searching.value
    display.close()
    display.line(
      "searched \(counted(result.layouts, "layout")) in \(counted(result.climbs, "climb"))")

    var status = ExitStatus.success
    do {
      for puzzle in result.puzzles {
        let path = try output.add(puzzle)
        let place = ShownPath.text(path ?? output.files.name(at: puzzle.index))
        display.line(
          "\(place): \(counted(puzzle.moves, "move")), \(counted(puzzle.clusterSize, "state"))"
        )
      }
    } catch {
      display.note("error: \(error.description)")
      status = ExitStatus.unreadableInput
    }
    if let signal = signals.received, result.wasCancelled {
      display.note(
        "interrupted by \(signal.name); kept the \(counted(result.puzzles.count, "hardest puzzle")) found"
      )
      status = signal.exitStatus
    } else if display.readerGone, result.wasCancelled {
      status = ProgressDisplay.readerGoneStatus
    } else if status == ExitStatus.success && result.puzzles.count < top {
      display.note(
        "found \(result.puzzles.count) distinct puzzles of the \(top) asked for; search longer")
      status = ExitStatus.gaveUp
    }
    status = finish(output, status: status, display)
    if status != ExitStatus.success { throw status }
  }
}
