"""The first frame of a large Markdown file against a small one's (issue 50's target: 10 MB
within 3x 10 KB). Writes two documents of headings and paragraphs (10 KB and 10 MB), then
runs guia on each in a pty, alternately, and times the spawn to the first frame's footer
(`Quedan pasos por ver`, the frame's last row), then `q` to the exit (answered while the
rest of a large file is parsed). Prints the medians.

    python3 bench/markdown_first_frame.py .build/release/guia [runs]
"""
import os, statistics, sys, tempfile, time
sys.path.insert(0, os.path.dirname(__file__))
from pty_harness import Program


def sections(size):
    parts = ["# Un documento largo\n\n"]
    total = len(parts[0].encode())
    index = 0
    while total < size:
        index += 1
        part = (f"## Sección {index}\n\nPárrafo {index}: texto corrido que ocupa varias filas una vez "
                "partido en un ancho de ochenta columnas, con *énfasis* y `código`, para que la "
                "disposición tenga algo que hacer en cada bloque.\n\n")
        parts.append(part)
        total += len(part.encode())
    return "".join(parts)


def first_frame(guia, path):
    program = Program([guia, path])
    seen = b""
    while b"Quedan pasos" not in seen:
        if program._read(10) is None:
            raise SystemExit(f"no first frame of {path}")
        seen = (seen + program.tail)[-8192:]
    shown = time.perf_counter() - program.start
    sent = time.perf_counter()
    program.quit()
    return shown, time.perf_counter() - sent


def main():
    guia = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    folder = tempfile.mkdtemp(prefix="guia-md-first-frame-")
    files = {}
    for name, size in (("10 KB", 10_000), ("10 MB", 10_000_000)):
        files[name] = os.path.join(folder, name.replace(" ", "") + ".md")
        with open(files[name], "w") as f:
            f.write(sections(size))
    times = {name: [] for name in files}
    quits = {name: [] for name in files}
    for _ in range(runs):
        for name, path in files.items():
            shown, quit = first_frame(guia, path)
            times[name].append(shown)
            quits[name].append(quit)
    for name in files:
        print(f"{name}: first frame {statistics.median(times[name]) * 1000:.0f} ms, "
              f"q to exit {statistics.median(quits[name]) * 1000:.0f} ms")
    print(f"ratio: {statistics.median(times['10 MB']) / statistics.median(times['10 KB']):.2f}x")


if __name__ == "__main__":
    main()
