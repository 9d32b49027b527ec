import Document

/// The footer's words about files.
public enum FileMessage {
  /// The prompt of `:e`.
  public static let examinePrompt: LocalizedStringKey = "Examinar: "
  /// Why `:n`, `:p` or `:d` did nothing.
  public static func refusal(_ refusal: FileList.Refusal) -> LocalizedStringKey {
    switch refusal {
    case .noNextFile: return "No hay archivo siguiente"
    case .noPreviousFile: return "No hay archivo anterior"
    case .onlyFile: return "Es el único archivo: no se quita"
    case .noFileNamed: return "No se nombró ningún archivo"
    case .markedFileGone: return "El archivo de la marca ya no está en la lista"
    }
  }
  /// `R` or `v` on what is no file (standard input, the built-in guide).
  public static let notAFile: LocalizedStringKey = "Solo un archivo se puede volver a leer o editar"
  /// `R` or `v` where the file read is now a FIFO, a device or a folder: not read again.
  public static let noLongerAFile: LocalizedStringKey =
    "Ya no es un archivo normal (una FIFO, un dispositivo…): no se vuelve a leer"
  /// A letter after `:` that names no command.
  public static func unknownCommand(_ letter: Character) -> LocalizedStringKey {
    "Orden desconocida: :\(DisplayText(sanitizing: String(letter)))"
  }
  /// A file `:e` could not open, and why (the file name and reason sanitised).
  public static func cannotOpen(_ reason: String) -> LocalizedStringKey {
    "No se puede abrir: \(DisplayText(sanitizing: reason))"
  }
}
