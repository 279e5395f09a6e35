/// Builds one YAML document into a tree from libyaml's events, within limits.
///
/// The builder keeps its own stack instead of recursing, refuses aliases (so an alias
/// bomb cannot expand) and stops at ``InputLimits/maxYAMLDepth`` and
/// ``InputLimits/maxYAMLNodes`` with a clear error, so no input can make it overflow the
/// stack or fill memory.
struct YAMLTreeBuilder {
  /// Why a YAML stream gives no tree.
  enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case syntax(YAMLSyntaxError)
    /// An alias (`*name`): puzzle files never need one, and aliases are how
    /// "billion laughs" files expand.
    case alias(at: SourceLocation)
    /// A tag (`!foo`, `!!str`): puzzle files never need one.
    case tag(String, at: SourceLocation)
    case tooDeep(limit: Int, at: SourceLocation)
    case tooManyNodes(limit: Int, at: SourceLocation)
    /// More than one `---` document in one file.
    case severalDocuments(at: SourceLocation)
    /// A stream with no document at all: only comments or nothing.
    case noDocument

    var location: SourceLocation {
      switch self {
      case .syntax(let error): error.location
      case .alias(let location), .tag(_, let location), .tooDeep(_, let location),
        .tooManyNodes(_, let location), .severalDocuments(let location):
        location
      case .noDocument: .start
      }
    }

    var description: String {
      switch self {
      case .syntax(let error):
        error.description
      case .alias:
        "YAML aliases (*name) are not allowed in puzzle files"
      case .tag(let tag, _):
        "YAML tags (\(tag)) are not allowed in puzzle files"
      case .tooDeep(let limit, _):
        "YAML nested more than \(limit) levels deep; puzzle files need 4"
      case .tooManyNodes(let limit, _):
        "YAML file holds more than \(limit) values, the most a puzzle file may hold"
      case .severalDocuments:
        "a puzzle file holds one YAML document; put several puzzles in a set file's 'puzzles' list"
      case .noDocument:
        InputError.onlyComments.description
      }
    }
  }

  var limits: InputLimits

  /// The single document of `text` as a tree.
  ///
  /// - Complexity: O(bytes); memory O(nodes), at most ``InputLimits/maxYAMLNodes``.
  func build(_ text: SourceText) -> Result<YAMLNode, Failure> {
    let parser = YAMLEventParser(text)
    // Each open collection: its start, and the nodes read so far inside it.
    var stack: [(isMapping: Bool, location: SourceLocation, items: [YAMLNode])] = []
    var root: YAMLNode?
    var nodes = 0

    while let result = parser.next() {
      let event: YAMLEvent
      switch result {
      case .success(let next): event = next
      case .failure(let error): return .failure(.syntax(error))
      }
      var finished: YAMLNode?
      switch event {
      case .streamStart, .documentEnd:
        continue
      case .streamEnd:
        return root.map { .success($0) } ?? .failure(.noDocument)
      case .documentStart(let location):
        if root != nil { return .failure(.severalDocuments(at: location)) }
        continue
      case .alias(_, let location):
        return .failure(.alias(at: location))
      case .scalar(let scalar):
        if let tag = scalar.tag { return .failure(.tag(tag, at: scalar.location)) }
        finished = .scalar(scalar)
      case .mappingStart(_, let tag, let location), .sequenceStart(_, let tag, let location):
        if let tag { return .failure(.tag(tag, at: location)) }
        guard stack.count < limits.maxYAMLDepth else {
          return .failure(.tooDeep(limit: limits.maxYAMLDepth, at: location))
        }
        var isMapping = false
        if case .mappingStart = event { isMapping = true }
        stack.append((isMapping, location, []))
      case .mappingEnd, .sequenceEnd:
        guard let open = stack.popLast() else { continue }
        if open.isMapping {
          let pairs = stride(from: 0, to: open.items.count - 1, by: 2).map {
            YAMLNode.Pair(key: open.items[$0], value: open.items[$0 + 1])
          }
          finished = .mapping(pairs, at: open.location)
        } else {
          finished = .sequence(open.items, at: open.location)
        }
      }
      guard let node = finished else {
        nodes += 1
        if nodes > limits.maxYAMLNodes {
          return .failure(
            .tooManyNodes(limit: limits.maxYAMLNodes, at: stack.last?.location ?? .start))
        }
        continue
      }
      if case .scalar = node {
        nodes += 1
        if nodes > limits.maxYAMLNodes {
          return .failure(.tooManyNodes(limit: limits.maxYAMLNodes, at: node.location))
        }
      }
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].items.append(node)
      }
    }
    return root.map { .success($0) } ?? .failure(.noDocument)
  }
}
