import Glibc
import Testing
import TerminalUI

@testable import GuiaUI

/// A folder of its own under the temporary folder (`TMPDIR`, which `make test` keeps in the
/// checkout), for one test's storage files.
func temporaryStateFolder() -> String {
  let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  var template = Array((base + "/guiaui-state-XXXXXX").utf8CString)
  let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
  return String(cString: made!)
}

/// Removes `folder` and the files in it (a test's storage folder).
func removeFolder(_ folder: String) {
  for name in folderNames(folder) { unlink(folder + "/" + name) }
  rmdir(folder)
}

/// The bytes of the file at `path`, or nil.
func fileText(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  while true {
    let byte = fgetc(file)
    if byte == EOF { break }
    bytes.append(UInt8(byte))
  }
  return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ text: String) {
  let file = fopen(path, "w")!
  fputs(text, file)
  fclose(file)
}

/// The names in `folder`.
func folderNames(_ folder: String) -> [String] {
  guard let directory = opendir(folder) else { return [] }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
    if name != ".", name != ".." { names.append(name) }
  }
  return names.sorted()
}

private struct Counter: View {
  @AppStorage("launches") private var launches = 0
  var body: some View {
    Button("Launches: \(launches)") { launches += 1 }
  }
}

private struct SharedKey: View {
  @AppStorage("showsPreview") private var showsPreview = true
  var body: some View {
    VStack(alignment: .leading) {
      PreviewToggle()
      Text(showsPreview ? "preview on" : "preview off")
    }
  }
}

private struct PreviewToggle: View {
  @AppStorage("showsPreview") private var showsPreview = true
  var body: some View { Toggle("Preview", isOn: $showsPreview) }
}

private enum Theme: String { case light, dark }

private struct ThemePicker: View {
  @AppStorage("theme") private var theme = Theme.light
  @AppStorage("nickname") private var nickname: String?
  @SceneStorage("draft") private var draft = ""
  var body: some View {
    VStack(alignment: .leading) {
      Button("Theme: \(theme.rawValue)") { theme = theme == .light ? .dark : .light }
      Button("Nickname: \(nickname ?? "none")") { nickname = nickname == nil ? "Ada\tL." : nil }
      TextField("Draft", text: $draft)
      Text("Draft: \(draft)")
    }
  }
}

@MainActor
@Suite struct AppStorageTests {
  @Test("@AppStorage: a write is stored in the store's folder and read back by the next run")
  func persistsAcrossRuns() {
    let folder = temporaryStateFolder()
    defer { removeFolder(folder) }
    let first = host(Counter().defaultAppStorage(AppStateStore(directory: folder)))
    #expect(first.text.contains { $0.contains("Launches: 0") })
    first.type(.control("i"), .enter)
    #expect(first.text.contains { $0.contains("Launches: 1") })
    #expect(fileText(folder + "/app-storage") == "# GuiaUI storage 1\nlaunches\tint\t1\n")
    // Written whole and renamed: no temporary file is left beside it.
    #expect(folderNames(folder) == ["app-storage"])

    let second = host(Counter().defaultAppStorage(AppStateStore(directory: folder)))
    #expect(second.text.contains { $0.contains("Launches: 1") }, "\(second.text)")
  }

  @Test("@AppStorage: two views of one key show the same value; a write through one redraws the other")
  func sharedKeyRedraws() {
    let folder = temporaryStateFolder()
    defer { removeFolder(folder) }
    let view = host(SharedKey().defaultAppStorage(AppStateStore(directory: folder)))
    #expect(view.text.contains { $0.contains("preview on") })
    view.type(.control("i"), .character(" "))
    #expect(view.text.contains { $0.contains("preview off") }, "\(view.text)")
    #expect(view.text.contains { $0.contains("[ ] Preview") }, "\(view.text)")
  }

