import Document

/// The messages of a filter (`&pattern`), in the footer's row until the next key, and its
/// mark in the header.
public enum FilterMessage {
  /// The filter's mark beside the percentage while it is on: `&tornillo`, `&!tornillo`.
  public static func status(_ filter: LineFilter) -> DisplayText {
    let text = filter.pattern.text
    let shown = text.count > 20 ? String(text.prefix(19)) + "…" : text
    return "&" + (filter.isInverted ? "!" : "") + DisplayText(sanitizing: shown)
  }

  /// The filter on: how many lines show.
  public static func shown(lines: Int, _ filter: LineFilter) -> LocalizedStringKey {
    let pattern = DisplayText(sanitizing: filter.pattern.text)
    switch (lines == 1, filter.isInverted) {
    case (true, false): return "1 línea con «\(pattern)» · & y Enter: todas"
    case (true, true): return "1 línea sin «\(pattern)» · & y Enter: todas"
    case (false, false): return "\(grouped: lines) líneas con «\(pattern)» · & y Enter: todas"
    case (false, true): return "\(grouped: lines) líneas sin «\(pattern)» · & y Enter: todas"
    }
  }

  /// No line is kept: the filter is not applied.
  public static func nothingKept(_ filter: LineFilter) -> LocalizedStringKey {
    let pattern = DisplayText(sanitizing: filter.pattern.text)
    return filter.isInverted
      ? "Todas las líneas tienen «\(pattern)»: el filtro no se aplica"
      : "Ninguna línea tiene «\(pattern)»: el filtro no se aplica"
  }

  /// `&` alone: every line again.
  public static let off: LocalizedStringKey = "Todas las líneas"
  /// A long filter, part of the way through.
  public static func progress(percent: Int) -> LocalizedStringKey { "Filtrando… \(percent) % · una tecla para parar" }
  /// A filter stopped by a key or Ctrl-C: the lines shown are as they were.
  public static let interrupted: LocalizedStringKey = "Filtro interrumpido"
}
