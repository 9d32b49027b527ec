import Foundation
import Testing
import Localization
import Document
import TerminalUI
import GuiaUI
@testable import Reader

@Suite struct KeyMapTests {
  @Test("less's keys map to the commands the issue names", arguments: [
    (Key.down, Command.lineDown), (.character("j"), .lineDown), (.enter, .lineDown),
    (.control("n"), .lineDown), (.control("e"), .lineDown), (.wheelDown, .lineDown),
    (.up, .lineUp), (.character("k"), .lineUp), (.control("p"), .lineUp), (.control("y"), .lineUp),
    (.wheelUp, .lineUp),
    (.pageDown, .pageDown), (.character(" "), .pageDown), (.character("f"), .pageDown),
    (.control("f"), .pageDown), (.pageUp, .pageUp), (.character("b"), .pageUp),
    (.control("b"), .pageUp), (.character("d"), .halfPageDown), (.control("d"), .halfPageDown),
    (.character("u"), .halfPageUp), (.control("u"), .halfPageUp),
    (.home, .top), (.character("g"), .top), (.character("<"), .top),
    (.end, .bottom), (.character("G"), .bottom), (.character(">"), .bottom),
    (.character("q"), .quit), (.character("Q"), .quit),
  ])
  func binding(key: Key, command: Command) {
    #expect(KeyMap.pager.command(for: key) == command)
  }

  @Test("unbound keys do nothing; Esc is free (as in less, a prefix), a paste is no command")
  func unbound() {
    #expect(KeyMap.pager.command(for: .character("Z")) == nil)
    #expect(KeyMap.pager.command(for: .escape) == nil)
    #expect(KeyMap.pager.command(for: .paste("q")) == nil)
  }

  @Test("an Alt key is its own key in the table: ESC-u is a command, ESC-q none")
  func altKeys() {
    #expect(KeyMap.pager.command(for: .alt("u")) == .toggleHighlight)
    #expect(KeyMap.pager.command(for: .alt("q")) == nil, "an Alt key with no command is no command")
  }

  @Test("the table's scroll keys, handed to GuiaUI's demos, scroll as the pager's keys do")
  func scrollKeys() {
    let keys = KeyMap.pager.scrollKeys
    for binding in KeyMap.pager.bindings {
      for key in binding.keys where keys.command(for: key) == nil {
        #expect(binding.command.scrollCommand == nil, "\(key) runs \(binding.command) but does not scroll")
      }
    }
    #expect(keys.command(for: .character("j")) == .scroll(.rows(1), .forward))
    #expect(keys.command(for: .character("b")) == .scroll(.page, .backward))
    #expect(keys.command(for: .character("G")) == .edge(.bottom))
    #expect(keys.command(for: .control("u")) == .scroll(.halfPage, .backward))
    #expect(keys.command(for: .alt("(")) == .columns(-4))
    #expect(keys.command(for: .character("q")) == nil, "quitting is the host's, not a scroll")
    #expect(keys.command(for: .character("/")) == nil)
  }

  @Test("every command has a help line")
  func help() {
    let commands = Set(KeyMap.pager.bindings.map(\.command))
    #expect(commands == Set(Command.allCases))
  }

  @Test("each help line names every key of its binding, and the summaries line up")
  func helpLines() {
    var summaryColumns: Set<Int> = []
    for (line, binding) in zip(KeyMap.pager.helpLines(), KeyMap.pager.bindings) {
      let names = (line.components(separatedBy: "  ").first ?? "")
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      for key in binding.keys {
        guard let name = Self.helpName(of: key) else { continue }
        // A punctuation key that takes more is written with it: `/pattern`, `-S`.
        let named = names.contains {
          // A key followed by what is typed after it: `ESC-Ctrl-F c1 c2`.
          $0 == name || $0.hasPrefix(name + " ")
            || name.count == 1 && !name.first!.isLetter && $0.hasPrefix(name)
        }
        #expect(named, "\(key) is not named in '\(line)'")
      }
      #expect(line.hasSuffix("  " + binding.summary.resolved(in: .spanish).string))
      summaryColumns.insert(line.count - binding.summary.resolved(in: .spanish).string.count)
    }
    #expect(summaryColumns.count == 1, "summaries start at columns \(summaryColumns.sorted())")
  }

  /// How help writes `key`, written out here independently of the table; `nil` for the
  /// wheel, which is not typed and which help leaves to the README.
  private static func helpName(of key: Key) -> String? {
    switch key {
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .wheelUp, .wheelDown, .paste: return nil
    case .backTab: return "Shift-Tab"
    case .control(let letter): return "Ctrl-" + letter.uppercased()
    case .alt(let character):
      // ESC and a control character: less's ESC-^F, written ESC-Ctrl-F.
      if let value = character.asciiValue, value < 0x20 {
        return "ESC-Ctrl-" + String(UnicodeScalar(value + 0x40))
      }
      return character == " " ? "ESC-Space" : "ESC-" + String(character)
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    }
  }
}
