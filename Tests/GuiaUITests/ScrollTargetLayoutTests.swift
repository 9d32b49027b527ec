import GuiaUI
import Testing

/// Scroll targets as SwiftUI code writes them (issue 31, §1.10 and §2): a
/// `.scrollTargetLayout()` stack whose rows a `.viewAligned` scroll rests on, `.paging`,
/// `.scrollPosition(id:)` and `ScrollPosition.viewID` following the reader's scrolls.
private struct Cards: View {
  let lazy: Bool
  let behavior: Behavior
  let probe: Probe
  @State private var topID: Int?
  @State private var position = ScrollPosition()

  enum Behavior { case none, viewAligned, paging }

  @ViewBuilder private var rows: some View {
    ForEach(0..<40, id: \.self) { index in
      // Rows of 3 rows (48 points), and a taller one every tenth.
      VStack(alignment: .leading, spacing: 0) {
        Text("Tarjeta \(index)")
        Text("·")
        Text(index % 10 == 9 ? "·\n·\n·" : "·")
      }
    }
  }

  @ViewBuilder private var stack: some View {
    if lazy {
      LazyVStack(alignment: .leading, spacing: 0) { rows }.scrollTargetLayout()
    } else {
      VStack(alignment: .leading, spacing: 0) { rows }.scrollTargetLayout()
    }
  }

  var body: some View {
    let scroll = ScrollView { stack }
      .scrollPosition(id: $topID)
      .scrollPosition($position)
      .onChange(of: position) { _, new in probe.position = new }
      .onChange(of: topID, initial: true) { _, new in probe.topID = new }
      .onAppear { probe.setTopID = { topID = $0 } }
    switch behavior {
    case .none: scroll
    case .viewAligned: scroll.scrollTargetBehavior(.viewAligned)
    case .paging: scroll.scrollTargetBehavior(.paging)
    }
  }
}

@MainActor
private final class Probe {
  var topID: Int?
  var position = ScrollPosition()
  var setTopID: ((Int?) -> Void)?
}

@MainActor
private func cards(_ behavior: Cards.Behavior, lazy: Bool, probe: Probe) -> GuiaUIHost<some View> {
  host(
    Cards(lazy: lazy, behavior: behavior, probe: probe),
    columns: 20, rows: 10)
}

@MainActor
@Suite struct ScrollTargetLayoutTests {
  @Test(".viewAligned: a line down rests on the next row, a line up on the one before, a page on the last row it reaches", arguments: [false, true])
  func viewAligned(lazy: Bool) {
    let probe = Probe()
    defer { probe.setTopID = nil }
    let host = cards(.viewAligned, lazy: lazy, probe: probe)
    #expect(host.text[0] == "Tarjeta 0")
    host.press(.lineDown)
    #expect(host.text[0] == "Tarjeta 1", "\(host.text)")
    host.press(.lineDown)
    #expect(host.text[0] == "Tarjeta 2", "\(host.text)")
    host.press(.lineUp)
    #expect(host.text[0] == "Tarjeta 1", "\(host.text)")
    // A page (10 rows) from card 1 reaches cards 2, 3 and 4 (at 3, 6, 9 rows below): 4 rests at the top.
    host.press(.pageDown)
    #expect(host.text[0] == "Tarjeta 4", "\(host.text)")
    host.press(.lineDown, times: 6)
    #expect(host.text[0] == "Tarjeta 10", "the taller card 9 is passed whole: \(host.text)")
  }

  @Test("without a behaviour a line down moves one row")
  func free() {
    let probe = Probe()
    defer { probe.setTopID = nil }
    let host = cards(.none, lazy: true, probe: probe)
    host.press(.lineDown)
    #expect(host.text[0] == "·", "\(host.text)")
  }

  @Test(".paging: a line down or up moves a whole container's height, on multiples of it")
  func paging() {
    let probe = Probe()
    defer { probe.setTopID = nil }
    let host = cards(.paging, lazy: false, probe: probe)
    host.press(.lineDown)
    // 10 rows down: card 3's second row at the top (card 3 starts at row 9).
    #expect(host.text[0] == "·" && host.text[1] == "·" && host.text[2] == "Tarjeta 4", "\(host.text)")
    host.press(.lineDown)
    host.press(.lineUp)
    #expect(host.text[2] == "Tarjeta 4", "\(host.text)")
    host.press(.lineUp)
    #expect(host.text[0] == "Tarjeta 0", "\(host.text)")
  }

  @Test(".scrollPosition(id:) names the row at the top as the reader scrolls, and setting it scrolls there", arguments: [false, true])
  func positionByID(lazy: Bool) {
    let probe = Probe()
    defer { probe.setTopID = nil }
    let host = cards(.none, lazy: lazy, probe: probe)
    #expect(probe.topID == 0, "the first layout names the top row")
    host.press(.lineDown, times: 7)
    #expect(probe.topID == 2, "row 7 is card 2's second row: \(String(describing: probe.topID))")
    probe.setTopID?(20)
    _ = host.screen()
    #expect(host.text[0] == "Tarjeta 20", "\(host.text)")
    #expect(probe.topID == 20)
  }

  @Test("ScrollPosition.viewID follows the reader's scrolls in a scroll target layout (issue 31, 10)")
  func viewIDFollows() {
    let probe = Probe()
    defer { probe.setTopID = nil }
    let host = cards(.none, lazy: true, probe: probe)
    host.press(.lineDown, times: 4)
    #expect(probe.position.viewID(type: Int.self) == 1, "\(probe.position)")
    #expect(probe.position.isPositionedByUser)
    host.press(.pageDown)
    #expect(probe.position.viewID(type: Int.self) == 4, "\(probe.position)")
  }
}

/// Apple's `scrollPosition(id:)` example: the position set as the view appears.
private struct StartsAtRow: View {
  @State private var scrolledID: Int?
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<100) { index in Text("Fila \(index)") }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: $scrolledID)
    .onAppear { scrolledID = 50 }
  }
}

extension ScrollTargetLayoutTests {
  @Test("scrollPosition(id:) written in .onAppear scrolls there: the first layout's report does not overwrite it")
  func positionWrittenOnAppear() {
    let host = host(StartsAtRow(), columns: 20, rows: 5)
    #expect(host.text[0] == "Fila 50", "\(host.text)")
    host.press(.lineDown)
    #expect(host.text[0] == "Fila 51", "\(host.text)")
  }
}
