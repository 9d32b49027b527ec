import Document
import TerminalUI

/// The line being typed in the footer's row, and what a key typed in it asks for: a value,
/// so that every prompt is edited and tested without a pager.
public enum Prompt: Hashable, Sendable {
  /// A search (`/`, `?`) or a filter (`&`).
  case search(SearchPrompt)
  /// The file name typed after `:e`.
  case examine(PromptLine)
  /// A long option's name typed after `--` (see ``LiveOption``).
  case option(PromptLine)
  /// The value typed for an option that asks for one (`--header`'s `N[,M]`).
  case optionValue(LiveOption, PromptLine)

  /// What a key typed in the prompt asks of the pager.
  enum Outcome: Hashable {
    /// Still open, as edited.
    case editing
    /// Closed with nothing run; a search typed with `--incsearch` goes back to `origin`.
    case closed(origin: Int?)
    /// Enter on a search or a filter.
    case search(SearchPrompt)
    /// Enter on `:e`'s file name.
    case examine(String)
    /// Enter on an option that is turned the other way.
    case toggle(LiveOption)
    /// Enter on an option's value.
    case setOption(LiveOption, String)
    /// Enter on a name that is no option: words that wait for a key.
    case message(LocalizedStringKey)
  }

  /// Edits the prompt with `key`, in place (the line is held once, so typing a long line costs
  /// the same per key; see ``PromptEdit``). `history` is the patterns searched before, for
  /// Up and Down in a search; `completesNames`: Tab completes `:e`'s file name (not in
  /// secure mode). After `.editing` the prompt is as edited; after anything else, closed, but
  /// for an option that asks for its value next.
  mutating func edit(_ key: Key, history: [String], completesNames: Bool) -> Outcome {
    // The payload is taken out while it is edited, so that its line has one owner.
    let taken = self
    self = .option("")
    switch taken {
    case .search(var typed):
      defer { self = .search(typed) }
      switch typed.edit(key, history: history) {
      case .editing: return .editing
      case .closed: return .closed(origin: typed.origin)
      case .submitted: return .search(typed)
      }
    case .examine(var name):
      defer { self = .examine(name) }
      if key == .control("i") {
        // Tab: the file name being typed completed, as less's.
        if completesNames, let completed = FileNameExpansion.completed(name.text) { name = PromptLine(completed) }
        return .editing
      }
      switch PromptEdit.apply(key, to: &name) {
      case .edited, .ignored: return .editing
      case .closed: return .closed(origin: nil)
      // The space typed after `:e` (less users write `:e file`) is no part of the name.
      case .submitted(let text): return text.allSatisfy { $0 == " " } ? .closed(origin: nil) : .examine(text)
      }
    case .option(var name):
      switch PromptEdit.apply(key, to: &name) {
      case .edited, .ignored:
        self = .option(name)
        return .editing
      case .closed: return .closed(origin: nil)
      case .submitted(let text):
        switch LiveOption.resolve(text) {
        case .option(let option) where option.takesValue:
          self = .optionValue(option, "")
          return .editing
        case .option(let option): return .toggle(option)
        case .ambiguous(let names): return .message(ReaderMessage.ambiguousOption("--" + text, names))
        case .unknown: return .message(ReaderMessage.unknownOption("--" + text))
        }
      }
    case .optionValue(let option, var value):
      defer { self = .optionValue(option, value) }
      switch PromptEdit.apply(key, to: &value) {
      case .edited, .ignored: return .editing
      case .closed: return .closed(origin: nil)
      // Nothing typed: the option as it was, as less leaves it.
      case .submitted(let text): return text.isEmpty ? .closed(origin: nil) : .setOption(option, text)
      }
    }
  }
}
