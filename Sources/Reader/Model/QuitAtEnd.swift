/// Whether reaching the end of the document ends guia, as less's `-e` and `-E`.
public enum QuitAtEnd: Hashable, Sendable {
  /// Never: the end is where the footer says `Fin de la guía`.
  case never
  /// The second time a forward command reaches the end (`-e`): one more Space at the end quits.
  case secondTime
  /// The first time a forward command reaches the end (`-E`).
  case firstTime
}
