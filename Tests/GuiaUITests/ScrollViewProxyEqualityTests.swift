import GuiaUI
import Testing

/// A `ScrollViewProxy` is equal to another when both reach the same reader's scroll views,
/// from pass to pass, so that a view handed one can be `Equatable`.
@MainActor
struct ScrollViewProxyEqualityTests {
  /// The proxies each reader handed its content, in order, pass after pass.
  private final class Proxies {
    var first: [ScrollViewProxy] = []
    var second: [ScrollViewProxy] = []
  }

  private struct TwoReaders: View {
    let proxies: Proxies
    @State private var count = 0

    var body: some View {
      VStack(alignment: .leading) {
        ScrollViewReader { proxy in
          let _ = proxies.first.append(proxy)
          ScrollView { Text("uno") }
        }
        ScrollViewReader { proxy in
          let _ = proxies.second.append(proxy)
          ScrollView { Text("dos") }
        }
      }
      .onKeyPress("+") {
        count += 1
        return .handled
      }
    }
  }

  @Test("the same reader's proxy is equal from pass to pass; another reader's is not")
  func sameReader() {
    let proxies = Proxies()
    let host = host(TwoReaders(proxies: proxies))
    host.type(.character("+"))
    #expect(proxies.first.count >= 2, "a second pass made the readers' content again")
    #expect(proxies.first[0] == proxies.first[proxies.first.count - 1])
    #expect(proxies.second[0] == proxies.second[proxies.second.count - 1])
    #expect(proxies.first[0] != proxies.second[0])
  }
}
