extension AtomicFileWriter.Failure {
  /// The failure in words for a file rewritten in place (`format --write`), where there
  /// is no other file or standard output to write to: a pipe, a device or a socket is
  /// said to be no file that is rewritten, without the advice to write elsewhere.
  public var inPlaceDescription: String {
    guard case .notRegularFile(let path) = self else { return description }
    return
      "\(ShownPath.text(path)) was not rewritten: it is not a regular file (a pipe, a device or a socket), and only regular files are rewritten in place"
  }
}
