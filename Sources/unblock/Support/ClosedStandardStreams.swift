@preconcurrency import Glibc

/// Standard input, output and error, when the command was started with one closed
/// (`unblock check p.txt >&-`).
///
/// A closed one's number is the first the process would be given for a file it opens: a
/// descriptor of the runtime's (an event counter, whose writes failed with "Invalid
/// argument"), or a file of the user's, which would then take what was meant for the
/// terminal. So each closed one is held by `/dev/null`, before anything else opens a file,
/// opened the other way: output for reading only, input for writing only. A write to it,
/// or a read, then fails as on a closed one ("Bad file descriptor"), and is said so (a
/// closed input was read as an empty file).
enum ClosedStandardStreams {
  /// Opens `/dev/null` onto each of descriptors 0, 1 and 2 that is closed, the other way.
  static func hold() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // open(2) gives the lowest free number: this one, as the ones below are open.
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
