import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// guia's reader as a GuiaUI view: the header row, the document scrolling between its
/// margins, and the fixed-height footer that says whether the reader reached the end.
///
/// The footer is seed 000's: the `onScrollGeometryChange(for: Bool.self)` transform with
/// the content insets, and `Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")`.
/// The margins are `contentMargins(…, for: .scrollContent)`, so the geometry the transform
/// sees has them as its `contentInsets`, as in SwiftUI.
public struct ReaderView: View {
  @ObservedObject var model: ReaderModel
  @State private var isAtBottom = false
  @State private var percent = 0
  @State private var currentItem: Int?
  @State private var keys = KeyInterpreter()
  /// A message in the footer's row until the next key, such as the `-S` confirmation.
  @State private var message: DisplayText?
  @Environment(\.terminate) private var terminate

  /// A reader of `model`.
  public init(model: ReaderModel) {
    self.model = model
  }

  public var body: some View {
    GeometryReader { proxy in
      let width = Int(proxy.size.width / PointScale.pointsPerColumn)
      let textWidth = model.settings.showsIndicator && width >= 4 ? width - 1 : width
      let margins = model.margins(forWidth: textWidth)
      let size = TerminalSize(
        rows: Int(proxy.size.height / PointScale.pointsPerRow), columns: width)
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          title: model.title, status: status, leading: margins.leading,
          trailing: width - textWidth)
        ScrollViewReader { scroll in
          ScrollView(
            model.settings.wrapsLines ? .vertical : [.vertical, .horizontal],
            showsIndicators: model.settings.showsIndicator
          ) {
            RowsView(DocumentRowSource(rows: model.rows), marksChoppedRows: !model.settings.wrapsLines)
          }
          .contentMargins(
            .horizontal,
            EdgeInsets(
              top: 0, leading: PointScale.points(columns: margins.leading), bottom: 0,
              trailing: PointScale.points(columns: margins.trailing)),
            for: .scrollContent)
          .onScrollGeometryChange(for: Bool.self) { geometry in
            let bottomOffset = max(
              -geometry.contentInsets.top,
              geometry.contentSize.height + geometry.contentInsets.bottom
                - geometry.containerSize.height)
            return geometry.contentOffset.y >= bottomOffset - 1
          } action: { _, newValue in
            isAtBottom = newValue
            model.isAtBottom = newValue
            // "Reached the end once" is a latch, kept apart from "at the bottom now".
            if newValue { model.progress.reachedEnd = true }
          }
          .onScrollGeometryChange(for: Int.self) { PointScale.cells($0).bottomEdgePercent } action: {
            _, newValue in
            percent = newValue
            model.progress.maxPercent = max(model.progress.maxPercent, newValue)
          }
          .onScrollGeometryChange(for: Int?.self) { geometry in
            CurrentItem.index(of: model.rows.items.map(\.rows), in: PointScale.cells(geometry))
          } action: { _, newValue in
            currentItem = newValue
          }
          .onScrollGeometryChange(for: Int?.self) { geometry in
            // The furthest item (step, heading) at least half on screen: visible apart from
            // "at the bottom" (seed 000), as the seed's onScrollVisibilityChange(threshold:).
            let rows = PointScale.cells(geometry)
            return model.rows.items.indices.last { index in
              let range = model.rows.items[index].rows
              return ScrollVisibility.isVisible(
                Rect(x: 0, y: Double(range.lowerBound), width: 1, height: Double(range.count)),
                in: rows)
            }
          } action: { _, newValue in
            if let newValue {
              model.progress.lastItemSeen = max(model.progress.lastItemSeen ?? newValue, newValue)
            }
          }
          .onKeyPress { press in
            handle(press.terminalKey, scroll: scroll, textWidth: textWidth)
          }
          .onChange(of: model.options(forWidth: textWidth), initial: true) {
            // A new width: the rows are laid out again, the top row kept; a reader at the
            // bottom stays at the bottom.
            let wasAtBottom = isAtBottom
            if let top = model.layout(width: textWidth, keeping: scroll.topRow ?? 0) {
              if wasAtBottom { scroll.scrollTo(edge: .bottom) } else { scroll.scrollTo(row: top) }
            }
          }
        }
        Divider()
        Text(message ?? (isAtBottom ? Footer.endText : Footer.remainingText))
          .font(.footnote)
          .frame(maxWidth: .infinity)
      }
      .onChange(of: size, initial: true) { model.size = size }
    }
  }

  /// Runs what `key` means: a scroll (with the count typed before it), an option, quit.
  private func handle(_ key: Key, scroll: ScrollViewProxy, textWidth: Int) -> KeyPress.Result {
    message = nil
    switch keys.meaning(of: key, in: .pager) {
    case .pending: return .handled
    case .option("S"):
      model.toggleWrapping()
      message = model.settings.wrapsLines ? ViewerMessage.wrapping : ViewerMessage.chopping
    case .option: message = ViewerMessage.unknownOption
    case .command(let command, let count):
      let sideways = count ?? max(1, textWidth / 2)
      switch command {
      case .lineDown: scroll.scroll(.rows(count ?? 1), .forward)
      case .lineUp: scroll.scroll(.rows(count ?? 1), .backward)
      case .pageDown: scroll.scroll(.page, .forward)
      case .pageUp: scroll.scroll(.page, .backward)
      case .halfPageDown: scroll.scroll(.halfPage, .forward)
      case .halfPageUp: scroll.scroll(.halfPage, .backward)
      case .top: scroll.scrollTo(edge: .top)
      case .bottom: scroll.scrollTo(edge: .bottom)
      case .scrollLeft: scroll.scroll(columns: -sideways)
      case .scrollRight: scroll.scroll(columns: sideways)
      case .quit: terminate()
      default: return .ignored
      }
    }
    return .handled
  }

  /// The header's right side: the current step of a guide (`Paso 3/8`) or the current
  /// heading, and how far the bottom row is (less's percentage).
  private var status: DisplayText {
    let percentText: DisplayText = "\(percent)%"
    let items = model.rows.items
    guard !items.isEmpty, let current = currentItem, items.indices.contains(current) else {
      return percentText
    }
    if items.first?.title.hasPrefix("Paso ") == true {
      return "Paso \(current + 1)/\(items.count)  " + percentText
    }
    return items[current].title + "  " + percentText
  }
}

/// The header row: the title at the text's margin, the status at the right edge.
struct HeaderRow: View {
  let title: String?
  let status: DisplayText
  let leading: Int
  let trailing: Int

  var body: some View {
    HStack(spacing: 0) {
      Text(title ?? "").bold()
      Spacer(minLength: 8)
      Text(status).font(.footnote)
    }
    .padding(
      EdgeInsets(
        top: 0, leading: PointScale.points(columns: leading), bottom: 0,
        trailing: PointScale.points(columns: trailing + 1)))
  }
}
