import Synchronization

extension Generator {
  /// Grows ``GeneratorOptions/count`` distinct puzzles, ``GeneratorOptions/jobs`` attempts
  /// at a time.
  ///
  /// - Parameters:
  ///   - progress: Called from the calling task, after every finished attempt and a few
  ///     times a second.
  ///   - emit: Called with each puzzle as soon as it is kept, in output order, from the
  ///     calling task; an error it throws ends the run.
  ///   - known: Whether a candidate is already known elsewhere (a catalogue); a known
  ///     candidate is dropped as a duplicate is, and its slot tries its next attempt. It
  ///     must answer the same for the same puzzle throughout the run, so that the output
  ///     stays the same for every number of jobs.
  /// - Returns: The puzzles, in output order: the same for every number of jobs.
  /// - Throws: ``GeneratorError/cancelled(found:)`` when the task is cancelled, after
  ///   every puzzle kept before has been emitted; ``GeneratorError/gaveUp(found:attempts:target:)``
  ///   when a slot runs out of attempts; or whatever `emit` throws.
  public func generate(
    progress: (GeneratorProgress) -> Void = { _ in },
    emit: (GeneratedPuzzle) throws -> Void = { _ in },
    known: @escaping @Sendable (GeneratedPuzzle) -> Bool = { _ in false }
  ) async throws -> [GeneratedPuzzle] {
    let clock = ContinuousClock()
    let began = clock.now
    let counters = LiveCounters()
    var scheduler = SlotScheduler<GeneratedPuzzle, CanonicalKey>(
      count: options.count, attemptsPerSlot: options.attemptsPerPuzzle,
      excluding: options.avoidedFamilies, key: { $0.familyKey })
    var kept: [GeneratedPuzzle] = []
    var attempts = 0
    var failure: (any Error)?

    func report() {
      progress(
        GeneratorProgress(
          found: kept.count, count: options.count, attempts: attempts,
          evaluations: counters.evaluations.load(ordering: .relaxed),
          bestDepth: counters.bestDepth.load(ordering: .relaxed), elapsed: clock.now - began))
    }

    await withTaskCancellationHandler {
      await withTaskGroup(of: Event.self) { group in
        var running = 0
        func startWork() {
          while running < options.jobs, let task = scheduler.nextTask() {
            running += 1
            group.addTask { [self] in
              var result = await LiveCounters.offload {
                self.attempt(
                  slot: task.slot, attempt: task.attempt, isCancelled: { counters.isStopped },
                  evaluated: { depth in counters.record(depth: depth) })
              }
              if let puzzle = result.puzzle, known(puzzle) { result.puzzle = nil }
              return .finished(task, result)
            }
          }
        }
        startWork()
        group.addTask { await Event.tick() }
        while let event = await group.next() {
          switch event {
          case .tick:
            report()
            // A cancelled group would hand back its ticks at once; wait for the workers.
            if running > 0 && !Task.isCancelled { group.addTask { await Event.tick() } }
          case .finished(let task, let result):
            running -= 1
            attempts += 1
            if result.wasCancelled || Task.isCancelled {
              failure = GeneratorError.cancelled(found: kept.count)
              break
            }
            let decision = scheduler.record(result.puzzle, for: task)
            do {
              for puzzle in decision.kept {
                try emit(puzzle)
                kept.append(puzzle)
              }
            } catch {
              failure = error
            }
            if failure == nil && decision.exhausted {
              failure = GeneratorError.gaveUp(
                found: kept.count, attempts: options.attemptsPerPuzzle, target: options.target)
            }
            report()
            if failure == nil && !scheduler.isComplete { startWork() }
          }
          if failure != nil || scheduler.isComplete {
            counters.stop()
            group.cancelAll()
            break
          }
        }
      }
    } onCancel: {
      counters.stop()
    }
    if failure == nil && Task.isCancelled && !scheduler.isComplete {
      failure = GeneratorError.cancelled(found: kept.count)
    }
    if let failure { throw failure }
    return kept
  }

  /// What the coordinating task hears from its children.
  private enum Event: Sendable {
    case finished(SlotScheduler<GeneratedPuzzle, CanonicalKey>.Task, AttemptResult)
    case tick

    /// A tick a quarter of a second from now, or at once when cancelled.
    static func tick() async -> Event {
      try? await Task.sleep(for: .milliseconds(250))
      return .tick
    }
  }
}
