import UnblockCore

/// Reads the puzzle off a classified image under one candidate ``TileGrid``, checking at
/// every step that the picture agrees with the grid, and refusing when it does not.
struct TileGridReader {
  let map: ClassMap
  let grid: TileGrid

  /// A tile's dominant class must cover this share of its central window.
  static let tileShare = 0.45
  /// A line of pixels across a tile edge is a gap when this share of it shows the board...
  static let gapShare = 0.5
  /// ...and a block runs on across the edge when no line shows more than this share.
  static let joinShare = 0.2
  /// An empty tile may show at most this share of block colours (stray shading).
  static let strayShare = 0.04
  /// How far a block's drawn edge may lie from its grid line, as a share of the pitch.
  static let edgeTolerance = 0.15

  /// A reading that failed, and how far it got: the reason of a reading that got further
  /// says more about the image.
  struct Failure: Error {
    /// 0: tiles and blocks, 1: block edges, 2: chute, 3: rules.
    var stage: Int
    var error: ImagingError
  }

  /// The puzzle, with canonical labels.
  ///
  /// - Throws: a ``Failure`` whose error is ``ImagingError/notABoard(reason:)``, naming the
  ///   first thing that disagrees.
  func read() throws(Failure) -> Puzzle {
    let size = grid.size
    let blocks: [Block]
    let chute: Chute
    do {
      blocks = try layout()
    } catch {
      throw Failure(stage: 0, error: error)
    }
    do {
      for block in blocks { try checkEdges(of: block) }
      try checkTiles(against: blocks)
    } catch {
      throw Failure(stage: 1, error: error)
    }
    do {
      chute = try findChute()
    } catch {
      throw Failure(stage: 2, error: error)
    }
    let puzzle = Puzzle(size: size, blocks: blocks, chute: chute).canonicallyLabelled()
    if let violation = puzzle.violations().first {
      throw Failure(
        stage: 3,
        error: .notABoard(reason: "the board read as \(size) breaks a rule: \(violation)"))
    }
    return puzzle
  }

  /// The blocks as the tiles and the gaps between them show them, not yet checked against
  /// their drawn edges.
  private func layout() throws(ImagingError) -> [Block] {
    var kinds: [[PixelClass]] = []
    for row in 0..<grid.size.rows {
      var line: [PixelClass] = []
      for column in 0..<grid.size.columns {
        line.append(try kind(of: Cell(row: row, column: column)))
      }
      kinds.append(line)
    }
    return try assemble(kinds)
  }

  /// A grid fitted to the drawn edges of the blocks this grid finds: the pitch and origin
  /// that put every edge nearest its grid line, by least squares on each axis.
  ///
  /// This recovers the board when its border is hidden, as under an annotation drawn over
  /// the frame; the fitted grid must then pass every check of ``read()`` afresh.
  func refined() throws(ImagingError) -> TileGrid {
    var across: [(line: Double, position: Double)] = []
    var down: [(line: Double, position: Double)] = []
    for block in try layout() {
      for edge in measuredEdges(of: block) {
        guard let position = edge.found else { continue }
        if edge.alongX {
          across.append((Double(edge.line), Double(position)))
        } else {
          down.append((Double(edge.line), Double(position)))
        }
      }
    }
    guard let x = Self.fit(across), let y = Self.fit(down) else {
      throw .notABoard(reason: "too few block edges to fit a tile grid")
    }
    let board = PixelRect(
      x: Int(x.origin.rounded()), y: Int(y.origin.rounded()),
      width: Int((x.pitch * Double(grid.size.columns)).rounded()),
      height: Int((y.pitch * Double(grid.size.rows)).rounded()))
    return TileGrid(board: board, size: grid.size)
  }

