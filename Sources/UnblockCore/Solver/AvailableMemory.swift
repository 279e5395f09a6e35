import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most memory this process may take for its searches, as the system bounds it: the
/// least of its address-space and data limits (`ulimit -v`, `ulimit -d`), less what the
/// process holds already and reserves for its threads, and its control group's limit (a
/// container's); and the machine's memory.
///
/// A search sized for more than this met the bound first, in an allocation that failed
/// and ended the process (`ulimit -v 2000000`: a cluster of 5.8 million states); the
/// default limits of the searches are sized from it (``StateLimit/memoryBudget``).
///
/// An address-space limit counts what is reserved, not what is used: the process holds
/// some 300 MB of address space before any work (its libraries, the runtime), and each
/// thread that allocates reserves a 64 MiB arena of the C library's allocator and an 8 MiB
/// stack. Under `ulimit -v 300000` a solve on 2 processors failed to allocate with a budget
/// that left those out.
enum AvailableMemory {
  /// The room a thread reserves: an allocator arena and a stack.
  static let reservedPerThread = 72 << 20

  /// The process's own bound in bytes, less what it holds and reserves, or `nil` when no
  /// bound is set.
  static let limit: Int? = {
    let threads = ProcessInfo.processInfo.activeProcessorCount + 1
    let held = addressSpaceInUse() + threads * reservedPerThread
    let addressSpace = [
      resourceLimit(Int32(RLIMIT_AS.rawValue)), resourceLimit(Int32(RLIMIT_DATA.rawValue)),
    ].compactMap { $0 }.map { max($0 - held, 0) }
    return
      (addressSpace
      + [
        controlGroupLimit("/sys/fs/cgroup/memory.max"),
        controlGroupLimit("/sys/fs/cgroup/memory/memory.limit_in_bytes"),
      ].compactMap { $0 }).min()
  }()

  /// The address space the process holds now (`VmSize`), 0 when it cannot be told.
  private static func addressSpaceInUse() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmSize:") }),
      let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({
        Int($0)
      })
    else { return 0 }
    return kilobytes * 1024
  }

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
