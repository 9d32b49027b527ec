import Localization
import Document
import Reader
import TerminalUI

/// The text of `guia --help` in the reader's language: the options from
/// ``OptionTable`` and the key table from the same ``KeyMap`` the reader uses, as
/// the man page (``ManPage``) has them. Each text is a key of the catalogues: the Spanish.
public enum HelpText {
  /// The width the help is wrapped to: an 80-column terminal's, less one for its last column.
  static let width = 79

  /// The help text in this process's language (see ``Language/current``).
  public static var text: String { text(in: .current) }

  /// The help text in `language`.
  public static func text(in language: Language) -> String {
    func words(_ key: LocalizedStringKey) -> String { key.text(in: language) }
    let keys = KeyMap.pager.helpLines(in: language).map { "  " + $0 }
    let sections: [[String]] = [
      [words(title)],
      [words(usage)],
      [description.map { TextWrapping.lines(words($0), width: width).joined(separator: "\n") }
        .joined(separator: "\n\n")],
      [words("Opciones:")] + optionLines(.reader, in: language),
      [words(lessCompatibleHeading)] + lessCompatibleLines(in: language),
      [words("Entorno:")] + definitionLines(environment, in: language),
      [words(demoOptionsHeading)]
        + optionLines(.numbersDemo, in: language),
      [words(snapshotOptionsHeading)] + optionLines(.snapshot, in: language),
      [words("Teclas:")] + keys,
      [words("Estado de salida:")] + definitionLines(exitStatuses, column: 9, in: language),
    ]
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// The options of `group` as a definition list.
  static func optionLines(_ group: ReaderOption.Group, in language: Language) -> [String] {
    let rows = OptionTable.rows.filter { $0.group == group }.map {
      (term: label(of: $0, in: language), text: $0.summary.text(in: language))
    }
    return TextWrapping.definitionList(rows, indent: 2, column: 19, width: width)
  }

  /// less's options taken without effect, in one paragraph: their spellings, a value's
  /// letter after it (`-b N`).
  static func lessCompatibleLines(in language: Language) -> [String] {
    let text = words(LessCompatibleRows.summary, in: language) + " " + lessCompatibleNames(in: language) + "."
    return TextWrapping.lines(text, width: width - 2).map { "  " + $0 }
  }

  /// The spellings of less's options taken without effect, as `--help` and the man page list
  /// them.
  static func lessCompatibleNames(in language: Language) -> String {
    OptionTable.rows.filter { $0.group == .lessCompatible }.map {
      $0.names.joined(separator: " ") + ($0.value.map { " " + $0.name.text(in: language) } ?? "")
    }.joined(separator: ", ")
  }

  private static func words(_ key: LocalizedStringKey, in language: Language) -> String { key.text(in: language) }

  /// The heading of less's options taken without effect.
  static let lessCompatibleHeading: LocalizedStringKey = "Opciones de less sin efecto:"

  static func definitionLines(_ entries: [HelpEntry], column: Int = 19, in language: Language) -> [String] {
    let rows = entries.map { (term: $0.term, text: $0.summary.text(in: language)) }
    return TextWrapping.definitionList(rows, indent: 2, column: column, width: width)
  }

  /// How an option is written in a list: `-S, --chop-long-lines`, `    --margin N`, `+ORDEN`
  /// (a long-only option lines up with the long names after a short one).
  static func label(of option: ReaderOption, in language: Language) -> String {
    let valueName = option.value.map { $0.name.text(in: language) }
    let names = option.names.joined(separator: ", ")
    if option.isCommandPrefix { return names + (valueName ?? "") }
    let indent = option.shortName == nil ? "    " : ""
    return indent + names + (valueName.map { " " + $0 } ?? "")
  }

  /// What guia is, in one line.
  static let title: LocalizedStringKey =
    "guia — un visor de documentos para la terminal que te dice cuándo llegaste al final."

  /// The heading of `guia demo numbers`'s options.
  static let demoOptionsHeading: LocalizedStringKey =
    "Opciones de 'guia demo numbers' (cualquiera sustituye el modelo de la semilla):"

  /// The heading of `guia snapshot`'s options.
  static let snapshotOptionsHeading: LocalizedStringKey =
    "Opciones de 'guia snapshot', antes o después de las de guia:"

  /// How guia is run.
  static let usage: LocalizedStringKey = """
    Uso: guia [OPCIONES] [+ORDEN] [ARCHIVO...]
         guia [OPCIONES] demo assembly|offset|margins|numbers
         guia snapshot [OPCIONES] [ARCHIVO | demo NOMBRE]
    """

  /// What guia does, a paragraph each.
  static let description: [LocalizedStringKey] = [
    """
    Sin ARCHIVO, guia muestra su guía de montaje integrada (Guía de montaje). ARCHIVO puede ser \
    un archivo Markdown (.md, .markdown): un título '#' seguido de una lista numerada se muestra \
    como guía, un 'Paso N' por elemento. Cualquier otro archivo se muestra como texto plano; '-' \
    lee la entrada estándar.
    """,
    """
    Varios archivos se leen de uno en uno, como en less: :n y :p pasan de uno a otro, :e ARCHIVO \
    abre uno más; la cabecera nombra cada uno con su lugar (b.txt (2/3)), y --report escribe un \
    informe por archivo.
    """,
    """
    El pie dice 'Fin de la guía' al final y 'Quedan pasos por ver' si no; mientras una tubería \
    sigue abierta, la cabecera dice 'leyendo…' junto al porcentaje. Una tubería se guarda en un \
    archivo en $TMPDIR (o /tmp), o en memoria (hasta 128 MiB) si no se puede crear ninguno; si el \
    resto no se puede guardar (un disco lleno), la cabecera dice 'entrada incompleta' y el pie \
    nunca dice 'Fin de la guía' para ella.
    """,
    """
    Una línea de código más ancha que la pantalla se parte; cada fila que la continúa empieza con \
    un '↪' tenue. Cuando la salida estándar no es una terminal, el texto plano se escribe tal \
    cual (como cat), y el Markdown se imprime como texto plano, con las líneas de código enteras.
    """,
    """
    Como paginador de páginas de manual (MANPAGER=guia man ls), la sobreimpresión con retroceso \
    que envía man se muestra en negrita y subrayado; un retroceso que no sobreimprime nada se \
    muestra como '^H'.
    """,
    """
    Los colores y atributos del texto plano (git log --color, ls --color=always, grep --color) se \
    dibujan: sus secuencias de escape SGR se leen como estilos, nunca se reenvían, y cualquier \
    otra secuencia de escape se muestra como '^['. Una línea empieza sin color, como en less. Los \
    hipervínculos de terminal (OSC 8) se subrayan; un enlace http, https o file también se pasa a \
    la terminal.
    """,
    """
    En español con un locale es_*, C, POSIX o ninguno; en inglés con en_* (LANG, LC_MESSAGES, \
    LC_ALL; LANGUAGE elige entre ellos). La guía integrada conserva su pie en español.
    """,
    """
    Las demos ejecutan las propias vistas SwiftUI de los cuatro artículos sobre GuiaUI: 'guia \
    demo assembly' es la guía de la semilla 000, cuyo pie dice 'Fin de la guía' justo al final; \
    'guia demo offset' son las 100 filas de la semilla 003, que imprime el desplazamiento en la \
    última fila; 'guia demo margins' es el resumen de entrenamiento y el carrusel de la semilla \
    004 (Izquierda y Derecha lo desplazan); 'guia demo numbers' es la lista de la semilla 001, \
    cuyo modelo de vista carga 20 números más cerca del final (con cualquiera de las opciones de \
    abajo, se usa en su lugar una fuente configurable).
    """,
    """
    'guia snapshot' ejecuta guia en una terminal propia del tamaño de --size, escribe las \
    teclas de --keys esperando a que guia responda a cada una (sin pausas fijas), y escribe la \
    pantalla final en texto, SVG o PNG; --expect la comprueba. No necesita terminal: funciona \
    en la integración continua con la salida en una tubería. Las demás opciones y el archivo \
    son los de guia (--report también); con '-', la entrada estándar, leída antes hasta su fin \
    (orden | guia snapshot -), en el plazo de --timeout y hasta 128 MiB: si no termina antes, o \
    pasa de ahí, snapshot se detiene con un mensaje y el estado 69.
    """,
  ]

  /// The environment variables guia reads.
  static let environment: [HelpEntry] = [
    HelpEntry("GUIA", "Opciones tomadas antes que las de la línea de órdenes, como en GUIA='--no-color -S'."),
    HelpEntry(
      "LESS",
      """
      Solo se lee si GUIA no está, y como lo lee less: sus opciones se toman con su efecto las \
      que guia tiene (así el LESS=FRX de git funciona con guia como core.pager), sin efecto las \
      demás de less; un error deja de leerlo, y guia sigue.
      """),
    HelpEntry(
      "LESSOPEN, LESSCLOSE",
      """
      El preprocesador de less, como lo usa less: '|orden %s' lee su salida como el documento \
      (el archivo mismo si no escribe nada; '||' toma una salida vacía con estado 0 como un \
      documento vacío; '|-' también la entrada estándar), 'orden %s' escribe el nombre de un \
      archivo que leer en su lugar; LESSCLOSE se ejecuta al salir con los dos nombres. Así el \
      lesspipe de Debian abre un .gz o un .deb. -L o el modo seguro lo apagan.
      """),
    HelpEntry(
      "LESSSECURE, LESSSECURE_ALLOW, LESSSECURE_DISALLOW",
      """
      El modo seguro de less: con LESSSECURE no vacío, v (el editor), :e (otro archivo), los \
      comodines y ~ de :e, el historial en un archivo, LESSOPEN y Ctrl-Z no están \
      disponibles, salvo los que LESSSECURE_ALLOW nombra (edit, examine, glob, history, lessopen…, separados por \
      comas); LESSSECURE_DISALLOW los quita. Un nombre desconocido es un error (estado 64).
      """),
    HelpEntry(
      "LESSHISTFILE",
      """
      El archivo donde se guardan los patrones buscados entre una vez y otra, en el formato de \
      less (puede ser el de less); '-' no guarda ninguno. Sin él, \
      $XDG_STATE_HOME/guia/lesshst (~/.local/state/guia/lesshst).
      """),
    HelpEntry("NO_COLOR", "Con un valor no vacío, no se dibuja ningún color."),
    HelpEntry("VISUAL, EDITOR", "El editor que ejecuta v (VISUAL primero; vi si no hay ninguno)."),
    HelpEntry(
      "MANPAGER, PAGER", "Con el valor guia, las páginas de manual y la salida de git se leen en guia."),
    HelpEntry(
      "LANG, LC_ALL, LC_MESSAGES, LANGUAGE",
      "El idioma: español con es_*, C, POSIX o ninguno; inglés con en_*."),
    HelpEntry("TMPDIR", "Dónde se guarda lo que llega por una tubería (/tmp si no está)."),
    HelpEntry(
      "TERM",
      """
      El tipo de terminal, buscado en terminfo; con uno que no puede manejar (dumb, desconocido \
      o ninguno), guia escribe el texto entero sin paginar, como less avisa y sigue.
      """),
  ]

  /// What guia's exit status says.
  static let exitStatuses: [HelpEntry] = [
    HelpEntry("0", "el lector salió, o el documento se imprimió"),
    HelpEntry(
      "1",
      "el único archivo parecía binario y no se quiso ver; snapshot: la pantalla final no muestra el texto de --expect"),
    HelpEntry("64", "línea de órdenes errónea (opción o demo desconocida, valor malo, archivos en GUIA)"),
    HelpEntry("66", "el archivo no se puede leer (no existe, ilegible, un directorio, una terminal)"),
    HelpEntry(
      "69",
      """
      la terminal no se puede abrir (sin /dev/tty para las teclas; una demo con TERM sin valor, \
      desconocido o sin direccionamiento del cursor), o se pidió una demo con la salida estándar que no es una terminal; snapshot: \
      guia no respondió a tiempo, la entrada estándar no terminó a tiempo o pasó de 128 MiB, o \
      falta rsvg-convert para un PNG
      """),
    HelpEntry(
      "73",
      """
      el archivo del informe no se puede escribir: se comprueba antes de abrir la pantalla (una \
      carpeta que falta, el propio documento, un archivo que no es un informe), o se descubre al \
      salir (un disco lleno, un FIFO que nadie lee), tras restaurar la terminal
      """),
    HelpEntry("74", "el documento no se pudo escribir en la salida estándar"),
    HelpEntry(
      "128+N",
      """
      terminado por la señal N, tras restaurar la terminal; Ctrl-C mientras algo está en marcha \
      (la línea de búsqueda, una búsqueda, End leyendo una tubería o partiendo una línea muy larga \
      hasta su final, F) solo lo detiene, y sin -K nunca termina guia
      """),
  ]
}
