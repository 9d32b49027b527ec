import Testing
@testable import TerminalUI

@Suite struct FrameMarkersTests {
  private func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

  @Test("GUIA_TEST_FRAMES: 1 brackets frames, 2 adds idle markers, anything else writes none")
  func modes() {
    var none = FrameMarkers(mode: .init(environmentValue: nil))
    #expect(none.begin() == nil && none.end() == nil && none.idle(bytesRead: 0) == nil)
    var frames = FrameMarkers(mode: .init(environmentValue: "1"))
    #expect(text(frames.begin()) == "\u{1B}]777;guia-begin;1\u{07}")
    #expect(text(frames.end()) == "\u{1B}]777;guia-frame;1\u{07}")
    #expect(frames.idle(bytesRead: 3) == nil)
    #expect(FrameMarkers(mode: .init(environmentValue: "yes")).begin() == nil)
  }

  @Test("an idle marker is said once per state: new input or a new frame says it again")
  func idleOncePerState() {
    var markers = FrameMarkers(mode: .init(environmentValue: "2"))
    #expect(text(markers.idle(bytesRead: 0)) == "\u{1B}]777;guia-idle;0\u{07}")
    #expect(markers.idle(bytesRead: 0) == nil, "the main queue woke guia: nothing new to say")
    #expect(text(markers.idle(bytesRead: 1)) == "\u{1B}]777;guia-idle;1\u{07}")
    _ = markers.end()
    #expect(text(markers.idle(bytesRead: 1)) == "\u{1B}]777;guia-idle;1\u{07}", "a resize's frame")
    #expect(markers.frames == 1)
  }
}
