@testable import GuiaUI
import Testing

/// A label style of one's own, as Scrumdinger writes it: the title, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

private struct Volume: View {
  @State private var volume = 0.5
  let log: KeyLog

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Slider(value: $volume, in: 0...1, step: 0.1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      } onEditingChanged: { editing in
        log.record("editing \(editing) at \(Int((volume * 100).rounded()))")
      }
      Slider(value: $volume, step: 0.25) { Text("Again") }
      Text("Volume \(Int((volume * 100).rounded()))%")
    }
  }
}

private struct Shared: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Recipe")
      ShareLink(item: "https://example.com/recipe", subject: Text("Dinner"), message: Text("Try this"))
    }
  }
}

/// Apple's Landmarks: links with destinations in a split view's sidebar, no stack around.
private struct Parks: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink {
          Text("Joshua Tree National Park")
        } label: {
          Text("Turtle Rock")
        }
        NavigationLink {
          Text("Lake Clark National Park")
        } label: {
          Text("Silver Salmon Creek")
        }
      }
    } detail: {
      Text("Select a Landmark")
    }
  }
}

@MainActor
@Suite struct TutorialVocabularyTests {
  @Test("Accessibility modifiers and contentTransition are accepted and draw nothing of their own")
  func accessibilityAndTransitions() {
    let plain = host(VStack(alignment: .leading) {
      Text("Design")
      HStack { Text("Length"); Text("5 minutes") }
      Text("42")
    }, columns: 30, rows: 4)
    let annotated = host(VStack(alignment: .leading) {
      Text("Design").accessibilityAddTraits(.isHeader).accessibilityIdentifier("title")
      HStack { Text("Length"); Text("5 minutes").accessibilityHidden(true) }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Length, 5 minutes")
        .accessibilityValue(Text("5"))
        .accessibilityHint("The meeting's length")
      Text("42").contentTransition(.numericText()).accessibilityRemoveTraits(.isStaticText)
    }, columns: 30, rows: 4)
    #expect(annotated.text == plain.text && plain.text[0] == "Design", "\(annotated.text)")
  }

  @Test("A LabelStyle of one's own makes the label from its title and icon; the built-in ones still choose the parts")
  func customLabelStyle() {
    let host = host(VStack(alignment: .leading, spacing: 0) {
      Label("10", systemImage: "clock").labelStyle(TrailingIconLabelStyle())
      Label("10", systemImage: "clock")
      Label("Favorite", systemImage: "star.fill").labelStyle(.iconOnly)
      Label("Favorite", systemImage: "star.fill").labelStyle(.titleOnly)
    }, columns: 20, rows: 4)
    #expect(host.text == ["10 🕒", "🕒 10", "★", "Favorite"], "\(host.text)")
  }

  @Test("Slider shows its label and its bounds' labels; each arrow key is an edit onEditingChanged hears begin and end")
  func sliderLabels() {
    let log = KeyLog()
    let host = host(Volume(log: log), columns: 30, rows: 3)
    #expect(host.text[0].hasPrefix("Volume 0 ━") && host.text[0].hasSuffix("─ 100"), "\(host.text)")
    #expect(host.text[1].hasPrefix("Again ━"), "\(host.text)")
    host.type(.control("i"), .right)
    #expect(host.text[2] == "Volume 60%", "\(host.text)")
    #expect(log.entries == ["editing true at 50", "editing false at 60"], "\(log.entries)")
    host.type(.control("i"), .left)
    #expect(host.text[2] == "Volume 35%", "the second slider's step: \(host.text)")
  }

  @Test("LabeledContent titled by a string shows the content its builder makes")
  func labeledContentBuilder() {
    let title: String = "Dune"
    let host = host(LabeledContent(title) { Text("Available") }, columns: 30, rows: 1)
    #expect(host.text == ["Dune                 Available"], "\(host.text)")
  }

  @Test("ShareLink: labelled Share; Enter shows the item with its subject and message, Escape closes it")
  func shareLink() {
    let host = host(Shared(), columns: 50, rows: 10)
    #expect(host.text.contains("⇪ Share"), "\(host.text)")
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("https://example.com/recipe") }, "\(host.text)")
    #expect(host.text.contains { $0.contains("Dinner") } && host.text.contains { $0.contains("Try this") }, "\(host.text)")
    host.type(.escape)
    #expect(!host.text.contains { $0.contains("Try this") } && host.text.contains("⇪ Share"), "\(host.text)")
  }

  @Test("A split view's sidebar link with a destination shows it in the detail column; stacked, it covers the list")
  func sidebarDestinationLink() {
    let wide = host(Parks(), columns: 80, rows: 6)
    #expect(wide.text.contains { $0.contains("Select a Landmark") }, "\(wide.text)")
    wide.type(.control("i"), .control("i"), .enter)
    #expect(wide.text.contains { $0.contains("│") && $0.contains("Lake Clark National Park") }, "\(wide.text)")
    #expect(wide.text.contains { $0.contains("Turtle Rock") }, "the sidebar beside it: \(wide.text)")
    #expect(!wide.text.contains { $0.contains("Select a Landmark") }, "\(wide.text)")
    let narrow = host(Parks(), columns: 40, rows: 6)
    narrow.type(.control("i"), .enter)
    #expect(narrow.text.contains { $0.contains("Joshua Tree") } && !narrow.text.contains { $0.contains("Silver") }, "\(narrow.text)")
    narrow.type(.escape)
    #expect(narrow.text.contains { $0.contains("Silver Salmon Creek") }, "\(narrow.text)")
  }

  @Test("Springs by duration and bounce are animations, and withAnimation applies the change")
  func springs() {
    var count = 0
    withAnimation(.spring(duration: 0.3, bounce: 0.2)) { count += 1 }
    withAnimation(.smooth(duration: 0.2)) { count += 1 }
    withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { count += 1 }
    #expect(count == 3 && Animation.spring(duration: 0.3) == .spring && Animation.snappy(duration: 1) == .snappy)
  }

  @Test("The tutorials' SF Symbols draw as glyphs, not the unknown symbol's dot")
  func appSymbols() {
    let host = host(HStack {
      Image(systemName: "plus")
      Image(systemName: "person.3")
      Image(systemName: "timer")
      Image(systemName: "house")
    }, columns: 20, rows: 1)
    #expect(host.text == ["+ 👥 ⏱ ⌂"], "\(host.text)")
    #expect(Set(Image.symbols.keys).isDisjoint(with: Image.appSymbols.keys))
  }
}
