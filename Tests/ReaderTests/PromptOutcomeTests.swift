import Testing
import TerminalUI
@testable import Reader

/// What a key typed in each prompt asks of the pager, with no pager: the prompt's own value.
@Suite struct PromptOutcomeTests {
  /// The outcome of the last of `keys` typed into `prompt`, and the prompt after them.
  private func type(_ keys: [Key], into prompt: Prompt) -> (Prompt.Outcome, Prompt) {
    var prompt = prompt
    var outcome = Prompt.Outcome.editing
    for key in keys {
      outcome = prompt.edit(key, history: ["antes"], completesNames: false)
      guard outcome == .editing else { break }
    }
    return (outcome, prompt)
  }

  private func characters(_ text: String) -> [Key] { text.map { .character($0) } }

  @Test("a search is typed, recalled from history, closed back to where it opened, run")
  func search() {
    var typed = SearchPrompt(direction: .forward, text: "")
    typed.origin = 40
    let (editing, open) = type(characters("pa"), into: .search(typed))
    #expect(editing == .editing)
    guard case .search(let edited) = open else { Issue.record("\(open)"); return }
    #expect(edited.text == "pa")
    if case .search(let recalled) = type([.up], into: .search(typed)).1 {
      #expect(recalled.text == "antes")
    } else {
      Issue.record("Up closed the search")
    }
    #expect(type([.escape], into: .search(typed)).0 == .closed(origin: 40))
    guard case .search(let run) = type(characters("paso") + [.enter], into: .search(typed)).0 else {
      Issue.record("Enter did not run the search")
      return
    }
    #expect(run.text == "paso" && run.direction == .forward)
  }

  @Test("`:e` with only the space less users type is no file; a name is")
  func examine() {
    #expect(type([.character(" "), .enter], into: .examine("")).0 == .closed(origin: nil))
    #expect(type(characters("notas.md") + [.enter], into: .examine("")).0 == .examine("notas.md"))
    #expect(type([.backspace], into: .examine("")).0 == .closed(origin: nil))
  }

  @Test("an option's name: one with a value asks for it next, one without turns over, others are said")
  func option() {
    let (asking, next) = type(characters("header") + [.enter], into: .option(""))
    #expect(asking == .editing && next == .optionValue(.header, ""))
    #expect(type(characters("chop-long-lines") + [.enter], into: .option("")).0 == .toggle(.chopLongLines))
    guard case .message = type(characters("nada") + [.enter], into: .option("")).0 else {
      Issue.record("an unknown option said nothing")
      return
    }
  }

  @Test("an option's value: nothing typed leaves the option as it was")
  func optionValue() {
    #expect(type([.enter], into: .optionValue(.tabs, "")).0 == .closed(origin: nil))
    #expect(type(characters("4") + [.enter], into: .optionValue(.tabs, "")).0 == .setOption(.tabs, "4"))
  }
}
