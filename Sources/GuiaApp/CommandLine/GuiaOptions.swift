import Document
import Localization
import Reader
import ScrollKit

/// guia's own options, in the order `--help` and the man page list them: the reader's, the
/// demos', the snapshot's (less's that change nothing are ``LessCompatibleOptions``).
enum GuiaOptions {
  static let options: [CommandLineOption] = [
    CommandLineOption(
      ["-h", "--help"], aliases: ["-?"],
      "Muestra esta ayuda y sale (-h seguido de un número es el de less, sin efecto)."
    ) { options, _, _ in
      options.showsHelp = true
    },
    CommandLineOption(["-V", "--version"], "Muestra la versión y sale.") { options, _, _ in
      options.showsVersion = true
    },
    CommandLineOption(
      ["-S", "--chop-long-lines"],
      """
      No parte las líneas largas (las de código tampoco): una línea cortada en el borde de la \
      pantalla acaba con un '>' en vídeo inverso, e Izquierda y Derecha desplazan de lado (también -S \
      tecleado al leer).
      """, setting: \.chopsLongLines, to: true),
    CommandLineOption(
      ["--wordwrap"],
      """
      Parte las líneas largas del texto plano entre palabras (por omisión se parten en la \
      última columna, como en less; Markdown siempre se parte entre palabras). También \
      --wordwrap tecleado al leer.
      """, setting: \.wrapsAtWords, to: true),
    CommandLineOption(
      ["-~", "--tilde"],
      """
      No marca con '~' las filas tras el final del texto plano (las deja en blanco, como el \
      -~ de less).
      """, setting: \.showsEndMarker, to: false),
    CommandLineOption(
      ["--header"], value: CommandLineOption.Value(name: "N[,M]", completion: .anything, syntax: .numbers),
      """
      Deja fijas arriba las N primeras líneas del texto plano mientras el resto se desplaza, y \
      las M primeras columnas de cada línea al desplazar de lado, como el --header de less \
      (también --header tecleado al leer).
      """
    ) { options, name, text throws(GuiaError) in
      guard let header = LiveOption.headerValue(text) else {
        throw .invalidValue(option: name, value: text)
      }
      options.headerLines = header.lines ?? 0
      options.headerColumns = header.columns ?? 0
    },
    CommandLineOption(
      ["-J", "--status-column"],
      """
      Una columna de estado a la izquierda marca con '*' las filas con una coincidencia de la \
      búsqueda, como el -J de less (también -J tecleado al leer).
      """, setting: \.showsStatusColumn, to: true),
    CommandLineOption(
      ["-U", "--UNDERLINE-SPECIAL"],
      """
      Muestra los retrocesos, tabuladores y retornos del texto plano como ^H, ^I y ^M en vez de \
      interpretarlos, como el -U de less (también -U, --proc-backspace, --proc-tab y \
      --proc-return tecleados al leer).
      """, setting: \.showsControls, to: true),
    CommandLineOption(
      ["--proc-backspace"], aliases: ["--PROC-BACKSPACE"],
      """
      Interpreta los retrocesos (negrita y subrayado) aunque -U muestre los demás controles; \
      --PROC-BACKSPACE los muestra como ^H aunque no haya -U. Igual --proc-tab y --proc-return \
      con tabuladores y retornos, como en less.
      """
    ) { options, name, _ in options.processesBackspaces = name.dropFirst(2).first?.isLowercase ?? true },
    CommandLineOption(["--proc-tab"], aliases: ["--PROC-TAB"], "Véase --proc-backspace.") {
      options, name, _ in options.processesTabs = name.dropFirst(2).first?.isLowercase ?? true
    },
    CommandLineOption(["--proc-return"], aliases: ["--PROC-RETURN"], "Véase --proc-backspace.") {
      options, name, _ in options.processesReturns = name.dropFirst(2).first?.isLowercase ?? true
    },
    CommandLineOption(
      ["-N", "--LINE-NUMBERS"],
      """
      Muestra el número de cada línea delante, de siete cifras como en less: las líneas del \
      archivo, también en Markdown (una línea partida, o una fila que sigue con la misma línea, \
      se numera una vez); -N tecleado al leer los muestra u oculta.
      """, setting: \.showsLineNumbers, to: true),
    CommandLineOption(
      ["-n", "--line-numbers"], "No muestra los números de línea (deshace un -N anterior, como en less).",
      setting: \.showsLineNumbers, to: false),
    CommandLineOption(
      ["-x", "--tabs"], value: CommandLineOption.Value(name: "N[,M…]", completion: .anything, syntax: .numbers),
      """
      Las paradas de tabulación del texto plano: cada N columnas (8 por omisión), o en las \
      columnas dadas y luego cada tanto como la última distancia, como el -x de less (-x4, \
      -x9,17).
      """
    ) { options, name, text throws(GuiaError) in
      guard let stops = TabStops(text) else { throw .invalidValue(option: name, value: text) }
      options.tabStops = stops
    },
    CommandLineOption(
      ["-s", "--squeeze-blank-lines"],
      "Muestra varias líneas en blanco seguidas del texto plano como una sola, como el -s de less.",
      setting: \.squeezesBlankLines, to: true),
    CommandLineOption(
      ["-j", "--jump-target"], value: CommandLineOption.Value(name: "N", completion: .anything, syntax: .signedFraction),
      """
      La fila de la pantalla donde queda la línea a la que se salta (una búsqueda, un número \
      de línea, una marca): N desde arriba, -N desde abajo, o .5 para la mitad, como el -j de \
      less (1 por omisión: la primera fila).
      """
    ) { options, name, text throws(GuiaError) in
      guard let target = JumpTarget(text) else { throw .invalidValue(option: name, value: text) }
      options.jumpTarget = target
    },
    CommandLineOption(
      ["-e", "--quit-at-eof"],
      "Sale la segunda vez que un avance llega al final del documento, como el -e de less.",
      setting: \.quitsAtEnd, to: .secondTime),
    CommandLineOption(
      ["-E", "--QUIT-AT-EOF"],
      "Sale la primera vez que un avance llega al final del documento, como el -E de less.",
      setting: \.quitsAtEnd, to: .firstTime),
    CommandLineOption(
      ["--incsearch"],
      """
      Mientras se escribe el patrón de / o ?, la vista va a su primera coincidencia (desde donde \
      estaba), como el --incsearch de less; Esc vuelve adonde estaba (también --incsearch \
      tecleado al leer).
      """, setting: \.incrementalSearch, to: true),
    CommandLineOption(
      ["-L", "--no-lessopen"],
      """
      No lee los archivos a través de la orden de LESSOPEN (el preprocesador de less, como el \
      lesspipe de Debian), como el -L de less.
      """, setting: \.usesInputPreprocessor, to: false),
    CommandLineOption(
      ["-K", "--quit-on-intr"],
      """
      Ctrl-C sale de guia también cuando nada está en marcha (sin -K, como en less, Ctrl-C solo \
      detiene una búsqueda, una espera o el seguimiento, y cierra lo que se esté escribiendo).
      """, setting: \.quitsOnInterrupt, to: true),
    CommandLineOption(
      ["--margin"], value: CommandLineOption.Value(name: "N", completion: .words((0...40).map(String.init))),
      """
      Márgenes fijos de N columnas (0-40) a ambos lados del texto, en vez de márgenes que \
      siguen el ancho de la terminal (1 bajo 60 columnas, 2 hasta 119, 6 desde 120; la mitad \
      junto al índice).
      """
    ) { options, name, text throws(GuiaError) in
      guard let margin = Int(text), (0...40).contains(margin) else {
        throw .invalidValue(option: name, value: text)
      }
      options.margin = margin
    },
    CommandLineOption(
      ["--report"], value: CommandLineOption.Value(name: "ARCHIVO", completion: .file),
      """
      Al salir, escribe un resumen JSON: atBottom, reachedEnd, lastStepSeen, maxPercent y el \
      tamaño de la terminal. No es prueba de lectura. El archivo se reemplaza de una vez \
      (escrito al lado y luego renombrado); un FIFO solo se escribe si un proceso lo lee. El \
      documento mismo nunca se reemplaza, ni un archivo que no sea un informe JSON, salvo con -f.
      """
    ) { options, _, path in options.reportPath = path },
    CommandLineOption(
      ["-f", "--force"],
      """
      Fuerza lo que guia rechazaría, como el -f de less: abre sin preguntar un archivo que \
      parece binario, y deja que --report reemplace un archivo que no es un informe JSON.
      """
    ) { options, _, _ in options.forces = true },
    CommandLineOption(
      ["--no-indicator"], "Oculta el indicador de desplazamiento de la última columna."
    ) { options, _, _ in options.showsIndicator = false },
    CommandLineOption(
      ["--indicator"],
      """
      Muestra el indicador de desplazamiento también en texto plano (por omisión el texto \
      plano ocupa todo el ancho, como en less).
      """
    ) { options, _, _ in
      options.showsIndicator = true
      options.showsIndicatorOnPlainText = true
    },
    CommandLineOption(
      ["--mouse"],
      """
      Captura el ratón: guia lee la rueda (seleccionar texto pide entonces Mayús). Por \
      omisión, el modo de desplazamiento alternativo de la terminal hace que la rueda envíe \
      Arriba y Abajo, y arrastrar sigue seleccionando.
      """
    ) { options, _, _ in options.mouse = .reports },
    CommandLineOption(
      ["--no-mouse"], "No pide nada al ratón: la rueda hace lo que haga la terminal."
    ) { options, _, _ in options.mouse = .off },
    // Colours and attributes are read from escape sequences by default: less's -R is taken
    // as it is, so LESS=R and git's LESS=FRX mean what they mean to less.
    CommandLineOption(
      ["-R", "--RAW-CONTROL-CHARS"], aliases: ["-r", "--raw-control-chars"],
      """
      Dibuja los colores de las secuencias de escape SGR (lo normal; se acepta como lo toma \
      less, así que LESS=R funciona; -r se toma como -R).
      """
    ) { options, _, _ in options.escapes = .styles },
    CommandLineOption(
      ["--show-escapes"],
      "Muestra cada secuencia de escape como texto ('^[[33m'), como less sin -R."
    ) { options, _, _ in options.escapes = .placeholders },
    CommandLineOption(
      ["--language"], value: CommandLineOption.Value(name: "IDIOMA", completion: .words(Language.allCases.map(\.rawValue))),
      """
      El idioma de guía, es o en, sea cual sea la configuración regional (también \
      GUIA_LANGUAGE): fija lo que se espera en una captura de CI.
      """
    ) { options, name, text throws(GuiaError) in
      guard let language = Language(rawValue: text) else { throw .invalidValue(option: name, value: text) }
      options.language = language
    },
    CommandLineOption(
      ["--no-color"], aliases: ["--no-colour"],
      """
      No dibuja colores (los atributos como la negrita se quedan); NO_COLOR con cualquier valor \
      hace lo mismo.
      """
    ) { options, _, _ in options.usesColor = false },
    CommandLineOption(
      ["+"], value: CommandLineOption.Value(name: "ORDEN", completion: .anything),
      """
      Ejecuta ORDEN como teclas al abrir el documento, como less: +G abre al final, +/TEXTO en \
      la primera coincidencia de TEXTO, +NÚMERO en la línea NÚMERO.
      """
    ) { options, _, command in
      if command.allSatisfy({ $0.isASCII && $0.isNumber }) {
        // `+NUMBER`: open at line NUMBER, as less's `+10` (typed as `10G`).
        options.initialCommand = command + "G"
      } else {
        // `+/text` is a search, ended here.
        options.initialCommand =
          command.hasPrefix("/") || command.hasPrefix("?") ? command + "\r" : command
      }
    },
    CommandLineOption(
      ["-p", "--pattern"], value: CommandLineOption.Value(name: "TEXTO", completion: .anything, syntax: .string),
      "Abre en la primera coincidencia de TEXTO (como +/TEXTO)."
    ) { options, name, pattern throws(GuiaError) in
      guard !pattern.isEmpty else { throw .invalidValue(option: name, value: pattern) }
      options.initialCommand = "/" + pattern + "\r"
    },
    CommandLineOption(
      ["-F", "--quit-if-one-screen"],
      """
      Si el documento cabe en una pantalla, lo imprime (saneado, con sus colores) y sale; una \
      tubería se lee hasta que acaba o no cabe.
      """, setting: \.quitsIfOneScreen, to: true),
    CommandLineOption(
      ["-X", "--no-init"],
      """
      Dibuja en la pantalla de la shell, no en la alternativa, y deja allí el texto de la \
      última pantalla al salir, sin cabecera ni pie, como less -X.
      """, setting: \.usesAlternateScreen, to: false),
    CommandLineOption(
      ["--markdown"],
      """
      Lee cada archivo, también la entrada estándar, como Markdown (una tubería se lee antes \
      hasta su fin).
      """
    ) { options, _, _ in options.format = .markdown },
    CommandLineOption(
      ["--plain"], "Lee cada archivo como texto plano, también un .md."
    ) { options, _, _ in options.format = .plain },
    CommandLineOption(
      ["-i", "--ignore-case"],
      "Las búsquedas no distinguen mayúsculas salvo que el patrón tenga alguna (lo normal).",
      setting: \.searchCase, to: .smart),
    CommandLineOption(
      ["-I", "--IGNORE-CASE"], "Las búsquedas nunca distinguen mayúsculas.",
      setting: \.searchCase, to: .insensitive),
    CommandLineOption(
      ["--man"],
      """
      Escribe la página de manual de guia, guia(1), en roff (man -l - la muestra) y sale; la \
      instala make install.
      """
    ) { options, _, _ in options.writesManPage = true },
    CommandLineOption(
      ["--completion"],
      value: CommandLineOption.Value(name: "SHELL", completion: .words(ShellCompletion.Shell.allCases.map(\.rawValue))),
      """
      Escribe la compleción de SHELL (bash, zsh o fish) para las opciones, las demos y los \
      archivos, y sale; la instala make install.
      """
    ) { options, name, text throws(GuiaError) in
      guard let shell = ShellCompletion.Shell(rawValue: text) else {
        throw .invalidValue(option: name, value: text)
      }
      options.completionShell = shell
    },
    CommandLineOption(
      ["--latency"], value: CommandLineOption.Value(name: "SEGUNDOS", completion: .anything), group: .numbersDemo,
      "Lo que tarda cada carga simulada (2 por omisión, hasta 60)."
    ) { options, name, text throws(GuiaError) in
      guard let value = Double(text), value >= 0, value <= 60 else {
        throw .invalidValue(option: name, value: text)
      }
      options.numbers.latency = value
      options.numbers.isGiven = true
    },
    CommandLineOption(
      ["--prefetch"], value: CommandLineOption.Value(name: "FILAS", completion: .anything), group: .numbersDemo,
      """
      Empieza a cargar cuando quedan estas filas o menos bajo la pantalla (6 por omisión; 0 \
      espera a la última fila).
      """
    ) { options, name, text throws(GuiaError) in
      options.numbers.prefetch = try count(text, from: 0, option: name)
      options.numbers.isGiven = true
    },
    CommandLineOption(
      ["--pages"], value: CommandLineOption.Value(name: "N", completion: .anything), group: .numbersDemo,
      "La fuente tiene N páginas, y ninguna más (por omisión: sin fin)."
    ) { options, name, text throws(GuiaError) in
      options.numbers.pages = try count(text, from: 1, option: name)
      options.numbers.isGiven = true
    },
    CommandLineOption(
      ["--fail-every"], value: CommandLineOption.Value(name: "N", completion: .anything), group: .numbersDemo,
      "Cada N-ésima carga falla; r la reintenta."
    ) { options, name, text throws(GuiaError) in
      options.numbers.failEvery = try count(text, from: 1, option: name)
      options.numbers.isGiven = true
    },
    CommandLineOption(
      ["--size"], value: CommandLineOption.Value(name: "COLxFIL", completion: .words(["80x24", "100x30", "120x40"])),
      group: .snapshot, "El tamaño de la terminal privada (80x24 por omisión).", apply: readBySnapshot),
    CommandLineOption(
      ["--keys"], value: CommandLineOption.Value(name: "TECLAS", completion: .anything), group: .snapshot,
      """
      Las teclas que se escriben, una tras otra, cada una cuando guia ha respondido a la \
      anterior: nombres como en less (Enter, Esc, Space, Tab, Backspace, Up, Down, Left, Right, \
      PgUp, PgDn, Home, End, Ctrl-F, ESC-v) y cualquier otra palabra como texto: 'G k \
      /tornillo Enter'.
      """, apply: readBySnapshot),
    CommandLineOption(
      ["-o", "--output"], value: CommandLineOption.Value(name: "ARCHIVO", completion: .file), group: .snapshot,
      """
      Dónde se escribe la pantalla final: texto (.txt), SVG (.svg) o PNG (.png, con \
      rsvg-convert) según su extensión, sus carpetas hechas si faltan; sin -o o con -o -, su \
      texto sale por la salida estándar.
      """, apply: readBySnapshot),
    CommandLineOption(
      ["--every-key"], group: .snapshot,
      """
      Escribe también la primera pantalla y la de cada tecla, numeradas antes de la \
      extensión (fin-000.svg, fin-001.svg…); necesita -o.
      """, apply: readBySnapshot),
    CommandLineOption(
      ["--expect"], value: CommandLineOption.Value(name: "TEXTO", completion: .anything), group: .snapshot,
      """
      Falla, con estado 1 y un mensaje, si la pantalla final no muestra TEXTO; puede \
      repetirse.
      """, apply: readBySnapshot),
    CommandLineOption(
      ["--timeout"], value: CommandLineOption.Value(name: "SEGUNDOS", completion: .anything), group: .snapshot,
      "Lo que guia tiene para responder a cada tecla (10 por omisión, hasta 600).", apply: readBySnapshot),
  ]

  /// `guia snapshot`'s options are read by ``SnapshotOptions``: to the viewer they are unknown.
  private static let readBySnapshot: @Sendable (inout Options, String, String) throws(GuiaError) -> Void = {
    _, name, _ throws(GuiaError) in throw .unknownOption(name)
  }

  /// A whole number from `minimum` to 10 000, the demo's counts.
  private static func count(_ text: String, from minimum: Int, option: String) throws(GuiaError) -> Int {
    guard let value = Int(text), value >= minimum, value <= 10_000 else {
      throw .invalidValue(option: option, value: text)
    }
    return value
  }
}
