import Document
import ScrollKit

extension Viewer {
  /// Opens the contents pane on the current item, or closes it; the text reflows beside it.
  func toggleContents() {
    if contentsSelection != nil {
      contentsSelection = nil
    } else {
      guard !content.items.isEmpty else {
        message = ViewerMessage.noContents
        footerNeedsDraw = true
        return
      }
      contentsSelection = currentItem ?? 0
      contentsWindow = ListWindow()
    }
    relayout(to: size)
  }

  /// Keys for the open pane: Up and Down choose (PgUp and PgDn a paneful at a time, Home and
  /// End the first and the last), Enter jumps, `t` and Esc close. Returns whether the key was
  /// the pane's.
  func handleInContents(_ key: Key) -> Bool {
    guard let selection = contentsSelection else { return false }
    let last = content.items.count - 1
    let page = max(1, layout.chrome.scrollHeight - 1)
    switch key {
    case .up, .character("k"):
      contentsSelection = max(0, selection - 1)
    case .down, .character("j"):
      contentsSelection = min(last, selection + 1)
    case .pageUp:
      contentsSelection = max(0, selection - page)
    case .pageDown:
      contentsSelection = min(last, selection + page)
    case .home:
      contentsSelection = 0
    case .end:
      contentsSelection = last
    case .enter:
      scrollTo(item: selection)
    case .escape:
      toggleContents()
    default:
      return false
    }
    chromeNeedsDraw = true
    return true
  }

  /// Scrolls so that item `index` starts at the top of the scroll area, as far as the end
  /// allows (SwiftUI's `scrollTo(id, anchor: .top)`).
  public func scrollTo(item index: Int) {
    guard content.items.indices.contains(index) else { return }
    let position = content.items[index].rows.lowerBound
    let rows = content
    scrollModel.update { $0.scrollTo(position: position, in: rows) }
  }
}

extension ViewerMessage {
  /// After `t` in a document with no steps or headings.
  public static let noContents: DisplayText = "Sin índice: el documento no tiene pasos ni títulos"
}
