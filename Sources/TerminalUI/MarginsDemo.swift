import Document
import ScrollKit

/// Seed 004's screens: a workout summary that follows the container's margins, and below it a
/// carousel of training plans that scrolls sideways from edge to edge while its first card
/// starts aligned with the summary (`contentMargins(for: .container)` read as data and given
/// to `.contentMargins(.horizontal, …, for: .scrollContent)`).
public final class MarginsDemo {
  /// The plans of the carousel.
  public static let plans: [DisplayText] = ["Recuperación", "Resistencia", "Velocidad"]
  /// A card's width in columns, border included (the seed's 180 points).
  public static let cardWidth = 18
  /// The space between cards (the seed's 12 points).
  public static let cardSpacing = 2
  /// A card's height in rows (the seed's 110 points).
  public static let cardHeight = 5

  /// Where the margins come from.
  public let guide: ContentMarginGuide
  /// The screen's size.
  public internal(set) var size: TerminalSize
  /// How far the carousel is scrolled, in columns.
  public internal(set) var carouselOffset = 0

  /// Creates the demo for a terminal of `size`.
  public init(size: TerminalSize, guide: ContentMarginGuide = .container) {
    self.size = size
    self.guide = guide
  }

  /// The margin every side gets at this width.
  public var margin: Int { guide.margin(columns: size.columns, position: .outer) }

  /// The carousel's content width: the cards, their spacing and the margin on both sides.
  public var carouselWidth: Int {
    let cards = Self.plans.count * Self.cardWidth + (Self.plans.count - 1) * Self.cardSpacing
    return margin + cards + margin
  }

  /// The furthest the carousel scrolls.
  public var maxCarouselOffset: Int { max(0, carouselWidth - size.columns) }

  /// Takes a key; returns `false` to quit.
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .left: carouselOffset = max(0, carouselOffset - 10)
    case .right: carouselOffset = min(maxCarouselOffset, carouselOffset + 10)
    case .home: carouselOffset = 0
    case .end: carouselOffset = maxCarouselOffset
    case .character("q"), .character("Q"): return false
    default: break
    }
    return true
  }

  /// The whole screen.
  public func render() -> Screen {
    var screen = Screen(size: size)
    let chrome = Chrome(size: size)
    let margin = self.margin
    if let row = chrome.headerRow {
      screen.put([Span("Entrenamiento", style: .bold)], row: row, column: margin)
    }
    var row = chrome.scrollTop + 1
    let bottom = chrome.scrollTop + chrome.scrollHeight
    func line(_ spans: [Span]) {
      for wrapped in LineBreaker.wrap(spans, width: max(1, size.columns - 2 * margin)) where row < bottom {
        screen.put(wrapped.spans, row: row, column: margin)
        row += 1
      }
    }
    line([Span("Carrera suave", style: .bold)])
    line([Span("🏃 6,4 km")])
    line([Span("Un ritmo cómodo para recuperar piernas.")])
    row += 1
    for cardRow in 0..<Self.cardHeight where row < bottom {
      for (index, plan) in Self.plans.enumerated() {
        let x = margin + index * (Self.cardWidth + Self.cardSpacing) - carouselOffset
        screen.put(Self.card(plan, row: cardRow), row: row, column: max(0, x), skipping: max(0, -x))
      }
      row += 1
    }
    if let row = chrome.separatorRow {
      screen.put([Span(DisplayText(repeating: "─", count: size.columns), style: .dim)], row: row, column: 0)
    }
    if let row = chrome.footerRow {
      // Everything fits above: the reader is at the bottom from the first frame.
      Footer(text: Footer.endText).render(into: &screen, row: row)
    }
    return screen
  }

  /// One row of a bordered card with `title` centred.
  static func card(_ title: DisplayText, row: Int) -> [Span] {
    let inner = cardWidth - 2
    switch row {
    case 0: return [Span("╭" + DisplayText(repeating: "─", count: inner) + "╮", style: .dim)]
    case cardHeight - 1: return [Span("╰" + DisplayText(repeating: "─", count: inner) + "╯", style: .dim)]
    case cardHeight / 2:
      let width = DisplayWidth.of(title)
      let before = (inner - width) / 2
      return [
        Span("│", style: .dim), Span(DisplayText(repeating: " ", count: before)),
        Span(title, style: .bold), Span(DisplayText(repeating: " ", count: inner - width - before)),
        Span("│", style: .dim),
      ]
    default:
      return [Span("│" + DisplayText(repeating: " ", count: inner) + "│", style: .dim)]
    }
  }
}

extension MarginsDemo: TerminalApplication {
  public var tickInterval: Int? { nil }

  public func start(size: TerminalSize) {
    self.size = size
  }

  public func respond(to event: TerminalEvent) -> EventOutcome {
    switch event {
    case .key(let key):
      guard handle(key) else { return .exit(.quit) }
    case .resize(let newSize):
      size = newSize
      carouselOffset = min(carouselOffset, maxCarouselOffset)
    case .redraw, .contentChanged, .tick, .notice, .mainQueueDrained, .consoleChanged:
      break
    case .terminate(let signal):
      return .exit(.signal(signal))
    }
    return .redraw
  }
}
