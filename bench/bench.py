#!/usr/bin/env python3
"""guia against less, side by side, through a pseudo-terminal.

Each program runs in a real pty at 80x24 on the same generated documents. A measurement ends
when the bytes the program wrote contain the text that must appear (a line's unique number),
so both programs are timed by what a reader would see. Prints a Markdown table, and writes it
to BENCHMARKS.md with the machine it ran on when --write is given.
"""
import os, pty, select, statistics, sys, time, platform, subprocess, random, fcntl, struct, termios

ROWS, COLS = 24, 80
GUIA = os.environ.get("GUIA", ".build/release/guia")
LESS = "/usr/bin/less"
WORK = os.environ.get("BENCH_DIR", "/tmp/guia-bench")
# Runs per program and document; every figure is the median of its runs.
RUNS = int(os.environ.get("BENCH_RUNS", "7"))

WORDS = "montaje pieza tornillo estante base lateral soporte manta suelo nivel alterna".split()
JAPANESE = "番号を表示して一番下までスクロールした事を検知します次のページを読み込み"


def generate(name, lines, make_line):
    path = os.path.join(WORK, name)
    if os.path.exists(path):
        return path
    rng = random.Random(7)
    with open(path, "w", encoding="utf-8") as f:
        for n in range(1, lines + 1):
            f.write(make_line(n, rng) + "\n")
    return path


def latin(n, rng):
    return f"{n:07d} " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 7)))


def cjk(n, rng):
    start = rng.randint(0, len(JAPANESE) - 25)
    return f"{n:07d} " + JAPANESE[start:start + rng.randint(10, 25)] + "。"


def huge(path, size):
    """About `size` bytes of numbered lines, written in large blocks."""
    if os.path.exists(path) and os.path.getsize(path) >= size:
        return path
    with open(path, "w") as f:
        n = 0
        while f.tell() < size:
            block = "".join(f"{n + i:09d} montaje pieza tornillo estante base lateral soporte\n"
                            for i in range(1, 100001))
            f.write(block)
            n += 100000
    return path


