#!/usr/bin/env python3
"""Writes bench/guia.order: the functions guia runs in ordinary reading, for the linker.

Why: the kernel maps a program's code 64 KiB at a time around each page it touches. The
functions a first screen runs (about 550 KiB of code) were scattered over 4.4 MiB of text,
so nearly all of guia's code was resident: peak RSS is mostly code. Laid side by side
(`ld.lld --symbol-ordering-file`), they fill a few windows instead.

How: guia (the release build, debug info stripped for valgrind's sake) runs under callgrind
in a pseudo-terminal through a few reading sessions: the guide, a plain text file (scroll,
page, End, search), a Markdown file with its contents pane, a pipe, and the seed 000 demo.
Every function that executed is written out, by its linkage name. First come the functions
the commonest keys run (a line, a page, on the guide and on plain text), the costliest
first: each of those sessions runs twice, with one round of its keys and with four, and a
function's share of the keys is what its cost grew by. A key's path is then a few dozen pages of code
side by side rather than one function here and there among the start-up's: 17 % less CPU a
key on 10 000 lines (ptybench, same build relinked). Then come the sessions' functions, the
first session's first (the first screen of a plain file), as they run at start-up; the EVEX
and AVX-512 variants of the glibc string functions that ran beside the AVX2 ones valgrind
runs; then every other function, in the order of the binary, so that the functions without a
symbol, which cannot be named, come together after them all. A name that a later change
removes is ignored by the linker (--no-warn-symbol-ordering): a stale file only places less of
the code well. `make order` writes it again.

The linker moves input sections, not functions: guia's own code and the runtime's C++ are
one section a function (-function-sections), but the Swift standard library, Concurrency
and the regex libraries come as one section of up to 1.6 MiB each. Naming one of their
functions would pull the whole blob into the middle of the ordered code and spread it out
again; with --map (the linker's map of the same binary) such functions are left out.

Usage: python3 bench/order.py [--binary .build/release/guia] [--map MAP] [--output bench/guia.order]
"""
import argparse
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_session(command, marker, keys, env_extra=None):
    """Runs `command` in an 80x24 pty; waits for `marker`; sends each key, waiting for the
    answer; ends with q."""
    pid, fd = pty.fork()
    if pid == 0:
        # LESS and GUIA set but empty, as `make bench` runs guia: their options are read.
        env = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"),
               "TERM": "xterm-256color", "LANG": "C.UTF-8", "LESS": "", "GUIA": ""}
        env.update(env_extra or {})
        os.execvpe(command[0], command, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def read(until=None, quiet=0.3, timeout=120):
        data = b""
        deadline = time.time() + timeout
        last = time.time()
        while time.time() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return data, True
                if not chunk:
                    return data, True
                data += chunk
                last = time.time()
                if until is not None and until in data:
                    return data, False
            elif until is None and data and time.time() - last > quiet:
                return data, False
            elif until is None and not data and time.time() - last > 10:
                return data, False
        raise SystemExit(f"order.py: no {until!r} from {command} in {timeout} s")

    read(marker.encode())
    for key in keys:
        os.write(fd, key.encode())
        read()
    os.write(fd, b"q")
    try:
        read(until=b"\0never", timeout=30)
    except SystemExit:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


def executed_functions(profile):
    """The functions of the guia binary that ran, by the name callgrind shows, with their
    own cost (instructions), costliest first."""
    out = subprocess.run(["callgrind_annotate", "--threshold=100", profile],
                         capture_output=True, text=True, check=True).stdout
    functions = []
    for line in out.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(?:\?\?\?:)?(.*) \[(.*)\]$", line)
        if match and os.path.basename(match.group(3)).startswith("guia"):
            cost = int(match.group(1).replace(",", ""))
            functions.append((re.sub(r"'\d+$", "", match.group(2)), cost))
    return functions


def profile_session(work, command, marker, keys):
    """The functions of the guia processes `command` ran (with `keys`), and their costs."""
    before = set(os.listdir(work))
    run_session(command, marker, keys)
    costs = {}
    for profile in sorted(set(os.listdir(work)) - before):
        if profile.endswith(".out"):
            for name, cost in executed_functions(os.path.join(work, profile)):
                costs[name] = costs.get(name, 0) + cost
    return costs


def linkage_names(binary):
    """Maps each function's demangled and linkage names to its linkage name."""
    raw = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["nm", "-C", binary], capture_output=True, text=True,
                               check=True).stdout
    names = {}
    for plain, readable in zip(raw.splitlines(), demangled.splitlines()):
        plain_parts = plain.split(None, 2)
        readable_parts = readable.split(None, 2)
        # `i`: glibc's indirect functions (strlen, memmove, floor, sin…). A static binary runs
        # every one's resolver before main, to fill in its relocation; each resolver sits in a
        # small section of its own, and left out they were a page touched in each of a dozen
        # 64 KiB windows of libc and libm.
        if len(plain_parts) < 3 or plain_parts[1] not in "tTwWi":
            continue
        names.setdefault(plain_parts[2], plain_parts[2])
        names.setdefault(readable_parts[2], plain_parts[2])
    return names


