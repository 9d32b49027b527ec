import Document
import Localization
import ScrollKit

/// The reader's options: rows of ``OptionTable`` that set a ``ReaderSettings`` property, and
/// the launch options listed among them (`--report`, `-f`, `--help`…).
enum ReaderSettingRows {
  typealias Value = ReaderOption.Value
  typealias ValueSyntax = ReaderOption.ValueSyntax
  typealias WhileReading = ReaderOption.WhileReading

  /// The rows.
  static let rows: [ReaderOption] = [
    .launch(
      ["-h", "--help"], aliases: ["-?"],
      "Muestra esta ayuda y sale (-h seguido de un número es el de less, sin efecto).", .help),
    .launch(["-V", "--version"], "Muestra la versión y sale.", .version),
    .setting(
      ["-S", "--chop-long-lines"],
      """
      No parte las líneas largas (las de código tampoco): una línea cortada en el borde de la \
      pantalla acaba con un '>' en vídeo inverso, e Izquierda y Derecha desplazan de lado (también -S \
      tecleado al leer).
      """, \.wrapsLines, to: false,
      whileReading: .toggle { settings, _ in
        settings.wrapsLines.toggle()
        return settings.wrapsLines ? ReaderMessage.wrapping : ReaderMessage.chopping
      }),
    .setting(
      ["--wordwrap"],
      """
      Parte las líneas largas del texto plano entre palabras (por omisión se parten en la \
      última columna, como en less; Markdown siempre se parte entre palabras). También \
      --wordwrap tecleado al leer.
      """, \.wrapsAtWords, to: true),
    .setting(
      ["-~", "--tilde"],
      """
      No marca con '~' las filas tras el final del texto plano (las deja en blanco, como el \
      -~ de less).
      """, \.showsEndMarker, to: false),
    .setting(
      ["--header"], value: Value(name: "N[,M]", syntax: .numbers),
      """
      Deja fijas arriba las N primeras líneas del texto plano mientras el resto se desplaza, y \
      las M primeras columnas de cada línea al desplazar de lado, como el --header de less \
      (también --header tecleado al leer).
      """, prompt: ReaderMessage.headerPrompt
    ) { settings, text in
      guard let header = headerValue(text) else { return false }
      if let lines = header.lines { settings.headerLines = lines }
      if let columns = header.columns { settings.headerColumns = columns }
      settings.headerStartLine = header.startLine
      return true
    },
    .setting(
      ["-J", "--status-column"],
      """
      Una columna de estado a la izquierda marca con '*' las filas con una coincidencia de la \
      búsqueda, como el -J de less (también -J tecleado al leer).
      """, \.showsStatusColumn, to: true),
    .setting(
      ["-G", "--HILITE-SEARCH"],
      """
      No resalta las coincidencias de la búsqueda, como el -G de less (también -G tecleado al \
      leer).
      """, \.highlightsSearch, to: false),
    .setting(
      ["-U", "--UNDERLINE-SPECIAL"],
      """
      Muestra los retrocesos, tabuladores y retornos del texto plano como ^H, ^I y ^M en vez de \
      interpretarlos, como el -U de less (también -U, --proc-backspace, --proc-tab y \
      --proc-return tecleados al leer).
      """, \.showsControls, to: true,
      whileReading: .toggle { settings, _ in
        settings.showsControls.toggle()
        settings.keepsControls = false
        return ReaderMessage.optionTurned("-U", on: settings.showsControls)
      }),
    .setting(
      ["-u", "--underline-special"],
      """
      Deja los retrocesos y retornos como están, como el -u de less: un retorno que no acaba \
      la línea se ve como ^M; -u y -U son una sola opción, como en less (también -u tecleado al \
      leer).
      """, \.keepsControls, to: true,
      whileReading: .toggle { settings, _ in
        // less's bs_mode: -u turns between off and its own value, leaving -U's.
        let on = !settings.showsControls && !settings.keepsControls
        settings.showsControls = false
        settings.keepsControls = on
        return ReaderMessage.optionTurned("-u", on: on)
      }),
    .control(
      "proc-backspace",
      """
      Interpreta los retrocesos (negrita y subrayado) aunque -U muestre los demás controles; \
      --PROC-BACKSPACE los muestra como ^H aunque no haya -U. Igual --proc-tab y --proc-return \
      con tabuladores y retornos, como en less.
      """, \.processesBackspaces),
    .control("proc-tab", "Véase --proc-backspace.", \.processesTabs),
    .control("proc-return", "Véase --proc-backspace.", \.processesReturns),
    .setting(
      ["-N", "--LINE-NUMBERS"],
      """
      Muestra el número de cada línea delante, de siete cifras como en less: las líneas del \
      archivo, también en Markdown (una línea partida, o una fila que sigue con la misma línea, \
      se numera una vez); -N tecleado al leer los muestra u oculta.
      """, \.showsLineNumbers, to: true,
      whileReading: .toggle { settings, _ in
        settings.showsLineNumbers.toggle()
        return settings.showsLineNumbers ? ReaderMessage.lineNumbersShown : ReaderMessage.lineNumbersHidden
      }),
    .setting(
      ["-n", "--line-numbers"], "No muestra los números de línea (deshace un -N anterior, como en less).",
      \.showsLineNumbers, to: false,
      // less's -n turns numbers off; typed again, they stay off until -N.
      whileReading: .toggle { settings, _ in
        settings.showsLineNumbers = false
        return ReaderMessage.lineNumbersHidden
      }),
    .setting(
      ["-x", "--tabs"], value: Value(name: "N[,M…]", syntax: .numbers),
      """
      Las paradas de tabulación del texto plano: cada N columnas (8 por omisión), o en las \
      columnas dadas y luego cada tanto como la última distancia, como el -x de less (-x4, \
      -x9,17).
      """, prompt: ReaderMessage.tabStopsPrompt
    ) { settings, text in
      guard let stops = TabStops(text) else { return false }
      settings.tabStops = stops
      return true
    },
    .setting(
      ["-s", "--squeeze-blank-lines"],
      "Muestra varias líneas en blanco seguidas del texto plano como una sola, como el -s de less.",
      \.squeezesBlankLines, to: true),
    .setting(
      ["-j", "--jump-target"], value: Value(name: "N", syntax: .signedFraction),
      """
      La fila de la pantalla donde queda la línea a la que se salta (una búsqueda, un número \
      de línea, una marca): N desde arriba, -N desde abajo, o .5 para la mitad, como el -j de \
      less (1 por omisión: la primera fila).
      """, prompt: ReaderMessage.jumpTargetPrompt
    ) { settings, text in
      guard let target = JumpTarget(text) else { return false }
      settings.jumpTarget = target
      return true
    },
    .setting(
      ["-e", "--quit-at-eof"],
      "Sale la segunda vez que un avance llega al final del documento, como el -e de less.",
      \.quitsAtEnd, to: .secondTime),
    .setting(
      ["-E", "--QUIT-AT-EOF"],
      "Sale la primera vez que un avance llega al final del documento, como el -E de less.",
      \.quitsAtEnd, to: .firstTime),
    .setting(
      ["--incsearch"],
      """
      Mientras se escribe el patrón de / o ?, se iluminan sus coincidencias y la vista va a la \
      primera (desde donde estaba), como el --incsearch de less (sin ella, como en less, sigue \
      iluminada la búsqueda anterior); Esc vuelve adonde estaba (también --incsearch tecleado al \
      leer).
      """, \.incrementalSearch, to: true),
    .launch(
      ["-L", "--no-lessopen"],
      """
      No lee los archivos a través de la orden de LESSOPEN (el preprocesador de less, como el \
      lesspipe de Debian), como el -L de less.
      """, .noInputPreprocessor),
    .setting(
      ["-K", "--quit-on-intr"],
      """
      Ctrl-C sale de guia también cuando nada está en marcha (sin -K, como en less, Ctrl-C solo \
      detiene una búsqueda, una espera o el seguimiento, y cierra lo que se esté escribiendo).
      """, \.quitsOnInterrupt, to: true),
    .setting(
      ["--margin"], value: Value(name: "N", completion: .words((0...40).map(String.init))),
      """
      Márgenes fijos de N columnas (0-40) a ambos lados del texto, en vez de márgenes que \
      siguen el ancho de la terminal (1 bajo 60 columnas, 2 hasta 119, 6 desde 120; la mitad \
      junto al índice).
      """
    ) { settings, text in
      guard let margin = Int(text), (0...40).contains(margin) else { return false }
      settings.marginGuide = .fixed(margin)
      return true
    },
    .launch(
      ["--report"], value: Value(name: "ARCHIVO", completion: .file),
      """
      Al salir, escribe un resumen JSON: atBottom, reachedEnd, lastStepSeen, maxPercent y el \
      tamaño de la terminal. No es prueba de lectura. El archivo se reemplaza de una vez \
      (escrito al lado y luego renombrado); un FIFO solo se escribe si un proceso lo lee. El \
      documento mismo nunca se reemplaza, ni un archivo que no sea un informe JSON, salvo con -f.
      """, .report),
    .launch(
      ["-f", "--force"],
      """
      Fuerza lo que guia rechazaría, como el -f de less: abre sin preguntar un archivo que \
      parece binario, y deja que --report reemplace un archivo que no es un informe JSON.
      """, .force),
    .setting(
      ["--no-indicator"], "Oculta el indicador de desplazamiento de la última columna.",
      \.showsIndicator, to: false, resets: false, whileReading: .unavailable),
    ReaderOption(
      ["--indicator"],
      """
      Muestra el indicador de desplazamiento también en texto plano (por omisión el texto \
      plano ocupa todo el ancho, como en less).
      """,
      target: .setting(
        set: { settings, _, _ in
          settings.showsIndicator = true
          settings.showsIndicatorOnPlainText = true
          return true
        }, reset: nil)),
    .launch(
      ["--mouse"],
      """
      Captura el ratón: guia lee la rueda (seleccionar texto pide entonces Mayús). Por \
      omisión, el modo de desplazamiento alternativo de la terminal hace que la rueda envíe \
      Arriba y Abajo, y arrastrar sigue seleccionando.
      """, .mouse),
    .launch(["--no-mouse"], "No pide nada al ratón: la rueda hace lo que haga la terminal.", .noMouse),
    // Colours and attributes are read from escape sequences by default: less's -R is taken
    // as it is, so LESS=R and git's LESS=FRX mean what they mean to less.
    .setting(
      ["-R", "--RAW-CONTROL-CHARS"], aliases: ["-r", "--raw-control-chars"],
      """
      Dibuja los colores de las secuencias de escape SGR (lo normal; se acepta como lo toma \
      less, así que LESS=R funciona; -r se toma como -R).
      """, \.escapes, to: .styles, off: .placeholders, resets: false),
    .setting(
      ["--show-escapes"],
      "Muestra cada secuencia de escape como texto ('^[[33m'), como less sin -R.",
      \.escapes, to: .placeholders, resets: false, whileReading: .unavailable),
    .launch(
      ["--language"], value: Value(name: "IDIOMA", completion: .words(Language.allCases.map(\.rawValue))),
      """
      El idioma de guía, es o en, sea cual sea la configuración regional (también \
      GUIA_LANGUAGE): fija lo que se espera en una captura de CI.
      """, .language),
    .launch(
      ["--no-color"], aliases: ["--no-colour"],
      """
      No dibuja colores (los atributos como la negrita se quedan); NO_COLOR con cualquier valor \
      hace lo mismo.
      """, .noColor),
    .launch(
      ["+"], value: Value(name: "ORDEN"),
      """
      Ejecuta ORDEN como teclas al abrir el documento, como less: +G abre al final, +/TEXTO en \
      la primera coincidencia de TEXTO, +NÚMERO en la línea NÚMERO.
      """, .command),
    .launch(
      ["-p", "--pattern"], value: Value(name: "TEXTO", syntax: .string),
      "Abre en la primera coincidencia de TEXTO (como +/TEXTO).", .pattern),
    .launch(
      ["-F", "--quit-if-one-screen"],
      """
      Si el documento cabe en una pantalla, lo imprime (saneado, con sus colores) y sale; una \
      tubería se lee hasta que acaba o no cabe.
      """, .quitIfOneScreen, whileReading: .noEffect),
    .launch(
      ["-X", "--no-init"],
      """
      Dibuja en la pantalla de la shell, no en la alternativa, y deja allí el texto de la \
      última pantalla al salir, sin cabecera ni pie, como less -X.
      """, .noInit, whileReading: .noEffect),
    .launch(
      ["--markdown"],
      """
      Lee cada archivo, también la entrada estándar, como Markdown (una tubería se lee antes \
      hasta su fin).
      """, .markdown),
    .launch(["--plain"], "Lee cada archivo como texto plano, también un .md.", .plain),
    .setting(
      ["-i", "--ignore-case"],
      "Las búsquedas no distinguen mayúsculas salvo que el patrón tenga alguna.",
      \.searchCase, to: .smart, off: .sensitive),
    .setting(
      ["-I", "--IGNORE-CASE"], "Las búsquedas nunca distinguen mayúsculas.",
      \.searchCase, to: .insensitive, off: .sensitive),
    .launch(
      ["--man"],
      """
      Escribe la página de manual de guia, guia(1), en roff (man -l - la muestra) y sale; la \
      instala make install.
      """, .manPage),
    .launch(
      ["--completion"], value: Value(name: "SHELL", completion: .words(["bash", "zsh", "fish"])),
      """
      Escribe la compleción de SHELL (bash, zsh o fish) para las opciones, las demos y los \
      archivos, y sale; la instala make install.
      """, .completion),
  ]

  /// `N[,M]` as less reads `--header`'s value: the lines, and the columns when given; `nil`
  /// when it is no such value.
  static func headerValue(_ text: String) -> (lines: Int?, columns: Int?, startLine: Int?)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.filter { $0 != " " })
    }
    guard (1...3).contains(parts.count) else { return nil }
    func number(_ part: String) -> Int?? {
      if part.isEmpty { return .some(nil) }
      guard let value = Int(part), value >= 0, value <= 1_000_000 else { return nil }
      return .some(value)
    }
    guard let lines = number(parts[0]) else { return nil }
    guard parts.count > 1 else { return (lines, nil, nil) }
    guard let columns = number(parts[1]) else { return nil }
    guard parts.count > 2 else { return (lines, columns, nil) }
    guard let startLine = number(parts[2]) else { return nil }
    return (lines, columns, startLine.map { max(1, $0) })
  }
}
