@testable import GuiaUI
import Testing

private struct Padded {
  var flag: Bool
  var count: Int
  var label: String
}

private struct WithState: View {
  @State private var isOn = false
  let index: Int
  var body: some View { Text("\(index)") }
}

@MainActor
@Suite struct ValueIdentityTests {
  @Test("the bytes between fields are not compared: equal fields make the same value")
  func paddingIgnored() {
    // Padding bytes hold whatever the stack held; they are written here on purpose.
    var left = Padded(flag: true, count: 7, label: "Paso 1")
    var right = left
    withUnsafeMutableBytes(of: &left) { $0[1] = 0xAA }
    withUnsafeMutableBytes(of: &right) { $0[1] = 0x55 }
    #expect(isIdentical(left, right))
    right.count = 8
    #expect(!isIdentical(left, right))
    #expect(StoredBytes.ranges(of: Padded.self).allSatisfy { !$0.contains(1) })
  }

  @Test("a closure is the same only when it is the same function with the same captures")
  func closures() {
    struct Holder { let action: () -> Int }
    let plain = Holder { 1 }
    #expect(isIdentical(plain, plain))
    func capturing(_ value: Int) -> Holder { Holder { value } }
    #expect(!isIdentical(capturing(1), capturing(1)), "a new context each time")
  }

  @Test("a view's @State is left out: two values of a row with state are the same")
  func stateLeftOut() {
    #expect(isIdentical(WithState(index: 3), WithState(index: 3)))
    #expect(!isIdentical(WithState(index: 3), WithState(index: 4)))
  }

  @Test("environments: the same values are the same environment, a changed one is not")
  func environments() {
    var left = EnvironmentValues()
    left.font = .title
    var right = EnvironmentValues()
    right.font = .title
    #expect(left.isSame(as: right))
    right.font = .body
    #expect(!left.isSame(as: right))
  }
}
