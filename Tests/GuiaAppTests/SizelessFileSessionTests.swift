import Foundation
import Testing

@testable import GuiaApp

/// Files whose size says 0 but which hold text (`/proc/meminfo`, `/proc/cpuinfo`, sysfs): read
/// to their end of file as a pipe is, never paged within their 0 bytes, as less shows them.
/// Their pages come back on the headless terminal's event-loop queue, run in the script's waits.
@MainActor
@Suite struct SizelessFileSessionTests {
  @Test("/proc/meminfo and /proc/cpuinfo, whose size says 0: shown, named, and End reaches their end", arguments: ["/proc/meminfo", "/proc/cpuinfo"])
  func procFile(path: String) throws {
    let first = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[0]
    let label = String(first.prefix { $0 != ":" && $0 != "\t" })
    let harness = try SessionHarness(
      [path],
      steps: [
        .mainQueue(until: "\(label) shown") { $0.dropLast().contains { $0.hasPrefix(label) } },
        .keys("G"),
        .mainQueue(until: "the end of \(path)") { $0.footer == "Fin de la guía" },
      ])
    let shown = try #require(harness.screens.first { $0.dropLast().contains { $0.hasPrefix(label) } }, "\(label) never shown")
    #expect(shown.title.contains(path.split(separator: "/").last!), "\(shown.title)")
    // Both are longer than a screen here; an unread file never claims its end.
    #expect(shown.footer != "Fin de la guía", "\(shown.footer)")
    #expect(harness.lines.footer == "Fin de la guía", "\(harness.lines.footer)")
  }
}
