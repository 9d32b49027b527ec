import GuiaUI
import ScrollKit
import TerminalUI
import Testing

private struct Measured: View {
  @State private var width: CGFloat = 0
  @State private var changes = 0
  @State private var wide = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(wide ? "a much longer line of text" : "short")
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { newValue in
          width = newValue
          changes += 1
        }
      Text("width \(Int(width)) after \(changes)")
      Button("Grow") { wide = true }
    }
  }
}

private struct Spaces: View {
  @State private var offset: CGFloat = -1
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("header")
      Text("second")
      Text("measured")
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.frame(in: .named("stack")).minY
        } action: { offset = $0 }
      Text("offset \(Int(offset))")
    }
    .coordinateSpace(.named("stack"))
  }
}

private struct Fitting: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        Text("Download the whole archive")
        Button("Start") {}
      }
      Button("Download") {}
    }
  }
}

private struct ScrollOptions: View {
  @State private var position = ScrollPosition(idType: Int.self)
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<50, id: \.self) { number in
          Text("Row \(number)")
            .scrollTransition { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
            }
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition($position)
    .scrollClipDisabled()
    .scrollBounceBehavior(.basedOnSize)
    .safeAreaInset(edge: .bottom) {
      Text("at \(position.viewID(type: Int.self) ?? -1)")
    }
  }
}

@MainActor
@Suite struct GeometryChangeAndFitTests {
  @Test("onGeometryChange(for:of:action:): once after the first layout, then when the value changes")
  func geometryChange() {
    let host = host(Measured(), columns: 40, rows: 5)
    #expect(host.text[1] == "width 40 after 1", "\(host.text)")
    host.type(.control("i"), .enter)
    #expect(host.text[1] == "width 208 after 2", "\(host.text)")
  }

  @Test("coordinateSpace(.named(_:)) and frame(in: .named(_:)): a frame from the named view's corner")
  func namedSpace() {
    let host = host(Spaces(), columns: 40, rows: 6)
    #expect(host.text[3] == "offset 32", "two rows of 16 points: \(host.text)")
  }

  @Test("ViewThatFits: the first view that fits across; the last when none does; only it takes focus")
  func viewThatFits() {
    let wide = host(Fitting(), columns: 40, rows: 3)
    #expect(wide.text[0].contains("Download the whole archive"), "\(wide.text)")
    let narrow = host(Fitting(), columns: 20, rows: 3)
    #expect(narrow.text[0] == "Download", "\(narrow.text)")
    narrow.type(.control("i"))
    #expect(narrow.screen().rows[0][0].style.contains(.reverse), "the button shown takes focus")
  }

  @Test("ScrollPosition(idType:) follows the reader's scrolls by the rows' ids")
  func positionByIDType() {
    let host = host(ScrollOptions(), columns: 20, rows: 6)
    host.perform(.lineDown)
    host.perform(.lineDown)
    #expect(host.text.last?.hasSuffix(" at 2") == true, "\(host.text)")
    // scrollTransition's rows drawn in their identity phase.
    #expect(host.text[0].contains("Row 2") && !host.screen().rows[0].contains { $0.style.contains(.dim) })
  }
}
