/// The Language Server Protocol 3.17 types the server speaks, as Codable values.
///
/// Only the fields the server reads or writes are declared; decoding ignores the others.
/// Names follow the specification, inside this namespace so that `LSP.Diagnostic` and
/// `LSP.Range` do not collide with the toolkit's and the standard library's.
public enum LSP {}
