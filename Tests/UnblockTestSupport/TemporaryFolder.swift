import Foundation

/// A fresh temporary folder holding `files` (relative path → bytes), for the caller to
/// remove.
///
/// The folder exists even when `files` is empty; folders on the way to a file are created.
public func temporaryFolder(_ files: [String: [UInt8]] = [:]) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("unblock-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for (path, bytes) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
  return root
}
