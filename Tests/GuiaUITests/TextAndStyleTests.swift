import TerminalUI
import Testing

@testable import GuiaUI

private struct Styled: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Tinted").foregroundStyle(.tint)
      Text("Section title").textCase(.uppercase)
      Label("Both", systemImage: "star")
      Label("Icon", systemImage: "star").labelStyle(.iconOnly)
      Label("Title", systemImage: "star").labelStyle(.titleOnly)
      Text("On glass").padding(.horizontal).background(.ultraThinMaterial)
      Text("12:05").monospacedDigit().font(.body.monospacedDigit())
      Text(scenePhase == .active ? "active" : "not active")
      Text(colorScheme == .dark ? "dark" : "light")
    }
  }
}

private struct Details: View {
  @State private var expanded = false
  var body: some View {
    Form {
      LabeledContent("Version", value: "1.2")
      DisclosureGroup("Advanced") {
        Text("Hidden setting")
      }
      DisclosureGroup("Bound", isExpanded: $expanded) {
        Text("Bound setting")
      }
      Text(expanded ? "open" : "closed")
    }
  }
}

@MainActor
@Suite struct TextAndStyleTests {
  @Test("foregroundStyle(.tint) colours the text; textCase changes its case; labelStyle picks the parts; a material draws nothing")
  func styles() {
    let host = host(Styled(), columns: 30, rows: 10)
    let lines = host.text
    #expect(host.screen().rows[0][0].style.foreground != nil, "the accent colour")
    #expect(lines[1] == "SECTION TITLE")
    #expect(lines[2] == "☆ Both")
    #expect(lines[3] == "☆")
    #expect(lines[4] == "Title")
    #expect(lines[5] == "  On glass")
    #expect(!host.screen().rows[5][2].style.contains(.reverse), "no colour behind it")
    #expect(lines[6] == "12:05")
    #expect(lines[7] == "active")
  }

  @Test("\\.colorScheme follows COLORFGBG's background; dark when it says nothing")
  func colorScheme() {
    #expect(ColorScheme.from(colorFGBG: "0;15") == .light)
    #expect(ColorScheme.from(colorFGBG: "15;0") == .dark)
    #expect(ColorScheme.from(colorFGBG: "15;default;7") == .light)
    #expect(ColorScheme.from(colorFGBG: nil) == .dark)
  }

  @Test("LabeledContent: label and value apart; DisclosureGroup: Enter opens and closes it, bound or not")
  func labeledAndDisclosure() throws {
    let host = host(Details(), columns: 30, rows: 10)
    var lines = host.text
    let version = try #require(lines.first { $0.contains("Version") })
    #expect(version.hasSuffix("1.2") && version.count > 20, "\(lines)")
    #expect(lines.contains { $0.contains("▸ Advanced") } && !lines.contains { $0.contains("Hidden setting") })
    host.type(.control("i"), .enter)
    lines = host.text
    #expect(lines.contains { $0.contains("▾ Advanced") } && lines.contains { $0.contains("Hidden setting") }, "\(lines)")
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("Bound setting") } && host.text.contains { $0.contains("open") })
    host.type(.enter)
    #expect(!host.text.contains { $0.contains("Bound setting") } && host.text.contains { $0.contains("closed") })
  }
}
