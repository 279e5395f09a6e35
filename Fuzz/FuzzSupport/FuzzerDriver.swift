internal import CLibFuzzer

/// The type of libFuzzer's test function: one input, whose bytes are valid for the call.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Hands the process to libFuzzer, which runs `test` on inputs as its command line says,
/// and returns libFuzzer's exit status.
///
/// SwiftPM gives every executable target a `main` of its own, so the targets call libFuzzer's
/// driver from it instead of linking libFuzzer's `main`.
public func runFuzzer(_ test: FuzzTest) -> CInt {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  return LLVMFuzzerRunDriver(&argc, &argv, test)
}
