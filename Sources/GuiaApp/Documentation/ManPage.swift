import Document
import Localization
import Reader
import TerminalUI

/// guia's man page, guia(1), in roff: written from the same option list
/// (``OptionTable``), key table (``KeyMap/pager``) and texts as `--help`, so the
/// two cannot disagree. `guia --man` prints it; `make install` installs it in English and
/// in Spanish.
public enum ManPage {
  /// The page in `language`.
  public static func roff(in language: Language) -> String {
    func words(_ key: LocalizedStringKey) -> String { key.text(in: language) }
    func section(_ key: LocalizedStringKey) -> String { ".SH " + quoted(words(key)) }
    func definitions(_ rows: [(term: String, text: String)], term: (String) -> String) -> [String] {
      rows.flatMap { [".TP", term($0.term), escaped(line: $0.text)] }
    }
    func options(_ group: ReaderOption.Group) -> [String] {
      let rows = OptionTable.rows.filter { $0.group == group }.map {
        (term: HelpText.label(of: $0, in: language).trimmingLeadingSpaces, text: words($0.summary))
      }
      return definitions(rows) { bold($0) }
    }
    let title = words(HelpText.title)
    let name = title.hasPrefix("guia — ") ? String(title.dropFirst("guia — ".count)) : title
    let value = { (key: LocalizedStringKey) in escaped(words(key)) }
    var lines = [
      #".\" guia(1), written by `guia --man` from guia's option list and key table: change those, not this."#,
      ".TH GUIA 1 \"\" \"guia \(Guia.version)\" " + quoted(words("Órdenes de usuario")),
      section("NOMBRE"),
      "guia \\- " + escaped(name.hasSuffix(".") ? String(name.dropLast()) : name),
      section("SINOPSIS"),
      ".B guia",
      "[\\fI\(value("OPCIONES"))\\fR] [\\fI+\(value("ORDEN"))\\fR] [\\fI\(value("ARCHIVO"))\\fR ...]",
      ".br",
      ".B guia",
      "[\\fI\(value("OPCIONES"))\\fR] \\fBdemo\\fR \\fBassembly\\fR|\\fBoffset\\fR|\\fBmargins\\fR|\\fBnumbers\\fR",
      ".br",
      ".B guia snapshot",
      "[\\fI\(value("OPCIONES"))\\fR] [\\fI\(value("ARCHIVO"))\\fR | \\fBdemo\\fR \\fI\(value("NOMBRE"))\\fR]",
      section("DESCRIPCIÓN"),
    ]
    lines += HelpText.description.enumerated().flatMap { index, paragraph in
      (index == 0 ? [] : [".PP"]) + [escaped(line: words(paragraph))]
    }
    lines += [section("OPCIONES")] + options(.reader)
    lines += [
      ".SS " + quoted(words(HelpText.lessCompatibleHeading)),
      escaped(line: words(LessCompatibleRows.summary) + " " + HelpText.lessCompatibleNames(in: language) + "."),
    ]
    lines += [
      ".SS " + quoted(words(HelpText.demoOptionsHeading))
    ]
    lines += options(.numbersDemo)
    lines += [".SS " + quoted(words(HelpText.snapshotOptionsHeading))] + options(.snapshot)
    lines += [section("TECLAS"), escaped(line: words(keysIntroduction))]
    lines += definitions(
      KeyMap.pager.bindings.map { (term: $0.keyNames, text: $0.summary.text(in: language)) }
    ) { bold($0) }
    lines += [section("ENTORNO")]
    lines += definitions(HelpText.environment.map { (term: $0.term, text: words($0.summary)) }) { bold($0) }
    lines += [section("ESTADO DE SALIDA")]
    lines += definitions(HelpText.exitStatuses.map { (term: $0.term, text: words($0.summary)) }) { bold($0) }
    lines += [section("ARCHIVOS")]
    lines += definitions(files.map { (term: $0.term, text: words($0.summary)) }) { italic($0) }
    lines += [section("EJEMPLOS")]
    lines += examples.flatMap { command, key in
      [".TP", bold(command), escaped(line: words(key))]
    }
    lines += [
      section("VÉASE TAMBIÉN"),
      ".BR less (1),", ".BR man (1),", ".BR git (1),", ".BR terminfo (5)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the KEYS section says before the table.
  static let keysIntroduction: LocalizedStringKey = """
    Las teclas de less, que h o H muestran al leer. Un número tecleado antes (5j, 50%%) cambia \
    lo que hacen las que lo mencionan.
    """

  /// The files guia makes.
  static let files: [HelpEntry] = [
    HelpEntry(
      "$TMPDIR/guia-spool-XXXXXX",
      """
      Lo que llega por una tubería o la entrada estándar, guardado mientras se lee; se borra en \
      cuanto se crea, así que nada queda al salir.
      """),
    HelpEntry(
      ".*.guia-XXXXXX",
      """
      El informe de --report mientras se escribe, junto a su destino, que luego reemplaza de una \
      vez.
      """),
  ]

  /// Commands worth copying, with what they do.
  static let examples: [(String, LocalizedStringKey)] = [
    ("guia", "Muestra la guía de montaje integrada."),
    ("guia guia.md", "Muestra una guía en Markdown; el pie dice 'Fin de la guía' al llegar al final."),
    ("guia +G --report informe.json guia.md", "Abre al final y, al salir, escribe el informe de lectura."),
    ("seq 1 1000000 | guia", "Lee una tubería mientras llega."),
    ("MANPAGER=guia man ls", "Lee una página de manual en guia."),
    ("guia snapshot --size 100x30 --keys G -o fin.svg --expect 'Fin de la guía' guia.md",
     "En la integración continua: una imagen del final de la guía, y un fallo si el pie no dice que se llegó a él."),
    ("git -c core.pager=guia log --color", "Lee la historia de git con sus colores."),
    ("guia --completion fish > ~/.config/fish/completions/guia.fish",
     "Instala la compleción de fish para tu usuario (--completion bash y zsh escriben las suyas)."),
  ]

  /// `text` in bold, escaped.
  static func bold(_ text: String) -> String { escaped(line: "\\fB" + escaped(text) + "\\fR", isEscaped: true) }

  /// `text` in italics, escaped.
  static func italic(_ text: String) -> String { escaped(line: "\\fI" + escaped(text) + "\\fR", isEscaped: true) }

  /// A macro's argument in double quotes.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text).replacing("\"", with: "\\(dq") + "\""
  }

  /// `text` as roff takes it literally: a backslash as `\e`, a hyphen as `\-` (a minus sign, so
  /// that a copied option works), anything outside ASCII as `\[uXXXX]` whatever the reader's
  /// locale.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return result
  }

  /// A text line: escaped (unless it already is), and kept from being read as a request
  /// (a line starting with `.` or `'`).
  static func escaped(line text: String, isEscaped: Bool = false) -> String {
    let line = isEscaped ? text : escaped(text)
    return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }
}

extension String {
  var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
