#!/usr/bin/env python3
"""guia against less, measured fairly: one pty harness for both (bench/pty_harness.py), runs
taking turns (A B A B), medians with min and max, the pty's own echo time measured in the
same invocation. Prints a Markdown report; --write also writes it to BENCHMARKS.md.

Each run of a program on a document: the first screen; keys paced as a person types (each
sent once the screen has settled): 20 `j`, 10 `k`, 5 Space, 5 `b`; 30 `j` sent back to back;
on the 1M-line file a search typed whole and timed from its Enter; End (`G`); the peak RSS
(VmHWM); `q`.
"""
import os, sys, time, random, platform, statistics, subprocess

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_harness import Program, echo_floor  # noqa: E402

COLS, ROWS = 80, 24
GUIA = os.path.abspath(os.environ.get("GUIA_BINARY", ".build/release/guia"))
LESS = "/usr/bin/less"
WORK = os.environ.get("BENCH_DIR", "/tmp/guia-bench")
RUNS = max(5, int(os.environ.get("BENCH_RUNS", "5")))
GUIDE = os.path.abspath("Resources/guia.md")
# A coloured `git log -p`, searched against `less -R` (issue 49: search through colour).
COLOURED = "coloured git log (less -R)"

WORDS = "montaje pieza tornillo estante base lateral soporte manta suelo nivel alterna".split()
JAPANESE = "番号を表示して一番下までスクロールした事を検知します次のページを読み込み"


def generate(name, lines, make_line):
    os.makedirs(WORK, exist_ok=True)
    path = os.path.join(WORK, name)
    if not os.path.exists(path):
        rng = random.Random(7)
        with open(path + ".part", "w", encoding="utf-8") as f:
            for n in range(1, lines + 1):
                f.write(make_line(n, rng) + "\n")
        os.rename(path + ".part", path)
    return path


def latin(n, rng):
    return f"{n:07d} " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 7)))


def cjk(n, rng):
    start = rng.randint(0, len(JAPANESE) - 25)
    return f"{n:07d} " + JAPANESE[start:start + rng.randint(10, 25)] + "。"


LONG_LINE = "10 MB line"


def long_line(name, size):
    """One line of `size` bytes of words, and its newline."""
    os.makedirs(WORK, exist_ok=True)
    path = os.path.join(WORK, name)
    if not os.path.exists(path):
        rng = random.Random(7)
        words, total = [], 0
        while total < size - 1:
            word = rng.choice(WORDS)
            words.append(word)
            total += len(word) + 1
        with open(path + ".part", "w", encoding="utf-8") as f:
            f.write(" ".join(words)[: size - 1] + "\n")
        os.rename(path + ".part", path)
    return path


def coloured_log(name, commits):
    """A `git log -p --color=always --decorate` as git writes it: SGR around the commit line,
    its tag, the diff's header and each added or removed line; the tag `v600` on the last
    commit but one, so that a search reads nearly all of it."""
    path = os.path.join(WORK, name)
    if os.path.exists(path):
        return path
    os.makedirs(WORK, exist_ok=True)
    rng = random.Random(7)
    with open(path + ".part", "w", encoding="utf-8") as f:
        for number in range(commits):
            tag = "\x1b[33m (\x1b[m\x1b[1;33mtag: v600\x1b[m\x1b[33m)\x1b[m" if number == commits - 2 else ""
            f.write(f"\x1b[33mcommit {rng.getrandbits(160):040x}\x1b[m{tag}\n")
            f.write("Author: Ejemplo <ejemplo@example.com>\nDate:   Mon Dec 7 12:00:00 2026 +0000\n\n")
            f.write(f"    {' '.join(rng.choice(WORDS) for _ in range(8))}\n\n")
            f.write("\x1b[1mdiff --git a/screen.c b/screen.c\x1b[m\n\x1b[36m@@ -10,7 +10,7 @@\x1b[m\n")
            for _ in range(12):
                sign, colour = rng.choice([(" ", ""), ("+", "\x1b[32m"), ("-", "\x1b[31m")])
                line = " ".join(rng.choice(WORDS) for _ in range(6))
                f.write(f"{colour}{sign}\t{line};\x1b[m\n" if colour else f" \t{line};\n")
    os.rename(path + ".part", path)
    return path


