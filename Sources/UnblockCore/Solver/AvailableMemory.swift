import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most memory this process may take, as the system bounds it: the least of its
/// address-space and data limits (`ulimit -v`, `ulimit -d`) and its control group's limit
/// (a container's); and the machine's memory.
///
/// A search sized for more than this met the bound first, in an allocation that failed
/// and ended the process (`ulimit -v 2000000`: a cluster of 5.8 million states); the
/// default limits of the searches are sized from it (``StateLimit/memoryBudget``).
enum AvailableMemory {
  /// The process's own bound in bytes, or `nil` when none is set.
  static let limit: Int? = [
    resourceLimit(Int32(RLIMIT_AS.rawValue)), resourceLimit(Int32(RLIMIT_DATA.rawValue)),
    controlGroupLimit("/sys/fs/cgroup/memory.max"),
    controlGroupLimit("/sys/fs/cgroup/memory/memory.limit_in_bytes"),
  ].compactMap { $0 }.min()

  /// The machine's memory in bytes, or `nil` when it cannot be told.
  static let physical: Int? = physicalMemory()

  /// A resource limit's soft value, `nil` when unlimited.
  private static func resourceLimit(_ resource: Int32) -> Int? {
    var limit = rlimit()
    // RLIM_INFINITY, all bits set, does not import.
    guard getrlimit(__rlimit_resource_t(resource), &limit) == 0, limit.rlim_cur != rlim_t.max
    else { return nil }
    return Int(clamping: limit.rlim_cur)
  }

  /// The number in a control group's limit file, `nil` when it says `max`, or is missing
  /// or past any machine's memory (cgroup v1 writes a huge number for no limit).
  private static func controlGroupLimit(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), value > 0,
      value < 1 << 60
    else { return nil }
    return value
  }

  /// The machine's memory.
  private static func physicalMemory() -> Int? {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let size = sysconf(Int32(_SC_PAGESIZE))
    guard pages > 0, size > 0 else { return nil }
    return pages.multipliedReportingOverflow(by: size).overflow ? nil : pages * size
  }
}
