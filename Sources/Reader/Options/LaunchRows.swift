import Document

/// The options of `guia demo numbers` and of `guia snapshot`: rows of ``OptionTable``, so
/// that `--help`, the man page and the completions list them, though the reader never has
/// them.
enum LaunchRows {
  typealias Value = ReaderOption.Value
  typealias ValueSyntax = ReaderOption.ValueSyntax
  typealias WhileReading = ReaderOption.WhileReading

  /// The rows.
  static let rows: [ReaderOption] = [
    .launch(
      ["--latency"], value: Value(name: "SEGUNDOS"), group: .numbersDemo,
      "Lo que tarda cada carga simulada (2 por omisión, hasta 60).", .latency),
    .launch(
      ["--prefetch"], value: Value(name: "FILAS"), group: .numbersDemo,
      """
      Empieza a cargar cuando quedan estas filas o menos bajo la pantalla (6 por omisión; 0 \
      espera a la última fila).
      """, .prefetch),
    .launch(
      ["--pages"], value: Value(name: "N"), group: .numbersDemo,
      "La fuente tiene N páginas, y ninguna más (por omisión: sin fin).", .pages),
    .launch(
      ["--fail-every"], value: Value(name: "N"), group: .numbersDemo,
      "Cada N-ésima carga falla; r la reintenta.", .failEvery),
    .launch(
      ["--size"], value: Value(name: "COLxFIL", completion: .words(["80x24", "100x30", "120x40"])),
      group: .snapshot, "El tamaño de la terminal privada (80x24 por omisión).", .snapshot),
    .launch(
      ["--keys"], value: Value(name: "TECLAS"), group: .snapshot,
      """
      Las teclas que se escriben, una tras otra, cada una cuando guia ha respondido a la \
      anterior: nombres como en less (Enter, Esc, Space, Tab, Backspace, Up, Down, Left, Right, \
      PgUp, PgDn, Home, End, Ctrl-F, ESC-v) y cualquier otra palabra como texto: 'G k \
      /tornillo Enter'.
      """, .snapshot),
    .launch(
      ["-o", "--output"], value: Value(name: "ARCHIVO", completion: .file), group: .snapshot,
      """
      Dónde se escribe la pantalla final: texto (.txt), SVG (.svg) o PNG (.png, con \
      rsvg-convert) según su extensión, sus carpetas hechas si faltan; sin -o o con -o -, su \
      texto sale por la salida estándar.
      """, .snapshot),
    .launch(
      ["--every-key"], group: .snapshot,
      """
      Escribe también la primera pantalla y la de cada tecla, numeradas antes de la \
      extensión (fin-000.svg, fin-001.svg…); necesita -o.
      """, .snapshot),
    .launch(
      ["--expect"], value: Value(name: "TEXTO"), group: .snapshot,
      """
      Falla, con estado 1 y un mensaje, si la pantalla final no muestra TEXTO; puede \
      repetirse.
      """, .snapshot),
    .launch(
      ["--timeout"], value: Value(name: "SEGUNDOS"), group: .snapshot,
      "Lo que guia tiene para responder a cada tecla (10 por omisión, hasta 600).", .snapshot),
  ]
}