def programs(document, path):
    """The programs compared on `document`: guia as `make run` builds it, and less (less -R
    on the coloured log, as git runs it)."""
    guia = [GUIA] if document == "guide" else [GUIA, path]
    result = {"guia": guia, "less": [LESS, "-R", path] if document == COLOURED else [LESS, path]}
    if document in ("10k lines", "1M lines"):
        # less counts lines for its prompt unless told not to (-n): End both ways.
        result["less -n"] = [LESS, "-n", path]
        result["guia, no indicator"] = [GUIA, "--no-indicator", path]
    return result


def one_run(argv, search=None):
    """One run of `argv`: every figure of the module's docstring."""
    program = Program(argv, COLS, ROWS, env={"LESS": "", "GUIA": ""})
    figures = {"first screen ms": program.startup()}
    for name, key, count in (("j", b"j", 20), ("k", b"k", 10), ("Space", b" ", 5), ("b", b"b", 5)):
        # A key at the end already draws nothing: only the keys that moved are counted.
        keys = [k for k in (program.key(key) for _ in range(count)) if k]
        if not keys:
            continue
        figures[f"{name} ms"] = statistics.median(k[0] for k in keys)
        figures[f"{name} bytes"] = statistics.median(k[1] for k in keys)
        figures[f"{name} CPU ms"] = statistics.median(k[2] for k in keys)
    latency, size, cpu = program.burst(b"j", 30)
    figures.update({"j back to back ms": latency, "j back to back bytes": size, "j back to back CPU ms": cpu})
    if search:
        for character in search:
            program.key(character.encode())
        searched = program.key(b"\r")
        figures["search ms"], figures["search CPU ms"] = searched[0], searched[2]
        program.key(b"g")
    end = program.key(b"G")
    if end:
        figures["End ms"] = end[0]
    figures["peak RSS kB"] = program.peak_rss_kb()
    program.quit()
    return figures


def long_line_run(argv):
    """One run on a document of one long line: End (`G`), then 5 `k` paced, each a screen's
    rows up the line from its end; the peak RSS."""
    program = Program(argv, COLS, ROWS, env={"LESS": "", "GUIA": ""})
    figures = {"first screen ms": program.startup()}
    end = program.key(b"G")
    if end:
        figures["End ms"] = end[0]
    keys = [k for k in (program.key(b"k") for _ in range(5)) if k]
    if keys:
        figures["k ms"] = statistics.median(k[0] for k in keys)
        figures["k CPU ms"] = statistics.median(k[2] for k in keys)
    figures["peak RSS kB"] = program.peak_rss_kb()
    program.quit()
    return figures


def measure(document, path, search=None):
    """RUNS runs of each program on `document`, the programs taking turns run after run."""
    runs = {name: [] for name in programs(document, path)}
    for _ in range(RUNS):
        for name, argv in programs(document, path).items():
            runs[name].append(long_line_run(argv) if document == LONG_LINE else one_run(argv, search))
    return runs


def summary(values):
    middle = statistics.median(values)
    return middle, min(values), max(values)


def cell(runs, figure):
    if not runs or figure not in runs[0]:
        return None
    return summary([run[figure] for run in runs])


def fmt(stat, digits):
    if stat is None:
        return "—"
    middle, low, high = stat
    return f"{middle:.{digits}f} ({low:.{digits}f}–{high:.{digits}f})"


