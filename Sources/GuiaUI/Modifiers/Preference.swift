/// A named value that views hand up to their ancestors, as SwiftUI's `PreferenceKey`.
///
/// A view sets a value with ``View/preference(key:value:)``; an ancestor reads what its
/// subtree set with ``View/onPreferenceChange(_:perform:)``.
///
/// **How values combine.** The value of a subtree starts from ``defaultValue`` and
/// ``reduce(value:nextValue:)`` is called once for each value set explicitly in it, in tree
/// order (a stack's children top to bottom, a view before its background or overlay), as
/// Tokamak folds and as SwiftUI documents ("views that have no explicit value for the key
/// produce `defaultValue`"). So a subtree with no value yields `defaultValue`, and one with a
/// single value yields `reduce(defaultValue, value)`, not the bare value: a key whose
/// `reduce` negates (seed 003's offset key) sees its negation applied. A
/// `preference(key:value:)` replaces the values its own content set for the same key.
///
/// **Why this fold, and how it differs from SwiftUI.** SwiftUI's implementation (as
/// OpenSwiftUI reproduces it) hands a lone value up without calling `reduce`. With that rule
/// seed 003's key, whose `reduce` negates the offset, would never negate, and the article's
/// printed `y` would be negative; the article shows positive values, as Apple's documented
/// model (the content beside a `.background` contributes `defaultValue`, and the background's
/// value is reduced into it once) predicts. So GuiaUI folds as Tokamak does:
///
/// ```swift
/// values.reduce(into: Key.defaultValue) { value, next in Key.reduce(value: &value) { next } }
/// ```
///
/// and seed 003 prints `(-0.0, 16.0)` after one row: `y` equals `contentOffset.y`. A key
/// whose `reduce` keeps the first value, or adds to a zero default, gives the same result
/// under both rules.
///
/// The protocol is `@MainActor`, so a key's `static var defaultValue` needs no further
/// annotation in Swift 6.
@MainActor
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subtree where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value` (what came before in tree order) with the next value set.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`.
  public static var defaultValue: Value { nil }
}

extension PreferenceKey {
  /// The value of a subtree whose views set `values`, in tree order.
  static func folded(_ values: [Value]) -> Value {
    var value = defaultValue
    for next in values {
      reduce(value: &value) { next }
    }
    return value
  }
}

extension View {
  /// Sets `value` for `key` for this view, replacing what its content set for the same key.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: value))
  }
}

@usableFromInline
struct PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
  let value: Key.Value

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map { PreferenceWriterElement<Key>($0, value: value) }
  }
}

/// A view that set a value for `Key`: layout passes through it.
@MainActor
final class PreferenceWriterElement<Key: PreferenceKey>: WrapperElement {
  let value: Key.Value

  init(_ child: Element, value: Key.Value) {
    self.value = value
    super.init(child)
  }
}

extension Element {
  /// Appends the values set for `key` at or below this element, in tree order; a writer's
  /// value stands for everything below it. Read after layout, when every geometry reader
  /// has made its content.
  func collectPreference<Key: PreferenceKey>(_ key: Key.Type, into values: inout [Key.Value]) {
    if let writer = self as? PreferenceWriterElement<Key> {
      values.append(writer.value)
      return
    }
    for child in children {
      child.collectPreference(key, into: &values)
    }
  }
}
