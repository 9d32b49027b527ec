import Document
@testable import Reader
import Testing
import TerminalUI

/// less's secure mode: the environment read as less reads it, and the pager's commands it
/// takes away refused with a message.
@MainActor
struct SecureModeTests {
  private func features(_ environment: [String: String]) throws -> SecureFeatures {
    try SecureFeatures { environment[$0] }
  }

  @Test func theEnvironmentIsReadAsLessReadsIt() throws {
    #expect(try features([:]) == .all)
    #expect(try features(["LESSSECURE": ""]) == .all, "an empty variable is as one unset")
    #expect(try features(["LESSSECURE": "1"]) == [])
    #expect(try features(["LESSSECURE": "yes"]) == [], "any value, as less")
    #expect(try features(["LESSSECURE": "1", "LESSSECURE_ALLOW": "edit,hist"]) == [.edit, .history])
    #expect(try features(["LESSSECURE": "1", "LESSSECURE_ALLOW": " lessopen , glob "]) == [.lessopen, .glob])
    #expect(try features(["LESSSECURE_DISALLOW": "edit"]) == SecureFeatures.all.subtracting(.edit))
    // As less: LESSSECURE_ALLOW sets the features, with or without LESSSECURE.
    #expect(try features(["LESSSECURE_ALLOW": "examine"]) == [.examine])
  }

  @Test func aNameNoFeatureHasOrMoreThanOneBeginsIsRefused() {
    #expect(throws: SecureFeatures.UnknownName(variable: "LESSSECURE_ALLOW", name: "e")) {
      try features(["LESSSECURE": "1", "LESSSECURE_ALLOW": "e"])
    }
    #expect(throws: SecureFeatures.UnknownName(variable: "LESSSECURE_DISALLOW", name: "editor")) {
      try features(["LESSSECURE_DISALLOW": "editor"])
    }
  }

  private func reader(_ allowed: SecureFeatures) -> Reading {
    var settings = ReaderSettings(showsIndicator: false)
    settings.allowedFeatures = allowed
    return Reading(lines: 50, settings: settings)
  }

  @Test func vAndExamineAreRefusedInSecureMode() {
    var secure = reader([])
    #expect(secure.press([.character("v")]).isEmpty)
    #expect(secure.pager.message == ReaderMessage.notAvailable)
    #expect(secure.document.fileRequest == nil, "the editor is never asked for")
    var examining = reader([])
    #expect(examining.type(":e").isEmpty)
    #expect(examining.pager.prompt == nil, "no prompt for a file name")
    #expect(examining.pager.message == ReaderMessage.notAvailable)
  }

  @Test func outsideSecureModeVAsksForTheEditor() {
    var open = reader(.all)
    #expect(open.press([.character("v")]) == [.terminate])
    #expect(open.document.fileRequest == .edit(line: 1))
  }

  @Test func withoutGlobTheNamesAreTakenAsTyped() throws {
    var list = FileList(["a.txt"])
    list.expandsNames = false
    try list.apply(.examine("~/*.txt b"))
    #expect(list.paths == ["a.txt", "~/*.txt", "b"])
  }
}
