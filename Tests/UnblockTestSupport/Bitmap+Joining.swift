import UnblockImaging

extension Bitmap {
  /// One picture of `first` and `second` side by side (or `first` above `second` when
  /// `stacked`), touching, on white where their sizes differ.
  public static func joining(_ first: Bitmap, _ second: Bitmap, stacked: Bool) -> Bitmap {
    var picture = Bitmap(
      width: stacked ? max(first.width, second.width) : first.width + second.width,
      height: stacked ? first.height + second.height : max(first.height, second.height))
    picture.draw(first, atX: 0, y: 0)
    picture.draw(second, atX: stacked ? 0 : first.width, y: stacked ? first.height : 0)
    return picture
  }
}
