import GuiaUI
import Testing

// Seed 003 (`003_01f530e2e3a95a6a.txt`, lines 112–121 and 134–167) as the article has it.
// Its first snippet (lines 35–50) does not compile even in SwiftUI: it uses `$0` inside a
// closure that names its parameter (`GeometryReader { geometry in … $0.frame(in: .global) …
// }`); the smallest fix is `$0` → `geometry`. That snippet is not used here.

struct OffsetPreferenceKey: PreferenceKey {
    static var defaultValue = CGPoint.zero // CGPoint に変更
    
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value.x += nextValue().x
        value.y += nextValue().y
        value.x = -value.x // 追加分
        value.y = -value.y // 追加分
    }
}

struct ScrollWrapperView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    @ViewBuilder var content: Content
    let perform: (CGPoint) -> Void
    
    init(
        axes: Axis.Set = .vertical, 
        showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content,
        perform: @escaping (CGPoint) -> Void
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
        self.perform = perform
    }
    
    var body: some View {
        ScrollView(axes, showsIndicators: showsIndicators, content: {
            content
                .background(GeometryReader {
                    Color.clear.preference(
                        key: OffsetPreferenceKey.self, 
                        value: $0.frame(in: .global).origin
                    )
                })
                .onPreferenceChange(
                    OffsetPreferenceKey.self,
                    perform: perform
                )
        })
    }
}

// Section 5 of the seed (lines 191–206), unchanged.
extension View {
    
    func onChangeParentScrollViewOffset(perform: @escaping (CGPoint) -> Void) -> some View {
        self
            .background(GeometryReader {
                Color.clear.preference(
                    key: OffsetPreferenceKey.self, 
                    value: $0.frame(in: .global).origin
                )
            })
            .onPreferenceChange(
                OffsetPreferenceKey.self,
                perform: perform
            )
    }
}

/// What the seed prints, and the scroll view's own offset to compare it with.
@MainActor
private final class OffsetLog {
  var printed: [CGPoint] = []
  var contentOffsets: [CGFloat] = []
}

/// The seed's use of the wrapper (lines 173–181), with `print($0)` going to the log; the
/// scroll view's geometry is observed beside it.
private struct OffsetDemoView: View {
  let log: OffsetLog
  var body: some View {
    ScrollWrapperView(content: {
        LazyVStack {
            ForEach(0..<100, id: \.self) { y in
                Text("\(y)")
            }
        }
    }, perform: {
        log.printed.append($0)
    })
    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
      log.contentOffsets.append(y)
    }
  }
}

/// Section 5's use (lines 212–221), printing to the log.
private struct ExtensionDemoView: View {
  let log: OffsetLog
  var body: some View {
    ScrollView {
        LazyVStack {
            ForEach(0..<100, id: \.self) { y in
                Text("\(y)")
            }
        }
        .onChangeParentScrollViewOffset {
            log.printed.append($0)
        }
    }
  }
}

@MainActor
@Suite struct Seed003OffsetTests {
  @Test func theSeedPrintsItsOffsetFromTheFirstFrame() {
    let log = OffsetLog()
    _ = host(OffsetDemoView(log: log))
    // The key's reduce negates the one value the background sets: (0, 0) prints as -0.0.
    #expect(log.printed.map(\.description) == ["(-0.0, -0.0)"])
    #expect(log.contentOffsets == [0])
  }

  @Test func theSeedPrintsAPositiveYEqualToTheContentOffset() {
    let log = OffsetLog()
    let host = host(OffsetDemoView(log: log))
    host.press(.lineDown)
    #expect(log.printed.last?.description == "(-0.0, 16.0)")
    for rows in 2...6 {
      host.press(.lineDown)
      #expect(log.printed.count == rows + 1)
      #expect(log.printed.last?.y == log.contentOffsets.last)
      #expect(log.printed.last?.y == CGFloat(16 * rows))
    }
    host.press(.lineUp)
    #expect(log.printed.last?.y == 80)
    #expect(log.printed.last?.y == log.contentOffsets.last)
  }

  @Test func theExtensionPrintsTheSameOffsets() {
    let log = OffsetLog()
    let host = host(ExtensionDemoView(log: log))
    host.press(.lineDown)
    host.press(.lineDown)
    host.press(.lineDown)
    #expect(log.printed.map(\.description) == [
      "(-0.0, -0.0)", "(-0.0, 16.0)", "(-0.0, 32.0)", "(-0.0, 48.0)",
    ])
  }
}
