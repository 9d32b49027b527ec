import Testing

@testable import GuiaApp

/// `LESS`'s mistakes said in the footer's row as the reader opens, as less says them before
/// its first screen, and the rest of the value in force.
@MainActor
@Suite struct LessMistakesSessionTests {
  @Test("LESS='-bN -x0': both mistakes said on the first screen, and -N in force")
  func reported() throws {
    let document = try temporaryFolder().file("doc.txt", "uno\ndos\n").path
    let run = try SessionHarness([document], environment: ["LESS": "-bN -x0"], keys: [])
    run.expectScreens((
      "the mistakes said, the lines numbered",
      { screen in
        screen.last?.hasPrefix("en LESS: hace falta un número después de -b; en LESS: la opción '-x' no acepta") == true
          && screen.contains { $0.contains("1 uno") }
      }))
  }
}
