import Foundation
import Testing
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// How commands write files: through symbolic links, and with the permissions a user expects.
@Suite struct WritingTests {
  /// The permission bits of the file at `path`, following links.
  static func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  /// A file with an access control list keeps it, and its other attributes, when written
  /// over: the mode alone, its group bits being the ACL's mask, gave the owning group
  /// write access, and the users the ACL named lost theirs (audit 37). The attributes are
  /// set and read by Python's os module, as the shell's tools for them are not installed.
  @Test(.enabled(if: WritingTests.temporaryFolderKeepsAccessLists))
  func formatWriteKeepsTheAccessListAndAttributesOfTheFileItReplaces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      printf '..BCCC   \\nD.BEFF\\nDAAEG.>\\n.H..GI\\n.HJJGI\\n.KKLL.\\n' > p.txt
      python3 -c "\(Self.setAccessList)" p.txt || exit 9
      "$0" format --write p.txt || exit 8
      python3 -c "\(Self.printAttributes)" p.txt
      """
    let run = try CLI.run(["/bin/sh", "-c", script, CLI.executable.path], shell: true, in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "system.posix_acl_access \(Self.accessList)\nuser.origin 64657369676e6572\n")
    let text = try String(contentsOf: folder.appendingPathComponent("p.txt"), encoding: .utf8)
    #expect(text.hasPrefix("..BCCC\n"))
  }

  /// A file of a group its owner may no longer give is not replaced while the group's
  /// bits grant something: the new file went to the owner's own group, with those bits
  /// (audit 37b). With bits that grant nothing, it is. Run as nobody, which only root can.
  @Test(
    .enabled(
      if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func aFileOfAGroupItsOwnerMayNotGiveIsNotReplacedWhileTheGroupMayDoSomething() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    chmod(folder.path, 0o777)
    let script = """
      printf '..BCCC   \\nD.BEFF\\nDAAEG.>\\n.H..GI\\n.HJJGI\\n.KKLL.\\n' > p.txt
      chown 65534:0 p.txt && chmod 664 p.txt || exit 9
      nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
      $nobody "$0" format --write p.txt; echo "status $?"; stat -c '%u:%g %a %s' p.txt
      chmod 604 p.txt
      $nobody "$0" format --write p.txt; echo "status $?"; stat -c '%u:%g %a %s' p.txt
      """
    let run = try CLI.run(
      ["/bin/sh", "-c", "{\n\(script)\n} 2>&1", CLI.executable.path], shell: true, in: folder)
    #expect(
      run.stdout == """
        p.txt:1:1: error: p.txt was not replaced: its group (0) cannot be given to the new file (Operation not permitted), and another group would get what the group may do
        status 2
        65534:0 664 46
        status 0
        65534:65534 604 43

        """)
  }

  /// An access list of user::rw, user 12345 rw, group::r, mask::rw, other::r, as the
  /// system stores it (version 2, then entries of tag, permissions, id), in hexadecimal.
  static let accessList =
    "02000000" + "01000600ffffffff" + "0200060039300000" + "04000400ffffffff"
    + "10000600ffffffff" + "20000400ffffffff"

  static let setAccessList =
    "import os, sys; os.setxattr(sys.argv[1], 'system.posix_acl_access', bytes.fromhex('\(accessList)'));"
    + " os.setxattr(sys.argv[1], 'user.origin', b'designer')"

  static let printAttributes =
    "import os, sys; [print(n, os.getxattr(sys.argv[1], n).hex()) for n in sorted(os.listxattr(sys.argv[1]))]"

  /// Whether files in the temporary folder take an access list and user attributes: not
  /// on every file system (an old tmpfs, for one).
  static var temporaryFolderKeepsAccessLists: Bool {
    guard let folder = try? temporaryFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = "touch p.txt && python3 -c \"\(setAccessList)\" p.txt"
    return (try? CLI.run(["/bin/sh", "-c", script], shell: true, in: folder).status) == 0
  }

  @Test func formatWritesThroughASymbolicLinkToItsTargetKeepingTheTargetsMode() throws {
    let folder = try temporaryFolder(["boards/target.txt": Array("AAo.\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("boards/target.txt").path
    let link = folder.appendingPathComponent("link.txt").path
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "boards/target.txt")
    let result = try CLI.run(["format", "--write", "link.txt"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "boards/target.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "AA..>\n....\n....\n....\n")
    #expect(try Self.mode(target) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "boards", "link.txt",
      ])
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("boards").path)
        == ["target.txt"])
  }

  @Test func renderWritesThroughASymbolicLinkAndNewImagesGet0644LessTheUmask() throws {
    let folder = try temporaryFolder(["target.png": Array("old".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.png").path
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", link])
    #expect(result.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(
      Array(try Data(contentsOf: URL(fileURLWithPath: target)).prefix(4)) == [
        0x89, 0x50, 0x4E, 0x47,
      ])
    #expect(try Self.mode(target) == 0o640)

    let fresh = folder.appendingPathComponent("fresh.png").path
    let created = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", fresh])
    #expect(created.status == 0)
    let mask = umask(0)
    umask(mask)
    #expect(try Self.mode(fresh) == 0o644 & ~Int(mask))
  }

  /// The help of every command that writes a file says what README says of symbolic links
  /// and modes, not only "written atomically".
  @Test func helpOfRenderAndGenerateTellsHowLinksAndModesAreWritten() throws {
    // render --out-dir never writes through a link, so render's help names -o and --solution.
    for (command, links) in [
      ("render", "a symbolic link named by -o or --solution is written through"),
      ("generate", "a symbolic link is written through"),
    ] {
      let help = try CLI.run([command, "--help"])
      #expect(help.status == 0)
      let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(text.contains(links), "\(command)")
      #expect(text.contains("keeps its permissions"))
      #expect(text.contains("a new file gets mode 0644 less the umask"))
    }
  }
}
