extension Generator {
  /// Searches for the hardest puzzle it can find until `deadline` or cancellation.
  ///
  /// Each of ``GeneratorOptions/jobs`` workers runs climbs with no goal, one after another,
  /// each from a fresh random layout with a budget of
  /// ``GeneratorOptions/evaluationsPerAttempt`` evaluations; the deepest cluster found
  /// yields its farthest state. Unlike ``generate(progress:emit:)``, the result depends on
  /// timing, so it is for benchmarks and exploration, not for reproducible sets.
  ///
  /// - Parameters:
  ///   - deadline: When to stop.
  ///   - progress: Called a few times a second from the calling task.
  /// - Returns: The hardest puzzle found, pruned of unnecessary blocks unless
  ///   ``GeneratorOptions/allowUnnecessary``, or `nil` when no layout was solvable.
  package func searchHardest(
    until deadline: ContinuousClock.Instant,
    progress: (GeneratorProgress) -> Void = { _ in }
  ) async -> GeneratedPuzzle? {
    let clock = ContinuousClock()
    let began = clock.now
    let counters = LiveCounters()
    var best: (depth: Int, cluster: Cluster)?
    var attempts = 0
    await withTaskCancellationHandler {
      await withTaskGroup(of: Climb.Outcome?.self) { group in
        func startClimb(_ number: Int) {
          group.addTask { [self] in
            // A climb evaluates its first layout even past the deadline, so a busy machine
            // still gives an answer.
            guard !counters.isStopped else { return nil }
            return await LiveCounters.offload {
              var random = Xoshiro256StarStar(seed: options.seed, stream: [UInt64(number), 0])
              let row = options.exitRow ?? random.uniform(options.size.rows)
              let space = LayoutSpace(
                size: options.size, chuteRow: row, fixedBlocks: options.fixedBlocks)
              let climb = Climb(space: space, goal: .max, budget: options.evaluationsPerAttempt)
              return climb.run(
                using: &random, isCancelled: { counters.isStopped || clock.now >= deadline },
                progress: { _, depth in counters.record(depth: depth) })
            }
          }
        }
        for number in 0..<options.jobs { startClimb(number) }
        var next = options.jobs
        group.addTask {
          try? await Task.sleep(for: .milliseconds(250))
          return nil
        }
        while let outcome = await group.next() {
          if let outcome {
            attempts += 1
            if let cluster = outcome.best, outcome.bestDepth > best?.depth ?? -1 {
              best = (outcome.bestDepth, cluster)
            }
            if clock.now < deadline && !counters.isStopped {
              startClimb(next)
              next += 1
            }
          } else if clock.now < deadline && !counters.isStopped {
            progress(
              GeneratorProgress(
                found: 0, count: 1, attempts: attempts,
                evaluations: counters.evaluations.load(ordering: .relaxed),
                bestDepth: counters.bestDepth.load(ordering: .relaxed), elapsed: clock.now - began))
            group.addTask {
              try? await Task.sleep(for: .milliseconds(250))
              return nil
            }
          }
        }
      }
    } onCancel: {
      counters.stop()
    }
    guard let best, best.depth >= 0 else { return nil }
    var picker = Xoshiro256StarStar(seed: options.seed, stream: [.max])
    var states = best.cluster.indices(atDistance: best.depth)
    while !states.isEmpty {
      let index = states.remove(at: picker.uniform(states.count))
      if let puzzle = finishState(
        best.cluster.puzzle(at: index), moves: best.depth, side: .right, slot: 0)
      {
        return puzzle
      }
    }
    return nil
  }
}
