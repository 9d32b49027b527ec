/// Declares an environment value with its default, as SwiftUI's `@Entry`, in an extension of
/// ``EnvironmentValues``:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
/// ```
///
/// makes the key and the property's getter and setter, so `@Environment(\.accent)` reads it
/// and `.environment(\.accent, .blue)` sets it. Its plugin is `#Preview`'s
/// (`.build/plugins/libGuiaUIMacros.so`, loaded by path, see ``Preview(_:body:)``).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "GuiaUIMacros", type: "EntryMacro")
