import Testing
@testable import TerminalUI

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
    (.character("q"), .quit), (.character("Q"), .quit), (.escape, .quit),
  ])
  func binding(key: Key, command: Command) {
    #expect(KeyMap.pager.command(for: key) == command)
  }

  @Test("unbound keys do nothing")
  func unbound() {
    #expect(KeyMap.pager.command(for: .character("z")) == nil)
  }

  @Test("every command has a help line")
  func help() {
    let commands = Set(KeyMap.pager.bindings.map(\.command))
    #expect(commands == Set(Command.allCases))
    #expect(KeyMap.pager.helpLines.count == KeyMap.pager.bindings.count)
  }

  @Test("control bytes decode to control keys; Enter and Esc are their own keys")
  func decoding() {
    #expect(NcursesTerminal.key(forCharacter: 0x0E) == .control("n"))
    #expect(NcursesTerminal.key(forCharacter: 0x0D) == .enter)
    #expect(NcursesTerminal.key(forCharacter: 0x0A) == .enter)
    #expect(NcursesTerminal.key(forCharacter: 0x1B) == .escape)
    #expect(NcursesTerminal.key(forCharacter: 0x67) == .character("g"))
  }
}
