import Document
import GuiaUI
import Localization
import TerminalUI

/// A command and the keys that run it, with the words `--help` and the README show for them.
public struct KeyBinding: Hashable, Sendable {
  /// The keys, any of which runs the command.
  public var keys: [Key]
  /// The command.
  public var command: Command
  /// How the keys are written in help, such as `j, Down, Enter`.
  public var keyNames: String
  /// What the command does, in help: Spanish, the key of its translations.
  public var summary: LocalizedStringKey
}

/// The table from keys to commands (bubbles' `KeyMap`, less's `cmdtable`): the only place
/// where a key is given a meaning, and the source of the help text.
public struct KeyMap: Hashable, Sendable {
  /// The bindings, in the order help lists them.
  public var bindings: [KeyBinding]

  /// The command `key` runs, if any.
  public func command(for key: Key) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }

  /// The keys of the bindings that scroll, as a GuiaUI key table: the demos scroll with
  /// the pager's keys through ``GuiaUI/View/scrollKeys(_:)``.
  public var scrollKeys: ScrollKeys {
    var table: [Key: ScrollCommand] = [:]
    for binding in bindings {
      guard let scroll = binding.command.scrollCommand else { continue }
      for key in binding.keys where table[key] == nil { table[key] = scroll }
    }
    return ScrollKeys(table)
  }

  /// The bindings as aligned help lines.
  public func helpLines(in language: Language = .spanish) -> [String] {
    helpEntries(in: language).map { $0.keys + "  " + $0.summary }
  }

  /// A key's line of help: its names, padded to the widest names of the table, and what it does.
  public struct HelpEntry: Hashable, Sendable {
    /// The key names, padded with spaces to one width for every entry.
    public var keys: String
    /// What the keys do, in the language asked for.
    public var summary: String
  }

  /// The table's entries in `language`, their key names padded to one column.
  public func helpEntries(in language: Language = .spanish) -> [HelpEntry] {
    let width = bindings.map(\.keyNames.count).max() ?? 0
    return bindings.map {
      HelpEntry(
        keys: $0.keyNames + String(repeating: " ", count: width - $0.keyNames.count),
        summary: $0.summary.resolved(in: language).string)
    }
  }

  /// less's keys for moving through a document.
  public static let pager = KeyMap(bindings: [
    KeyBinding(
      keys: [.down, .character("j"), .character("e"), .enter, .control("n"), .control("e"), .wheelDown],
      command: .lineDown, keyNames: "Down, j, e, Enter, Ctrl-N, Ctrl-E", summary: "una fila abajo"),
    KeyBinding(
      keys: [.up, .character("k"), .character("y"), .control("p"), .control("y"), .control("k"), .wheelUp],
      command: .lineUp, keyNames: "Up, k, y, Ctrl-P, Ctrl-Y, Ctrl-K", summary: "una fila arriba"),
    KeyBinding(
      keys: [.pageDown, .character(" "), .character("f"), .control("f"), .control("v")],
      command: .pageDown, keyNames: "PgDn, Space, f, Ctrl-F, Ctrl-V",
      summary: "una página abajo (N filas tras un número N)"),
    KeyBinding(
      keys: [.alt(" ")], command: .pageDown, keyNames: "ESC-Space",
      summary: "como Space (less pasa del final; guia se queda en él)"),
    KeyBinding(
      keys: [.pageUp, .character("b"), .control("b"), .alt("v")],
      command: .pageUp, keyNames: "PgUp, b, Ctrl-B, ESC-v", summary: "una página arriba (N filas tras un número N)"),
    KeyBinding(
      keys: [.character("z")], command: .windowDown, keyNames: "z",
      summary: "una ventana abajo; tras un número N, la ventana es de N filas desde entonces"),
    KeyBinding(
      keys: [.character("w")], command: .windowUp, keyNames: "w",
      summary: "una ventana arriba; tras un número N, la ventana es de N filas desde entonces"),
    KeyBinding(
      keys: [.character("d"), .control("d")],
      command: .halfPageDown, keyNames: "d, Ctrl-D",
      summary: "media página abajo; tras un número N, N filas desde entonces (u también)"),
    KeyBinding(
      keys: [.character("u"), .control("u")],
      command: .halfPageUp, keyNames: "u, Ctrl-U", summary: "media página arriba"),
    KeyBinding(
      keys: [.home, .character("g"), .character("<"), .alt("<")],
      command: .top, keyNames: "Home, g, <, ESC-<", summary: "al principio; Ng a la línea N"),
    KeyBinding(
      keys: [.end, .character("G"), .character(">"), .alt(">")],
      command: .bottom, keyNames: "End, G, >, ESC->",
      summary: "al final, una tubería leída hasta su fin (una tecla o Ctrl-C para); NG a la línea N"),
    KeyBinding(
      keys: [.character("%"), .character("p")], command: .percent, keyNames: "%, p",
      summary: "tras un número N (50%, 50p): al N por ciento del documento"),
    KeyBinding(
      keys: [.character("{"), .character("("), .character("[")], command: .matchClosingBracket,
      keyNames: "{, (, [",
      summary: "al paréntesis que cierra el primero (el N-ésimo) de la fila de arriba, abajo"),
    KeyBinding(
      keys: [.character("}"), .character(")"), .character("]")], command: .matchOpeningBracket,
      keyNames: "}, ), ]",
      summary: "al paréntesis que abre el último (el N-ésimo) de la fila de abajo, arriba"),
    KeyBinding(
      keys: [.alt("\u{06}")], command: .matchClosingBracketOfPair, keyNames: "ESC-Ctrl-F c1 c2",
      summary: "como {, con c1 y c2 como los signos que abren y cierran (ESC-Ctrl-F < > para etiquetas)"),
    KeyBinding(
      keys: [.alt("\u{02}")], command: .matchOpeningBracketOfPair, keyNames: "ESC-Ctrl-B c1 c2",
      summary: "como }, con c1 y c2 como los signos que abren y cierran"),
    KeyBinding(
      keys: [.character("m")], command: .setMark, keyNames: "m",
      summary: "y una letra: marca con ella la fila de arriba"),
    KeyBinding(
      keys: [.character("M")], command: .setBottomMark, keyNames: "M",
      summary: "y una letra: marca con ella la fila de abajo (al volver queda abajo)"),
    KeyBinding(
      keys: [.alt("M")], command: .clearMark, keyNames: "ESC-M",
      summary: "y una letra: olvida esa marca"),
    KeyBinding(
      keys: [.character("'")], command: .goToMark, keyNames: "'<letter>, ''",
      summary: "vuelve a la marca; '' vuelve a donde empezó el último salto"),
    KeyBinding(
      keys: [.control("x")], command: .controlX, keyNames: "Ctrl-X",
      summary: "y Ctrl-X: como ' (sigue una letra); y Ctrl-V: como :e"),
    KeyBinding(
      keys: [.character("="), .control("g")], command: .fileInfo, keyNames: "=, Ctrl-G",
      summary: "el documento, las líneas a la vista, el byte y el porcentaje alcanzados, los enlaces a la vista"),
    KeyBinding(
      keys: [.left, .alt("(")], command: .scrollLeft, keyNames: "Left, ESC-(",
      summary: "media pantalla a la izquierda, o N columnas tras un número N (con -S)"),
    KeyBinding(
      keys: [.right, .alt(")")], command: .scrollRight, keyNames: "Right, ESC-)",
      summary: "media pantalla a la derecha, o N columnas tras un número N (con -S)"),
    KeyBinding(
      keys: [.character("t")], command: .toggleContents, keyNames: "t",
      summary: "índice: Arriba/Abajo eligen (también RePág/AvPág, Inicio/Fin), Enter salta, t o Esc lo cierra"),
    KeyBinding(
      keys: [.character("-")], command: .option, keyNames: "-S, -N, --wordwrap",
      summary: "-S: corta o parte las líneas largas (se leen de lado); -N: números de línea; -i, -I, -R, -~, -s, -e, -E, -K; --nombre e Intro: una opción por su nombre largo, como en less (--wordwrap, --header…)"),
    KeyBinding(
      keys: [.character("/")], command: .searchForward, keyNames: "/pattern",
      summary: "busca hacia delante: una expresión regular POSIX extendida, sin distinguir mayúsculas si no tiene ninguna; en la línea, Ctrl-R la hace literal, Ctrl-K no mueve la vista, Ctrl-W sigue desde el otro extremo al llegar al final, Arriba y Abajo traen las búsquedas de antes (también de otras veces), Izquierda, Derecha, Inicio, Fin, Supr y Ctrl-U editan"),
    KeyBinding(
      keys: [.character("?")], command: .searchBackward, keyNames: "?pattern",
      summary: "busca hacia atrás (en / y en ?, Ctrl-N o ! al principio: una línea sin coincidencia)"),
    KeyBinding(
      keys: [.character("&")], command: .filter, keyNames: "&pattern",
      summary: "muestra solo las líneas que coinciden (Ctrl-N o ! al principio: las que no); & y Enter las muestra todas"),
    KeyBinding(
      keys: [.character("n")], command: .nextMatch, keyNames: "n",
      summary: "siguiente coincidencia, en el sentido de la búsqueda (tras un número N, la N-ésima)"),
    KeyBinding(
      keys: [.character("N")], command: .previousMatch, keyNames: "N",
      summary: "coincidencia anterior"),
    KeyBinding(
      keys: [.alt("n")], command: .nextMatchSpanningFiles, keyNames: "ESC-n",
      summary: "siguiente coincidencia, siguiendo por los archivos siguientes (Ctrl-E o * al principio: una búsqueda que lo hace)"),
    KeyBinding(
      keys: [.alt("N")], command: .previousMatchSpanningFiles, keyNames: "ESC-N",
      summary: "coincidencia anterior, volviendo por los archivos (Ctrl-F o @ al principio: desde el primero o el último)"),
    KeyBinding(
      keys: [.alt("{")], command: .firstColumn, keyNames: "ESC-{",
      summary: "a la primera columna (con -S)"),
    KeyBinding(
      keys: [.alt("}")], command: .lastColumn, keyNames: "ESC-}",
      summary: "a la última columna de la fila más larga a la vista (con -S)"),
    KeyBinding(
      keys: [.alt("u")], command: .toggleHighlight, keyNames: "ESC-u",
      summary: "oculta el resaltado de la búsqueda, o lo vuelve a mostrar"),
    KeyBinding(
      keys: [.alt("U")], command: .clearHighlight, keyNames: "ESC-U",
      summary: "quita el resaltado de la búsqueda (n o una búsqueda nueva lo vuelven a poner)"),
    KeyBinding(
      keys: [.control("o")], command: .linkCommand, keyNames: "Ctrl-O",
      summary: "y Ctrl-N o Ctrl-P: el enlace OSC 8 siguiente, el anterior (en vídeo inverso); y Ctrl-O: su ancla (#nombre) o su dirección; y Ctrl-L: su línea arriba"),
    KeyBinding(
      keys: [.character("F")], command: .follow, keyNames: "F",
      summary: "sigue el final según llega el texto (otra tecla para)"),
    KeyBinding(
      keys: [.alt("F")], command: .followUntilMatch, keyNames: "ESC-F",
      summary: "como F, parando en la primera coincidencia de la última búsqueda en lo que llega"),
    KeyBinding(
      keys: [.character("r")], command: .retry, keyNames: "r",
      summary: "vuelve a dibujar la pantalla; vuelve a cargar lo que no cargó (demo numbers)"),
    KeyBinding(
      keys: [.control("l"), .control("r")], command: .repaint, keyNames: "Ctrl-L, Ctrl-R",
      summary: "vuelve a dibujar toda la pantalla"),
    KeyBinding(
      keys: [.character(":")], command: .fileCommand, keyNames: ":n, :p, :x",
      summary: "archivo siguiente, anterior, primero (tras un número N: N archivos más allá, atrás, el N-ésimo)"),
    KeyBinding(
      keys: [.character(":")], command: .fileCommand, keyNames: ":e, :d, :f",
      summary: ":e ARCHIVO abre ARCHIVO tras este; :d quita este de la lista; :f es ="),
    KeyBinding(
      keys: [.character("R")], command: .reload, keyNames: "R",
      summary: "vuelve a leer el archivo (cambió), sin perder el sitio"),
    KeyBinding(
      keys: [.character("v")], command: .edit, keyNames: "v",
      summary: "edita el archivo con $VISUAL o $EDITOR en la línea de arriba, y luego lo vuelve a leer"),
    KeyBinding(
      keys: [.character("J")], command: .lineDownPastEnd, keyNames: "J",
      summary: "una fila abajo, también pasado el final (N filas tras un número N)"),
    KeyBinding(
      keys: [.character("K")], command: .lineUpPastEnd, keyNames: "K",
      summary: "una fila arriba, también desde pasado el final (N filas tras un número N)"),
    KeyBinding(
      keys: [.character("h"), .character("H")], command: .help, keyNames: "h, H",
      summary: "esta ayuda, desplazable; q, h o Esc vuelve"),
    KeyBinding(
      keys: [.character("q"), .character("Q")],
      command: .quit, keyNames: "q, Q, ZZ", summary: "sale (también Ctrl-C con -K, si nada está en marcha)"),
  ])
}
