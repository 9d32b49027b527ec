import ScrollKit
import Document
import Foundation
import GuideResource
import GuiaUI
import Reader
import Testing
import TerminalUI

/// Every size, from 1x1 up: the reader draws without trapping, the screen is exactly the size
/// asked for, and wherever there is a scroll area the footer tells the truth.
@MainActor
@Suite struct ReliabilitySizeTests {
  /// Every size up to 40x30 and the edges up to 500x200; with GUIA_RELIABILITY=full, every
  /// size up to 120x60 and a grid across the rest up to 500x200. Under the sanitizers (make
  /// sanitize sets GUIA_SANITIZER) every size up to 16x12 and the extremes of the edges (1, 2
  /// and the largest, 24x80): the sizes where a drawing could reach past a row or a screen.
  /// The others only repeat those paths, at tens of times the cost when instrumented.
  static var sizes: [(size: CellSize, isEdge: Bool)] {
    let environment = ProcessInfo.processInfo.environment
    let full = environment["GUIA_RELIABILITY"] == "full"
    let sanitized = environment["GUIA_SANITIZER"] != nil && !full
    var sizes: [(size: CellSize, isEdge: Bool)] = []
    for rows in 1...(full ? 60 : sanitized ? 12 : 30) {
      for columns in 1...(full ? 120 : sanitized ? 16 : 40) {
        sizes.append((CellSize(width: columns, height: rows), full))
      }
    }
    if full {
      for rows in stride(from: 61, through: 200, by: 9) {
        for columns in stride(from: 121, through: 500, by: 23) {
          sizes.append((CellSize(width: columns, height: rows), true))
        }
      }
    }
    for rows in sanitized ? [1, 2, 24, 200] : [1, 2, 3, 4, 24, 100, 199, 200] {
      for columns in sanitized ? [1, 2, 80, 500] : [1, 2, 79, 80, 120, 160, 499, 500] {
        sizes.append((CellSize(width: columns, height: rows), true))
      }
    }
    return sizes
  }

  static let documents: [Document] = [
    GuideResource.document,
    Document(markdown: Array("# T\n\n- [x] 日本語の文\n\n| a | b |\n|--|--|\n| x | y |\n\n```\ncódigo largo\n```\n".utf8)),
    Document(plainText: Array("\u{1B}[2J línea\tcon tab\n\u{9B}\n".utf8), title: "x"),
  ]

  @Test("every size draws; the footer says Fin de la guía exactly at the bottom")
  func everySize() throws {
    var tried = 0
    // At the edges: a row down, a page down, the end, a row up, the contents pane, the top.
    // Between them, each a pass of the whole reader: the first screen, the end and the pane
    // (the moves between only scroll what those lay out).
    let edgeKeys: [Key] = [
      .character("j"), .character(" "), .character("G"), .character("k"), .character("t"),
      .character("g"),
    ]
    let keys: [Key] = [.character("G"), .character("t")]
    for (size, isEdge) in Self.sizes {
      for (index, document) in Self.documents.enumerated() {
        let reader = ReaderHarness(document: document, size: size, showsIndicator: true)
        let first = reader.host.render()
        #expect(first.size == size)
        // The oracle: the top row's index, moved by each key as less moves it, against the
        // rows laid out and the scroll area's height; never the flag that wrote the footer.
        let height = size.height - 3
        var top = 0
        for key in isEdge ? edgeKeys : keys {
          _ = reader.host.respond(to: .key(key))
          let screen = reader.host.render()
          #expect(screen.size == size)
          #expect(screen.rows.allSatisfy { $0.count == size.width })
          let rows = reader.model.rows
          let count = rows.positions(from: rows.startPosition, limit: 1_000_000).count
          let lastTop = max(0, count - height)
          switch key {
          case .character("j"): top = min(top + 1, lastTop)
          case .character("k"): top = max(top - 1, 0)
          case .character(" "): top = min(top + max(1, height), lastTop)
          case .character("G"): top = lastTop
          case .character("g"): top = 0
          default: break
          }
          // Where there is a scroll area and room for the footer's words, and no message
          // (`t` on a document without contents says so; it lays the rows out again).
          if size.height >= 4, size.width >= 20, key != .character("t") {
            let text = screen.lines[size.height - 1].trimmingCharacters(in: .whitespaces)
            #expect(
              text == Footer.text(isAtBottom: top >= lastTop).string,
              "\(size) document \(index) after \(key): top row \(top) of \(count), \(height) shown")
          }
        }
        tried += 1
      }
    }
    Reliability.record("sizes", tried)
  }
}

/// Where the reliability suites leave their counts for `make reliability`'s table.
enum Reliability {
  static func record(_ name: String, _ count: Int) {
    let folder = Foundation.URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "\(count)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
}