ROWS_SHOWN = [
    ("first screen ms", 1), ("j ms", 2), ("k ms", 2), ("Space ms", 2), ("b ms", 2),
    ("j CPU ms", 3), ("k CPU ms", 3), ("Space CPU ms", 3), ("b CPU ms", 3),
    ("j back to back ms", 3), ("End ms", 1), ("search ms", 0), ("search CPU ms", 0),
    ("j bytes", 0), ("j back to back bytes", 1), ("Space bytes", 0), ("peak RSS kB", 0),
]


def share(ratio):
    """A ratio with two decimals, or two significant digits below 0.01 (0.0016×, not 0.00×)."""
    return f"{ratio:.2f}×" if ratio >= 0.01 else f"{ratio:.2g}×"


def report(results, floor):
    lines = []
    for document, runs in results.items():
        lines += [f"### {document}", "", "| figure | guia | less | guia / less |", "|---|---|---|---|"]
        for figure, digits in ROWS_SHOWN:
            guia, less = cell(runs["guia"], figure), cell(runs["less"], figure)
            if guia is None and less is None:
                continue
            ratio = share(guia[0] / less[0]) if guia and less and less[0] else "—"
            lines.append(f"| {figure} | {fmt(guia, digits)} | {fmt(less, digits)} | {ratio} |")
        if "less -n" in runs:
            guia, counted = cell(runs["guia"], "End ms"), cell(runs["less -n"], "End ms")
            lines.append(f"| End ms against `less -n` | {fmt(guia, 1)} | {fmt(counted, 1)} | {guia[0] / counted[0]:.2f}× |")
            bare = runs["guia, no indicator"]
            for figure in ("j bytes", "Space bytes"):
                guia, less = cell(bare, figure), cell(runs["less"], figure)
                lines.append(f"| {figure}, guia `--no-indicator` | {fmt(guia, 0)} | {fmt(less, 0)} | {guia[0] / less[0]:.2f}× |")
        lines.append("")
    lines.append(f"The pty's echo floor (a byte to `cat` and back, no program work): {floor:.3f} ms, "
                 "measured in the same invocation; a key latency near it is the floor, not the program.")
    return "\n".join(lines)


HOW = """Made by `make bench` (bench/bench.py on bench/pty_harness.py). How each figure is taken:

- **One harness for both.** guia (the binary `make run` builds) and less 590 run in the same
  pseudo-terminal code: spawned with `posix_spawn` in a new session whose controlling terminal
  is the pty, the window size ({cols}x{rows}) set before exec, the environment the same
  (`TERM=xterm-256color`, `LANG=C.UTF-8`, `LESS` and `GUIA` empty). No test-only output is asked
  of guia: every byte either program writes is counted.
- **Settled screen.** A figure ends at the last byte before the screen settles: no byte for
  40 ms *and* the program idle (no thread runnable, its CPU time from `schedstat` not growing
  over a 10 ms probe). The clock starts just before the spawn (first screen) or the write of
  the key.
- **Turns.** {runs} runs per program and document, taking turns (guia, less, guia, less…);
  each figure is the median, with min–max in brackets. Within a run, per-key figures are the
  median of its presses.
- **Keys.** Paced as a person types, each key sent once the screen has settled: 20 `j`, 10
  `k`, 5 Space, 5 `b`. Then 30 `j` written at once (back to back, as a held key or a paste):
  time to the last byte over 30. CPU per key is the program's `schedstat` time over the key.
- **End** is `G`, against plain `less` (which counts lines for its prompt on a large file)
  and against `less -n` (which does not). **Search** (1M lines; the coloured log, against
  `less -R`, as git runs it: `/tag: v600`, near its end) is typed whole, then timed from
  Enter; its CPU is the program's over that key. **Peak RSS** is `VmHWM` of the program's own address space, read before `q`.
- **Bytes** per `j` and per Space are those written in answer to one paced key; guia's
  default shows a scroll indicator, the `--no-indicator` rows are without it.
- **The 10 MB line** is one line of words, 10 MB long: End (`G`, which guia wraps a slice at a
  time), then 5 `k` paced, each moving a screen's rows up from the line's end.
- **The guide** is guia's built-in guide against less on its Markdown source, which fits one
  screen: less's key figures there are a prompt redrawn, and End is `—` for guia when the
  paced keys already reached the bottom (nothing left to draw).
- **The page cache.** guia's binary is dropped from the page cache before the runs, so that
  its first run brings it in by mapping it, as running less brought less's binary in: a
  binary just written by the linker (or read with read(2)) is cached in larger pieces that a
  mapping keeps resident whole, about 1 MB more peak RSS (8.9 against 7.8 MB on 10k lines).
"""


