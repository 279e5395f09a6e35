import UnblockCore

extension DatabaseLineReader {
  /// The entry of a well-formed line that obeys the rules, read straight from its bytes
  /// into blocks; `nil` for any other line.
  ///
  /// A million-line file is made almost only of such lines, and reading them through
  /// tiles, block assembly and the rule checks cost most of an import's time. This path
  /// takes a line only when it can tell, on the way, that the located reader would find
  /// nothing wrong with it, and then gives exactly the entry that reader gives (the same
  /// puzzle, blocks in the same order, the same locations). Anything unusual (a byte
  /// outside ASCII, a number that is not plain digits, a block that is bent, broken,
  /// too short or too long, a missing prisoner, a misplaced chute) makes it give up, and
  /// the located reader reads the line and reports its problems as it always did.
  ///
  /// - Complexity: O(characters), with no allocation but the entry's.
  static func fastEntry(_ text: String, number: Int, board: Board) -> PuzzleEntry? {
    var text = text
    return text.withUTF8 { fastEntry($0, number: number, board: board) }
  }

  /// How a label's tiles lie, as far as they have been read.
  private struct Run {
    /// The first tile, by index row by row.
    var origin = 0
    /// The tiles read so far; 0 for a label not seen.
    var length = 0
    /// The index step to the next tile: 1 across, the row length down, 0 not yet known.
    var step = 0
  }

  private static func fastEntry(
    _ bytes: UnsafeBufferPointer<UInt8>, number: Int, board: Board
  ) -> PuzzleEntry? {
    let columns = board.size.columns
    let tiles = board.size.rows * columns
    // The words, as byte ranges; ASCII only, so a byte's index is its column less one.
    var words: [Range<Int>] = []
    words.reserveCapacity(3)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 { return nil }
      if byte == 0x20 || byte == 0x09 {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count && bytes[index] != 0x20 && bytes[index] != 0x09 {
        if bytes[index] >= 0x80 { return nil }
        index += 1
      }
      if words.count == 3 { return nil }
      words.append(start..<index)
    }
    guard let boardIndex = words.firstIndex(where: { $0.count == tiles }) else { return nil }
    let numberCount = words.count - 1
    if numberCount == 2 && boardIndex != 1 { return nil }
    var metadata = PuzzleMetadata()
    var position = 0
    for (wordIndex, word) in words.enumerated() where wordIndex != boardIndex {
      guard let value = plainNumber(bytes, word) else { return nil }
      let location = SourceLocation(line: number, column: word.lowerBound + 1)
      // As the located reader: the number before the board, or the only one, is the
      // moves; the one after the board, the states.
      if position == 0 && (boardIndex > 0 || numberCount == 1) {
        metadata.moves = Located(value, at: location)
      } else {
        metadata.generated = PuzzleMetadata.Generation(states: Located(value, at: location))
      }
      position += 1
    }
    let boardStart = words[boardIndex].lowerBound
    // Each label's run, and the blocks in reading order of their first tile: a label's
    // ASCII code, or 128 plus the tile of a wall.
    var runs = [Run](repeating: Run(), count: 128)
    var order: [Int] = []
    order.reserveCapacity(tiles)
    for tile in 0..<tiles {
      let byte = bytes[boardStart + tile]
      switch byte {
      case UInt8(ascii: "o"), UInt8(ascii: "."):
        continue
      case UInt8(ascii: "x"):
        order.append(128 + tile)
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "a")...UInt8(ascii: "z"):
        let slot = Int(byte)
        var run = runs[slot]
        if run.length == 0 {
          run.origin = tile
          order.append(slot)
        } else {
          if run.step == 0 {
            run.step = tile == run.origin + 1 ? 1 : columns
          }
          // The next tile across, in the same row, or the next one down.
          guard tile == run.origin + run.length * run.step,
            run.step == columns || tile / columns == run.origin / columns
          else { return nil }
        }
        run.length += 1
        runs[slot] = run
      default:
        return nil
      }
    }
    let prisonerSlot = Int(Block.prisonerLabel.asciiValue ?? 0)
    let prisoner = runs[prisonerSlot]
    guard prisoner.length == 2, prisoner.step == 1 else { return nil }
    let prisonerRow = prisoner.origin / columns
    let chute = board.chute ?? Chute(side: .right, row: prisonerRow)
    guard chute.row == prisonerRow else { return nil }
    var blocks: [Block] = []
    var locations: [SourceLocation] = []
    blocks.reserveCapacity(order.count)
    locations.reserveCapacity(order.count)
    var prisonerLocation = SourceLocation(line: number, column: 1)
    for item in order {
      let first: Int
      if item >= 128 {
        first = item - 128
        blocks.append(.fixed(at: Cell(row: first / columns, column: first % columns)))
      } else {
        let run = runs[item]
        guard (2...3).contains(run.length) else { return nil }
        first = run.origin
        blocks.append(
          Block(
            label: Character(Unicode.Scalar(UInt8(item))),
            orientation: run.step == 1 ? .horizontal : .vertical,
            origin: Cell(row: first / columns, column: first % columns), length: run.length))
      }
      let location = SourceLocation(line: number, column: boardStart + first + 1)
      if item == prisonerSlot { prisonerLocation = location }
      locations.append(location)
    }
    var entry = PuzzleEntry(
      location: SourceLocation(line: number, column: 1),
      puzzle: Puzzle(size: board.size, blocks: blocks, chute: chute), metadata: metadata,
      blockLocations: locations, chuteLocation: board.exitLocation ?? prisonerLocation)
    entry.lineBoardLocation = SourceLocation(line: number, column: boardStart + 1)
    return entry
  }

  /// The value of a word of 1 to 18 plain digits.
  private static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Int? {
    guard (1...18).contains(word.count) else { return nil }
    var value = 0
    for index in word {
      let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
      guard (0...9).contains(digit) else { return nil }
      value = value * 10 + digit
    }
    return value
  }
}