  /// The least-squares line `position = origin + pitch * line`, or `nil` when the lines
  /// do not include two different ones.
  private static func fit(_ points: [(line: Double, position: Double)]) -> (
    origin: Double, pitch: Double
  )? {
    guard points.count >= 2 else { return nil }
    let count = Double(points.count)
    let meanLine = points.reduce(0) { $0 + $1.line } / count
    let meanPosition = points.reduce(0) { $0 + $1.position } / count
    let spread = points.reduce(0) { $0 + ($1.line - meanLine) * ($1.line - meanLine) }
    guard spread > 0 else { return nil }
    let pitch =
      points.reduce(0) { $0 + ($1.line - meanLine) * ($1.position - meanPosition) } / spread
    return (meanPosition - pitch * meanLine, pitch)
  }

  /// What a tile holds, from the plurality of its central window.
  private func kind(of cell: Cell) throws(ImagingError) -> PixelClass {
    let counts = map.histogram(of: grid.window(of: cell))
    let ranked = [PixelClass.background, .block, .prisoner, .fixed].sorted {
      counts[$0] > counts[$1]
    }
    let total = max(counts.total, 1)
    let best = counts[ranked[0]]
    guard Double(best) >= Self.tileShare * Double(total), best >= 2 * counts[ranked[1]] else {
      let shares = ranked.prefix(2).map { "\($0) \(100 * counts[$0] / total)%" }
      throw .notABoard(
        reason: "the tile at row \(cell.row), column \(cell.column) is unclear "
          + "(\(shares.joined(separator: ", ")))")
    }
    return ranked[0]
  }

