/// A preview of a view, as SwiftUI's `#Preview`: code written for Xcode's canvas compiles,
/// and the preview is left out (a terminal has no canvas; run the view instead).
///
/// ```swift
/// #Preview("Guía") {
///   AssemblyGuideView()
/// }
/// ```
///
/// Its plugin is built by `make macros` (or any `make` target that builds) into guia's
/// `.build/plugins/libGuiaUIMacros.so`; a target that uses `#Preview` loads it by path:
/// `swiftSettings: [.unsafeFlags(["-load-plugin-library", "<guia>/.build/plugins/libGuiaUIMacros.so"])]`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "GuiaUIMacros", type: "PreviewMacro")
