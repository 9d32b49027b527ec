import Document
import Foundation
import GuideResource
import Testing
@testable import TerminalUI

/// Every size, from 1x1 up: the viewer draws without trapping, the screen is exactly the size
/// asked for, and wherever there is a scroll area the footer tells the truth.
@Suite struct ReliabilitySizeTests {
  /// Every size up to 40x30 and the edges up to 500x200; with GUIA_RELIABILITY=full, every
  /// size up to 120x60 and a grid across the rest up to 500x200.
  static var sizes: [TerminalSize] {
    let full = ProcessInfo.processInfo.environment["GUIA_RELIABILITY"] == "full"
    var sizes: [TerminalSize] = []
    for rows in 1...(full ? 60 : 30) {
      for columns in 1...(full ? 120 : 40) {
        sizes.append(TerminalSize(rows: rows, columns: columns))
      }
    }
    if full {
      for rows in stride(from: 61, through: 200, by: 9) {
        for columns in stride(from: 121, through: 500, by: 23) {
          sizes.append(TerminalSize(rows: rows, columns: columns))
        }
      }
    }
    for rows in [1, 2, 3, 4, 24, 100, 199, 200] {
      for columns in [1, 2, 79, 80, 120, 160, 499, 500] {
        sizes.append(TerminalSize(rows: rows, columns: columns))
      }
    }
    return sizes
  }

  static let documents: [Document] = [
    Document(markdown: GuideResource.markdown),
    Document(markdown: Array("# T\n\n- [x] 日本語の文\n\n| a | b |\n|--|--|\n| x | y |\n\n```\ncódigo largo\n```\n".utf8)),
    Document(plainText: Array("\u{1B}[2J línea\tcon tab\n\u{9B}\n".utf8), title: "x"),
  ]

  @Test("every size draws; the footer says Fin de la guía exactly at the bottom")
  func everySize() throws {
    var tried = 0
    for size in Self.sizes {
      for (index, document) in Self.documents.enumerated() {
        let viewer = Viewer(document: document, size: size)
        for command in [Command.lineDown, .pageDown, .bottom, .lineUp, .toggleContents, .top] {
          viewer.perform(command)
          let screen = viewer.render()
          #expect(screen.size == size)
          #expect(screen.rows.allSatisfy { $0.count == size.columns })
          let chrome = Chrome(size: size)
          if chrome.scrollHeight > 0, let footer = chrome.footerRow, size.columns >= 20,
            viewer.message == nil
          {
            let text = screen.lines[footer].trimmingCharacters(in: .whitespaces)
            #expect(
              text == Footer.text(isAtBottom: viewer.isAtBottom).string,
              "\(size) document \(index) after \(command)")
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
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "\(count)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
}
