import Document
import GuiaUI
import Localization
import TerminalUI

/// less's question before a file that looks binary (``BinaryGuess``): nothing of the file on
/// screen, the question in the last row. `y` (or `s`, sí) shows the file; `q` quits; any other
/// key leaves it unseen, as less does.
public struct BinaryFileQuestion: View {
  /// What the reader answered.
  public enum Answer: Hashable, Sendable {
    /// See it anyway.
    case show
    /// Not this file.
    case skip
    /// Quit guia.
    case quit
  }

  /// The file's name as given (untrusted: sanitised where it is shown).
  let name: String
  let language: Language
  let onAnswer: (Answer) -> Void
  @Environment(\.terminate) private var terminate

  /// A question about the file `name`, in `language`; `onAnswer` takes the answer, and the
  /// view's loop then ends.
  public init(name: String, language: Language, onAnswer: @escaping (Answer) -> Void) {
    self.name = name
    self.language = language
    self.onAnswer = onAnswer
  }

  /// The question, as less words it.
  public static func question(_ name: String) -> LocalizedStringKey {
    "«\(DisplayText(sanitizing: name))» puede ser un archivo binario. ¿Verlo de todos modos? "
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Spacer()
      // Wrapped, as less wraps its question: a long name must not cut off what is asked.
      Text(verbatim: Self.question(name).resolved(in: language).string)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .onKeyPress { press in
      switch press.terminalKey {
      case .character("y"), .character("Y"), .character("s"), .character("S"): onAnswer(.show)
      case .character("q"), .character("Q"): onAnswer(.quit)
      // Ctrl-C ends guia by its signal, as everywhere when nothing runs.
      case .control("c"): return .ignored
      default: onAnswer(.skip)
      }
      terminate()
      return .handled
    }
  }
}
