import GuiaUI
import ScrollKit
import Testing

@testable import GuiaUI

/// `LazyVGrid`, `LazyHGrid`, `GridItem`, `Grid` and `GridRow` (issue 51, §2.4): whole cells,
/// lazy where SwiftUI is lazy.
@MainActor
private final class AppearLog {
  var appeared: Set<Int> = []
}

private struct PhotoGrid: View {
  let log: AppearLog
  let columns: [GridItem]
  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 0) {
        ForEach(0..<300) { index in
          Text("F\(index)").onAppear { log.appeared.insert(index) }
        }
      }
    }
  }
}

@MainActor
@Suite struct GridTests {
  @Test("GridTracks: flexible items share the width, adaptive ones fit as many columns as it holds, fixed ones keep theirs")
  func tracks() {
    let flexible = GridTracks([GridItem(), GridItem(), GridItem()], available: 40, along: .horizontal)
    #expect(flexible.lengths == [12, 13, 13] && flexible.gaps == [1, 1, 0], "\(flexible)")
    let adaptive = GridTracks([GridItem(.adaptive(minimum: 80))], available: 40, along: .horizontal)
    #expect(adaptive.lengths == [12, 12, 12], "10-column minimum, 1-column gaps: \(adaptive)")
    let wide = GridTracks([GridItem(.adaptive(minimum: 80))], available: 80, along: .horizontal)
    #expect(wide.count == 7)
    let mixed = GridTracks([GridItem(.fixed(80), spacing: 0), GridItem(.flexible(maximum: 160))], available: 60, along: .horizontal)
    #expect(mixed.lengths == [10, 20], "\(mixed)")
  }

  @Test("LazyVGrid of three flexible columns: items side by side, three to a line, each centred in its column")
  func threeColumns() {
    let log = AppearLog()
    let host = host(PhotoGrid(log: log, columns: Array(repeating: GridItem(), count: 3)), columns: 40, rows: 6)
    // Columns of 12, 13 and 13 with a column between: each label centred in its column.
    #expect(host.text[0] == "     F0" + String(repeating: " ", count: 11) + "F1" + String(repeating: " ", count: 12) + "F2", "\(host.text)")
    #expect(host.text[1].hasPrefix("     F3"), "\(host.text)")
  }

  @Test("LazyVGrid is lazy: only the lines on screen are made, and scrolling makes the next ones")
  func lazy() {
    let log = AppearLog()
    let host = host(PhotoGrid(log: log, columns: [GridItem(.adaptive(minimum: 40))]), columns: 40, rows: 5)
    // 5-column minimum and 1-column gaps: 6 items to a 40-column line, 5 lines on screen.
    #expect(host.text[0].contains("F0") && host.text[0].contains("F5") && !host.text[0].contains("F6"), "\(host.text)")
    #expect(log.appeared.count <= 36, "\(log.appeared.count) items made for 30 shown")
    #expect(!log.appeared.contains(299))
    host.press(.bottom)
    #expect(host.text.last?.contains("F299") == true, "\(host.text)")
    #expect(log.appeared.contains(299))
  }

  @Test("LazyHGrid: its rows are the grid items, the items filling each column top to bottom")
  func horizontal() {
    let view = ScrollView(.horizontal) {
      LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], spacing: 8) {
        ForEach(0..<50) { Text("H\($0)") }
      }
    }
    let host = host(view, columns: 30, rows: 4)
    let first = host.text.firstIndex { $0.contains("H0") }
    #expect(first != nil, "\(host.text)")
    if let first {
      #expect(host.text[first].hasPrefix("H0 H2 H4"), "H2 beside H0: \(host.text)")
      #expect(host.text[first + 1].hasPrefix("H1 H3 H5"), "H1 under H0: \(host.text)")
    }
  }

  @Test("Grid: columns as wide as their widest cells, a spanning cell, a trailing column, a divider across")
  func grid() {
    let view = Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
      GridRow {
        Text("Nombre")
        Text("Cant.").gridColumnAlignment(.trailing)
      }
      Divider()
      GridRow {
        Text("Tornillos")
        Text("12")
      }
      GridRow {
        Text("Total de la caja").gridCellColumns(2)
      }
      GridRow {
        Text("Fin").gridCellAnchor(.trailing).gridCellColumns(2)
      }
    }
    let host = host(view, columns: 30, rows: 6)
    // The spanning cell (16 columns) widens the last column it spans to 6.
    #expect(host.text[0] == "Nombre     Cant.", "\(host.text)")
    #expect(host.text[1] == "────────────────", "\(host.text)")
    #expect(host.text[2] == "Tornillos     12", "\(host.text)")
    #expect(host.text[3] == "Total de la caja", "\(host.text)")
    #expect(host.text[4] == "             Fin", "anchored trailing across both columns: \(host.text)")
  }

  @Test("An adaptive LazyVGrid recounts its lines when the width changes: 6 items a line at 40 columns, 13 at 80")
  func resize() {
    let log = AppearLog()
    let host = host(PhotoGrid(log: log, columns: [GridItem(.adaptive(minimum: 40))]), columns: 40, rows: 5)
    #expect(host.text[1].contains("F6") && !host.text[1].contains("F12"), "\(host.text)")
    host.resize(to: CellSize(width: 80, height: 5))
    #expect(host.text[0].contains("F12") && host.text[1].contains("F13"), "\(host.text)")
    host.press(.bottom)
    #expect(host.text.last?.contains("F299") == true, "the last line at the new count: \(host.text)")
  }

  @Test("scrollTo an item of a LazyVGrid scrolls to its line")
  func scrollTo() {
    let view = ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Ir") { proxy.scrollTo(250, anchor: .top) }
        ScrollView {
          LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            ForEach(0..<300) { Text("F\($0)") }
          }
        }
      }
    }
    let host = host(view, columns: 40, rows: 6)
    host.type(.control("i"), .enter)
    #expect(host.text[1].contains("F250") && host.text[1].contains("F251"), "\(host.text)")
  }
}
