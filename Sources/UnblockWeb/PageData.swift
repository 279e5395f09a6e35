import Foundation
import UnblockCore
import UnblockImaging

/// What the play page's script reads: the theme and every puzzle, as one JSON object.
///
/// The colours and lengths are `render`'s wood theme at 64 px tiles, so that the page draws
/// the board as `render --tile 64` does, in SVG units.
struct PageData: Encodable {
  var title: String
  var theme: Theme
  var puzzles: [PuzzleData]

  init(title: String, puzzles: [PlayablePuzzle]) {
    self.title = title
    theme = Theme(.wood)
    self.puzzles = puzzles.map(PuzzleData.init)
  }

  /// The JSON text, safe inside a `<script>` element: no `<` appears in it.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every value here is encodable; a failure would be a bug in these types.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
  }

  struct Theme: Encodable {
    var colours: [String: String]
    var tile: Int
    var gap: Int
    var frame: Int
    var cornerRadius: Int
    var rim: Int
    var chuteOutline: Int
    var highlightRing: Int
    var rivetRadius: Double
    var rivetInset: Double

    init(_ theme: BoardTheme) {
      let palette = theme.palette
      let colours: KeyValuePairs<String, RGB> = [
        "frame": palette.frame, "board": palette.board, "rim": palette.rim,
        "block": palette.block, "prisoner": palette.prisoner, "fixed": palette.fixed,
        "rivet": palette.rivet, "chute": palette.chute, "chuteOutline": palette.chuteOutline,
        "blockLabel": palette.blockLabel, "prisonerLabel": palette.prisonerLabel,
        "fixedLabel": palette.fixedLabel, "highlight": palette.highlight,
      ]
      self.colours = Dictionary(uniqueKeysWithValues: colours.map { ($0, $1.hex) })
      let geometry = BoardGeometry(size: .standard, tile: 64)
      tile = geometry.tile
      gap = geometry.gap
      frame = geometry.frame
      cornerRadius = geometry.cornerRadius
      rim = geometry.rim
      chuteOutline = geometry.chuteOutline
      highlightRing = geometry.highlightRing
      rivetRadius = geometry.rivetRadius
      rivetInset = BoardGeometry.rivetInset
    }
  }

  struct PuzzleData: Encodable {
    struct BlockData: Encodable {
      var label: String
      var orientation: String
      var row: Int
      var column: Int
      var length: Int
    }

    struct MoveData: Encodable {
      var block: Int
      var distance: Int
    }

    struct HintData: Encodable {
      /// `exact`, `line` or `none`.
      var mode: String
      var states: Int?
      var limit: Int?
      var blockBits: [Int]?
      var distanceBits: Int?
      var records: String?
    }

    var name: String
    var level: String?
    var minimalMoves: Int?
    var rows: Int
    var columns: Int
    var chuteSide: String
    var chuteRow: Int
    var blocks: [BlockData]
    var solution: [MoveData]?
    var hints: HintData

    init(_ playable: PlayablePuzzle) {
      let puzzle = playable.puzzle
      name = playable.name
      level = playable.level?.rawValue
      minimalMoves = playable.minimalMoves
      rows = puzzle.size.rows
      columns = puzzle.size.columns
      chuteSide = puzzle.chute.side.rawValue
      chuteRow = puzzle.chute.row
      blocks = puzzle.blocks.map {
        BlockData(
          label: String($0.label), orientation: "\($0.orientation)", row: $0.origin.row,
          column: $0.origin.column, length: $0.length)
      }
      solution = playable.solution?.map { MoveData(block: $0.block, distance: $0.distance) }
      switch playable.hints {
      case .exact(let table):
        hints = HintData(
          mode: "exact", states: table.states, blockBits: table.blockBits,
          distanceBits: table.distanceBits, records: table.base64)
      case .optimalLine(let limit):
        hints = HintData(mode: "line", limit: limit)
      case .none:
        hints = HintData(mode: "none")
      }
    }
  }
}

extension RGB {
  /// `#aa7d2d`, as CSS and SVG write colours.
  var hex: String {
    "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
