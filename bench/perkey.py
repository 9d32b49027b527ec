#!/usr/bin/env python3
"""Instructions a key costs guia, counted by callgrind (user space, deterministic).

How: guia runs under callgrind in an 80x24 pseudo-terminal (TERM=xterm-256color,
LANG=C.UTF-8) twice: once with PREFIX and FEW repetitions of KEYS typed, once with PREFIX and
MANY; each key is sent once the screen has settled, and each session ends with Escape and `q`.
What starting, quitting and a key's first time cost is in both sessions: the difference
divided by the extra keys is what a key costs in steady use.

Usage: python3 bench/perkey.py BINARY MARKER PREFIX KEYS FEW MANY [GUIA ARGUMENTS...]
  BINARY   guia, its debug info stripped for valgrind 3.19 (objcopy --strip-debug)
  MARKER   text of the first screen to wait for
  PREFIX   keys typed first, once (backslash escapes: \\x20 is Space)
  KEYS     the keys measured, typed FEW or MANY times

Examples (docs/speed.md):
  python3 bench/perkey.py guia "Paso 1" "/" "e" 2 10            # a character typed into /
  python3 bench/perkey.py guia 0000001 "" "j" 2 12 10k.txt      # j on 10 000 lines
"""
import fcntl
import os
import pty
import select
import struct
import sys
import tempfile
import termios
import time


def session(binary, marker, keys, args, out):
    """Runs one session under callgrind; returns the instructions it counted."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary] + args
    pid, fd = pty.fork()
    if pid == 0:
        env = {"PATH": os.environ["PATH"], "HOME": "/tmp", "TERM": "xterm-256color", "LANG": "C.UTF-8"}
        os.execvpe(command[0], command, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def read(until=None, quiet=0.4, timeout=120):
        data = b""
        last = time.time()
        end = time.time() + timeout
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return data
                if not chunk:
                    return data
                data += chunk
                last = time.time()
                if until and until in data:
                    return data
            elif until is None and data and time.time() - last > quiet:
                return data
            elif until is None and not data and time.time() - last > 5:
                return data
        return data

    read(marker.encode())
    read()
    for key in keys:
        os.write(fd, key.encode())
        read()
    os.write(fd, b"\x1b")
    read()
    os.write(fd, b"q")
    read(until=b"\0never", timeout=20)
    os.waitpid(pid, 0)
    os.close(fd)
    with open(out) as profile:
        for line in profile:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise SystemExit(f"perkey.py: no total in {out}")


def main():
    if len(sys.argv) < 7:
        raise SystemExit(__doc__)
    binary, marker, prefix, keys, few, many = sys.argv[1:7]
    few, many = int(few), int(many)
    prefix = prefix.encode().decode("unicode_escape")
    keys = keys.encode().decode("unicode_escape")
    work = tempfile.mkdtemp(prefix="guia-perkey-")
    low = session(binary, marker, list(prefix) + list(keys * few), sys.argv[7:], os.path.join(work, "few.out"))
    high = session(binary, marker, list(prefix) + list(keys * many), sys.argv[7:], os.path.join(work, "many.out"))
    print(f"{(high - low) / (many - few) / len(keys):.0f} instructions a key ({low} / {high}); profiles in {work}")


if __name__ == "__main__":
    main()
