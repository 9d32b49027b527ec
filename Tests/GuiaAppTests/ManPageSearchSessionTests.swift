import Foundation
import Testing
import TerminalUI

@testable import GuiaApp

/// A regular-expression search through a man page's overstrike, as man writes it, in a file
/// guia's session reads (a search of a million lines stopped by Ctrl-C: EndToEndTests'
/// RegexDeafnessReliabilityTests; man's pipe: ManPageJourneyTests).
@MainActor
@Suite struct ManPageSearchSessionTests {
  /// `man ls` as man writes it for a pager: bold and underline as overstrike, 76 columns.
  private func manLs() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["man", "ls"]
    var environment = ProcessInfo.processInfo.environment
    environment["MAN_KEEP_FORMATTING"] = "1"
    environment["MANWIDTH"] = "76"
    environment["MANPAGER"] = "cat"
    environment["PAGER"] = "cat"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test("man ls, overstrike kept, in a file: /^ +-l +use finds the bold option and lights it")
  func manPageSearch() throws {
    let page = try manLs()
    #expect(page.contains("\u{8}"), "man kept its overstrike")
    let file = try temporaryFolder().file("ls.1.txt", page)
    let run = try SessionHarness([file.path], keys: ["/", "^ +-l +use", "\r"])
    guard let index = run.screens.lastIndex(where: { $0.footer.hasSuffix("1/1") }) else {
      Issue.record("the -l option was not found: \(run.lines)")
      return
    }
    let found = run.screens[index]
    #expect(found[1].trimmingCharacters(in: .whitespaces).hasPrefix("-l"), "\(found[1])")
    let row = run.terminal.frames[index].rows[1]
    let dash = try #require(found[1].firstIndex(of: "-")).utf16Offset(in: found[1])
    #expect(row[dash].style.contains(.bold) && row[dash].style.contains(.reverse), "the bold -l, lit: found through its overstrike")
    #expect(row.filter { $0.style.contains(.reverse) }.map(\.text).joined().contains("-l"))
  }
}
