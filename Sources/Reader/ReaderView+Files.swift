import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// Several files, as less reads them: `:n`, `:p`, `:x`, `:d`, and `:e FILE` typed in the
/// footer's row. The reader asks; the app, which owns the list, opens the file and starts a
/// reader of it (each file keeps its own reader: its place, its footer, its report).
extension ReaderView {
  /// Runs the file command `letter` (the letter after `:`), `count` typed before the `:`.
  func runFileCommand(_ letter: Character, count: Int?, scroll: ScrollViewProxy, visibleRows: Int) {
    switch letter {
    case "n": requestFile(.next(count ?? 1))
    case "p": requestFile(.previous(count ?? 1))
    case "x": requestFile(.number(count ?? 1))
    case "d": requestFile(.remove)
    case "e": examinePrompt = ""
    case "f": message = fileInfo(scroll: scroll, visibleRows: visibleRows)
    case "q", "Q": terminate()
    default: message = FileMessage.unknownCommand(letter)
    }
  }

  /// Asks the app for another file, unless the list says there is none.
  func requestFile(_ request: FileRequest) {
    var files = model.files ?? FileList([model.title ?? ""])
    do {
      try files.apply(request)
    } catch {
      message = FileMessage.refusal(error)
      return
    }
    model.fileRequest = request
    terminate()
  }

  /// Edits the file name typed after `:e` (see ``PromptEdit``); Enter opens the file.
  func editExaminePrompt(_ key: Key) {
    guard let text = examinePrompt else { return }
    switch PromptEdit.apply(key, to: text) {
    case .edited(let edited): examinePrompt = edited
    case .closed: examinePrompt = nil
    case .submitted(let name):
      examinePrompt = nil
      if !name.isEmpty { requestFile(.examine(name)) }
    case .ignored: break
    }
  }

  /// The `:e` prompt as the footer's row shows it: its end, as much as fits.
  func examineLine(columns: Int) -> String {
    PromptEdit.visibleLine(
      lead: FileMessage.examinePrompt.resolved(in: language).string, text: examinePrompt ?? "", columns: columns)
  }

  /// The header's title: the file's name, and `(2/3)` when several are read.
  var headerTitle: String? {
    guard let ordinal = model.files?.ordinal else { return model.title }
    return (model.title ?? "") + " (" + ordinal + ")"
  }
}

/// The footer's words about files.
public enum FileMessage {
  /// The prompt of `:e`.
  public static let examinePrompt: LocalizedStringKey = "Examinar: "
  /// Why `:n`, `:p` or `:d` did nothing.
  public static func refusal(_ refusal: FileList.Refusal) -> LocalizedStringKey {
    switch refusal {
    case .noNextFile: return "No hay archivo siguiente"
    case .noPreviousFile: return "No hay archivo anterior"
    case .onlyFile: return "Es el único archivo: no se quita"
    }
  }
  /// `R` or `v` on what is no file (standard input, the built-in guide).
  public static let notAFile: LocalizedStringKey = "Solo un archivo se puede volver a leer o editar"
  /// A letter after `:` that names no command.
  public static func unknownCommand(_ letter: Character) -> LocalizedStringKey {
    "Orden desconocida: :\(DisplayText(sanitizing: String(letter)))"
  }
  /// A file `:e` could not open, and why (the file name and reason sanitised).
  public static func cannotOpen(_ reason: String) -> LocalizedStringKey {
    "No se puede abrir: \(DisplayText(sanitizing: reason))"
  }
}

extension ReaderView {
  /// A search spanning files found nothing here: on to the next file (the previous going
  /// back), or, past the last, back to the file it started in, saying so.
  func searchNextFile(_ search: FileSearch) {
    let files = model.files ?? FileList([model.title ?? ""])
    let forward = search.direction == .forward
    let hasNext = forward ? files.current + 1 < files.paths.count : files.current > 0
    if hasNext {
      requestFile(.search(search))
    } else if search.origin != files.current {
      requestFile(.searchFailed(search))
    } else {
      message = SearchMessage.notFound(search.pattern.text)
    }
  }
}