  @Test("A corrupt or foreign file is ignored: the defaults show, and the next write replaces it")
  func corruptFileIgnored() {
    let folder = temporaryStateFolder()
    defer { removeFolder(folder) }
    writeFile(folder + "/app-storage", "launches = 7\n\u{1}garbage")
    let view = host(Counter().defaultAppStorage(AppStateStore(directory: folder)))
    #expect(view.text.contains { $0.contains("Launches: 0") })
    view.type(.control("i"), .enter)
    #expect(fileText(folder + "/app-storage") == "# GuiaUI storage 1\nlaunches\tint\t1\n")
  }

  @Test("A stored value of another kind, or a line that does not read, gives the default; the rest is kept")
  func wrongKindGivesDefault() {
    let folder = temporaryStateFolder()
    defer { removeFolder(folder) }
    writeFile(
      folder + "/app-storage",
      "# GuiaUI storage 1\nlaunches\tstring\tmany\ntheme\tstring\tdark\nbroken\tint\n")
    let view = host(
      VStack { Counter(); ThemePicker() }.defaultAppStorage(AppStateStore(directory: folder)))
    #expect(view.text.contains { $0.contains("Launches: 0") })
    #expect(view.text.contains { $0.contains("Theme: dark") }, "\(view.text)")
  }

  @Test("RawRepresentable and optional values round-trip; nil removes the key; @SceneStorage has its own file")
  func rawOptionalAndScene() {
    let folder = temporaryStateFolder()
    defer { removeFolder(folder) }
    let view = host(ThemePicker().defaultAppStorage(AppStateStore(directory: folder)))
    view.type(.control("i"), .enter)  // theme → dark
    view.type(.control("i"), .enter)  // nickname → "Ada\tL."
    #expect(fileText(folder + "/app-storage") == "# GuiaUI storage 1\nnickname\tstring\tAda\\tL.\ntheme\tstring\tdark\n")
    view.type(.control("i"))
    view.type("hola")
    #expect(fileText(folder + "/scene-storage") == "# GuiaUI storage 1\ndraft\tstring\thola\n")

    let again = host(ThemePicker().defaultAppStorage(AppStateStore(directory: folder)))
    #expect(again.text.contains { $0.contains("Theme: dark") })
    #expect(again.text.contains { $0.contains("Draft: hola") }, "\(again.text)")
    again.type(.control("i"), .control("i"), .enter)  // nickname → nil
    #expect(fileText(folder + "/app-storage") == "# GuiaUI storage 1\ntheme\tstring\tdark\n")
  }

  @Test("The store's folder: $XDG_STATE_HOME/<app>, else ~/.local/state/<app>; a relative XDG_STATE_HOME is ignored")
  func folderRules() {
    #expect(AppStateStore.folder(stateHome: "/s", home: "/h", app: "notes") == "/s/notes")
    #expect(AppStateStore.folder(stateHome: nil, home: "/h", app: "notes") == "/h/.local/state/notes")
    #expect(AppStateStore.folder(stateHome: "rel", home: "/h", app: "notes") == "/h/.local/state/notes")
    #expect(AppStateStore.folder(stateHome: nil, home: nil, app: "notes") == nil)
    #expect(AppStateStore.executableName("/usr/local/bin/notes") == "notes")
  }

  @Test("The file's text: escapes, kinds and numbers read back as written")
  func fileFormatRoundTrips() {
    var values = PersistedValues()
    values["tab\tkey"] = .string("line\nnext\\end\r")
    values["flag"] = .bool(false)
    values["ratio"] = .double(0.1)
    values["blob"] = .data([0, 255, 16])
    values["count"] = .int(-42)
    #expect(PersistedValues(parsing: values.encoded) == values)
    #expect(PersistedValues(parsing: Array("# GuiaUI storage 1\nk\tstring\tbad\\x\n".utf8)) == PersistedValues())
    #expect(PersistedValues(parsing: [0xFF, 0xFE]) == PersistedValues())
  }
}
