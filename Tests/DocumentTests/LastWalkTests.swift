import Testing
@testable import Document

@Suite struct LastWalkTests {
  @Test("a walk from a kept position is answered whole, in part, or not at all")
  func answers() {
    var walk = LastWalk()
    #expect(walk.answer(from: 0, limit: 3, end: 100) == nil, "nothing kept")
    walk.keep([0, 10, 20, 30], limit: 4, end: 100, isFinal: true)
    #expect(walk.answer(from: 0, limit: 3, end: 100) == .whole([0, 10, 20]))
    #expect(walk.answer(from: 10, limit: 3, end: 100) == .whole([10, 20, 30]))
    #expect(walk.answer(from: 20, limit: 4, end: 100) == .partial([20, 30]), "the rest follows 30")
    #expect(walk.answer(from: 15, limit: 2, end: 100) == nil, "not a row start it walked")
    #expect(walk.answer(from: 40, limit: 2, end: 100) == nil)
    #expect(walk.answer(from: 10, limit: 2, end: 120) == nil, "the end moved: rows came")
  }

  @Test("a walk that reached the end answers with all there is; one of rows not final is not kept")
  func endAndFinality() {
    var walk = LastWalk()
    walk.keep([0, 10], limit: 5, end: 15, isFinal: true)
    #expect(walk.answer(from: 10, limit: 3, end: 15) == .whole([10]))
    walk.keep([0, 10, 20], limit: 3, end: 25, isFinal: false)
    #expect(walk.answer(from: 0, limit: 2, end: 25) == nil)
  }
}