SCALING_HOW = """## GuiaUI: a key against the rows a view holds

Made by `make bench` too (bench/GuiaUIScaling, built as guia's release is): a counter above a
scroll view of rows, in process, with no terminal, so that only GuiaUI's work is counted (a
pass, the layout, the frame's screen). Each figure is the median CPU time of a key and its
frame over 15 keys; {runs} runs take turns (100 rows, 10 000, 100 000, 100 rows…); the median of
the runs, min–max in brackets. **state change**: `+` counts in the view above the rows, which
do not read the count. **scroll key**: `j`. **selection moves**: `s` moves a selection that
every row reads, so every row's value changes and each is compared (SwiftUI's case too; the
rows' bodies that did not change do not run). **scroll key, a key handler a row**: `j` where
each row has its own `onKeyPress`, so the key passes every handler of the pass (the chain is
built in one step a handler; the registrations are still made again each pass). The issue's targets: a state change and a scroll
key within 2× from 100 to 10 000 rows, lazy stacks flat.
"""


def guiaui_scaling():
    """The table bench/GuiaUIScaling prints (release build, as guia's)."""
    binary = os.path.join(os.path.dirname(GUIA), "GuiaUIScaling")
    return subprocess.run([binary, str(RUNS)], capture_output=True, text=True, check=True).stdout.rstrip()


def cache_as_run(path):
    """Drops `path` from the page cache, so that the first run brings it back in by mapping
    it, as running less once brought less's binary in. A binary just written by the linker,
    or read with read(2), sits in the cache in larger pieces that a mapping then keeps
    resident whole: about 1 MB more of guia's peak RSS than the same file brought in by
    running it."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def main():
    cache_as_run(GUIA)
    documents = {
        "guide": GUIDE,
        "10k lines": generate("10k.txt", 10_000, latin),
        "1M lines": generate("1m.txt", 1_000_000, latin),
        "CJK 100k lines": generate("cjk.txt", 100_000, cjk),
        LONG_LINE: long_line("line10m.txt", 10_000_000),
        COLOURED: coloured_log("coloured.log", 60_000),
    }
    load = os.getloadavg()
    floor = echo_floor()
    results = {}
    for document, path in documents.items():
        search = {"1M lines": "/0999990", COLOURED: "/tag: v600"}.get(document)
        results[document] = measure(document, path, search=search)
        print(f"{document}: done", file=sys.stderr)
    text = report(results, floor)
    scaling = guiaui_scaling()
    print(text)
    print(scaling)
    if "--write" in sys.argv:
        cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
        less_version = subprocess.run([LESS, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        with open("BENCHMARKS.md", "w") as f:
            f.write("# Benchmarks: guia against less\n\n")
            f.write(HOW.format(cols=COLS, rows=ROWS, runs=RUNS) + "\n")
            f.write(f"Machine: {cpu}, {os.cpu_count()} cores, Linux {platform.release()}; {less_version}; "
                    f"{time.strftime('%Y-%m-%d')}; load average {load[0]:.1f} at the start, "
                    f"{os.getloadavg()[0]:.1f} at the end (times grow with load, bytes do not).\n\n")
            f.write(text + "\n\n")
            f.write(SCALING_HOW.format(runs=RUNS) + "\n" + scaling + "\n")


if __name__ == "__main__":
    main()
