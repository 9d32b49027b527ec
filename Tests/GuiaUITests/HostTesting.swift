import ScrollKit
import GuiaUI
import TerminalUI

/// Runs `view` headless at `columns`×`rows` and returns the host, laid out: the view fills
/// the window from its top-leading corner (a window centres a smaller root, see
/// `ObservableModelTests`).
@MainActor
func host<V: View>(_ view: V, columns: Int = 80, rows: Int = 24) -> GuiaUIHost<some View> {
  root(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), columns: columns, rows: rows)
}

/// Runs `view` headless as the window's root, as it is.
@MainActor
func root<V: View>(_ view: V, columns: Int = 80, rows: Int = 24) -> GuiaUIHost<V> {
  let host = GuiaUIHost(root: view)
  host.resize(to: CellSize(width: columns, height: rows))
  _ = host.screen()
  return host
}

extension GuiaUIHost {
  /// The screen's text, trailing blanks removed.
  var lines: [String] { screen().lines }

  /// The screen's text without the scroll indicator's thumb (a `█` in a line's last column),
  /// trailing blanks removed.
  var text: [String] {
    let screen = screen()
    return screen.lines.map { line in
      var line = line
      if line.count == screen.size.width, line.last == "█" { line.removeLast() }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// Presses `command` `count` times, returning the screen's lines after.
  @discardableResult
  func press(_ command: ScrollCommand, times count: Int = 1) -> [String] {
    for _ in 0..<count { perform(command) }
    return lines
  }
}

/// The scrolls the tests ask for most, by a pager's names.
extension ScrollCommand {
  static let lineDown = ScrollCommand.scroll(.rows(1), .forward)
  static let lineUp = ScrollCommand.scroll(.rows(1), .backward)
  static let pageDown = ScrollCommand.scroll(.page, .forward)
  static let halfPageDown = ScrollCommand.scroll(.halfPage, .forward)
  static let top = ScrollCommand.edge(.top)
  static let bottom = ScrollCommand.edge(.bottom)
}