  /// Groups solid tiles into blocks: two neighbours of one kind belong to the same block
  /// when no gap of board colour runs between them.
  private func assemble(_ kinds: [[PixelClass]]) throws(ImagingError) -> [Block] {
    let size = grid.size
    var parent = Array(0..<(size.rows * size.columns))
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index { index = parent[index] }
      return index
    }
    for row in 0..<size.rows {
      for column in 0..<size.columns where kinds[row][column].isSolid {
        let here = Cell(row: row, column: column)
        for next in [Cell(row: row, column: column + 1), Cell(row: row + 1, column: column)]
        where size.contains(next) && kinds[next.row][next.column] == kinds[row][column] {
          if try joined(here, next) {
            parent[root(next.row * size.columns + next.column)] = root(row * size.columns + column)
          }
        }
      }
    }
    var groups: [Int: [Cell]] = [:]
    for row in 0..<size.rows {
      for column in 0..<size.columns where kinds[row][column].isSolid {
        groups[root(row * size.columns + column), default: []].append(
          Cell(row: row, column: column))
      }
    }
    var blocks: [Block] = []
    for cells in groups.values.sorted(by: { $0[0] < $1[0] }) {
      blocks.append(try block(of: cells, kind: kinds[cells[0].row][cells[0].column]))
    }
    return blocks
  }

  /// The block a group of joined tiles forms, or a refusal when it cannot be one.
  private func block(of cells: [Cell], kind: PixelClass) throws(ImagingError) -> Block {
    let origin = cells[0]
    let horizontal = cells.allSatisfy { $0.row == origin.row }
    let vertical = cells.allSatisfy { $0.column == origin.column }
    let place = "at row \(origin.row), column \(origin.column)"
    switch kind {
    case .fixed:
      guard cells.count == 1 else {
        throw .notABoard(reason: "a fixed block \(place) spans \(counted(cells.count, "tile"))")
      }
      return .fixed(at: origin)
    case .prisoner:
      guard cells.count == 2, horizontal else {
        throw .notABoard(
          reason: "the prisoner \(place) covers \(counted(cells.count, "tile")), not 2 side by side"
        )
      }
      return Block(label: Block.prisonerLabel, orientation: .horizontal, origin: origin, length: 2)
    default:
      guard (2...3).contains(cells.count), horizontal || vertical else {
        throw .notABoard(
          reason:
            "the block \(place) covers \(counted(cells.count, "tile")), not a straight run of 2 or 3"
        )
      }
      return Block(
        label: "?", orientation: horizontal ? .horizontal : .vertical, origin: origin,
        length: cells.count)
    }
  }

  /// Whether two neighbouring tiles of one kind are one block, by the lines of pixels
  /// across their shared edge.
  private func joined(_ first: Cell, _ second: Cell) throws(ImagingError) -> Bool {
    let across = first.row == second.row
    let edge = across ? grid.left(of: second.column) : grid.top(of: second.row)
    let window = grid.window(of: first)
    let reach = max(2, Int((grid.pitch / 8).rounded()))
    var widest = 0.0
    for offset in -reach...reach {
      let line = Int(edge.rounded()) + offset
      let strip =
        across
        ? PixelRect(x: line, y: window.y, width: 1, height: window.height)
        : PixelRect(x: window.x, y: line, width: window.width, height: 1)
      widest = max(widest, openShare(of: map.histogram(of: strip)))
    }
    if widest >= Self.gapShare { return false }
    if widest <= Self.joinShare { return true }
    throw .notABoard(
      reason: "cannot tell whether the tiles at row \(first.row), column \(first.column) "
        + "and row \(second.row), column \(second.column) are one block")
  }

  /// The share of a strip that shows board or frame rather than a block.
  private func openShare(of counts: [Int]) -> Double {
    let total = counts.total
    return total == 0 ? 1 : Double(counts[.background] + counts[.frame]) / Double(total)
  }

  /// One side of a block: which grid line it belongs on, and where it was seen.
  private struct Edge {
    /// Whether the edge is found by scanning along x (a left or right side).
    var alongX: Bool
    /// -1 when scanning towards smaller coordinates (left, top), 1 otherwise.
    var step: Int
    /// The index of the grid line: a column for left and right, a row for top and bottom.
    var line: Int
    /// The first solid pixel (left, top) or the first open one past the block (right,
    /// bottom); `nil` when no edge was seen within half a tile.
    var found: Int?

    var name: String { alongX ? (step < 0 ? "left" : "right") : (step < 0 ? "top" : "bottom") }
  }

  /// Finds the four sides of a block's drawn shape by scanning out from inside it.
  private func measuredEdges(of block: Block) -> [Edge] {
    let last = block.cells.last ?? block.origin
    let first = grid.window(of: block.origin)
    let final = grid.window(of: last)
    let reach = Int(grid.pitch * 0.5)
    // Scans start 0.3 of a tile out from the centre, past any label written on the block.
    let offsetX = Int((0.3 * grid.pitchX).rounded())
    let offsetY = Int((0.3 * grid.pitchY).rounded())
    let centreX = (first.x + first.width / 2, final.x + final.width / 2)
    let centreY = (first.y + first.height / 2, final.y + final.height / 2)
    let sides: [(start: Int, edge: Edge)] = [
      (centreX.0 - offsetX, Edge(alongX: true, step: -1, line: block.origin.column)),
      (centreX.1 + offsetX, Edge(alongX: true, step: 1, line: last.column + 1)),
      (centreY.0 - offsetY, Edge(alongX: false, step: -1, line: block.origin.row)),
      (centreY.1 + offsetY, Edge(alongX: false, step: 1, line: last.row + 1)),
    ]
    return sides.map { start, edge in
      var edge = edge
      var position = start - edge.step
      // The first line, at the start itself, must still be solid.
      for _ in 0...reach {
        position += edge.step
        let strip =
          edge.alongX
          ? PixelRect(x: position, y: first.y, width: 1, height: first.height)
          : PixelRect(x: first.x, y: position, width: first.width, height: 1)
        if openShare(of: map.histogram(of: strip)) >= Self.gapShare {
          // The edge lies between the last solid line and this open one.
          if position != start { edge.found = edge.step < 0 ? position + 1 : position }
          break
        }
      }
      return edge
    }
  }

  /// Checks that each side of a block's drawn shape lies on its grid line, which confirms
  /// the pitch and the board's position everywhere a block stands.
  private func checkEdges(of block: Block) throws(ImagingError) {
    let tolerance = max(2, Self.edgeTolerance * grid.pitch)
    for edge in measuredEdges(of: block) {
      let expected = edge.alongX ? grid.left(of: edge.line) : grid.top(of: edge.line)
      guard let found = edge.found, abs(Double(found) - expected) <= tolerance else {
        let seen = edge.found.map { "\(edge.alongX ? "x" : "y") = \($0)" } ?? "no edge"
        throw .notABoard(
          reason: "the \(edge.name) edge of the block at row \(block.origin.row), column "
            + "\(block.origin.column) is off the \(grid.size) tile grid (\(seen), "
            + "expected near \(Int(expected.rounded())))")
      }
    }
  }

  /// Checks each whole tile, not just its centre, against the blocks read: an empty tile
  /// must show (almost) no block colour, and a block's tile mostly its own colour and
  /// little board. This refuses a picture in which part of a block is covered or erased.
  private func checkTiles(against blocks: [Block]) throws(ImagingError) {
    var kinds = [[PixelClass]](
      repeating: [PixelClass](repeating: .background, count: grid.size.columns),
      count: grid.size.rows)
    for block in blocks {
      let kind: PixelClass =
        block.orientation == .fixed ? .fixed : block.isPrisoner ? .prisoner : .block
      for cell in block.cells { kinds[cell.row][cell.column] = kind }
    }
    for row in 0..<grid.size.rows {
      for column in 0..<grid.size.columns {
        let cell = Cell(row: row, column: column)
        let kind = kinds[row][column]
        // Empty tiles are looked at nearly to their edges, where a remnant of an erased
        // block would show; blocks stay clear of their rounded corners and shading.
        let counts = map.histogram(
          of: grid.window(of: cell, fraction: kind == .background ? 0.45 : 0.4))
        let total = Double(max(counts.total, 1))
        let solid = Double(counts[.block] + counts[.prisoner] + counts[.fixed])
        let consistent =
          kind == .background
          ? solid <= Self.strayShare * total
          : Double(counts[kind]) >= 0.5 * total
            && Double(counts[.background]) <= 0.3 * total
        guard consistent else {
          throw .notABoard(
            reason: "the tile at row \(row), column \(column) is partly "
              + (kind == .background ? "covered by a block's colour" : "not its block's colour"))
        }
      }
    }
  }

  /// The chute: the one opening in the frame beside the board, level with a row.
  ///
  /// Beside each row on each side, the first few columns outside the board are either
  /// mostly frame or mostly board colour (an opening). Columns of other colours, such as
  /// an annotation drawn over the frame's edge, are stepped over. Only a few columns are
  /// looked at, fewer than the chute is deep, so whatever lies beyond the frame does not
  /// count.
  private func findChute() throws(ImagingError) -> Chute {
    let board = grid.board
    let wanted = max(2, Int((grid.pitch / 8).rounded()))
    let reach = max(4, Int((grid.pitch / 2).rounded()))
    var openings: [Chute] = []
    var solid = 0
    for row in 0..<grid.size.rows {
      let window = grid.window(of: Cell(row: row, column: 0))
      for side in Chute.Side.allCases {
        var frame = 0
        var open = 0
        var used = 0
        for offset in 0..<reach where used < wanted {
          let x = side == .left ? board.x - 1 - offset : board.maxX + offset
          let column = map.histogram(
            of: PixelRect(x: x, y: window.y, width: 1, height: window.height))
          let known = column[.frame] + column[.background]
          guard column.total > 0, known * 2 >= column.total else { continue }
          frame += column[.frame]
          open += column[.background]
          used += 1
        }
        guard used > 0 else { continue }
        if open > frame {
          openings.append(Chute(side: side, row: row))
        } else {
          solid += 1
        }
      }
    }
    guard solid >= grid.size.rows else {
      throw .notABoard(reason: "no frame surrounds the board")
    }
    guard let chute = openings.first else {
      throw .notABoard(reason: "no escape chute is cut into the frame")
    }
    guard openings.count == 1 else {
      throw .notABoard(reason: "the frame has \(openings.count) openings; a board has one chute")
    }
    return chute
  }
}
