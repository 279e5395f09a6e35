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

/// Leaves the catalogue `file` of `folder` in WAL mode, as an import stopped by a crash
/// leaves it (with a change kept in its `-wal` file when `walContents`), makes `folder`
/// read-only for everyone while `body` runs, and returns what the folder holds after it.
public func inReadOnlyFolder(
  _ folder: URL, leavingInWALMode file: String, walContents: Bool, _ body: () throws -> Void
) throws -> [String] {
  // `.system` copies the `-wal` file while the shell holds it with a change in it.
  let shell = try sqlite3Shell(
    [file, "PRAGMA journal_mode = WAL"]
      + (walContents ? ["UPDATE entry SET name = 'x'", ".system cp \(file)-wal kept"] : []),
    in: folder)
  guard shell.status == 0 else {
    throw SQLiteShellFailure(what: "could not put \(file) in WAL mode")
  }
  guard try sqlite3Shell([file, "PRAGMA journal_mode"], in: folder).stdout == "wal\n" else {
    throw SQLiteShellFailure(what: "\(file) is not in WAL mode")
  }
  // After the shell that looked, which takes the `-wal` file's changes into the file and
  // removes it when it closes.
  if walContents {
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("kept"),
      to: folder.appendingPathComponent("\(file)-wal"))
  }
  try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
  defer {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
  }
  try body()
  return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// A `sqlite3` shell run that did not do what a test needed of it.
public struct SQLiteShellFailure: Error, CustomStringConvertible {
  public var what: String
  public var description: String { "sqlite3: \(what)" }
}
