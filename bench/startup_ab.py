#!/usr/bin/env python3
"""The start-up rows of `make bench`, for a few programs taking turns: A/B of two builds.

Each run of each program on DOCUMENT, the programs taking turns run after run (A B C A B C…),
in bench/pty_harness.py's pseudo-terminal as `make bench` runs them (80x24, LESS and GUIA
empty): the first screen (ms, to the last byte before it settles), the CPU the process took
for it (ms, its threads' schedstat: user and kernel), End (`G`, ms), and the peak RSS (kB,
VmHWM, read before `q`, as `make bench` reads it after its keys). Medians, with min–max. Each
binary is dropped from the page cache first, as `make bench` drops guia's.

Usage: python3 bench/startup_ab.py DOCUMENT RUNS PROGRAM... (a program with its options in one
argument: "/usr/bin/less -n")
Example: python3 bench/startup_ab.py /tmp/guia-bench/10k.txt 11 main/guia .build/release/guia /usr/bin/less
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_harness import Program  # noqa: E402


def drop_from_page_cache(path):
    descriptor = os.open(path, os.O_RDONLY)
    try:
        # Written back first: dirty pages (a binary just linked or copied) are not dropped.
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    document, runs, programs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    for program in programs:
        drop_from_page_cache(program.split()[0])
    figures = {program: {"first screen ms": [], "first screen CPU ms": [], "End ms": [], "peak RSS kB": []}
               for program in programs}
    for _ in range(runs):
        for program in programs:
            run = Program(program.split() + [document], 80, 24, env={"LESS": "", "GUIA": ""})
            figures[program]["first screen ms"].append(run.startup())
            figures[program]["first screen CPU ms"].append(run.cpu_ns() / 1e6)
            end = run.key(b"G")
            if end:
                figures[program]["End ms"].append(end[0])
            figures[program]["peak RSS kB"].append(run.peak_rss_kb())
            run.quit()
    for program in programs:
        cells = [f"{name} {statistics.median(values):.2f} ({min(values):.2f}–{max(values):.2f})"
                 for name, values in figures[program].items() if values]
        print(f"{program}: " + "; ".join(cells))


if __name__ == "__main__":
    main()
