import Foundation
import Testing

@testable import Reader

/// `:e`'s wildcards run on the main thread, so their work is bounded (issue 48): braces are
/// counted before any name is made, a walk stops at its bound and says so, and at most
/// ``FileNameExpansion/nameLimit`` names are taken.
@Suite struct BoundedExpansionTests {
  @Test("braces are counted without being made: nested, escaped, unclosed")
  func alternatives() {
    #expect(FileNameExpansion.alternatives(in: "a.txt") == 1)
    #expect(FileNameExpansion.alternatives(in: "{a,b,c}") == 3)
    #expect(FileNameExpansion.alternatives(in: "{a,b}{c,d}") == 4)
    #expect(FileNameExpansion.alternatives(in: "{a,{b,c}}") == 3)
    #expect(FileNameExpansion.alternatives(in: "\\{a,b}") == 1, "an escaped brace is itself")
    #expect(FileNameExpansion.alternatives(in: "{a,b") == 1, "an unclosed brace is itself")
    #expect(FileNameExpansion.alternatives(in: String(repeating: "{a,b}", count: 24)) == 1 << 24)
    #expect(FileNameExpansion.alternatives(in: String(repeating: "{a,b}", count: 80)) == Int.max, "saturated")
  }

  @Test("24 {a,b}: refused at once with the limit, no name made")
  func tooManyBraces() {
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: FileList.Refusal.tooManyAlternatives(FileNameExpansion.alternativeLimit)) {
      try FileNameExpansion.expand(String(repeating: "{a,b}", count: 24))
    }
    #expect(clock.now - start < .seconds(1))
    var list = FileList(["a.txt"])
    #expect(throws: FileList.Refusal.tooManyAlternatives(FileNameExpansion.alternativeLimit)) {
      try list.apply(.examine(String(repeating: "{a,b}", count: 24)))
    }
    #expect(list.paths == ["a.txt"], "the list as it was")
  }

  @Test("more matches than the limit: the first ones taken, the walk said cut")
  func nameLimit() throws {
    let names = (0...FileNameExpansion.nameLimit).map { String(format: "f%05d", $0) }
    let dir = try FileNameExpansionTests.folder(names)
    let expansion = try FileNameExpansion.expand("\(dir)/f*")
    #expect(expansion.paths.count == FileNameExpansion.nameLimit)
    #expect(expansion.wasCut)
    #expect(expansion.paths.first == "\(dir)/f00000")
    var list = FileList(["a.txt"])
    try list.apply(.examine("\(dir)/f*"))
    #expect(list.namesTakenWhenCut == FileNameExpansion.nameLimit)
    try list.apply(.next(1))
    #expect(list.namesTakenWhenCut == nil, "said once, for the move that was cut")
  }

  @Test("a few names: not cut")
  func notCut() throws {
    let dir = try FileNameExpansionTests.folder(["a.txt", "b.txt"])
    #expect(try FileNameExpansion.expand("\(dir)/*.txt") == .init(paths: ["\(dir)/a.txt", "\(dir)/b.txt"], wasCut: false))
  }

  @Test("/*/*/*/*/*/* over the whole disk: stopped by its bound, within a moment")
  func wholeDisk() {
    let clock = ContinuousClock()
    let start = clock.now
    let expansion = try? FileNameExpansion.expand("/*/*/*/*/*/*")
    let took = clock.now - start
    #expect(took < .milliseconds(FileNameExpansion.timeLimit * 4), "took \(took)")
    #expect((expansion?.paths.count ?? 0) <= FileNameExpansion.nameLimit)
  }

  @Test("Tab over a folder of more names than the limit: at most the limit offered")
  func completionBound() throws {
    let names = (0...FileNameExpansion.nameLimit).map { String(format: "g%05d", $0) }
    let dir = try FileNameExpansionTests.folder(names)
    #expect(FileNameExpansion.completions(of: "\(dir)/g").count == FileNameExpansion.nameLimit)
  }
}

/// `~user` from `/etc/passwd`'s text, never through NSS (the static build crashed there).
@Suite struct UserHomesTests {
  private let passwd = """
    root:x:0:0:root:/root:/bin/bash
    # a comment line
    ana:x:1000:1000:Ana,,,:/home/ana:/bin/zsh
    +nis::::::
    sinhogar:x:1001:1001::/:/usr/sbin/nologin
    corta:x:1002
    """

  @Test("a user's home from its line; none for an unknown user, a compat entry, a short line")
  func homes() {
    #expect(UserHomes.home(of: "ana", in: passwd) == "/home/ana")
    #expect(UserHomes.home(of: "root", in: passwd) == "/root")
    #expect(UserHomes.home(of: "sinhogar", in: passwd) == "/")
    #expect(UserHomes.home(of: "nosuchuser", in: passwd) == nil)
    #expect(UserHomes.home(of: "+nis", in: passwd) == nil)
    #expect(UserHomes.home(of: "corta", in: passwd) == nil)
    #expect(UserHomes.home(of: "", in: passwd) == nil)
    #expect(UserHomes.home(ofUserID: 1000, in: passwd) == "/home/ana")
    #expect(UserHomes.home(ofUserID: 4242, in: passwd) == nil)
  }

  @Test("~nosuchuser stays as typed, ~root becomes root's home from /etc/passwd")
  func tilde() {
    #expect(FileNameExpansion.tildeExpanded("~nosuchuser/x") == "~nosuchuser/x")
    #expect(FileNameExpansion.completions(of: "~nosuchuser").isEmpty)
    if let root = UserHomes.home(of: "root") {
      #expect(FileNameExpansion.tildeExpanded("~root/x") == root + "/x")
    }
  }
}
