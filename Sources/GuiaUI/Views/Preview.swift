/// A preview of a view, as SwiftUI's `#Preview`: code written for Xcode's canvas compiles,
/// and the preview is left out (a terminal has no canvas; run the view instead).
///
/// ```swift
/// #Preview("Guía") {
///   AssemblyGuideView()
/// }
/// ```
///
/// Its plugin is built and installed by `make macros` (or any `make` target that builds):
/// the compiler finds it in the toolchain's plugin folder.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "GuiaUIMacros", type: "PreviewMacro")
