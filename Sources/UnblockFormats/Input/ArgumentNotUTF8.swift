/// A command-line argument whose bytes are not UTF-8. Swift reads the system's argument
/// list as UTF-8 and puts U+FFFD for each byte that is not, so such an argument reaches a
/// command as another name: an output would be written under that other name, replacing
/// whatever file holds it, two names would land on one file, and an input would be looked
/// for where it is not. So the tool refuses any such argument before any work.
public struct ArgumentNotUTF8: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the argument is, 1 for the first after the program's name.
  public let position: Int
  /// The argument as Swift reads it, U+FFFD for each byte that is not UTF-8.
  public let shown: String
  /// The argument before it when that is an option (it starts with `-`), such as `-o`.
  public let option: String?

  public var description: String {
    let after = option.map { " (after \(ShownPath.text($0)))" } ?? ""
    return
      "argument \(position)\(after) is not UTF-8: '\(ShownPath.text(shown))' (its bytes that are not UTF-8 shown as U+FFFD); unblock would read or write a file of another name, so it takes names in UTF-8 only: rename the file, or give another name"
  }

  /// The first of `arguments`, each one's bytes with the program's name first, that is not
  /// UTF-8; `nil` when every one is.
  public static func first(in arguments: [[UInt8]]) -> ArgumentNotUTF8? {
    for (position, bytes) in arguments.enumerated().dropFirst()
    where String(validating: bytes, as: UTF8.self) == nil {
      let before = position > 1 ? String(decoding: arguments[position - 1], as: UTF8.self) : ""
      return ArgumentNotUTF8(
        position: position, shown: String(decoding: bytes, as: UTF8.self),
        option: before.hasPrefix("-") && before != "-" ? before : nil)
    }
    return nil
  }

  /// The first argument of the system's list (`argc` and `argv`, as
  /// `CommandLine.unsafeArgv` gives them) that is not UTF-8; `nil` when every one is.
  public static func first(
    argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> ArgumentNotUTF8? {
    let arguments = (0..<Int(argc)).map { index -> [UInt8] in
      guard let argument = argv[index] else { return [] }
      let start = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      var count = 0
      while start[count] != 0 { count += 1 }
      return Array(UnsafeBufferPointer(start: start, count: count))
    }
    return first(in: arguments)
  }
}
