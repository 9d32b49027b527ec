import Testing
@testable import Reader

@Suite struct FileCommandTests {
  @Test("less's : commands, with and without a count", arguments: [
    ("n", nil, FileCommand.request(.next(1))), ("n", 3, .request(.next(3))),
    ("p", nil, .request(.previous(1))), ("p", 2, .request(.previous(2))),
    ("x", nil, .request(.number(1))), ("x", 4, .request(.number(4))),
    ("d", nil, .request(.remove)), ("e", nil, .examine), ("f", nil, .info),
    ("q", nil, .quit), ("Q", nil, .quit), ("z", nil, .unknown), ("N", nil, .unknown),
  ] as [(Character, Int?, FileCommand)])
  func commands(letter: Character, count: Int?, expected: FileCommand) {
    #expect(FileCommand(letter, count: count, allowsExamine: true) == expected)
  }

  @Test("secure mode: :e is not available, the others are as they were")
  func examineOff() {
    #expect(FileCommand("e", count: nil, allowsExamine: false) == .notAvailable)
    #expect(FileCommand("n", count: nil, allowsExamine: false) == .request(.next(1)))
  }
}
