#!/usr/bin/env python3
"""Where a first screen's pages go: its page faults by section, and what is resident.

How: the program runs in an 80x24 pseudo-terminal (bench/pty_harness.py, as `make bench` runs
it, LESS and GUIA empty) under `perf record -e page-faults -d`, which records the address of
every fault, until its first screen settles; then `q`. The binary is dropped from the page
cache first, as `make bench` drops it. Each fault's address is put in the binary's section
(`readelf -S`), or the heap, or the mappings above it (the stack, locale files). With lld's map
of the binary (`-Map`, as `make order` writes), each 64 KiB window of code that a fault mapped
is named by the input section that the first fault in it fell in (a file's function, or a
whole library's `.text`). A second, plain run reads /proc/PID/smaps at the settled first
screen: the resident kilobytes of each mapping, and VmHWM.

A fault in a file-backed mapping maps the 64 KiB around it (the kernel's fault-around): a
window of code touched once is 64 KiB of RSS. A fault in the heap or `.bss` is one page.

Usage: python3 bench/first_screen_pages.py BINARY DOCUMENT [--map MAP] [--windows]
Example (docs/speed.md): python3 bench/first_screen_pages.py .build/release/guia 10k.txt
"""
import argparse
import bisect
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_harness import Program  # noqa: E402

ENV = {"LESS": "", "GUIA": ""}


def drop_from_page_cache(path):
    descriptor = os.open(path, os.O_RDONLY)
    try:
        # Written back first: dirty pages (a binary just linked or copied) are not dropped.
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)


def sections(binary):
    """The binary's allocated sections: name, start, size."""
    listing = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    found = []
    for line in listing.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match and int(match.group(2), 16):
            found.append((match.group(1), int(match.group(2), 16), int(match.group(3), 16)))
    return found


def input_sections(map_path):
    """lld's map: the start, size and name of each input section, by address."""
    found = []
    with open(map_path, errors="replace") as f:
        for line in f:
            parts = line.split(None, 4)
            if len(parts) == 5 and ":(" in parts[4] and int(parts[0], 16):
                found.append((int(parts[0], 16), int(parts[2], 16), parts[4].strip()))
    found.sort()
    return found


def fault_addresses(binary, document):
    with tempfile.TemporaryDirectory() as work:
        data = os.path.join(work, "faults.data")
        program = Program([shutil.which("perf") or "perf", "record", "-q", "-o", data, "-e", "page-faults", "-c", "1", "-d",
                           binary, document], env=ENV)
        program.startup()
        program.quit()
        script = subprocess.run(["perf", "script", "-i", data, "-F", "addr"], capture_output=True,
                                text=True, check=True).stdout
    return [int(word, 16) for word in script.split()]


def resident(binary, document):
    """Resident kB by mapping at the settled first screen, and VmHWM."""
    program = Program([binary, document], env=ENV)
    program.startup()
    mappings, current = [], None
    with open(f"/proc/{program.pid}/smaps") as f:
        for line in f:
            fields = line.split()
            if re.match(r"^[0-9a-f]+-[0-9a-f]+$", fields[0]):
                current = (fields[0], fields[1], fields[5] if len(fields) > 5 else "[anonymous]")
            elif fields[0] == "Rss:" and int(fields[1]) > 0:
                mappings.append((int(fields[1]), current))
    peak = program.peak_rss_kb()
    program.quit()
    return mappings, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("document")
    parser.add_argument("--map", help="lld's map of the binary, to name the windows of code")
    parser.add_argument("--windows", action="store_true", help="list each window of code faulted")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    drop_from_page_cache(binary)
    fault_addresses(binary, args.document)  # brings the binary in, as a first run does
    addresses = fault_addresses(binary, args.document)
    layout = sections(binary)

    def region(address):
        for name, start, size in layout:
            if start <= address < start + size:
                return name
        return "heap" if address < 0x7F0000000000 else "stack, locale files, mmap"

    counts = collections.Counter(region(address) for address in addresses)
    print(f"page faults: {len(addresses)}")
    for name, count in counts.most_common():
        print(f"  {count:5d}  {name}")
    text = next(((start, size) for name, start, size in layout if name == ".text"), None)
    windows = collections.OrderedDict()
    for address in addresses:
        if text and text[0] <= address < text[0] + text[1]:
            windows.setdefault(address >> 16, address)
    print(f"64 KiB windows of code: {len(windows)}")
    if args.map and args.windows:
        inputs = input_sections(args.map)
        starts = [start for start, _, _ in inputs]
        for window, address in sorted(windows.items()):
            index = bisect.bisect_right(starts, address) - 1
            name = inputs[index][2] if index >= 0 else "?"
            print(f"  {window << 16:#x}  {re.sub(r'^.*/', '', name)[:100]}")
    mappings, peak = resident(binary, args.document)
    print(f"resident at the first screen (kB), VmHWM {peak}:")
    for size, (addresses_range, permissions, path) in mappings:
        if size >= 64:
            print(f"  {size:6d}  {permissions}  {addresses_range}  {os.path.basename(path)}")


if __name__ == "__main__":
    main()