def functions_by_address(binary):
    """The linkage names of the binary's functions, in address order."""
    listing = subprocess.run(["nm", "-n", binary], capture_output=True, text=True, check=True).stdout
    return [parts[2] for parts in (line.split(None, 2) for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwWi"]


# glibc's string functions come in variants for each instruction set, and one is chosen at
# start-up by the processor's features (an indirect function's resolver). valgrind emulates
# no AVX-512, so under callgrind glibc runs the AVX2 variants, while the processors guia
# usually runs on pick the EVEX or AVX-512 ones: those were a 64 KiB window each, outside the
# ordered code. Each variant that ran is placed with its EVEX and AVX-512 siblings.
VARIANT = re.compile(r"^(__\w+?)_(?:sse2|ssse3|sse4_1|sse4_2|avx2|avx|evex512|evex|avx512)(?:_|$)")


def wide_variants(functions):
    """Maps the base name of each string function (`__memmove`) to its EVEX and AVX-512
    variants."""
    variants = {}
    for name in functions:
        match = VARIANT.match(name)
        if match and ("evex" in name or "avx512" in name):
            variants.setdefault(match.group(1), []).append(name)
    return variants


# An input section at least this large is a library built as one section: see the docstring.
WHOLE_LIBRARY_SECTION = 256 * 1024


def functions_in_whole_library_sections(map_path):
    """The symbols that lld's map places inside input sections of WHOLE_LIBRARY_SECTION or
    more bytes."""
    inside = set()
    large = False
    with open(map_path, errors="replace") as f:
        for line in f:
            parts = line.split(None, 4)
            if len(parts) < 5:
                continue
            name = parts[4].strip()
            if ":(" in name and name.endswith(")"):
                large = int(parts[2], 16) >= WHOLE_LIBRARY_SECTION
            elif large and not name.startswith("."):
                inside.add(name)
    return inside


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/guia"))
    parser.add_argument("--output", default=os.path.join(ROOT, "bench/guia.order"))
    parser.add_argument("--map", help="lld's map of the binary (-Map): functions in huge "
                        "input sections are left out")
    args = parser.parse_args()
    left_out = functions_in_whole_library_sections(args.map) if args.map else set()
    for tool in ("valgrind", "callgrind_annotate", "nm", "objcopy"):
        if shutil.which(tool) is None:
            raise SystemExit(f"order.py: {tool} is needed (apt-get install valgrind binutils)")

    work = tempfile.mkdtemp(prefix="guia-order-")
    binary = os.path.join(work, "guia")
    # valgrind 3.19 cannot read the DWARF 5 that swiftc writes; the symbols are enough.
    subprocess.run(["objcopy", "--strip-debug", args.binary, binary], check=True)
    text = os.path.join(work, "lines.txt")
    with open(text, "w") as f:
        for n in range(1, 10001):
            f.write(f"línea {n} — el texto de la línea {n}, con algo más\n")
    markdown = os.path.join(ROOT, "README.md")
    grind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(work, "%p.out")]
    plain = os.path.join(work, "plain.txt")
    with open(plain, "w") as f:
        for n in range(1, 10001):
            f.write(f"{n:07d} montaje pieza tornillo estante base lateral soporte\n")
    sessions = [
        # The first screen of a plain ASCII file, alone and first: what opening a file runs is
        # then a block of its own, after the keys' code, rather than spread among the
        # functions that the guide and Markdown need first.
        (grind + [binary, plain], "0000001", []),
        (grind + [binary], "Paso 1", ["j"] * 12 + ["G", "g", " ", "b"]),
        (grind + [binary, text], "línea 1", ["j"] * 30 + [" "] * 5 + ["G", "g", "/línea 50\r", "n", "N", "-S", "l"]),
        (grind + [binary, markdown], "guia", ["j"] * 10 + [" ", "t", "j", "\r", "G", "?guia\r", "n"]),
        (grind + ["--trace-children=yes", "sh", "-c", f"cat {text} | {binary}"], "línea 1", ["j"] * 10 + ["G", "g"]),
        (grind + [binary, "demo", "assembly"], "Paso 1", ["j"] * 12 + ["G"]),
    ]
    # What keys run, apart from what starting, quitting and a key's first time run (a cache
    # made, a table looked up once): each session with one round of its keys, then with
    # four.
    keys_round = ["j", "k"] * 5 + [" ", "b"]
    key_sessions = [
        (grind + [binary], "Paso 1", keys_round),
        (grind + [binary, text], "línea 1", keys_round),
    ]
    growth = {}
    for command, marker, keys in key_sessions:
        idle = profile_session(work, command, marker, keys)
        for name, cost in profile_session(work, command, marker, keys * 4).items():
            if cost > idle.get(name, 0):
                growth[name] = growth.get(name, 0) + cost - idle.get(name, 0)
    names = linkage_names(binary)
    order = []
    seen = set()

    functions = functions_by_address(binary)
    variants = wide_variants(functions)

    def place(name):
        linkage = names.get(name)
        if linkage and linkage not in seen and linkage not in left_out:
            seen.add(linkage)
            order.append(linkage)
            match = VARIANT.match(linkage)
            for variant in variants.get(match.group(1), []) if match else []:
                place(variant)

    for name in sorted(growth, key=lambda name: -growth[name]):
        place(name)
    for command, marker, keys in sessions:
        for name, _ in sorted(profile_session(work, command, marker, keys).items(), key=lambda item: -item[1]):
            place(name)
    # Then every other function, as the linker would have laid them out: a function with no
    # symbol (a closure's context destructor, a key path's getter: LLVM's private functions,
    # 48 KiB in all) cannot be named here, and left among the functions not named, each that
    # a first screen ran was a 64 KiB window of its own (19 of them). With every named
    # function placed, the unnamed ones come after them all, side by side.
    for name in functions:
        place(name)
    with open(args.output, "w") as f:
        f.write("\n".join(order) + "\n")
    print(f"order.py: {len(order)} functions written to {os.path.relpath(args.output, ROOT)}")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
