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

private protocol Shown {}
private struct Small: Shown { var number: Int }
private struct Large: Shown { var a = 0, b = 0, c = 0, d = 0 }

/// Fields whose stored bytes hold bytes left as they fell: an existential's buffer past its
/// value, an optional of one.
private struct Holder {
  var shown: any Shown
  var key: AnyHashable
  var optionalKey: AnyHashable?
}

/// Two views sharing field types: the second's layout reads only its own field records.
private struct FirstRow { var number: Int; var padded: Padded; var shown: (any Shown)? }
private struct SecondRow { var padded: Padded; var shown: (any Shown)?; var flag: Bool }
/// Laid out by one test only (the tests of the suite run in any order).
private struct InnerField { var flag: Bool; var label: String; var key: AnyHashable? }
private struct FirstHolder { var number: Int; var inner: InnerField }
private struct SecondHolder { var inner: InnerField; var flag: Bool }

@MainActor
@Suite struct ValueIdentityTests {
  @Test("a field's type is read once: a second view holding it reads only its own fields")
  func fieldLayoutsKept() {
    _ = StoredBytes.layout(of: FirstHolder.self)
    let before = StoredBytes.typesReflected
    _ = StoredBytes.layout(of: SecondHolder.self)
    #expect(StoredBytes.typesReflected - before == 1, "InnerField, its String and its optional are known")
  }

  @Test("values equal byte for byte are the same without their type's layout")
  func equalBytesNeedNoLayout() {
    // No padding: a copy of the value is the same bytes.
    struct Unread { var count: Int; var label: String }
    let value = Unread(count: 3, label: "Paso")
    let before = StoredBytes.typesReflected
    #expect(isIdentical(value, value))
    #expect(isIdentical(value, Unread(count: 3, label: "Paso")))
    #expect(StoredBytes.typesReflected == before, "no field record read")
    // Each value's state has a box of its own: the bytes differ where the layout looks not.
    struct Stateful: View {
      @State private var isOn = false
      let index: Int
      var body: some View { Text("\(index)") }
    }
    #expect(isIdentical(Stateful(index: 3), Stateful(index: 3)), "the boxes differ: the layout tells")
    #expect(StoredBytes.typesReflected > before)
  }

  @Test("stacks, tuples and readers compare their views, never their own field records")
  func containersCompareTheirViews() {
    // A view with state: each value has a box of its own, so its bytes differ.
    struct Row: View {
      @State private var isOn = false
      let index: Int
      var body: some View { Text("\(index)") }
    }
    #expect(isIdentical(Row(index: 1), Row(index: 1)))
    let before = StoredBytes.typesReflected
    let label = "Paso"
    func stack(_ index: Int) -> some View {
      VStack {
        HStack { Row(index: index); Text(label) }
        ZStack { Row(index: 2) }
      }
    }
    func reader(_ index: Int) -> some View {
      GeometryReader { _ in ScrollViewReader { _ in stack(index) } }
    }
    #expect(isSameView(stack(1), stack(1)))
    #expect(!isSameView(stack(1), stack(2)))
    #expect(!isSameView(reader(1), reader(1)), "each closure captures a context of its own")
    #expect(StoredBytes.typesReflected == before, "only Row's layout, read above")
    #expect(isSameView(VStack { Row(index: 1); Row(index: 2) }, VStack { Row(index: 1); Row(index: 2) }))
    #expect(!isSameView(VStack { Row(index: 1); Row(index: 2) }, VStack { Row(index: 1); Row(index: 3) }))
    #expect(!isSameView(VStack(spacing: 1) { Row(index: 1) }, VStack(spacing: 2) { Row(index: 1) }))
    #expect(!isSameView(HStack(alignment: .top) { Row(index: 1) }, HStack(alignment: .bottom) { Row(index: 1) }))
    #expect(StoredBytes.typesReflected == before)
  }

  @Test("a field's kept layout lies where the field does: its padding and existentials moved")
  func fieldLayoutsMoved() {
    var left = SecondRow(padded: Padded(flag: true, count: 7, label: "Paso"), shown: Small(number: 1), flag: true)
    var right = left
    let shown = MemoryLayout<SecondRow>.offset(of: \.shown)!
    // Padded's padding, and the optional existential's buffer past the `Int` it holds.
    withUnsafeMutableBytes(of: &left) { $0[1] = 0xAA; $0[shown + 16] = 0xAA }
    withUnsafeMutableBytes(of: &right) { $0[1] = 0x55; $0[shown + 16] = 0x55 }
    #expect(isIdentical(left, right))
    right.shown = Small(number: 2)
    #expect(!isIdentical(left, right))
    right.shown = nil
    #expect(!isIdentical(left, right))
    right = left
    right.padded.count = 8
    #expect(!isIdentical(left, right))
  }

  @Test("an existential is compared as the value it holds, not with its buffer's unused bytes")
  func existentials() {
    var left = Holder(shown: Small(number: 1), key: AnyHashable("paso"), optionalKey: AnyHashable(3))
    var right = left
    // Past the `Int` of `Small` and the `Int` of the key's box, the buffers are unused.
    withUnsafeMutableBytes(of: &left) { $0[16] = 0xAA }
    withUnsafeMutableBytes(of: &right) { $0[16] = 0x55 }
    let keyOffset = MemoryLayout<Holder>.offset(of: \.optionalKey)!
    withUnsafeMutableBytes(of: &left) { $0[keyOffset + 16] = 0xAA }
    withUnsafeMutableBytes(of: &right) { $0[keyOffset + 16] = 0x55 }
    #expect(isIdentical(left, right))
    right.shown = Small(number: 2)
    #expect(!isIdentical(left, right))
    right.shown = left.shown
    right.key = AnyHashable("otro")
    #expect(!isIdentical(left, right))
    right.key = left.key
    right.optionalKey = nil
    #expect(!isIdentical(left, right))
    left.optionalKey = nil
    #expect(isIdentical(left, right))
  }

  @Test("a value too large for the buffer is boxed: copies share the box")
  func boxedExistentials() {
    let shown: any Shown = Large()
    #expect(isIdentical(Holder(shown: shown, key: 1), Holder(shown: shown, key: 1)))
    #expect(!isIdentical(Holder(shown: Large(), key: 1), Holder(shown: Large(), key: 1)), "two boxes")
  }

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
