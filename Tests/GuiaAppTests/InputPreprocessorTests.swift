import Testing

@testable import GuiaApp

/// LESSOPEN and LESSCLOSE read as less reads them (its `open_altfile`, `close_altfile`).
@Suite struct InputPreprocessorTests {
  @Test("|, || and no bar; - for standard input; exactly one %s, else ignored")
  func forms() throws {
    let pipe = try #require(InputPreprocessor(lessopen: "| lesspipe %s", lessclose: nil, shell: nil))
    #expect(pipe.kind == .pipe(emptyIsDocument: false) && !pipe.takesStandardInput && pipe.command == " lesspipe %s")
    let double = try #require(InputPreprocessor(lessopen: "||-pre %s", lessclose: nil, shell: ""))
    #expect(double.kind == .pipe(emptyIsDocument: true) && double.takesStandardInput)
    #expect(double.shell == "/bin/sh", "an empty SHELL is no shell")
    let file = try #require(InputPreprocessor(lessopen: "lessfile %s", lessclose: "lessfile %s %s", shell: "/bin/bash"))
    #expect(file.kind == .replacementFile && file.closeCommand == "lessfile %s %s" && file.shell == "/bin/bash")
    #expect(InputPreprocessor(lessopen: nil, lessclose: nil, shell: nil) == nil)
    #expect(InputPreprocessor(lessopen: "| cat", lessclose: nil, shell: nil) == nil)
    #expect(InputPreprocessor(lessopen: "| cat %s %s", lessclose: nil, shell: nil) == nil)
    #expect(InputPreprocessor(lessopen: "| x %s", lessclose: "y %s %s %s", shell: nil)?.closeCommand == nil)
  }

  @Test("%s is the name as one shell word, whatever it holds; %% is %")
  func formatting() {
    #expect(InputPreprocessor.format("pre %s", ["a b"]) == "pre 'a b'")
    #expect(InputPreprocessor.format("pre %s", ["it's"]) == #"pre 'it'\''s'"#)
    #expect(InputPreprocessor.format("pre %s; $(x) %s", ["$(rm -rf ~)", "-"]) == "pre '$(rm -rf ~)'; $(x) '-'")
    #expect(InputPreprocessor.format("100%% %s", ["f"]) == "100% 'f'")
    #expect(InputPreprocessor.placeholders(in: "a %s %%s %s") == 2)
  }
}
