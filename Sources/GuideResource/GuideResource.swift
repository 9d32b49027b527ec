import Document

/// The assembly guide that ships inside the `guia` binary.
///
/// The bytes are compiled in (SwiftPM's `embedInCode` rule on `Resources/guia.md`), so the
/// executable shows the guide from any directory, with no bundle or build folder beside it.
public enum GuideResource {
  /// The guide's Markdown source, byte for byte as in `Resources/guia.md`.
  public static var markdown: [UInt8] { PackageResources.guia_md }

  /// The guide as a document: parsed, and marked as the built-in guide, whose `Paso N` and
  /// footer are the seed's Spanish in every language.
  public static var document: Document {
    var guide = Document(markdown: markdown)
    guide.isBuiltInGuide = true
    return guide
  }
}
