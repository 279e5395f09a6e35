/// The look of a drawn board.
///
/// The scanner knows every theme's palette, so it reads boards drawn in any of them.
public enum BoardTheme: String, Hashable, Sendable, CaseIterable {
  /// The wood of the real game, with the colours measured from its screenshots.
  case wood
  /// A flat look: navy frame, light grey board, blue blocks, an orange prisoner and a white
  /// chute; for print, and for telling drawn boards from screenshots.
  case plain

  /// The prisoner's colour in words, for telling a user what the scanner looked for.
  var prisonerColourName: String {
    switch self {
    case .wood: "red"
    case .plain: "orange"
    }
  }

  /// The colours of each part of the board in this theme.
  public var palette: ThemePalette {
    switch self {
    case .wood:
      ThemePalette(
        frame: RGB(170, 125, 45), board: RGB(106, 73, 30), rim: RGB(84, 57, 22),
        block: RGB(227, 174, 107), prisoner: RGB(230, 35, 21),
        fixed: RGB(128, 132, 140), rivet: RGB(78, 82, 90),
        chute: RGB(81, 49, 13), chuteOutline: RGB(50, 29, 6),
        blockLabel: RGB(74, 46, 16), prisonerLabel: RGB(255, 255, 255),
        fixedLabel: RGB(255, 255, 255), sheet: RGB(250, 246, 238), caption: RGB(60, 40, 15),
        highlight: RGB(20, 160, 255),
        // The real screenshots shade block edges and cast shadows in these colours.
        shadows: [RGB(40, 28, 12), RGB(0, 0, 0)])
    case .plain:
      ThemePalette(
        frame: RGB(38, 46, 64), board: RGB(226, 229, 234), rim: RGB(204, 208, 216),
        block: RGB(76, 126, 196), prisoner: RGB(235, 110, 30),
        fixed: RGB(150, 156, 166), rivet: RGB(104, 108, 118),
        chute: RGB(255, 255, 255), chuteOutline: RGB(176, 182, 194),
        blockLabel: RGB(255, 255, 255), prisonerLabel: RGB(255, 255, 255),
        fixedLabel: RGB(40, 40, 44), sheet: RGB(255, 255, 255), caption: RGB(30, 34, 40),
        highlight: RGB(255, 205, 0),
        shadows: [])
    }
  }
}

/// The colours of one ``BoardTheme``.
public struct ThemePalette: Hashable, Sendable {
  /// The outer frame around the board.
  public var frame: RGB
  /// The recessed board, seen where no block stands and in the gaps between blocks.
  public var board: RGB
  /// The shaded inner edge along the top and left of the board, which makes it look sunk.
  public var rim: RGB
  /// Movable blocks.
  public var block: RGB
  /// The prisoner.
  public var prisoner: RGB
  /// Fixed blocks.
  public var fixed: RGB
  /// The rivets on fixed blocks.
  public var rivet: RGB
  /// The escape chute cut into the frame.
  public var chute: RGB
  /// The outline of the chute.
  public var chuteOutline: RGB
  /// Label text on movable blocks, on the prisoner and on fixed blocks.
  public var blockLabel: RGB
  public var prisonerLabel: RGB
  public var fixedLabel: RGB
  /// The background of a solution sheet, and its captions.
  public var sheet: RGB
  public var caption: RGB
  /// The ring drawn inside the block that moved, on each board of a solution sheet: a
  /// colour far from every block colour of the theme.
  public var highlight: RGB
  /// Shadow colours that real screenshots show inside the board; the renderer draws none.
  public var shadows: [RGB]
}
