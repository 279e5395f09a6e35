/// The ``PixelClass`` of every pixel of an image, with the counting the scanner needs.
struct ClassMap {
  let width: Int
  let height: Int
  /// Raw ``PixelClass`` values, row-major.
  let classes: [UInt8]

  init(_ bitmap: Bitmap, classifier: ColourClassifier) {
    width = bitmap.width
    height = bitmap.height
    classes = classifier.classify(bitmap)
  }

  private init(width: Int, height: Int, classes: [UInt8]) {
    self.width = width
    self.height = height
    self.classes = classes
  }

  /// This map with every pixel of `rect` (clipped to the image) made ``PixelClass/other``,
  /// as if that part of the picture were not there.
  func blanking(_ rect: PixelRect) -> ClassMap {
    guard let rect = rect.clipped(toWidth: width, height: height) else { return self }
    var classes = classes
    let blank = repeatElement(PixelClass.other.rawValue, count: rect.width)
    for y in rect.y..<rect.maxY {
      classes.replaceSubrange(y * width + rect.x..<y * width + rect.maxX, with: blank)
    }
    return ClassMap(width: width, height: height, classes: classes)
  }

  /// The class at (`x`, `y`); ``PixelClass/other`` outside the image.
  subscript(x: Int, y: Int) -> PixelClass {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return .other }
    return PixelClass(rawValue: classes[y * width + x]) ?? .other
  }

  /// How many pixels of each class lie in `rect` (clipped to the image), indexed by raw value.
  func histogram(of rect: PixelRect) -> [Int] {
    var counts = [Int](repeating: 0, count: 6)
    guard let rect = rect.clipped(toWidth: width, height: height) else { return counts }
    let width = width
    classes.withUnsafeBufferPointer { classes in
      counts.withUnsafeMutableBufferPointer { counts in
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX { counts[Int(classes[y &* width &+ x])] &+= 1 }
        }
      }
    }
    return counts
  }
}

extension [Int] {
  /// The count of `kind` in a ``ClassMap/histogram(of:)``.
  subscript(kind: PixelClass) -> Int { self[Int(kind.rawValue)] }

  /// The total of a ``ClassMap/histogram(of:)``.
  var total: Int { reduce(0, +) }
}
