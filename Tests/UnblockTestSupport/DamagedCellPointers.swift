import Foundation

/// Overwrites 800 bytes from byte 100 of every 16 KiB page of the SQLite file at `url`
/// from its third on: the page headers stay, and the cell pointers past a page's 46th
/// point outside the page, so that a query reading only a page's first cells (`--limit`)
/// met no error unless SQLite checks each page's cells as it reads it (audit 12, finding 2).
public func damageCellPointers(of url: URL) throws {
  var bytes = try Data(contentsOf: url)
  let garbage = Array(repeating: [0xde, 0xad, 0xbe, 0xef] as [UInt8], count: 200).joined()
  for page in stride(from: 2 * 16_384, to: bytes.count, by: 16_384) {
    let start = page + 100
    let end = min(start + garbage.count, bytes.count)
    bytes.replaceSubrange(start..<end, with: garbage.prefix(end - start))
  }
  try bytes.write(to: url)
}
