extension Bitmap {
  /// Draws `text` in ``BitmapFont`` with its top-left corner at (`x`, `y`).
  ///
  /// - Parameters:
  ///   - scale: pixels per font pixel; a glyph is `5 * scale` wide and `7 * scale` tall.
  public mutating func drawText(_ text: String, x: Int, y: Int, scale: Int, colour: RGB) {
    let scale = max(scale, 1)
    for (index, character) in text.enumerated() {
      let left = x + index * BitmapFont.advance * scale
      for (row, ink) in BitmapFont.glyph(for: character).enumerated() {
        for (column, on) in ink.enumerated() where on {
          fill(
            PixelRect(x: left + column * scale, y: y + row * scale, width: scale, height: scale),
            with: colour)
        }
      }
    }
  }

  /// Draws `text` centred on the point (`centreX`, `centreY`).
  public mutating func drawText(
    _ text: String, centredAtX centreX: Int, y centreY: Int, scale: Int, colour: RGB
  ) {
    let scale = max(scale, 1)
    drawText(
      text, x: centreX - BitmapFont.width(of: text, scale: scale) / 2,
      y: centreY - BitmapFont.glyphHeight * scale / 2, scale: scale, colour: colour)
  }
}
