extension Unicode.Scalar {
  /// The scalar as messages name it: `U+000A`, `U+2028`, at least four hex digits.
  var codePoint: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
