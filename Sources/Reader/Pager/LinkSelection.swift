import Document

/// The OSC 8 link chosen with `^O^N` and `^O^P`, as less's: the row that holds it and its
/// place among the row's links. A link that wraps onto the next row counts there again.
public struct LinkSelection: Hashable, Sendable {
  /// The position of the row that holds the link.
  public var row: Int
  /// The link's place among the row's links, from 0.
  public var index: Int

  /// The rows looked at for a link before giving up, as a search would say nothing matched.
  static let rowLimit = 100_000

  /// The links of `line`, in order: each run of text that belongs to one link.
  public static func links(in line: DisplayLine) -> [Hyperlink] {
    var links: [Hyperlink] = []
    var previous: Hyperlink?
    for span in line.spans {
      let link = span.style.link
      if let link, link != previous { links.append(link) }
      previous = link
    }
    return links
  }

  /// The link after `selection` (`forward`) or before it, starting from the screen's `top`
  /// row (`bottom` going back) when nothing is chosen yet; `nil` when there is none.
  static func next(
    after selection: LinkSelection?, forward: Bool, top: Int, bottom: Int, in rows: any DocumentRows
  ) -> LinkSelection? {
    if forward {
      var position = selection?.row ?? top
      var index = selection.map { $0.index + 1 } ?? 0
      for _ in 0..<rowLimit {
        guard let line = rows.lines(from: position, limit: 1).first else { return nil }
        if index < links(in: line).count { return LinkSelection(row: position, index: index) }
        guard let next = rows.positions(from: position, limit: 2).dropFirst().first else { return nil }
        position = next
        index = 0
      }
      return nil
    }
    var position = selection?.row ?? bottom
    var index = selection.map { $0.index - 1 }
    for _ in 0..<rowLimit {
      guard let line = rows.lines(from: position, limit: 1).first else { return nil }
      let count = links(in: line).count
      let chosen = min(index ?? (count - 1), count - 1)
      if chosen >= 0 { return LinkSelection(row: position, index: chosen) }
      guard let previous = rows.positions(before: position, limit: 1).first, previous < position else { return nil }
      position = previous
      index = nil
    }
    return nil
  }

  /// The address of the link chosen, when its row still holds it.
  func address(in rows: any DocumentRows) -> DisplayText? {
    guard let line = rows.lines(from: row, limit: 1).first else { return nil }
    let links = Self.links(in: line)
    return links.indices.contains(index) ? links[index].address : nil
  }

  /// What a link command asks of the pager.
  enum CommandOutcome: Equatable {
    /// The link chosen now, whose address less says (and waits); the view moves to the row at
    /// `jumpTo` when it is off screen.
    case chosen(LinkSelection, address: DisplayText, jumpTo: Int?)
    /// Words that wait for a key (an address, or why there is none).
    case message(LocalizedStringKey)
    /// A `#name` link followed to its anchor (the view moves to the row at `jumpTo` when it is
    /// off screen; the link chosen stays, as less's), or `^O^L` to the chosen link's line;
    /// `wrapped` when the anchor was found going round the end.
    case followed(jumpTo: Int?, wrapped: Bool)
  }

  /// `^O^N`, `^O^P`: the next or previous OSC 8 link chosen, the view moved to it only when it
  /// is off screen, as less; `^O^L` puts the chosen link's line at the top; `^O^O` follows a
  /// `#name` link to the line whose OSC 8 sequence has `id=name`, as less's does, and says any
  /// other link's address (guia opens nothing: the terminal's own link handling does, on the
  /// link drawn), from the rows `document` shows; a link off screen is put where less's `-j`
  /// puts a jump's row.
  static func command(_ letter: Character, selected: LinkSelection?, in document: ReaderDocument) -> CommandOutcome {
    let rows = document.rows
    let top = document.viewport.top ?? rows.startPosition
    let visible = rows.positions(from: top, limit: document.visibleRows)
    let topShowing = { document.top(showingAtJumpTarget: $0) }
    switch letter {
    case "n", "p":
      // A link chosen off screen is left: the search starts from the screen, as less's.
      let current = selected.flatMap { visible.contains($0.row) ? $0 : nil }
      guard let found = next(after: current, forward: letter == "n", top: top, bottom: visible.last ?? top, in: rows),
        let address = found.address(in: rows)
      else { return .message(ReaderMessage.noMoreLinks) }
      return .chosen(found, address: address, jumpTo: visible.contains(found.row) ? nil : document.top(showingAtJumpTarget: found.row))
    case "o", "l":
      guard let selected, let address = selected.address(in: rows) else { return .message(ReaderMessage.noLinkChosen) }
      // less's osc8_jump: the chosen link's line where -j puts a jump.
      if letter == "l" { return .followed(jumpTo: topShowing(selected.row), wrapped: false) }
      if let name = LinkAnchor.name(of: address.string), let source = rows.textRows?.source {
        // Searched from the chosen link's line when it is shown, from the screen's top if not.
        let start = visible.contains(selected.row) ? selected.row : top
        guard let found = LinkAnchor.found(named: name, from: start, in: source) else {
          return .message(ReaderMessage.linkTargetNotFound)
        }
        let row = rows.textRows?.rowStart(containing: found.line) ?? found.line
        return .followed(jumpTo: visible.contains(row) ? nil : topShowing(row), wrapped: found.wrapped)
      }
      return .message(ReaderMessage.linkAddress(address))
    default: return .message(ReaderMessage.unknownOption("^O" + String(letter)))
    }
  }
}
