import Foundation
import UnblockCore

/// A folder where `enumerate --resume DIR` records each finished batch of a run, so that
/// the same command, run again after a stop, does only the batches still missing.
///
/// The folder holds `run.txt`, the run's header and batch size (a folder of another run is
/// refused), and one `batch-N.txt` per finished batch: its tally as `#`
/// lines, then its lines, then a ``FileTrailer`` line with their count and checksum. Every
/// file is written atomically, so a stop leaves finished batches whole and nothing of the
/// others; a batch file that does not read back whole is deleted when the folder is
/// opened, said in ``damaged``, and done again.
public struct CheckpointDirectory: EnumerationCheckpoint {
  public let path: String
  /// The length of a line's board, to read the batch files.
  let boardLength: Int
  /// What the run's `run.txt` holds (``runText(_:batchSeeds:)``).
  let runText: String
  /// What ``open(path:for:batchSeeds:)`` found wrong with batch files, one sentence each
  /// naming the file: such a file was deleted, and its batch is done again.
  public private(set) var damaged: [String] = []

  /// Why a folder cannot hold a run's checkpoints.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// Whether the folder's files could not be written there (a missing or read-only
    /// folder), as a write of `-o` there would fail; else the folder is in the way
    /// (another run's, a file).
    public var cannotWrite = false

