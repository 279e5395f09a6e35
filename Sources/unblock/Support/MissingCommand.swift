import ArgumentParser
@preconcurrency import Glibc

/// A command group run without one of its commands (`unblock`, `unblock catalog`): a wrong
/// command line, so its help goes to standard error and the status is 64, and a script
/// that left the command out hears of it. `--help` and `help` still print it on standard
/// output and exit 0.
enum MissingCommand {
  /// Prints the help of `group` on standard error; the error to throw, exit status 64.
  static func refuse(_ group: ParsableCommand.Type) -> ExitCode {
    fputs("Error: missing a command\n\n" + Unblock.helpMessage(for: group) + "\n", stderr)
    return ExitStatus.usage
  }
}
