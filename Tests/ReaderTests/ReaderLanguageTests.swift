import ScrollKit
import Document
import Localization
import Reader
import Testing
import TerminalUI

/// The reader in one language at a time: every message, prompt and help line has its English
/// entry; a reader set to English says everything in English, except the built-in guide's
/// footer, which stays the seed's.
@MainActor
@Suite struct ReaderLanguageTests {
  /// Every message the reader can show, with sample values.
  static var messages: [LocalizedStringKey] {
    let pattern = "x"
    let filter = LineFilter(pattern: SearchPattern("x")!)
    let inverted = LineFilter(pattern: SearchPattern("x")!, isInverted: true)
    return [
      Footer.endText, Footer.remainingText,
      ReaderMessage.chopping, ReaderMessage.wrapping, ReaderMessage.lineNumbersShown,
      ReaderMessage.lineNumbersHidden, ReaderMessage.following, ReaderMessage.followFound,
      ReaderMessage.unknownOption("-z"), ReaderMessage.ambiguousOption("--p", ["--pa", "--pb"]),
      ReaderMessage.optionTurned("-i", on: true), ReaderMessage.optionTurned("-i", on: false),
      ReaderMessage.optionWithoutEffect("--use-color"), ReaderMessage.truncated, ReaderMessage.markSet("a"),
      ReaderMessage.noMatchingBracket("{"), ReaderMessage.markCleared("a"), ReaderMessage.markNotSet("a"),
      ReaderMessage.markNotSet("'"), ReaderMessage.noContents, ReaderMessage.seekingEnd(percent: 5),
      ReaderMessage.endInterrupted, ReaderMessage.reading, ReaderMessage.incomplete,
      ReaderMessage.incompleteEnd, ReaderMessage.notKept("r"), ReaderMessage.keptInMemory("r", limit: 1 << 27),
      ReaderMessage.readingToEnd(lines: 1), ReaderMessage.readingToEnd(lines: 2),
      SearchMessage.notFound(pattern), SearchMessage.everyLineMatches(pattern), SearchMessage.wrappedToStart,
      SearchMessage.wrappedToEnd, SearchMessage.noSearch, SearchMessage.progress(percent: 3),
      SearchMessage.invalidPattern("r"), SearchMessage.interrupted,
      FilterMessage.shown(lines: 1, filter), FilterMessage.shown(lines: 1, inverted),
      FilterMessage.shown(lines: 2, filter), FilterMessage.shown(lines: 2, inverted),
      FilterMessage.nothingKept(filter), FilterMessage.nothingKept(inverted), FilterMessage.off,
      FilterMessage.progress(percent: 1), FilterMessage.interrupted,
      FileMessage.examinePrompt, FileMessage.refusal(.noNextFile), FileMessage.refusal(.noPreviousFile),
      FileMessage.refusal(.onlyFile), FileMessage.notAFile, FileMessage.unknownCommand("z"),
      FileMessage.cannotOpen("r"),
    ] + KeyMap.pager.bindings.map(\.summary)
  }

  @Test("every message and key summary has an English entry, taking the same values")
  func catalogueIsComplete() throws {
    let english = try #require(Localizer.catalogues[.english])
    var missing: [String] = []
    for message in Self.messages where english[message.key] == nil { missing.append(message.key) }
    #expect(missing.isEmpty, "no English for: \(missing)")
    for message in Self.messages {
      #expect(message.resolved(in: .english) != message.resolved(in: .spanish) || message.key.hasPrefix(" "),
              "\(message.key) reads the same in English")
    }
  }

  private func reader(language: Language, document: Document? = nil) -> ReaderHarness {
    var settings = ReaderSettings(showsIndicator: false)
    settings.language = language
    let size = CellSize(width: 60, height: 10)
    if let document {
      return ReaderHarness(ReaderModel(document: document, width: 60, settings: settings), size: size)
    }
    let text = (1...40).map { "línea \($0)" }.joined(separator: "\n")
    return ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 60), width: 60, title: "t.txt", settings: settings),
      size: size)
  }

  @Test("a reader in English: its footer, messages, prompts, = and the help screen")
  func english() {
    let reader = reader(language: .english)
    #expect(reader.lines.last?.trimmed == "More below")
    reader.press(.character("/"), .control("r"))
    #expect(reader.lines.last?.hasPrefix("Regex-off /") == true)
    reader.type("zz")
    reader.press(.enter)
    #expect(reader.lines.last?.trimmed == "Pattern not found: «zz»")
    reader.press(.character("G"))
    #expect(reader.lines.last?.trimmed == "End of the document")
    reader.press(.character("="))
    #expect(reader.lines.last?.trimmed.hasPrefix("t.txt · lines 34-40/40") == true, "\(reader.lines.last ?? "")")
    reader.press(.character("h"))
    #expect(reader.lines[0].hasPrefix("guia help"))
    #expect(reader.lines.contains { $0.contains("one row down") })
    #expect(!reader.lines.contains { $0.contains("una fila abajo") })
  }

  @Test("the built-in guide in English keeps the seed's footer; its other words are English")
  func guideKeepsItsFooter() {
    let reader = reader(language: .english, document: ReaderHarness.guide)
    #expect(reader.lines.last?.trimmed == "Quedan pasos por ver")
    reader.press(.character("G"))
    #expect(reader.lines.last?.trimmed == "Fin de la guía")
    reader.press(.character("-"), .character("S"))
    #expect(reader.lines.last?.trimmed.hasPrefix("Long lines chopped") == true)
    let spanish = self.reader(language: .spanish)
    #expect(spanish.lines.last?.trimmed == "Quedan pasos por ver")
    spanish.press(.character("-"), .character("N"))
    #expect(spanish.lines.last?.trimmed == "Números de línea (-N)")
  }

  @Test("Markdown in English: the footnotes' heading and an image's label are English; in Spanish, Spanish")
  func markdownWords() {
    let markdown = "# Nota\n\nTexto con nota.[^1] ![un gato](gato.png)\n\n[^1]: La nota.\n"
    let document = Document(markdown: Array(markdown.utf8))
    var settings = ReaderSettings(showsIndicator: false)
    settings.language = .english
    let english = ReaderHarness(ReaderModel(document: document, width: 60, settings: settings), size: CellSize(width: 60, height: 14))
    #expect(english.lines.contains { $0.trimmed == "Notes" }, "\(english.lines)")
    #expect(english.lines.contains { $0.contains("[image: un gato]") })
    #expect(english.model.rows.items.map(\.title.string).contains("Notes"), "the contents pane names it in English")
    let spanish = ReaderHarness(ReaderModel(document: document, width: 60), size: CellSize(width: 60, height: 14))
    #expect(spanish.lines.contains { $0.trimmed == "Notas" })
    #expect(spanish.lines.contains { $0.contains("[imagen: un gato]") })
  }
}
