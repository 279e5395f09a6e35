import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@Suite struct ReadingShareTests {
  @Test func countsTheBytesOfFilesReadAndOfTheOneBeingRead() throws {
    let folder = try temporaryFolder([
      "a.txt": Array(repeating: 65, count: 300), "b.txt": Array(repeating: 66, count: 100),
    ])
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    var share = ReadingShare([.file(path("a.txt")), .file(path("b.txt"))])
    #expect(share.totalBytes == 400)
    #expect(share.share(current: 100) == 0.25)
    // A file read whole counts its size; a streamed one what its stream read.
    share.finish(path("a.txt"), bytesRead: nil)
    #expect(share.share() == 0.75)
    share.finish(path("b.txt"), bytesRead: 100)
    #expect(share.share() == 1)
    // Standard input has no size known ahead: no share.
    #expect(ReadingShare([.file("-"), .file(path("a.txt"))]).share() == nil)
    #expect(ReadingShare([]).share() == 1)
  }
}
