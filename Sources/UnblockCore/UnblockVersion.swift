/// Unblock's version: what `unblock --version` prints and what every generated puzzle's
/// `generated: version:` records.
///
/// It changes whenever the same options and seed would make the generator give different
/// puzzles, so that a puzzle's version, options and seed always rebuild it.
public enum UnblockVersion {
  public static let current = "1.0"
}
