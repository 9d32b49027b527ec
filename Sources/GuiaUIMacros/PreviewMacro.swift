// The compiler plugin behind GuiaUI's `#Preview`. Not a SwiftPM target: SwiftPM would build
// swift-syntax from a package, which cannot be fetched here; the Makefile (`make macros`)
// builds this file against the swift-syntax the toolchain ships for its own plugins, into the
// checkout's `.build/plugins` (never into the toolchain, which may be read-only or shared);
// a target that expands `#Preview` loads it with `-load-plugin-library`.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` expands to nothing: a terminal has no canvas to show a preview in, and
/// the program runs the view itself. Its closure is still type-checked against the macro's
/// signature, so a preview that would not compile does not compile here either.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
