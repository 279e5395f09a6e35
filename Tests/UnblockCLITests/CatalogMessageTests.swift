import Foundation
import Testing
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The catalogue's messages say what happened: a file given twice to `merge`, and a
/// `--db` that leads into a missing folder, directly or through a symbolic link.
@Suite struct CatalogMessageTests {
  /// A new catalogue on a full disk leaves no file behind, and says it could not be made:
  /// a 0-byte file was left, said to have failed a "migration from schema version 0", and
  /// read later as an empty file (audit 37). The full disk is a 64 KiB tmpfs, which only a
  /// user who may mount one makes.
  @Test(.enabled(if: CatalogMessageTests.mountsASmallDisk))
  func aNewCatalogueOnAFullDiskLeavesNoFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      mkdir tiny && mount -t tmpfs -o size=64k tmpfs tiny || exit 9
      trap 'umount tiny' EXIT
      cp "$1" tiny/p.txt && dd if=/dev/zero of=tiny/fill bs=1k count=200 2>/dev/null
      cd tiny && "$0" catalog import p.txt --db c.sqlite 2>&1
      echo "status $?"
      ls
      """
    let puzzle = SharedFixtures.repository.appendingPathComponent("Puzzles/I-4.yaml").path
    let run = try CLI.run(
      ["/bin/sh", "-c", script, CLI.executable.path, puzzle], shell: true, in: folder)
    #expect(
      run.stdout.hasSuffix(
        "error: c.sqlite: could not create the catalogue: SQLite: database or disk is full; no file was left\nstatus 2\nfill\np.txt\n"
      ), "\(run.stdout)")
  }

  /// A file behind a folder the user may not search is said to be refused, not missing:
  /// `check` said "no such file or directory", `catalog query` "no such catalogue; create
  /// one", `catalog import` that the folder was "read-only (mode 00)" (audit 37). Run as
  /// the user nobody, which only root can.
  @Test(
    .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
  )
  func aFileBehindAFolderThatMayNotBeSearchedIsSaidToBeRefused() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.appendingPathComponent("closed").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    chmod(folder.path, 0o777)
    let puzzle = SharedFixtures.repository.appendingPathComponent("Puzzles/I-4.yaml").path
    let script = """
      mkdir closed && cp "$1" closed/p.yaml && cp "$1" p.yaml && chmod 000 closed || exit 9
      nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
      $nobody "$0" check closed/p.yaml; echo "status $?"
      $nobody "$0" catalog query --db closed/c.sqlite; echo "status $?"
      $nobody "$0" catalog import p.yaml --db closed/c.sqlite; echo "status $?"
      """
    let run = try CLI.run(
      ["/bin/sh", "-c", "{\n\(script)\n} 2>&1", CLI.executable.path, puzzle], shell: true,
      in: folder)
    let refused =
      "closed/c.sqlite: the system will not look for it (Permission denied): a folder on its way may not be searched"
    #expect(
      run.stdout == """
        closed/p.yaml:1:1: error: cannot read the file: Permission denied
        checked 0 puzzles in 1 file: 0 valid, 0 invalid, 1 unreadable
        status 2
        error: \(refused)
        status 2
        error: \(refused)
        status 2

        """)
  }

  /// Whether this user may mount a tmpfs (root, in most containers that allow it).
  static var mountsASmallDisk: Bool {
    guard let folder = try? temporaryFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = "mkdir m && mount -t tmpfs -o size=64k tmpfs m && umount m"
    return (try? CLI.run(["/bin/sh", "-c", script], shell: true, in: folder).status) == 0
  }

  @Test func aPartGivenTwiceToMergeIsSaidToBe() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<2 {
      let result = try CLI.run(
        ["enumerate", "--size", "4x4", "--shard", "\(index)/2", "-o", "s\(index).txt"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let result = try CLI.run(
      ["catalog", "merge", "s0.txt", "s1.txt", "s1.txt", "-o", "m.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "s1.txt:5:1: error: s1.txt is given twice (it holds shard 1/2)\n")
  }

  @Test func aMissingFolderIsNamedAlsoThroughADanglingLink() throws {
    let folder = try temporaryFolder(["rush.txt": Array(CatalogTests().rush.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("dangling").path,
      withDestinationPath: "nodir/x.sqlite")
    for (db, message) in [
      ("nodir/x.sqlite", "error: nodir/x.sqlite: no such folder: nodir\n"),
      (
        "dangling",
        "error: dangling: no such folder: nodir (the symbolic link points to nodir/x.sqlite)\n"
      ),
    ] {
      let result = try CLI.run(["catalog", "import", "rush.txt", "--db", db], in: folder)
      #expect(result.status == 2, "\(db)")
      #expect(result.stderr == message, "\(db): \(result.stderr)")
    }
  }
}
