import Foundation
import Testing
import UnblockTestSupport

/// A file name that starts with `-` and holds an `h`: the parser read it as short options
/// run together, asked for help, and `unblock check -hard.txt bad.txt` printed the help and
/// exited 0, having checked neither file (audit 39).
@Suite struct DashOperandTests {
  let folder: URL

  init() throws {
    folder = try temporaryFolder([
      "-hard.txt": Array(ReferencePuzzles.intermediate4Grid.utf8),
      "bad.txt": Array("AA..\n....\n".utf8),
    ])
  }

  @Test(arguments: [["check"], ["solve"], ["analyze"], ["catalog", "import", "--db", "c.sqlite"]])
  func aFileNamedLikeOptionsThatAskHelpIsRefused(_ command: [String]) throws {
    let run = try CLI.run(command + ["-hard.txt", "bad.txt"], in: folder)
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "error: '-hard.txt' is no option: a word that starts with '-' is read as options, "
        + "and its 'h' asks for help; name a file so called ./-hard.txt, or after '--'\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.sqlite").path))
  }

  @Test func theFileIsReadUnderTheNamesTheMessageGives() throws {
    for words in [["check", "--", "-hard.txt"], ["check", "./-hard.txt"]] {
      let run = try CLI.run(words, in: folder)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.hasSuffix("checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"))
    }
  }

  /// An option's value may start with `-` (`--puzzle -1` names a puzzle), and `-h` alone
  /// is the help.
  @Test func anOptionsValueAndHelpStayAsTheyWere() throws {
    let value = try CLI.run(["solve", "--puzzle", "-hard", "-hard.txt"], in: folder)
    #expect(value.status == 64)
    #expect(value.stderr.contains("'-hard.txt' is no option"), "\(value.stderr)")
    let named = try CLI.run(["solve", "--puzzle", "-hard", "--", "-hard.txt"], in: folder)
    #expect(named.status == 1)
    #expect(named.stderr.contains("no puzzle \"-hard\" in this file"), "\(named.stderr)")
    let help = try CLI.run(["check", "-h"], in: folder)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: Check puzzle files"))
  }
}
