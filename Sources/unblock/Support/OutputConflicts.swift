import ArgumentParser
import UnblockFormats

/// Refuses a run whose output is an empty path, would replace one of its own inputs, or
/// whose two outputs are one file: `render p.txt -o p.txt` used to turn the puzzle into a PNG, and `render
/// -o b.png --solution b.png` kept only the second image.
///
/// Files are compared by ``FileIdentity``: an existing file by device and inode, so another
/// spelling of a path, a symbolic or a hard link is caught too; an output that does not
/// exist yet by where it would be created (its folder's real path, a link at the file
/// followed even when it leads nowhere). `-` (standard input or output) and `nil` are
/// skipped.
enum OutputConflicts {
  /// Throws a usage error (exit 64) naming the first clash, for the parser to print with
  /// the usage.
  ///
  /// - Parameters:
  ///   - outputs: Each output's option and path, such as `("-o", "b.png")`.
  ///   - inputs: The input paths as given; folders stand for the puzzle files in them.
  static func check(outputs: [(option: String, path: String?)], inputs: [String]) throws {
    if let clash = clash(outputs: outputs, inputs: inputs) { throw ValidationError(clash) }
  }

  /// Throws a usage error (exit 64) when an output is a new puzzle file inside a folder
  /// among the inputs, which the same run would read as an input next time: for a run
  /// whose inputs are things to keep clear of (`generate --out DIR --avoid DIR`), where a
  /// command that converts a folder may well write its result beside the files it read.
  static func checkInputFolders(outputs: [(option: String, path: String?)], inputs: [String])
    throws
  {
    let folders = InputFolders(inputs)
    for case (let option, let path?) in outputs {
      if let folder = folders.folder(reading: path) {
        throw ValidationError(
          "\(option) \(ShownPath.text(path)) would be in \(ShownPath.text(folder)), a folder the run reads, and be read next time; write elsewhere"
        )
      }
    }
  }

  /// Throws a usage error (exit 64) when an output is the folder a run owns, or lies in it
  /// (see ``OwnedFolder``): `enumerate --resume DIR` deletes its files and DIR itself when
  /// done, so `-o DIR/run.txt` was written, said, then deleted, and `-o DIR` was found in
  /// the way only once the work was done.
  ///
  /// - Parameters:
  ///   - folder: The option that names the folder, and its path (`nil`: none, no clash).
  ///   - fate: What the run does with the folder, for the message.
  static func checkOwnedFolder(
    outputs: [(option: String, path: String?)], folder: (option: String, path: String?),
    fate: String
  ) throws {
    guard let path = folder.path else { return }
    let owned = OwnedFolder(path)
    for case (let option, let output?) in outputs {
      switch owned.placement(of: output) {
      case nil: continue
      case .itself:
        throw ValidationError(
          "\(option) \(ShownPath.text(output)) and \(folder.option) \(ShownPath.text(path)) are the same path; give two"
        )
      case .inside:
        throw ValidationError(
          "\(option) \(ShownPath.text(output)) is in \(ShownPath.text(path)), the \(folder.option) folder, \(fate); write elsewhere"
        )
      }
    }
  }

  /// Says the first clash (`error: ...`) and ends the run with exit 64: for outputs known
  /// only once the run has read its input, such as the images `render --out-dir` names
  /// after the puzzles, when the parser's usage no longer applies.
  static func refuse(outputs: [(option: String, path: String?)], inputs: [String]) throws {
    guard let clash = clash(outputs: outputs, inputs: inputs) else { return }
    ReportPrinter.printError(clash)
    throw ExitStatus.usage
  }

  /// The first clash in words, or `nil`.
  private static func clash(outputs: [(option: String, path: String?)], inputs: [String])
    -> String?
  {
    if let empty = outputs.first(where: { $0.path?.isEmpty == true }) {
      return "\(empty.option) needs a file name, not ''"
    }
    let given = outputs.compactMap { output in
      output.path.flatMap { $0 == "-" ? nil : (output.option, $0) }
    }
    guard !given.isEmpty else { return nil }
    // Each file is looked at once, so a run that writes thousands of files (`generate
    // --out`) stays quick whatever the number of inputs.
    var read: [FileIdentity: String] = [:]
    for expanded in PuzzleLoader().expand(inputs) {
      guard case .file(let path) = expanded, path != "-",
        let identity = FileIdentity(existing: path), read[identity] == nil
      else { continue }
      read[identity] = path
    }
    // A path that ends in `/` names a folder, never an input file: the write says what
    // is wrong with it (`p.txt/`: not a directory).
    for (option, path) in given where !path.hasSuffix("/") {
      if let input = read[FileIdentity(path)] {
        return
          "\(option) \(ShownPath.text(path)) is the input \(ShownPath.text(input)); write elsewhere"
      }
    }
    var written: [FileIdentity: String] = [:]
    for (option, path) in given {
      if let other = written.updateValue(option, forKey: FileIdentity(path)) {
        return "\(other) and \(option) both write \(ShownPath.text(path)); give two files"
      }
    }
    return nil
  }
}
