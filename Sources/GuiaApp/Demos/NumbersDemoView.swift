import GuiaUI

/// `guia demo numbers` with options: seed 001's `ContentView` over a ``PagedNumbersModel``,
/// with a header (the title and the last row that appeared), the loader's status row, and
/// seed 000's footer, which says whether the reader is at the end of the list; `r` loads a
/// page that failed again.
struct NumbersDemoView: View {
  @ObservedObject var model: PagedNumbersModel
  @State private var isAtBottom = false

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Text("Números").bold()
        Spacer()
        if let number = model.lastAppeared {
          Text("apareció Number \(number)")
        }
      }
      ScrollViewReader { proxy in
        List {
          ForEach(model.numbers, id: \.self) { number in
            Text("Number \(number)")
              .frame(height: 100)
              .id(number)
              .onAppear { model.didAppear(number) }
          }
        }
        .onChange(of: model.numbers) {
          // The seed's way of keeping the rows still when a page is added below them.
          if let lastNumber = model.lastNumber {
            proxy.scrollTo(lastNumber, anchor: .bottom)
          }
        }
      }
      .onScrollGeometryChange(for: ListReach.self) { geometry in
        ListReach(geometry)
      } action: { _, reach in
        model.listDidScroll(rowsBelow: reach.rowsBelow)
      }
      .onScrollGeometryChange(for: Bool.self) { geometry in
        let bottomOffset = max(
          -geometry.contentInsets.top,
          geometry.contentSize.height
            + geometry.contentInsets.bottom
            - geometry.containerSize.height
        )
        return geometry.contentOffset.y >= bottomOffset - 1
      } action: { _, newValue in
        isAtBottom = newValue
      }
      // Always a row, so the list does not change height when a load starts or ends.
      Text(model.status ?? "")
        .padding(.horizontal)
        .frame(maxWidth: .infinity, minHeight: 16, alignment: .leading)
      Divider()
      Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")
        .font(.footnote)
        .frame(maxWidth: .infinity)
    }
    .onKeyPress("r") {
      model.retry()
      return .handled
    }
  }
}

/// How near the end of the list the reader is: the rows below the screen, and the list's
/// length, so that a layout after a page arrived is seen even when the rows below stay the
/// same (a list shorter than the screen has none below, before and after).
struct ListReach: Equatable {
  /// Whole rows of the content below the scroll view's frame.
  var rowsBelow: Int
  /// The content's height, in rows.
  var contentRows: Int

  init(_ geometry: ScrollGeometry) {
    let below =
      geometry.contentSize.height + geometry.contentInsets.bottom
      - geometry.containerSize.height - geometry.contentOffset.y
    rowsBelow = max(0, PointScale.rows(below))
    contentRows = PointScale.rows(geometry.contentSize.height)
  }
}
