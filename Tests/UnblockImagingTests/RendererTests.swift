import Foundation
import Testing
import UnblockCore
import UnblockImaging

@Suite struct RendererTests {
  @Test func drawsTheDebugSamples() throws {
    let puzzle = TestGrid.puzzle(
      """
      ..BCCC.
      D.BEFFx
      <AAEG..
      .H..GIx
      .HJJGI.
      """)
    for theme in BoardTheme.allCases {
      let image = try BoardRenderer.render(
        puzzle, options: RenderOptions(tile: 48, theme: theme, labels: true))
      try Data(PNGCodec.encode(image)).write(
        to: URL(fileURLWithPath: "/tmp/ana/sample-\(theme).png"))
    }
  }
}