    init(description: String, cannotWrite: Bool = false) {
      (self.description, self.cannotWrite) = (description, cannotWrite)
    }
  }

  /// The run description `run.txt` holds. Its `seeds` line names the rule that says which
  /// layouts are counted as seeds (``EnumerationHeader/seedRule(for:)``), since the batches are
  /// cut by seed counts: checkpoints taken under another rule (before clusters with a block
  /// out of reach were left out) cut other batches, and are refused as another run's. A
  /// shard's header names the rule already. The `explored` line says that configurations
  /// with a block out of reach by their lanes alone are left out of the batches (see
  /// ``exploredRule``), which cuts them otherwise than before.
  static func runText(_ header: EnumerationHeader, batchSeeds: Int) -> String {
    var run = header
    run.seeds = EnumerationHeader.seedRule(for: header.space)
    return run.text + "# explored: \(exploredRule)\n" + "# batch seeds: \(batchSeeds)\n"
  }

  /// Which of the configurations dealt to a run its batches hold.
  static let exploredRule = "configurations with every block in reach by their lanes"

  /// Opens the folder for the run of `header` in batches of `batchSeeds` seeds, creating
  /// it when absent.
  ///
  /// - Returns: The folder, or why it holds something else: a file, the checkpoints of
  ///   another run, or files without a `run.txt`.
  public static func open(path: String, for header: EnumerationHeader, batchSeeds: Int)
    -> Result<
      CheckpointDirectory, Failure
    >
  {
    let wanted = runText(header, batchSeeds: batchSeeds)
    let found: (isPresent: Bool, hasRun: Bool)
    switch look(at: path, wanted: wanted) {
    case .failure(let failure): return .failure(failure)
    case .success(let look): found = look
    }
    if !found.isPresent {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      } catch {
        return .failure(
          Failure(
            description:
              "cannot create the folder \(ShownPath.text(path)): \(FileSystemReason.describe(error))"
          ))
      }
    }
    // A run killed while writing a file (SIGKILL, a crash) leaves its temporary file.
    removeTemporaries(in: path)
    if !found.hasRun,
      case .failure(let failure) = AtomicFileWriter.write(wanted, to: path + "/run.txt")
    {
      return .failure(Failure(description: failure.description, cannotWrite: true))
    }
    var folder = CheckpointDirectory(
      path: path, boardLength: header.space.size.rows * header.space.size.columns,
      runText: wanted)
    folder.damaged = folder.removeDamagedBatches()
    return .success(folder)
  }

  /// What a folder holds for a run, as ``open(path:for:batchSeeds:)`` would find it.
  public struct Contents: Hashable, Sendable {
    /// Whether the folder is there; the run would make it.
    public var isPresent: Bool
    /// The batches whose files read back whole: the run would not do them again.
    public var finished: Int
    /// The batch files that do not read back whole: the run would delete them and do
    /// their batches again.
    public var damaged: Int
  }

  /// Looks at the folder as ``open(path:for:batchSeeds:)`` does, for a dry run: it refuses
  /// what the run refuses, in the same words, and counts the batches it would find done
  /// and damaged, creating, writing and deleting nothing.
  public static func inspect(path: String, for header: EnumerationHeader, batchSeeds: Int)
    -> Result<Contents, Failure>
  {
    let wanted = runText(header, batchSeeds: batchSeeds)
    switch look(at: path, wanted: wanted) {
    case .failure(let failure): return .failure(failure)
    case .success(let found):
      var contents = Contents(isPresent: found.isPresent, finished: 0, damaged: 0)
      guard found.hasRun else { return .success(contents) }
      let folder = CheckpointDirectory(
        path: path, boardLength: header.space.size.rows * header.space.size.columns,
        runText: wanted)
      for name in folder.batchNames() {
        if folder.problem(ofBatch: name) == nil {
          contents.finished += 1
        } else {
          contents.damaged += 1
        }
      }
      return .success(contents)
    }
  }

  /// Whether the folder at `path` may hold the run whose `run.txt` is `wanted`, touching
  /// nothing: a missing folder must be one the run may make, as `-o` is (a missing folder
  /// is a mistyped path, and the batches would fail only once the work is done); a folder
  /// must take files, and hold this run's `run.txt`, or nothing but temporary files.
  ///
  /// - Returns: Whether the folder is there and whether it holds `run.txt`, or why the run
  ///   cannot use it.
  private static func look(at path: String, wanted: String)
    -> Result<(isPresent: Bool, hasRun: Bool), Failure>
  {
    let manager = FileManager.default
    let runPath = path + "/run.txt"
    var isDirectory: ObjCBool = false
    if !manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if case .failure(let failure) = AtomicFileWriter.checkPlace(path) {
        return .failure(Failure(description: failure.description, cannotWrite: true))
      }
      return .success((false, false))
    }
    if !isDirectory.boolValue {
      return .failure(
        Failure(description: "\(ShownPath.text(path)) is a file; --resume takes a folder"))
    }
    if case .failure(let failure) = AtomicFileWriter.checkPlace(runPath) {
      // The batches are written in the folder.
      return .failure(Failure(description: failure.description, cannotWrite: true))
    }
    if let found = manager.contents(atPath: runPath) {
      guard found == Data(wanted.utf8) else {
        return .failure(
          Failure(
            description:
              "\(ShownPath.text(path)) holds the checkpoints of another run (see \(ShownPath.text(runPath))); "
              + "give another folder"))
      }
      return .success((true, true))
    }
    let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
    guard names.allSatisfy(isTemporary) else {
      return .failure(
        Failure(
          description:
            "\(ShownPath.text(path)) is not empty and holds no run.txt; give another folder"))
    }
    return .success((true, false))
  }

  /// Deletes the batch files that do not read back whole (cut, edited, or written before
  /// batch files ended with a ``FileTrailer``), so that their batches are done again.
  ///
  /// - Returns: What was wrong with each, naming the file.
  func removeDamagedBatches() -> [String] {
    var damaged: [String] = []
    for name in batchNames() {
      guard let problem = problem(ofBatch: name) else { continue }
      let file = path + "/" + name
      try? FileManager.default.removeItem(atPath: file)
      damaged.append("\(ShownPath.text(file)) is damaged: \(problem); its batch is done again")
    }
    return damaged
  }

  /// The names of the folder's batch files, sorted.
  private func batchNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      Self.isCheckpoint($0) && $0 != "run.txt"
    }.sorted()
  }

  /// What is wrong with the batch file `name`, or `nil` when it reads back whole (or is
  /// gone, or cannot be read: it is then left alone).
  private func problem(ofBatch name: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path + "/" + name) else { return nil }
    return problem(inBatch: Array(data))
  }

  /// What is wrong with a batch file whose bytes are `bytes`, or `nil` when they read back
  /// whole.
  private func problem(inBatch bytes: [UInt8]) -> String? {
    switch FileTrailer.verify(bytes) {
    case .failure(let failure): return failure.description
    case .success(let body):
      return Self.tally(body, boardLength: boardLength) == nil
        ? "a line is not as enumerate writes it" : nil
    }
  }

  func batchPath(_ batch: Int) -> String { "\(path)/batch-\(batch).txt" }

  /// The number of batch files in the folder.
  public var finishedBatches: Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).count(where: {
      $0.hasPrefix("batch-")
    })
  }

  public func finished(batch: Int) -> EnumerationTally? {
    guard let data = FileManager.default.contents(atPath: batchPath(batch)),
      case .success(let body) = FileTrailer.verify(Array(data))
    else { return nil }
    return Self.tally(body, boardLength: boardLength)
  }

  /// The tally a batch file's lines (before its trailer) hold, or `nil` when a line is not
  /// as ``record(batch:_:)`` writes it, or claims counts no cluster has (``ClaimedCounts``).
  static func tally(_ body: ArraySlice<UInt8>, boardLength: Int) -> EnumerationTally? {
    guard let text = String(validating: body, as: UTF8.self), text.hasSuffix("\n") else {
      return nil
    }
    var tally = EnumerationTally()
    var counts: [String: Int] = [:]
    for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# ") {
        let parts = line.dropFirst(2).split(separator: ": ")
        guard parts.count == 2, let value = Int(parts[1]) else { return nil }
        counts[String(parts[0])] = value
      } else {
        guard let puzzle = ShardFile.parseLine(String(line), boardLength: boardLength),
          ClaimedCounts.problem(moves: puzzle.moves, states: puzzle.states) == nil
        else { return nil }
        tally.puzzles.append(puzzle)
      }
    }
    guard let configurations = counts["configurations"], let seeds = counts["seeds"],
      let clusters = counts["clusters"], let states = counts["states"]
    else { return nil }
    (tally.configurations, tally.seeds, tally.clusters, tally.states) = (
      configurations, seeds, clusters, states
    )
    return tally
  }

  public func record(batch: Int, _ tally: EnumerationTally) throws {
    let text =
      "# configurations: \(tally.configurations)\n# seeds: \(tally.seeds)\n"
      + "# clusters: \(tally.clusters)\n# states: \(tally.states)\n"
      + tally.puzzles.map { $0.line + "\n" }.joined()
    let whole = text + FileTrailer.line(for: text)
    if case .failure(let failure) = AtomicFileWriter.write(whole, to: batchPath(batch)) {
      throw Failure(description: failure.description, cannotWrite: true)
    }
  }

  /// Whether the file `name` is a checkpoint of this run: `run.txt` holding the run's
  /// description, or a `batch-N.txt` that reads back whole.
  private func isRecorded(_ name: String) -> Bool {
    guard Self.isCheckpoint(name) else { return false }
    guard let data = FileManager.default.contents(atPath: path + "/" + name) else { return false }
    return name == "run.txt" ? data == Data(runText.utf8) : problem(inBatch: Array(data)) == nil
  }

  /// Whether `name` is one of the folder's files: `run.txt` or `batch-N.txt`.
  static func isCheckpoint(_ name: String) -> Bool {
    if name == "run.txt" { return true }
    guard name.hasPrefix("batch-"), name.hasSuffix(".txt") else { return false }
    let number = name.dropFirst("batch-".count).dropLast(".txt".count)
    return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether `name` is the temporary file ``AtomicFileWriter`` writes a checkpoint file
  /// through: `.run.txt.UUID.tmp` or `.batch-N.txt.UUID.tmp`.
  static func isTemporary(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 5, parts[0].isEmpty, parts[2] == "txt", parts[4] == "tmp",
      UUID(uuidString: String(parts[3])) != nil
    else { return false }
    return isCheckpoint(parts[1] + ".txt")
  }

  /// Deletes the temporary files of checkpoints that a killed run left in `path`.
  static func removeTemporaries(in path: String) {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] where isTemporary(name) {
      try? manager.removeItem(atPath: path + "/" + name)
    }
  }

  /// Deletes the folder's checkpoint files and the temporary files of its writes, and the
  /// folder when nothing else is left.
  ///
  /// A file is deleted for what it holds, not for its name alone: `run.txt` only when it
  /// holds this run's description, and `batch-N.txt` only when it reads back whole as a
  /// batch file, so a file of another kind under such a name (an output written there, a
  /// catalogue) is left, and the folder with it.
  public func remove() {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: path)) ?? []
    where Self.isTemporary(name) || isRecorded(name) {
      try? manager.removeItem(atPath: path + "/" + name)
    }
    if ((try? manager.contentsOfDirectory(atPath: path)) ?? ["?"]).isEmpty {
      try? manager.removeItem(atPath: path)
    }
  }
}
