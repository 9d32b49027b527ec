import Document

/// The reader's own words, shown in the footer's row until the next key or in the header.
public enum ReaderMessage {
  /// After `-S` turned chopping on.
  public static let chopping: LocalizedStringKey = "Líneas largas cortadas (-S): ← y → para leerlas"
  /// After `-S` turned chopping off.
  public static let wrapping: LocalizedStringKey = "Líneas largas partidas"
  /// After `-N` turned line numbers on.
  public static let lineNumbersShown: LocalizedStringKey = "Números de línea (-N)"
  /// After `-N` turned line numbers off.
  public static let lineNumbersHidden: LocalizedStringKey = "Sin números de línea"
  /// The header's right side while following.
  public static let following: LocalizedStringKey = "Siguiendo el final (F) · otra tecla para parar"
  /// ESC-F found the last search's pattern in the text that arrived.
  public static let followFound: LocalizedStringKey = "Coincidencia en lo que llegó: ya no se sigue el final"
  /// After `-` and a letter, or `--` and a name, that names no option guia has.
  public static func unknownOption(_ typed: String) -> LocalizedStringKey {
    "Opción desconocida: \(DisplayText(sanitizing: typed))"
  }
  /// After `--` and the beginning of more than one option's name.
  public static func ambiguousOption(_ typed: String, _ names: [String]) -> LocalizedStringKey {
    "Opción ambigua: \(DisplayText(sanitizing: typed)) (\(DisplayText(sanitizing: names.joined(separator: ", "))))"
  }
  /// A command secure mode (`LESSSECURE`) takes away: `v`, `:e`.
  public static let notAvailable: LocalizedStringKey = "Orden no disponible (modo seguro: LESSSECURE)"
  /// `^O^N` or `^O^P` with no link further on.
  public static let noMoreLinks: LocalizedStringKey = "No hay más enlaces"
  /// `^O^O` or `^O^L` with no link chosen.
  public static let noLinkChosen: LocalizedStringKey = "Ningún enlace elegido: ^O^N o ^O^P eligen uno"
  /// `^O^O` on a `#name` link when no line has the anchor `id=name` (less's "OSC 8 link not
  /// found").
  public static let linkTargetNotFound: LocalizedStringKey = "Enlace OSC 8 no encontrado"
  /// A search that went round the end to find what it looked for (`^O^O`'s anchor).
  public static let searchWrappedToTop: LocalizedStringKey = "Búsqueda al final; sigue desde el principio"
  /// The address of the link chosen.
  public static func linkAddress(_ address: DisplayText) -> LocalizedStringKey {
    "Enlace: \(address)"
  }
  /// After a value an option cannot take.
  public static func invalidOptionValue(_ name: String, _ value: String) -> LocalizedStringKey {
    "Valor no válido para \(DisplayText(sanitizing: name)): \(DisplayText(sanitizing: value))"
  }
  /// The prompt for `--header`'s value.
  public static let headerPrompt: LocalizedStringKey = "Cabecera (líneas[,columnas]): "
  /// What `-x` typed while reading asks for.
  public static let tabStopsPrompt: LocalizedStringKey = "Paradas de tabulación (N[,M…]): "
  /// What `-j` typed while reading asks for.
  public static let jumpTargetPrompt: LocalizedStringKey = "Fila de destino (N, -N o .N): "
  /// After an option typed while reading was turned on or off.
  public static func optionTurned(_ name: String, on: Bool) -> LocalizedStringKey {
    on ? "\(DisplayText(sanitizing: name)): activada" : "\(DisplayText(sanitizing: name)): desactivada"
  }
  /// After an option typed while reading took the value typed.
  public static func optionSet(_ name: String, _ value: String) -> LocalizedStringKey {
    "\(DisplayText(sanitizing: name)): \(DisplayText(sanitizing: value))"
  }
  /// After an option of less's that changes nothing guia shows.
  public static func optionWithoutEffect(_ name: String) -> LocalizedStringKey {
    "\(DisplayText(sanitizing: name)): aceptada, sin efecto en guia"
  }
  /// After a followed file was truncated or rewritten from its start (logrotate's
  /// `copytruncate`): what was shown is gone, and the file is read again from its start.
  public static let truncated: LocalizedStringKey = "Archivo truncado: se lee de nuevo desde el principio"

  /// After `m` and a letter.
  public static func markSet(_ letter: Character) -> LocalizedStringKey {
    "Marca «\(DisplayText(sanitizing: String(letter)))» puesta: '\(DisplayText(sanitizing: String(letter))) vuelve aquí"
  }
  /// `{` or `}` with no bracket to match.
  public static func noMatchingBracket(_ bracket: Character) -> LocalizedStringKey {
    "Sin pareja para «\(DisplayText(sanitizing: String(bracket)))» a la vista"
  }
  /// After `ESC-M` and a letter.
  public static func markCleared(_ letter: Character) -> LocalizedStringKey {
    "Marca «\(DisplayText(sanitizing: String(letter)))» quitada"
  }
  /// After `'` and a letter with no mark (or `m` and a key that is no letter).
  public static func markNotSet(_ letter: Character) -> LocalizedStringKey {
    letter == "'" ? "Todavía no hubo ningún salto" : "Sin marca «\(DisplayText(sanitizing: String(letter)))»: m y una letra la ponen"
  }

