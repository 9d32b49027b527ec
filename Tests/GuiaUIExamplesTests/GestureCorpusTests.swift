import GuiaUI
import Testing

@testable import GuiaUICorpus

/// The corpus's program of gestures, gradients, a remote image and a colour picker (issue
/// 51), checked against what Apple's documentation says it does, on a headless host.
@MainActor
@Suite struct GestureCorpusTests {
  @Test("Photo card: the picture loads to its stand-in; a tap likes, a press pins, the picker tints, the details collapse")
  func photoCard() async {
    let window = CorpusWindow("photo-card", rows: 16, columns: 50)
    #expect(window.shows("Photo of the day") && window.shows("♥ 0 likes") && window.shows("Pin"), "\(window.lines)")
    #expect(window.shows("▾ Details") && window.shows("Taken at Lake Tahoe"), "\(window.lines)")
    for _ in 0..<200 where !window.shows("[imagen: example.com/photos/lake.jpg]") { await Task.yield() }
    #expect(window.shows("[imagen: example.com/photos/lake.jpg]"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("♥ 1 likes"), "Enter on the focused text is its tap: \(window.lines)")
    window.send("\t ")
    #expect(window.shows("📌 Pinned"), "Space is the long press: \(window.lines)")
    window.send("\t\r\u{1B}[B\r")
    #expect(window.shows("Tint purple ▾"), "the picker chose the colour after blue: \(window.lines)")
    window.send("\t\r")
    #expect(window.shows("▸ Details") && !window.shows("Taken at Lake Tahoe"), "\(window.lines)")
    #expect(window.quits())
  }
}
