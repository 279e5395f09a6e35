import Glibc

/// Room between a processor-time limit's stop signal and its kill.
///
/// The kernel sends SIGXCPU when a process's processor time reaches its soft limit, and
/// SIGKILL at the hard one. `ulimit -t N` sets both to `N`, so the kill came with the stop
/// signal, and a run ended with status 137 and a half-written line where SIGXCPU stops it
/// on a whole one (``StopSignals``). At start the soft limit is set a second below an
/// equal hard one: the process may lower its own soft limit, and a stop takes
/// milliseconds.
enum CPUTimeLimit {
  /// Lowers the soft limit a second below the hard one when they are equal and the hard
  /// one leaves a second to lower it by; changes nothing else.
  static func leaveRoomToStop() {
    let resource = __rlimit_resource_t(RLIMIT_CPU.rawValue)
    var limit = rlimit()
    // No limit (RLIM_INFINITY) is all bits set.
    guard getrlimit(resource, &limit) == 0, limit.rlim_max != rlim_t.max,
      limit.rlim_cur >= limit.rlim_max, limit.rlim_max >= 2
    else { return }
    limit.rlim_cur = limit.rlim_max - 1
    _ = setrlimit(resource, &limit)
  }
}
