import Document
import Localization
import Reader

/// Tab completion for guia in bash, zsh and fish, written from ``OptionTable``:
/// the options (with their values: a file after `--report`, a shell after `--completion`),
/// `demo` and its names, and files. `guia --completion SHELL` prints a script; `make install`
/// installs all three.
public enum ShellCompletion {
  /// A shell guia writes completion for.
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The demo names `guia demo` takes.
  static var demos: [String] { Options.Demo.allCases.map(\.rawValue) }

  /// The options a shell offers (less's `+cmd` is typed, not completed).
  static var options: [ReaderOption] {
    // less's options without effect are taken, not offered.
    OptionTable.rows.filter { !$0.isCommandPrefix && $0.group != .lessCompatible }
  }

  /// The script for `shell`, its descriptions in `language`.
  public static func script(for shell: Shell, in language: Language) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh(in: language)
    case .fish: fish(in: language)
    }
  }

  /// An option's summary cut to its first clause: a completion menu has one line for it.
  static func brief(_ option: ReaderOption, in language: Language) -> String {
    let summary = option.summary.text(in: language)
    var end = summary.endIndex
    for stop in [": ", ". ", "; ", " ("] {
      if let range = summary.firstRange(of: stop), range.lowerBound < end { end = range.lowerBound }
    }
    var brief = String(summary[..<end])
    if brief.hasSuffix(".") { brief.removeLast() }
    return brief
  }

  static let header = "written by `guia --completion %@` from guia's option list: change that, not this."

  static func bash() -> String {
    let valued = options.filter { $0.value != nil }
    var cases: [String] = []
    for option in valued {
      let pattern = option.names.joined(separator: "|")
      switch option.value!.completion {
      case .file: cases.append("    \(pattern)) _guia_files; return ;;")
      case .words(let words):
        cases.append("    \(pattern)) COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")); return ;;")
      case .anything: cases.append("    \(pattern)) return ;;")
      }
    }
    let names = options.flatMap(\.names).joined(separator: " ")
    return """
      # bash completion for guia, \(header.replacing("%@", with: "bash"))
      _guia_files() {
        if declare -F _filedir >/dev/null; then _filedir; else
          compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); fi
      }
      _guia() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
        COMPREPLY=()
        case $prev in
      \(cases.joined(separator: "\n"))
          demo) COMPREPLY=($(compgen -W '\(demos.joined(separator: " "))' -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then
          COMPREPLY=($(compgen -W '\(names)' -- "$cur"))
          return
        fi
        _guia_files
        # `demo` is the first word after the options, if it is there at all.
        local word operands=0 i
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          case $word in
            -*) ;;
            *) operands=$((operands + 1)) ;;
          esac
        done
        if ((operands == 0)); then COMPREPLY+=($(compgen -W demo -- "$cur")); fi
      }
      complete -F _guia guia

      """
  }

  static func zsh(in language: Language) -> String {
    func quoted(_ text: String) -> String {
      text.replacing("\\", with: "\\\\").replacing("'", with: "'\\''")
        .replacing("[", with: "\\[").replacing("]", with: "\\]")
        .replacing(":", with: "\\:")
    }
    var specs: [String] = []
    for option in options {
      let exclusive = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : ""
      let description = "[" + quoted(brief(option, in: language)) + "]"
      var action = ""
      if let value = option.value {
        let name = quoted(value.name.text(in: language))
        switch value.completion {
        case .file: action = ":\(name):_files"
        case .words(let words): action = ":\(name):(\(words.joined(separator: " ")))"
        case .anything: action = ":\(name): "
        }
      }
      for name in option.names {
        // A long option's value may follow `=` or come as the next word.
        let spelling = option.value != nil && name.hasPrefix("--") ? name + "=" : name
        specs.append("    '\(exclusive)\(spelling)\(description)\(action)'")
      }
    }
    return """
      #compdef guia
      # zsh completion for guia, \(header.replacing("%@", with: "zsh"))
      _guia() {
        local curcontext=$curcontext state line
        _arguments -s -S \\
      \(specs.joined(separator: " \\\n")) \\
          '*:: :->operands' && return
        case $state in
          operands)
            if [[ $words[1] == demo && $CURRENT -eq 2 ]]; then
              _values demo \(demos.joined(separator: " "))
            elif (( CURRENT == 1 )); then
              _alternative 'files:file:_files' 'demo:demo:(demo)'
            else
              _files
            fi ;;
        esac
      }
      _guia "$@"

      """
  }

  static func fish(in language: Language) -> String {
    func quoted(_ text: String) -> String {
      "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
    var lines = [
      "# fish completion for guia, \(header.replacing("%@", with: "fish"))",
      "complete -c guia -n __fish_use_subcommand -a demo -d \(quoted("demo"))",
      "complete -c guia -n '__fish_seen_subcommand_from demo' -x -a \(quoted(demos.joined(separator: " ")))",
    ]
    for option in options {
      var line = "complete -c guia"
      for name in option.names {
        line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
      }
      switch option.value?.completion {
      case nil: break
      case .file: line += " -r -F"
      case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
      case .anything: line += " -x"
      }
      lines.append(line + " -d " + quoted(brief(option, in: language)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
