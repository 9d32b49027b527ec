import Foundation

/// Finds GuiaUI's primitives in its sources, so that the list the reuse tests check is not
/// one written by hand that a new primitive could be left out of.
enum PrimitiveCatalog {
  /// The names of the types (structs, or extensions adding a conformance) under `folder`
  /// whose inheritance clause names `PrimitiveView` or `PrimitiveModifier`.
  static func primitives(under folder: URL) -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      names.formUnion(primitives(in: text))
    }
    return names
  }

  /// The primitives declared in one file's text.
  static func primitives(in text: String) -> Set<String> {
    let declaration = /(?m)^\s*(?:public\s+|@usableFromInline\s+|final\s+)*(?:struct|extension|enum|class)\s+(\w+)([^{]*)\{/
    var names: Set<String> = []
    for match in text.matches(of: declaration) {
      // A `where` clause constrains; only the inheritance clause declares.
      var clause = Substring(match.output.2)
      if let range = clause.range(of: " where ") { clause = clause[..<range.lowerBound] }
      let words = clause.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
      if words.contains("PrimitiveView") || words.contains("PrimitiveModifier") {
        names.insert(String(match.output.1))
      }
    }
    return names
  }
}