  /// Where the reader is in a plain file, for `=`.
  static func place(lines: ClosedRange<Int>, of total: Int, byte: Int, of bytes: Int) -> LocalizedStringKey {
    "líneas \(grouped: lines.lowerBound)-\(grouped: lines.upperBound)/\(grouped: total) · byte \(grouped: byte)/\(grouped: bytes)"
  }

  /// Where the reader is in Markdown, for `=`: the source lines its rows on screen come from.
  static func place(lines: ClosedRange<Int>, of total: Int) -> LocalizedStringKey {
    "líneas \(grouped: lines.lowerBound)-\(grouped: lines.upperBound)/\(grouped: total)"
  }

  /// Where the reader is in a laid-out document with no source lines, for `=`.
  static func place(rows: ClosedRange<Int>, of total: Int) -> LocalizedStringKey {
    "filas \(grouped: rows.lowerBound)-\(grouped: rows.upperBound)/\(grouped: total)"
  }

  /// The answer to `=`: the document, where the reader is, the percentage, and the links on
  /// screen.
  static func fileInfo(
    title: DisplayText, place: LocalizedStringKey, percent: Int, reading: LocalizedStringKey?,
    links: [DisplayText]
  ) -> LocalizedStringKey {
    let reading: LocalizedStringKey = reading.map { " (\($0))" } ?? ""
    guard let first = links.first else { return "\(title) · \(place) · \(percent) %\(reading)" }
    let more: LocalizedStringKey = links.count > 1 ? " (+\(links.count - 1))" : ""
    return "\(title) · \(place) · \(percent) %\(reading) · enlace: \(first)\(more)"
  }

  /// After `t` in a document with no steps or headings.
  public static let noContents: LocalizedStringKey = "Sin índice: el documento no tiene pasos ni títulos"

  /// End, part of the way through the rows it needs (a very long line wrapped to its end).
  public static func seekingEnd(percent: Int) -> LocalizedStringKey {
    "Buscando el final… \(percent) % · una tecla para parar"
  }
  /// End stopped by a key or Ctrl-C before it got there.
  public static let endInterrupted: LocalizedStringKey = "Búsqueda del final interrumpida"

  /// Beside the percentage while input is still arriving.
  public static let reading: LocalizedStringKey = "leyendo…"
  /// Beside the percentage once input stopped being kept before its end.
  public static let incomplete: LocalizedStringKey = "entrada incompleta"
  /// The footer at the bottom of input that was not kept whole: not its end.
  public static let incompleteEnd: LocalizedStringKey = "Entrada incompleta: el resto no se pudo guardar"

  /// In the footer's row when input stopped being kept, with the system's reason.
  public static func notKept(_ reason: String) -> LocalizedStringKey {
    "No se pudo guardar la entrada (\(DisplayText(sanitizing: reason))): se muestra lo guardado"
  }

  /// In the footer's row when input is kept in memory, no temporary file having been made.
  public static func keptInMemory(_ problem: String, limit: Int) -> LocalizedStringKey {
    "Sin archivo temporal (\(DisplayText(sanitizing: problem))): en memoria, hasta \(limit >> 20) MiB"
  }

  /// In the footer's row while a command (a search, `NG`, `N%`) has input read on for the
  /// lines it needs.
  public static func readingOn(lines: Int) -> LocalizedStringKey {
    "Leyendo… \(grouped: lines) \(lines == 1 ? "línea" : "líneas" as LocalizedStringKey) · una tecla para parar"
  }
  /// A command's reading on stopped by a key or Ctrl-C before its lines came.
  public static let readingInterrupted: LocalizedStringKey = "Lectura interrumpida"

  /// The header's right side while End waits for the end of the input.
  public static func readingToEnd(lines: Int) -> LocalizedStringKey {
    "Leyendo hasta el final… \(grouped: lines) \(lines == 1 ? "línea" : "líneas" as LocalizedStringKey) · una tecla para parar"
  }

}

/// The messages of a search, shown in the footer's row until the next key.
public enum SearchMessage {
  /// Nothing matched.
  public static func notFound(_ pattern: String) -> LocalizedStringKey {
    "Sin coincidencias para «\(DisplayText(sanitizing: pattern))»"
  }
  /// A search for a line without a match (`^N`) found every line matching.
  public static func everyLineMatches(_ pattern: String) -> LocalizedStringKey {
    "Todas las líneas tienen «\(DisplayText(sanitizing: pattern))»"
  }
  /// A forward search went past the end and found a match from the start.
  public static let wrappedToStart: LocalizedStringKey = "La búsqueda siguió desde el principio"
  /// A backward search went past the start and found a match from the end.
  public static let wrappedToEnd: LocalizedStringKey = "La búsqueda siguió desde el final"
  /// `n` or `N` with no search yet.
  public static let noSearch: LocalizedStringKey = "Todavía no hay búsqueda: / o ? para buscar"
  /// A long search, part of the way through.
  public static func progress(percent: Int) -> LocalizedStringKey { "Buscando… \(percent) % · una tecla para parar" }
  /// A regular expression that does not compile, with the C library's reason.
  public static func invalidPattern(_ reason: String) -> LocalizedStringKey {
    "Patrón no válido: \(DisplayText(sanitizing: reason))"
  }
  /// A search stopped by a key or Ctrl-C before it ended.
  public static let interrupted: LocalizedStringKey = "Búsqueda interrumpida"
}
