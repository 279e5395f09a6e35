import Foundation

/// Runs the `sqlite3` shell in `folder` with `arguments`; returns its status and standard
/// output (its standard error is dropped).
public func sqlite3Shell(_ arguments: [String], in folder: URL) throws -> (
  status: Int32, stdout: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["sqlite3"] + arguments
  process.currentDirectoryURL = folder
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
