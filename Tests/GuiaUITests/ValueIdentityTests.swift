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

  @Test("GuiaUI's wrappers are their box alone, where the binder reads it; @ObservedObject is its object")
  func wrappersAreTheirBox() {
    final class Model: ObservableObject {}
    let box = MemoryLayout<AnyObject>.size
    #expect(MemoryLayout<State<[Int]>>.size == box)
    #expect(MemoryLayout<Environment<Int>>.size == box)
    #expect(MemoryLayout<FocusState<Bool>>.size == box)
    #expect(MemoryLayout<Namespace>.size == box)
    #expect(MemoryLayout<StateObject<Model>>.size == box)
    #expect(MemoryLayout<EnvironmentObject<Model>>.size == box)
    for type in [
      State<[Int]>.self, Environment<Int>.self, FocusState<Bool>.self, Namespace.self, StateObject<Model>.self,
      EnvironmentObject<Model>.self,
    ] as [Any.Type] {
      #expect(DynamicPropertyBinder.wrapperKind(of: type) == .boxed, "\(type)")
      #expect(DynamicPropertyBinder.isStoredInNode(type))
    }
    #expect(DynamicPropertyBinder.wrapperKind(of: ObservedObject<Model>.self) == .observed)
    #expect(!DynamicPropertyBinder.isStoredInNode(ObservedObject<Model>.self), "another object is another input")
    #expect(DynamicPropertyBinder.wrapperKind(of: Int.self) == nil)
    #expect(DynamicPropertyBinder.wrapperKind(of: Binding<Int>.self) == nil)
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
