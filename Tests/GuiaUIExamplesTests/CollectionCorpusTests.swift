import Foundation
import GuiaUI
import Testing

/// The corpus's grid and list-editing programs (issue 51, §2.4, §2.5, §2.10), on a headless
/// host as ``CorpusProgramTests`` runs the others.
@MainActor
@Suite struct CollectionCorpusTests {
  @Test("LazyVGrid of adaptive columns: photos side by side, made as they appear; End reaches the last; a tap chooses one")
  func photoGrid() async {
    let window = CorpusWindow("photo-grid", rows: 12, columns: 40)
    let first = window.lines.first { $0.contains("Photo 1") }
    #expect(first?.contains("Photo 2") == true, "side by side: \(window.lines)")
    let loaded = window.lines.last { $0.contains("Loaded") }
    #expect(loaded != nil && loaded?.contains("of 200") == true && loaded?.contains("Loaded 200") == false, "\(window.lines)")
    window.send("\u{1B}[F")  // End
    #expect(window.shows("Photo 200"), "\(window.lines)")
    window.send("\u{1B}[H")  // Home
    window.send("\t\r")
    #expect(window.shows("chose Photo 1"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("A to-do list: Delete deletes the current row, ] moves it, Right flags it, Edit marks the rows")
  func todoList() {
    let window = CorpusWindow("todo-list", rows: 12, columns: 40)
    #expect(window.shows("Buy milk") && window.shows("Edit"), "\(window.lines)")
    window.send("\u{1B}[B\u{1B}[B\u{7F}")  // Down, Down, Backspace: "Walk the dog" goes
    #expect(!window.shows("Walk the dog") && window.shows("Call mom"), "\(window.lines)")
    window.send("]")  // "Call mom", now current, below "Pay bills"
    let order = window.lines.filter { $0.contains("Buy milk") || $0.contains("Call mom") || $0.contains("Pay bills") }
    #expect(order.map { $0.trimmingCharacters(in: .whitespaces) } == ["Buy milk", "Pay bills", "Call mom"], "\(window.lines)")
    window.send("\u{1B}[C\r")  // Right: the leading swipe action, Flag
    #expect(window.lines.contains { $0.contains("Call mom") && $0.contains("Flagged") }, "\(window.lines)")
    window.send("\t\r")  // Edit
    #expect(window.shows("Done") && window.shows("⊖ Buy milk"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("ForEach($alarms): each toggle switches its own alarm, and the count follows")
  func alarms() {
    let window = CorpusWindow("alarms", rows: 12, columns: 40)
    #expect(window.shows("1 alarms on") && window.shows("[x] 6:30"), "\(window.lines)")
    window.send("\t\t ")
    #expect(window.shows("2 alarms on") && window.shows("[x] 7:00"), "\(window.lines)")
    window.send("\t ")
    #expect(window.shows("3 alarms on"), "\(window.lines)")
    #expect(window.quits())
  }
}
