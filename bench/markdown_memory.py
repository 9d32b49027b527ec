"""Peak memory of guia on 10 MB Markdown documents of one shape each (issue 48's bound: ten
times the size and 30 MB): writes each document once into $BENCH_DIR (default
/tmp/guia-bench/markdown), runs guia on it in an 80x24 pty (bench/pty_harness.py), waits for
the first screen, presses G (the end, once every part is parsed) and reads VmHWM.

    python3 bench/markdown_memory.py .build/release/guia [shape ...]
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from pty_harness import Program

SIZE = 10_000_000
SHAPES = {
    "quotes": lambda i: f"> cita número {i}\n\n",
    "headings": lambda i: f"## Sección número {i}\n\nTexto de la sección.\n\n",
    "tables": lambda i: f"| número {i} | b |\n|---|---|\n| uno | dos |\n\n",
    "fences": lambda i: f"```\nnúmero {i}\n```\n\n",
    "paragraphs": lambda i: f"Un párrafo corto número {i}.\n\n",
    "rules": lambda i: "---\n\ntexto\n\n",
    "list": lambda i: f"- item de una lista corta {i}\n",
    "tasks": lambda i: f"- [ ] tarea {i}\n",
    "nested-list": lambda i: f"- uno {i}\n  - dos {i}\n    - tres {i}\n",
    "loose-list": lambda i: f"- item {i}\n\n  segundo párrafo del item\n\n",
    "emphasis-lines": lambda i: f"una línea ~~tachada {i}~~ y **negrita** y *cursiva*\n",
    "link-lines": lambda i: f"una línea con [un enlace](https://example.com/{i}) dentro\n",
    "table-rows": lambda i: ("| a | b | c |\n|---|---|---|\n" if i == 0 else "") + f"| {i} | dos | tres |\n",
}


def document(shape):
    folder = os.path.join(os.environ.get("BENCH_DIR", "/tmp/guia-bench"), "markdown")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{shape}.md")
    if not os.path.exists(path):
        make, parts, size, index = SHAPES[shape], [], 0, 0
        while size < SIZE:
            part = make(index)
            parts.append(part)
            size += len(part.encode())
            index += 1
        with open(path, "w") as f:
            f.write("".join(parts) + "\nfinal del documento\n")
    return path


def peak(guia, path):
    program = Program([guia, path])
    program.startup()
    program.key(b"G")
    # G waits for the parts left to parse: pressed again once the first has settled.
    time.sleep(0.5)
    program.key(b"G", needs_output=False)
    kb = program.peak_rss_kb()
    program.quit()
    return kb


def main():
    guia, shapes = sys.argv[1], sys.argv[2:] or list(SHAPES)
    bound = (10 * SIZE + (30 << 20)) / (1 << 20)
    for shape in shapes:
        mb = peak(guia, document(shape)) / 1024
        print(f"{shape:16} {mb:7.1f} MB {'over' if mb > bound else ''}", flush=True)


if __name__ == "__main__":
    main()
