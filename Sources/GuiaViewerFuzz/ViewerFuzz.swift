import Document
import GuiaUI
import Reader
import ScrollKit
import TerminalUI

/// libFuzzer's entry point for guia's whole reader (``ReaderView`` on ``GuiaUIHost``), headless: an input is a terminal size, a
/// document (Markdown or plain text) and a script of keys and resizes, played through the
/// viewer's event loop on a terminal with no screen. Every frame is checked: the size the
/// terminal has, and no cell that holds a control character, an escape, a bidi override, a
/// noncharacter or an unassigned code point drawn as it is (placeholders are the only way such
/// text may show). A violated invariant traps, which libFuzzer reports.
///
/// Layout of an input: byte 0 picks Markdown or plain text and the width, byte 1 the height;
/// then the document up to the first 0xFF 0xFE pair; then the script, a byte an event (see
/// ``FuzzTerminal/events(from:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard bytes.count >= 2 else { return 0 }
  let terminalSize = CellSize(width: 1 + Int(bytes[0] >> 1) % 120, height: 1 + Int(bytes[1]) % 50)
  let rest = Array(bytes.dropFirst(2))
  var split = rest.count
  for index in rest.indices.dropLast() where rest[index] == 0xFF && rest[index + 1] == 0xFE {
    split = index
    break
  }
  let document = Array(rest[..<split])
  let script = split + 2 <= rest.count ? Array(rest[(split + 2)...]) : []
  let strikethrough: StrikethroughRendering = bytes[1] & 0x80 != 0 ? .attribute : .markers
  let settings = ReaderSettings(strikethrough: strikethrough)
  let isMarkdown = bytes[0] & 1 == 0
  let terminal = FuzzTerminal(
    size: terminalSize, events: FuzzTerminal.events(from: script),
    drawsStrikethrough: strikethrough == .attribute)
  // libFuzzer calls from the process's main thread: the main actor's.
  MainActor.assumeIsolated {
    let model = isMarkdown
      ? ReaderModel(document: Document(markdown: document), width: terminalSize.width, settings: settings)
      : ReaderModel(
        rows: TextRows(source: InMemoryByteSource(document), width: terminalSize.width),
        title: String(decoding: document.prefix(40), as: UTF8.self), settings: settings)
    _ = try? GuiaUIHost(root: ReaderView(model: model)).run(on: terminal)
  }
  return 0
}

/// A terminal with no screen that plays a script, checks every frame, and ends the session
/// after the script whatever state the viewer is in.
final class FuzzTerminal: Terminal {
  private(set) var size: CellSize
  var tickDeadline: ContinuousClock.Instant?
  let drawsStrikethrough: Bool
  private var events: [TerminalEvent]
  private var closing = 0

  struct ScriptEnded: Error {}

  init(size: CellSize, events: [TerminalEvent], drawsStrikethrough: Bool = false) {
    self.size = size
    self.events = events
    self.drawsStrikethrough = drawsStrikethrough
  }

  /// The events a script stands for: printable ASCII and controls are typed; 0x80… are the
  /// special keys; 0xA0… resize to a size from the byte; the rest are ignored. At most 400.
  static func events(from script: [UInt8]) -> [TerminalEvent] {
    let special: [Key] = [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .backspace, .delete, .escape,
      .wheelUp, .wheelDown,
    ]
    var events: [TerminalEvent] = []
    for byte in script.prefix(400) {
      switch byte {
      case 0x01...0x1A: events.append(.key(.control(Character(Unicode.Scalar(byte + 0x60)))))
      case 0x20..<0x7F: events.append(.key(.character(Character(Unicode.Scalar(byte)))))
      case 0x80..<0x80 + UInt8(special.count): events.append(.key(special[Int(byte - 0x80)]))
      case 0xA0...0xFE:
        let value = Int(byte - 0xA0)
        events.append(.resize(CellSize(width: 1 + (value * 7) % 90, height: value % 12)))
      default: break
      }
    }
    return events
  }

  func nextEvent() throws -> TerminalEvent {
    if !events.isEmpty {
      let event = events.removeFirst()
      if case .resize(let newSize) = event { size = newSize }
      return event
    }
    // The script is over: close a prompt or a pane, then quit; a viewer that will not end is
    // ended here (that is not a finding: a prompt may take q as text).
    closing += 1
    if closing > 12 { throw ScriptEnded() }
    return closing % 3 == 0 ? .key(.character("q")) : .key(.escape)
  }

  func draw(_ screen: Screen) throws {
    precondition(screen.size == size, "a frame of \(screen.size) on a terminal of \(size)")
    for row in screen.rows {
      precondition(row.count == size.width, "a row of \(row.count) cells on \(size.width) columns")
      for cell in row where !cell.text.isEmpty {
        precondition(
          Sanitizer.placeholder(forCluster: cell.text) == nil,
          "a cell draws \(cell.text.unicodeScalars.map { $0.value }) as it is")
      }
    }
  }
}
