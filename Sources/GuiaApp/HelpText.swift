import Localization
import Document
import TerminalUI

/// The text of `guia --help` in the reader's language, with the key table drawn from the same
/// ``KeyMap`` the reader uses. Each section is a key of the catalogues: the Spanish text.
public enum HelpText {
  /// The help text in this process's language (see ``Language/current``).
  public static var text: String { text(in: .current) }

  /// The help text in `language`.
  public static func text(in language: Language) -> String {
    let sections = Self.sections.map { $0.text(in: language) }
    let keys = KeyMap.pager.helpLines(in: language).map { "  " + $0 }.joined(separator: "\n")
    return (sections.prefix(6) + [sections[6] + "\n" + keys] + sections.suffix(1)).joined(separator: "\n\n") + "\n"
  }

  /// The sections, in Spanish: the title, the usage, the description, the options, the
  /// environment, the demo's options, the keys' heading, the exit statuses.
  static let sections: [LocalizedStringKey] = [
    """
      guia — un visor de documentos para la terminal que te dice cuándo llegaste al final.
      """,
    """
      Uso: guia [OPCIONES] [+ORDEN] [ARCHIVO...]
           guia [OPCIONES] demo assembly|offset|margins|numbers
      """,
    """
      Sin ARCHIVO, guia muestra su guía de montaje integrada (Guía de montaje). ARCHIVO puede ser
      un archivo Markdown (.md, .markdown): un título '#' seguido de una lista numerada se muestra
      como guía, un 'Paso N' por elemento. Cualquier otro archivo se muestra como texto plano; '-'
      lee la entrada estándar.
      Varios archivos se leen de uno en uno, como en less: :n y :p pasan de uno a otro, :e ARCHIVO
      abre uno más; la cabecera nombra cada uno con su lugar (b.txt (2/3)), y --report escribe un
      informe por archivo.
      El pie dice 'Fin de la guía' al final y 'Quedan pasos por ver' si no; mientras una tubería
      sigue abierta, la cabecera dice 'leyendo…' junto al porcentaje. Una tubería se guarda en un
      archivo en $TMPDIR (o /tmp), o en memoria (hasta 128 MiB) si no se puede crear ninguno; si el
      resto no se puede guardar (un disco lleno), la cabecera dice 'entrada incompleta' y el pie
      nunca dice 'Fin de la guía' para ella.
      Una línea de código más ancha que la pantalla se parte; cada fila que la continúa empieza con
      un '↪' tenue. Cuando la salida estándar no es una terminal, el texto plano se escribe tal
      cual (como cat), y el Markdown se imprime como texto plano, con las líneas de código enteras.
      Como paginador de páginas de manual (MANPAGER=guia man ls), la sobreimpresión con retroceso
      que envía man se muestra en negrita y subrayado; un retroceso que no sobreimprime nada se
      muestra como '^H'.
      Los colores y atributos del texto plano (git log --color, ls --color=always, grep --color) se
      dibujan: sus secuencias de escape SGR se leen como estilos, nunca se reenvían, y cualquier
      otra secuencia de escape se muestra como '^['. Una línea empieza sin color, como en less. Los
      hipervínculos de terminal (OSC 8) se subrayan; un enlace http, https o file también se pasa a
      la terminal.
      En español con un locale es_*, C, POSIX o ninguno; en inglés con en_* (LANG, LC_MESSAGES,
      LC_ALL; LANGUAGE elige entre ellos). La guía integrada conserva su pie en español.
      Las demos ejecutan las propias vistas SwiftUI de los cuatro artículos sobre GuiaUI: 'guia
      demo assembly' es la guía de la semilla 000, cuyo pie dice 'Fin de la guía' justo al final;
      'guia demo offset' son las 100 filas de la semilla 003, que imprime el desplazamiento en la
      última fila; 'guia demo margins' es el resumen de entrenamiento y el carrusel de la semilla
      004 (Izquierda y Derecha lo desplazan); 'guia demo numbers' es la lista de la semilla 001,
      cuyo modelo de vista carga 20 números más cerca del final (con cualquiera de las opciones de
      abajo, se usa en su lugar una fuente configurable).
      """,
    """
      Opciones:
        -h, --help       Muestra esta ayuda y sale.
        -V, --version    Muestra la versión y sale.
        -S, --chop-long-lines
                         No parte las líneas largas (las de código tampoco): una línea cortada
                         en el borde de la pantalla acaba con un '›' tenue, e Izquierda y Derecha
                         desplazan de lado (también -S tecleado al leer).
        -N, --LINE-NUMBERS
                         Muestra el número de cada línea delante, de siete cifras como en less:
                         las líneas del archivo, también en Markdown (una línea partida, o una
                         fila que sigue con la misma línea, se numera una vez); -N tecleado al
                         leer los muestra u oculta.
            --margin N   Márgenes fijos de N columnas (0-40) a ambos lados del texto, en vez de
                         márgenes que siguen el ancho de la terminal (1 bajo 60 columnas, 2 hasta
                         119, 6 desde 120; la mitad junto al índice).
            --report ARCHIVO
                         Al salir, escribe un resumen JSON: atBottom, reachedEnd, lastStepSeen,
                         maxPercent y el tamaño de la terminal. No es prueba de lectura.
                         El archivo se reemplaza de una vez (escrito al lado y luego renombrado);
                         un FIFO solo se escribe si un proceso lo lee. El documento mismo nunca se
                         reemplaza, ni un archivo que no sea un informe JSON, salvo con -f.
        -f, --force      Deja que --report reemplace un archivo que no es un informe JSON (como
                         el -f de less fuerza lo que rechazaría).
            --no-indicator
                         Oculta el indicador de desplazamiento de la última columna.
            --mouse      Captura el ratón: guia lee la rueda (seleccionar texto pide entonces
                         Mayús). Por omisión, el modo de desplazamiento alternativo de la terminal
                         hace que la rueda envíe Arriba y Abajo, y arrastrar sigue seleccionando.
            --no-mouse   No pide nada al ratón: la rueda hace lo que haga la terminal.
        -R, --RAW-CONTROL-CHARS
                         Dibuja los colores de las secuencias de escape SGR (lo normal; se acepta
                         como lo toma less, así que LESS=R funciona).
            --show-escapes
                         Muestra cada secuencia de escape como texto ('^[[33m'), como less sin -R.
            --no-color   No dibuja colores (los atributos como la negrita se quedan); NO_COLOR
                         con cualquier valor hace lo mismo.
        +ORDEN           Ejecuta ORDEN como teclas al abrir el documento, como less: +G abre al
                         final, +/TEXTO en la primera coincidencia de TEXTO, +NÚMERO en la línea
                         NÚMERO.
        -p, --pattern TEXTO
                         Abre en la primera coincidencia de TEXTO (como +/TEXTO).
        -F, --quit-if-one-screen
                         Si el documento cabe en una pantalla, lo imprime (saneado, con sus
                         colores) y sale; una tubería se lee hasta que acaba o no cabe.
        -X, --no-init    Dibuja en la pantalla de la shell, no en la alternativa, y deja allí la
                         última pantalla al salir.
            --markdown   Lee cada archivo, también la entrada estándar, como Markdown (una
                         tubería se lee antes hasta su fin).
            --plain      Lee cada archivo como texto plano, también un .md.
        -i, --ignore-case
                         Las búsquedas no distinguen mayúsculas salvo que el patrón tenga alguna
                         (lo normal).
        -I, --IGNORE-CASE
                         Las búsquedas nunca distinguen mayúsculas.
      """,
    """
      Entorno:
        GUIA             Opciones tomadas antes que las de la línea de órdenes, como en
                         GUIA='--no-color -S'.
        LESS             Solo se lee si GUIA no está: se toman sus letras F, N, R, S, X, i, I
                         (así el LESS=FRX de git funciona con guia como core.pager), y el resto se
                         ignora.
        NO_COLOR         Con un valor no vacío, no se dibuja ningún color.
        VISUAL, EDITOR   El editor que ejecuta v (VISUAL primero; vi si no hay ninguno).
        MANPAGER, PAGER  Con el valor guia, las páginas de manual y la salida de git se leen en
                         guia.
        LANG, LC_ALL, LC_MESSAGES, LANGUAGE
                         El idioma: español con es_*, C, POSIX o ninguno; inglés con en_*.
      """,
    """
      Opciones de 'guia demo numbers' (cualquiera sustituye el modelo de vista de la semilla):
            --latency SEGUNDOS  Lo que tarda cada carga simulada (2 por omisión, hasta 60).
            --prefetch FILAS    Empieza a cargar cuando quedan estas filas o menos bajo la
                                pantalla (6 por omisión; 0 espera a la última fila).
            --pages N           La fuente tiene N páginas, y ninguna más (por omisión: sin fin).
            --fail-every N      Cada N-ésima carga falla; r la reintenta.
      """,
    """
      Teclas:
      """,
    """
      Estado de salida:
        0    el lector salió, o el documento se imprimió
        64   línea de órdenes errónea (opción o demo desconocida, valor malo, archivos en GUIA)
        66   el archivo no se puede leer (no existe, ilegible, un directorio, una terminal)
        69   la terminal no se puede abrir (TERM sin valor o desconocido, sin direccionamiento
             del cursor), o se pidió una demo con la salida estándar que no es una terminal
        73   el archivo del informe no se puede escribir: se comprueba antes de abrir la pantalla
             (una carpeta que falta, el propio documento, un archivo que no es un informe), o se
             descubre al salir (un disco lleno, un FIFO que nadie lee), tras restaurar la terminal
        74   el documento no se pudo escribir en la salida estándar
        128+N  terminado por la señal N, tras restaurar la terminal; Ctrl-C mientras algo está
             en marcha (la línea de búsqueda, una búsqueda, End leyendo una tubería o partiendo
             una línea muy larga hasta su final, F) solo lo detiene
      """,
  ]
}
