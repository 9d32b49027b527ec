import Document
@testable import GuiaApp
import Localization
import TerminalUI
import Testing

/// guia's errors in one language at a time: every error has its English words, and the
/// names and reasons put in them are sanitised.
@Suite struct GuiaErrorLanguageTests {
  static let errors: [GuiaError] = [
    .unknownOption("-z"), .missingValue("--margin"), .invalidValue(option: "--margin", value: "99"),
    .unknownDemo("x"), .notATerminal, .reportFailed(path: "r.json", reason: "ningún proceso lo lee"),
    .tooManyFiles(["a", "b"]), .fileNotFound(path: "a"), .unreadable(path: "a", reason: "EACCES"),
    .isDirectory(path: "/tmp"), .isTerminal(path: "/dev/tty"), .writeFailed(reason: "EPIPE"),
    .inEnvironment(variable: "GUIA", .tooManyFiles(["x"])), .inEnvironment(variable: "GUIA", .unknownOption("-z")),
    .terminal(.unknownTerminalType("vt999")), .terminal(.unknownTerminalType(nil)), .terminal(.notCapable("dumb")),
    .terminal(.noInput("ENXIO")), .terminal(.system("EMFILE")), .snapshotTimedOut(seconds: 10),
    .snapshotInputNotEnded(seconds: 10), .snapshotInputTooLarge(mebibytes: 128),
    .snapshotLacks(text: "Fin", output: "-"), .snapshotNotWritten(path: "a.svg", reason: "EROFS"), .noPNGConverter,
  ]

  @Test("every error reads in Spanish and in English, never the same")
  func everyErrorHasEnglish() throws {
    let english = try #require(Localizer.catalogues[.english])
    for error in Self.errors {
      #expect(english[error.message.key] != nil, "no English for \(error.message.key)")
      #expect(error.message.text(in: .english) != error.message.text(in: .spanish))
    }
    #expect(GuiaError.unknownOption("-z").message.text(in: .english) == "unknown option '-z' (try 'guia --help')")
    #expect(GuiaError.fileNotFound(path: "a").message.text(in: .spanish) == "a: no existe ese archivo")
    let report = GuiaError.reportFailed(path: "r", reason: "ningún proceso lo lee")
    #expect(report.message.text(in: .english) == "r: cannot write the report: no process is reading it")
  }

  @Test("a file name with escape sequences is shown sanitised in the error")
  func sanitised() {
    let error = GuiaError.fileNotFound(path: "a\u{1B}]0;PWNED\u{07}b")
    #expect(error.message.text(in: .english) == "a^[]0;PWNED^Gb: no such file")
  }
}
