import Document

/// A picture loaded from an address, as SwiftUI's `AsyncImage`: a terminal draws no
/// pixels, so once its view has appeared the picture is a stand-in naming where it is from,
/// `[imagen: example.com/a.png]`, after a first frame in the placeholder phase; nothing is
/// fetched (docs/guiaui.md, "Where it differs").
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: (AsyncImagePhase) -> Content
  @State private var loaded: URL?

  /// A picture from `url` that `content` draws in each phase (empty, then loaded).
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  /// The phase's view; the load finishes once the view has appeared.
  public var body: some View {
    content(phase).task(id: url?.absoluteString) { loaded = url }
  }

  private var phase: AsyncImagePhase {
    guard let url, loaded == url else { return .empty }
    return .success(Image(glyph: AsyncImagePhase.standIn(for: url)))
  }
}

extension AsyncImage where Content == Image {
  /// A picture from `url`: `…` until it loads, then its stand-in.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in phase.image ?? Image(glyph: "…") }
  }
}

extension AsyncImage {
  /// A picture from `url` that `content` draws once loaded, `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

/// Where an ``AsyncImage``'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded: the picture.
  case success(Image)
  /// The load failed.
  case failure(any Error)

  /// The picture, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if the load failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The stand-in drawn for the picture at `url`: its address without the scheme, sanitised.
  static func standIn(for url: URL) -> DisplayText {
    var address = Substring(url.absoluteString)
    if let range = address.firstRange(of: "://") { address = address[range.upperBound...] }
    return "[imagen: " + DisplayText(sanitizing: String(address)) + "]"
  }
}
