extension Puzzle {
  /// Every way in which the puzzle breaks the rules of the game, in a stable order.
  ///
  /// - Complexity: O(tiles + blocks).
  public func violations() -> [RuleViolation] {
    var found: [RuleViolation] = []
    if !size.isSupported { found.append(.unsupportedSize(size)) }
    found += blockViolations()
    found += overlapViolations()
    found += prisonerViolations()
    return found
  }

  /// Whether the puzzle obeys every rule.
  public var isValid: Bool { violations().isEmpty }

  private func blockViolations() -> [RuleViolation] {
    var found: [RuleViolation] = []
    var seenLabels: Set<Character> = []
    for (index, block) in blocks.enumerated() {
      switch block.orientation {
      case .fixed:
        if block.label != Block.fixedLabel {
          found.append(.labelMismatch(block: index, label: block.label))
        }
        if block.length != 1 {
          found.append(.fixedNotSingleTile(block: index, length: block.length))
        }
      case .horizontal, .vertical:
        if block.label == Block.fixedLabel {
          found.append(.labelMismatch(block: index, label: block.label))
        } else if !seenLabels.insert(block.label).inserted && !block.isPrisoner {
          found.append(.duplicateLabel(block: index, label: block.label))
        }
        if !block.isPrisoner && !(2...3).contains(block.length) {
          found.append(.badLength(block: index, length: block.length))
        }
      }
      if !block.lies(on: size) {
        found.append(.outsideBoard(block: index))
      }
    }
    return found
  }

  private func overlapViolations() -> [RuleViolation] {
    // Only tiles on a supported board are compared, so that no length or position, however
    // large, makes a long list of tiles; the others are reported as outside the board.
    guard size.isSupported else { return [] }
    var found: [RuleViolation] = []
    var owner: [Cell: Int] = [:]
    for (index, block) in blocks.enumerated() {
      for cell in block.cells(on: size) {
        if let other = owner[cell] {
          found.append(.overlap(block: index, other: other, at: cell))
        } else {
          owner[cell] = index
        }
      }
    }
    return found
  }

  private func prisonerViolations() -> [RuleViolation] {
    let prisoners = blocks.indices.filter { blocks[$0].isPrisoner }
    guard let first = prisoners.first else {
      return [.missingPrisoner]
    }
    var found = prisoners.dropFirst().map { RuleViolation.extraPrisoner(block: $0) }
    let prisoner = blocks[first]
    if prisoner.orientation != .horizontal {
      found.append(.prisonerNotHorizontal(block: first))
    }
    if prisoner.length != 2 {
      found.append(.prisonerBadLength(block: first, length: prisoner.length))
    }
    if chute.row < 0 || chute.row >= size.rows {
      found.append(.chuteOffBoard(row: chute.row))
    } else if prisoner.orientation == .horizontal && chute.row != prisoner.origin.row {
      found.append(.chuteNotOnPrisonerRow(chuteRow: chute.row, prisonerRow: prisoner.origin.row))
    }
    return found
  }
}
