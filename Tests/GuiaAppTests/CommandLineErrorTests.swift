import Document
import Foundation
import Localization
import Reader
import Testing

@testable import GuiaApp

/// guia on bad input and `--help`, as the journeys ran the binary with pipes for its output:
/// the error that the command line or the document's loading throws, the line `Guia.main`
/// writes of it on standard error (`guia: ` and its message, sanitised), and its status, in
/// the language the environment names. (The same in a terminal, which must stay untouched:
/// EndToEndTests.CommandLineTests.errorsInTerminal.)
@Suite struct CommandLineErrorTests {
  /// The error guia's run meets with `arguments`, before any terminal: its options, then the
  /// first document's loading.
  private func thrown(_ arguments: [String]) -> GuiaError? {
    do throws(GuiaError) {
      let options = try Options.parse(arguments)
      _ = try DocumentLoader.load(options.path, format: options.format)
      return nil
    } catch {
      return error
    }
  }

  /// The line `Guia.main` writes on standard error for `error` in `language`.
  private func line(_ error: GuiaError, in language: Language) -> String {
    "guia: \(DisplayText(sanitizing: error.message.text(in: language)).string)\n"
  }

  @Test("--help lists the keys, the options and the exit statuses, in Spanish by default and in English under en_*")
  func help() {
    let spanish = HelpText.text(in: Language(environment: ["LANG": "C.UTF-8"]))
    for text in ["Uso: guia", "--no-mouse", "Ctrl-F", "Esc", "64", "66", "69", "Opciones:", "una fila abajo"] {
      #expect(spanish.contains(text), "\(text)")
    }
    let english = HelpText.text(in: Language(environment: ["LC_ALL": "en_US.UTF-8"]))
    for text in ["Usage: guia", "--no-mouse", "Options:", "one row down", "Exit status:"] {
      #expect(english.contains(text), "\(text)")
    }
    #expect(!english.contains("Opciones:") && !spanish.contains("Options:"), "one language at a time")
  }

  @Test("bad input gives one line on stderr that names the problem, and its status, in the user's language",
        arguments: [
          (["/nonexistent/guia.md"], 66, "no existe ese archivo", "no such file"),
          (["/tmp"], 66, "es un directorio", "is a directory"),
          (["--bogus"], 64, "opción desconocida '--bogus'", "unknown option '--bogus'"),
          (["/nonexistent/a.md", "b.md"], 66, "/nonexistent/a.md: no existe ese archivo", "/nonexistent/a.md: no such file"),
        ] as [([String], Int32, String, String)])
  func badInput(arguments: [String], status: Int32, message: String, english: String) throws {
    let error = try #require(thrown(arguments))
    #expect(error.exitStatus.rawValue == status)
    let inEnglish = line(error, in: Language(environment: ["LANG": "en_GB.UTF-8", "LC_ALL": ""]))
    #expect(inEnglish.contains(english), "\(inEnglish)")
    let spanish = line(error, in: Language(environment: ["LANG": "C.UTF-8"]))
    #expect(spanish.hasPrefix("guia: "))
    #expect(spanish.contains(message), "\(spanish)")
    #expect(spanish.filter { $0 == "\n" }.count == 1)
  }
}

extension CommandLineErrorTests {
  @Test("a name in LESSSECURE_ALLOW that is no feature: a clear message and status 64, nothing shown")
  func unknownFeature() throws {
    let environment = ["LESSSECURE": "1", "LESSSECURE_ALLOW": "edit,shel,exec"]
    let unknown = try #require(throws: SecureFeatures.UnknownName.self) { try SecureFeatures { environment[$0] } }
    // As guia's run reports it.
    let error = GuiaError.unknownSecureFeature(variable: unknown.variable, name: unknown.name)
    #expect(error.exitStatus.rawValue == 64)
    #expect(line(error, in: .spanish).contains("LESSSECURE_ALLOW: 'exec' no es una de edit"), "\(line(error, in: .spanish))")
  }
}

extension CommandLineErrorTests {
  @Test("an unreadable file is reported before the screen is touched")
  func unreadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("secreto.md")
    try Data("# x\n".utf8).write(to: file)
    chmod(file.path, 0)
    defer { chmod(file.path, 0o644) }
    guard access(file.path, R_OK) != 0 else { return }  // root reads anything: nothing to test
    let error = try #require(thrown([file.path]))
    #expect(error.exitStatus.rawValue == 66)
    #expect(line(error, in: .spanish).contains("no se puede leer"))
  }
}

extension CommandLineErrorTests {
  /// As `Guia.run` reads them: `GUIA` and `LESS` from the environment, before the terminal
  /// (which an error then never touches: EndToEndTests.CommandLineTests.errorsInTerminal).
  @Test("a wrong option in GUIA: a clear message naming it, status 64, the terminal untouched")
  func wrongEnvironment() throws {
    let error = try #require(throws: GuiaError.self) { try Options.parse([], environment: ["GUIA": "--bogus"]) }
    #expect(error.exitStatus.rawValue == 64)
    #expect(line(error, in: .spanish).contains("guia: en GUIA: opción desconocida '--bogus'"), "\(line(error, in: .spanish))")
  }
}
