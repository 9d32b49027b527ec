import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` in an extension of `EnvironmentValues`, as SwiftUI's:
/// a key (`__Key_name`, its `defaultValue` the initial value, computed anew at each read as
/// SwiftUI's) beside the property, and the property's getter and setter through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = propertyName(of: declaration) else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = propertyName(of: declaration)
    else { return [] }
    let initial = binding.initializer?.value.trimmedDescription ?? "nil"
    if let type = binding.typeAnnotation?.type.trimmedDescription {
      return [
        """
        private struct __Key_\(raw: name): GuiaUI.EnvironmentKey {
          typealias Value = \(raw: type)
          static var defaultValue: Value { \(raw: initial) }
        }
        """
      ]
    }
    return [
      """
      private struct __Key_\(raw: name): GuiaUI.EnvironmentKey {
        static let defaultValue = \(raw: initial)
      }
      """
    ]
  }

  private static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
    declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}
