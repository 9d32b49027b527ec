import Document
import GuiaUI
import ScrollKit

/// The contents pane: the document's steps or headings, the selected one in reverse video,
/// the current one (holding the top row) in bold; the divider beside it is the pane's own
/// scroll indicator.
struct ContentsPane: View, Equatable {
  let titles: [DisplayText]
  let selection: Int
  let current: Int?
  let window: ListWindow
  let width: Int
  let height: Int

  var body: some View {
    let shown = window.visible(height: height, count: titles.count)
    let thumb = window.indicator(height: height, count: titles.count)
    HStack(alignment: .top, spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(shown, id: \.self) { entry in
          entryRow(entry)
        }
      }
      .frame(
        width: PointScale.points(columns: width), height: PointScale.points(rows: height),
        alignment: .topLeading
      )
      .clipped()
      VStack(spacing: 0) {
        ForEach(0..<height, id: \.self) { row in
          Text(thumb?.isThumb(row) == true ? "┃" : "│").font(.footnote)
        }
      }
    }
  }

  @ViewBuilder private func entryRow(_ entry: Int) -> some View {
    let text = Text(" " + titles[entry] + " ").bold(current == entry).fixedSize()
    if entry == selection {
      text.background(Color.accentColor)
    } else {
      text
    }
  }
}