class Session:
    """A program in a pty. guia reports each frame with an in-band marker (GUIA_TEST_FRAMES=1),
    because ncurses rewrites only the changed part of a row, so a row's text may never appear
    whole in its output; the marker's bytes are not counted."""

    def __init__(self, argv, frames=False):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
                              LESS="", LESSOPEN="", LESSHISTFILE="-")
            if frames:
                os.environ["GUIA_TEST_FRAMES"] = "1"
            os.execv(argv[0], argv)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.total = 0
        self.frames = 0 if frames else None

    def marker(self, n):
        return b"\x1b]777;guia-frame;%d\x07" % n

    def next_frame(self):
        self.frames += 1
        marker = self.marker(self.frames)
        begin = b"\x1b]777;guia-begin;%d\x07" % self.frames
        self.total -= len(marker) + len(begin)
        return marker

    def wait_for(self, needle, timeout=120, keep=False):
        """Reads until `needle` has been written; returns everything read when `keep` is set."""
        buf, kept = b"", []
        deadline = time.perf_counter() + timeout
        while needle not in buf:
            left = deadline - time.perf_counter()
            r, _, _ = select.select([self.fd], [], [], max(0, left))
            if not r:
                raise RuntimeError(f"timed out waiting for {needle!r}")
            chunk = os.read(self.fd, 1 << 16)
            buf = buf[-256:] + chunk
            self.total += len(chunk)
            if keep:
                kept.append(chunk)
        return b"".join(kept)

    def settle(self, quiet=0.05):
        """Reads what is still coming: the tail of the last frame (cursor parking)."""
        while select.select([self.fd], [], [], quiet)[0]:
            self.total += len(os.read(self.fd, 1 << 16))

    def key(self, data, needle):
        if self.frames is not None:
            needle = self.next_frame()
        start = time.perf_counter()
        os.write(self.fd, data)
        self.wait_for(needle)
        return (time.perf_counter() - start) * 1000

    def peak_rss_kb(self):
        with open(f"/proc/{self.pid}/status") as f:
            return int(next(l for l in f if l.startswith("VmHWM")).split()[1])

    def quit(self):
        os.write(self.fd, b"q")
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def measure(program, path, first, last, scroll_lines=None, chop=False, less_options=(), guia_options=(),
            presses=100, pages=20):
    """One run: the first screen, `presses` presses of `j` and `pages` of Space when
    `scroll_lines` is given, then End. `path` None runs guia without a document (a demo named
    in `guia_options`)."""
    argv = ([GUIA] + list(guia_options) + ([path] if path else []) if program == "guia"
            else [LESS] + (["-S"] if chop else []) + list(less_options) + [path])
    start = time.perf_counter()
    s = Session(argv, frames=program == "guia")
    screen = s.wait_for(s.next_frame() if program == "guia" else first, keep=True)
    result = {"first": (time.perf_counter() - start) * 1000}
    if first not in screen:
        # guia is timed by its frame marker: the frame must hold the text that had to appear.
        raise RuntimeError(f"{argv}: the first screen lacks {first!r}")
    s.settle()
    if scroll_lines:
        # The line that enters at the bottom: guia shows 21 rows of text, less 23.
        visible = 21 if program == "guia" else 23
        latencies = []
        before = s.total
        for k in range(1, presses + 1):
            latencies.append(s.key(b"j", scroll_lines(visible + k)))
        s.settle()
        result["bytes_row"] = (s.total - before) / presses
        latencies.sort()
        result["key_median"] = statistics.median(latencies)
        result["key_p95"] = latencies[max(0, -(-presses * 95 // 100) - 1)]
        if pages:
            before = s.total
            for k in range(1, pages + 1):
                s.key(b" ", scroll_lines(visible + presses + visible * k))
            s.settle()
            result["bytes_page"] = (s.total - before) / pages
    result["end"] = s.key(b"G", last)
    s.settle()
    result["rss"] = s.peak_rss_kb()
    s.quit()
    return result


def medians(results):
    """The median of each figure over `results`, one dict per run."""
    figures = {}
    for key in results[0]:
        values = [r[key] for r in results if r.get(key) is not None]
        if values:
            middle = statistics.median(values)
            figures[key] = int(middle) if all(isinstance(v, int) for v in values) else middle
    return figures


def measure_demo_assembly():
    """`guia demo assembly`, seed 000's view as written, run by GuiaUI. Its 32 rows of content
    scroll in 21, so the 11th `j` reaches the bottom and flips the footer: the first 10 presses
    are one-row scrolls in the middle of the guide. The first screen ends with the frame that
    draws "Paso 1"; End with the frame after `G`. Drawn with the seed's own scroll indicator
    (ScrollView's showsIndicators defaults to true)."""
    result = measure("guia", None, b"Paso 1", None, scroll_lines=lambda n: None,
                     guia_options=("demo", "assembly"), presses=10, pages=0)
    return result


def main():
    # Other work on the machine slows both programs alike; the table says how busy it was.
    load = os.getloadavg()
    os.makedirs(WORK, exist_ok=True)
    guide = os.path.join(WORK, "guia.md")
    with open("Resources/guia.md", "rb") as src, open(guide, "wb") as dst:
        dst.write(src.read())
    ten_k = generate("10k.txt", 10_000, latin)
    one_m = generate("1m.txt", 1_000_000, latin)
    cjk_file = generate("cjk.txt", 100_000, cjk)
    number = lambda n: f"{n:07d} ".encode()
    cases = [
        ("guide", guide, {"guia": (b"Paso 1", b"Fin de la gu"), "less": (b"Gu\xc3\xada", b"8. Revisa")}, None),
        ("10k lines", ten_k, {"guia": (number(1), number(10000)), "less": (number(1), number(10000))}, number),
        ("1M lines (70 MB)", one_m, {"guia": (number(1), number(1000000)), "less": (number(1), number(1000000))}, None),
        ("CJK 100k lines", cjk_file, {"guia": (number(1), number(100000)), "less": (number(1), number(100000))}, None),
    ]
    if "--huge" in sys.argv:
        path = huge(os.path.join(WORK, "1g.txt"), 1 << 30)
        lines = sum(1 for _ in open(path, "rb"))
        last = f"{lines:09d} ".encode()
        cases.append(("1 GB", path, {"guia": (b"000000001 ", last), "less": (b"000000001 ", last)}, None))
    rows = []
    for name, path, needles, scroll in cases:
        # The programs take turns, run after run (guia, less, guia with its indicator, less,
        # …), and each figure is the median of its runs: a busy moment of the machine falls
        # on both programs alike instead of on one of them.
        runs = {"guia": [], "less": [], "indicator": []}
        for _ in range(RUNS):
            for program in ("guia", "less"):
                first, last = needles[program]
                runs[program].append(measure(program, path, first, last, scroll, chop=True,
                                             guia_options=("--no-indicator",)))
                if program == "guia" and scroll:
                    # guia with its scroll indicator shown (its default): the thumb is
                    # repaired after each scroll of the region.
                    runs["indicator"].append(measure("guia", path, *needles["guia"], scroll))
        results = {"guia": medians(runs["guia"]), "less": medians(runs["less"])}
        rows.append((name, results))
        if name == "guide":
            # Seed 000 as a GuiaUI view, right after the document it comes from; less has
            # nothing to run, so the row has guia's figures alone.
            demo = medians([measure_demo_assembly() for _ in range(RUNS)])
            rows.append(("demo assembly (guia only)", {"guia": demo}))
        if scroll:
            rows.append((name + ", guia with its indicator",
                         {"guia": medians(runs["indicator"]), "less": results["less"]}))

    def cell(results, key, fmt):
        g = results["guia"].get(key)
        if g is None:
            return "—"
        if "less" not in results:
            return fmt.format(g)
        l = results["less"].get(key)
        ratio = f" ({g / l:.2f}×)" if l else ""
        return f"{fmt.format(g)} / {fmt.format(l)}{ratio}"

    lines = ["| document | first screen ms | End ms | bytes / row scroll | bytes / page | key median ms | key p95 ms | peak RSS kB |",
             "|---|---|---|---|---|---|---|---|"]
    for name, r in rows:
        lines.append("| " + " | ".join([name, cell(r, "first", "{:.1f}"), cell(r, "end", "{:.1f}"),
                                         cell(r, "bytes_row", "{:.0f}"), cell(r, "bytes_page", "{:.0f}"),
                                         cell(r, "key_median", "{:.2f}"), cell(r, "key_p95", "{:.2f}"),
                                         cell(r, "rss", "{:d}")]) + " |")
    table = "\n".join(lines)
    numbered = medians([measure("less", one_m, number(1), number(1000000), less_options=("-N",))
                        for _ in range(3)])
    guia_end = dict(rows)["1M lines (70 MB)"]["guia"]["end"]
    note = (f"With line numbers (`less -N`), less needs {numbered['end']:.1f} ms for End on the "
            f"1M-line file (it counts the lines); guia needs {guia_end:.1f} ms "
            f"({numbered['end'] / guia_end:.0f}× faster). guia never counts lines: End reads the "
            "file's last pages only.")
    print(table)
    print(note)
    if "--write" in sys.argv:
        cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
        less_version = subprocess.run([LESS, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        with open("BENCHMARKS.md", "w") as f:
            f.write("# Benchmarks: guia against less\n\n")
            f.write("Made by `make bench` (bench/bench.py): both programs in a real pseudo-terminal at "
                    f"{COLS}x{ROWS}, each figure `guia / less (ratio)`, the median of {RUNS} runs "
                    "each, the programs taking turns run after run. Times end when the text that "
                    "must appear has been written; bytes are everything written to the terminal. "
                    "Scrolling is 100 presses of `j` and 20 of Space on the 10k-line file "
                    "(less with -S, lines shorter than the screen). guia runs with "
                    "`--no-indicator` (less has no scroll indicator) except on the row that "
                    "says otherwise. The `demo assembly` row is seed 000's `AssemblyGuideView` run by "
                    "`guia demo assembly` (with its scroll indicator): less has no counterpart, so "
                    "the row shows guia's figures alone; its row scroll is the first 10 presses "
                    "of `j` (the 11th reaches the bottom and flips the footer), first screen ends "
                    "when \"Paso 1\" is drawn, and End is `G` after them.\n\n")
            f.write(f"Machine: {cpu}, {os.cpu_count()} cores, Linux {platform.release()}; {less_version}; "
                    f"{time.strftime('%Y-%m-%d')}; load average {load[0]:.1f} at the start, "
                    f"{os.getloadavg()[0]:.1f} at the end (times grow with it, bytes do not).\n\n")
            f.write(table + "\n\n" + note + "\n")


if __name__ == "__main__":
    main()
