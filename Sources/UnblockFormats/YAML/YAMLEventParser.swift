internal import CLibYAML

/// Pulls events from libyaml's parser, one at a time.
///
/// This is the only file that touches libyaml. libyaml's parser keeps its own explicit
/// stacks rather than recursing, and since events are pulled one by one, a caller that
/// stops at a depth or node limit stops libyaml too.
final class YAMLEventParser {
  private var parser = yaml_parser_t()
  private let input: UnsafeMutableBufferPointer<UInt8>
  private var isFinished = false
  private var columns: ScalarColumns

  /// A parser over a copy of `text`'s bytes (UTF-8), which libyaml reads in place.
  init(_ text: SourceText) {
    let bytes = text.bytes
    columns = ScalarColumns(text)
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    yaml_parser_initialize(&parser)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
  }

  deinit {
    yaml_parser_delete(&parser)
    input.deallocate()
  }

  /// The next event, `nil` after the stream's end, or the syntax error that stops it.
  func next() -> Result<YAMLEvent, YAMLSyntaxError>? {
    guard !isFinished else { return nil }
    var event = yaml_event_t()
    guard yaml_parser_parse(&parser, &event) == 1 else {
      isFinished = true
      return .failure(syntaxError())
    }
    defer { yaml_event_delete(&event) }
    let start = location(event.start_mark)
    switch event.type {
    case YAML_STREAM_START_EVENT:
      return .success(.streamStart)
    case YAML_STREAM_END_EVENT:
      isFinished = true
      return .success(.streamEnd)
    case YAML_DOCUMENT_START_EVENT:
      return .success(.documentStart(at: start))
    case YAML_DOCUMENT_END_EVENT:
      return .success(.documentEnd)
    case YAML_ALIAS_EVENT:
      return .success(.alias(anchor: Self.string(event.data.alias.anchor) ?? "", at: start))
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let value =
        scalar.value.map { pointer in
          String(
            decoding: UnsafeBufferPointer(start: pointer, count: scalar.length), as: UTF8.self)
        } ?? ""
      return .success(
        .scalar(
          YAMLScalar(
            value: value, style: Self.style(scalar.style), anchor: Self.string(scalar.anchor),
            tag: Self.string(scalar.tag), location: start, end: location(event.end_mark))))
    case YAML_SEQUENCE_START_EVENT:
      let sequence = event.data.sequence_start
      return .success(
        .sequenceStart(
          anchor: Self.string(sequence.anchor), tag: Self.string(sequence.tag), at: start))
    case YAML_SEQUENCE_END_EVENT:
      return .success(.sequenceEnd)
    case YAML_MAPPING_START_EVENT:
      let mapping = event.data.mapping_start
      return .success(
        .mappingStart(
          anchor: Self.string(mapping.anchor), tag: Self.string(mapping.tag), at: start))
    case YAML_MAPPING_END_EVENT:
      return .success(.mappingEnd)
    default:
      isFinished = true
      return .failure(
        YAMLSyntaxError(problem: "unexpected parser state", context: nil, location: start))
    }
  }

  private func syntaxError() -> YAMLSyntaxError {
    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
    let context = parser.context.map { String(cString: $0) }
    // libyaml gives the problem's own mark; for some errors only the context mark is set.
    var mark = parser.problem_mark
    if mark.line == 0 && mark.column == 0 && parser.problem_offset > 0 {
      mark = parser.context_mark
    }
    return YAMLSyntaxError(problem: problem, context: context, location: location(mark))
  }

  /// libyaml counts lines and columns from 0, columns in Unicode scalars; diagnostics count
  /// from 1, columns in characters (``ScalarColumns``).
  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    columns.location(line: Int(mark.line) + 1, scalarColumn: Int(mark.column) + 1)
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
