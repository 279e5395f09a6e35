import Foundation

/// Where the `# yaml-language-server: $schema=` line of a YAML file points, so that
/// editors find the schema wherever the file lies.
public enum SchemaReference {
  /// The relative path from `folder` to `Schemas/<file>` in the nearest folder above it
  /// that has one (`Schemas/puzzle.schema.json`, `../../Schemas/set.schema.json`); without
  /// one, `../Schemas/<file>`, the path the printer writes by default.
  ///
  /// Symbolic links in `folder` are followed first: the path is counted from the folder
  /// the file's bytes land in, where a `..` of the link's own spelling may lead elsewhere.
  public static func path(from folder: String, file: String) -> String {
    var directory = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL
    var ups = ""
    for _ in 0..<32 {
      let candidate = directory.appendingPathComponent("Schemas").appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: candidate.path) {
        return ups + "Schemas/" + file
      }
      if directory.path == "/" { break }
      directory.deleteLastPathComponent()
      ups += "../"
    }
    return "../Schemas/" + file
  }
}

extension PuzzleFile {
  /// The folder the file lies in, from which its schema line points (see
  /// ``SchemaReference``): the current folder for standard input.
  public var folder: String {
    path == "-" ? "." : URL(fileURLWithPath: path).deletingLastPathComponent().path
  }
}
