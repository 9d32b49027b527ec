import GuiaUI
import TerminalUI
import Testing

private struct Upload: View {
  var style = 0
  var body: some View {
    let progress = VStack(alignment: .leading, spacing: 0) {
      ProgressView(value: 3, total: 10) {
        Text("Uploading")
      } currentValueLabel: {
        Text("3 of 10 files")
      }
      ProgressView(value: 0.5) { Text("Half") }
      ProgressView { Text("Waiting") }
    }
    if style == 1 {
      progress.progressViewStyle(.circular)
    } else if style == 2 {
      progress.progressViewStyle(Stars())
    } else {
      progress.progressViewStyle(.linear)
    }
  }
}

/// A style of a program's own: the fraction as stars.
private struct Stars: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Text(String(repeating: "*", count: Int((configuration.fractionCompleted ?? 0) * 10)))
    }
  }
}

@MainActor
@Suite struct ProgressViewStyleTests {
  @Test("ProgressView(value:total:label:currentValueLabel:): the label, the bar, the current value (dim) in place of the percentage")
  func linear() {
    let host = host(Upload(), columns: 24, rows: 8)
    #expect(host.text[0] == "Uploading")
    #expect(host.text[1] == "███████░░░░░░░░░░░░░░░░░", "\(host.text)")
    #expect(host.text[2] == "3 of 10 files")
    #expect(host.screen().rows[2][0].style.contains(.dim))
    #expect(host.text[3] == "Half")
    #expect(host.text[4] == "██████████░░░░░░░░░░ 50%", "\(host.text)")
    #expect(host.text[5] == "⋯ Waiting")
  }

  @Test(".progressViewStyle(.circular): a circle filled by quarters and the value on the label's row")
  func circular() {
    let host = host(Upload(style: 1), columns: 30, rows: 8)
    #expect(host.text[0] == "◔ Uploading 3 of 10 files", "\(host.text)")
    #expect(host.text[1] == "◑ Half 50%", "\(host.text)")
    #expect(host.text[2] == "⋯ Waiting")
  }

  @Test("A ProgressViewStyle of a program's own makes the view from the configuration")
  func customStyle() {
    let host = host(Upload(style: 2), columns: 24, rows: 8)
    #expect(host.text[0] == "Uploading***", "\(host.text)")
    #expect(host.text[1] == "Half*****", "\(host.text)")
  }
}

private struct Inbox: View {
  @State private var query = ""
  let messages: [String]
  var body: some View {
    VStack {
      if messages.isEmpty {
        ContentUnavailableView(
          "No Mail", systemImage: "magnifyingglass", description: Text("New mail appears here."))
      } else if !query.isEmpty {
        ContentUnavailableView.search(text: query)
      } else {
        ContentUnavailableView {
          Label("Offline", systemImage: "xmark")
        } description: {
          Text("Connect to see your mail.")
        } actions: {
          Button("Search") { query = "lunch\u{1B}[2J" }
        }
      }
    }
  }
}

@MainActor
@Suite struct ContentUnavailableViewTests {
  @Test("ContentUnavailableView: the label in bold over the dim description, centred in the space offered")
  func centred() throws {
    let host = host(Inbox(messages: []), columns: 40, rows: 9)
    let lines = host.text
    let title = try #require(lines.firstIndex { $0.contains("No Mail") }, "\(lines)")
    #expect(lines[title].drop { $0 == " " } == "🔍 No Mail")
    #expect(lines[title + 1].drop { $0 == " " } == "New mail appears here.")
    #expect(title >= 3, "centred down: \(lines)")
    #expect(lines[title].hasPrefix("          "), "centred across: \(lines)")
    #expect(host.screen().rows[title].contains { $0.style.contains(.bold) })
    let description = Array(lines[title + 1]).firstIndex(of: "N")!
    #expect(host.screen().rows[title + 1][description].style.contains(.dim))
  }

  @Test("ContentUnavailableView.search(text:) names the text searched for, sanitised; actions are controls")
  func search() {
    let host = host(Inbox(messages: ["Hola"]), columns: 50, rows: 9)
    #expect(host.text.contains { $0.contains("Offline") })
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("No Results for “lunch") }, "\(host.text)")
    #expect(host.text.contains { $0.contains("Check the spelling or try a new search.") })
    #expect(!host.text.joined().contains("\u{1B}"))
  }
}
