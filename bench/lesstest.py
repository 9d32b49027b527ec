#!/usr/bin/env python3
"""Replays less's own recorded test sessions (lesstest's `.lt` files) against guia.

lesstest (less's repository, `lesstest/`) records a session as: the environment, the command
line, the text file, then each key sent to less and the screen less showed after it, dumped
by lt_screen. This script plays the same keys to guia in a real pty, reads guia's screen with
pyte, and counts the steps whose *text rows* equal less's recorded ones.

Fairness rules (the issue's): guia's window is made taller than less's by guia's own chrome
(header, divider and footer rows), so that guia's text area is exactly less's `LINES - 1`
text rows; those chrome rows and less's prompt row are set aside. Attributes and colours are
not compared, only characters; trailing blanks (less's cleared cells, `_` in a dump) are
ignored on both sides. guia is asked for idle markers (`GUIA_TEST_FRAMES=2`), so each screen
is read once guia has taken the key and drawn what it asked for: no sleeping.

    python3 bench/lesstest.py --lt /path/to/less/lesstest/lt        # a folder of .lt files
    python3 bench/lesstest.py --lt /path/to/less.git                # or a clone of less
    python3 bench/lesstest.py --only seq200 --show 3                # the first 3 differing steps
    python3 bench/lesstest.py --markdown                            # the README's table
"""
import argparse, os, re, select, shutil, signal, struct, subprocess, sys, tempfile, termios, fcntl, time

import pyte

IDLE = re.compile(rb"\x1b\]777;guia-idle;(\d+)\x07")


# -- the .lt format -------------------------------------------------------------------------

class Session:
    def __init__(self, name):
        self.name = name
        self.env = {}
        self.args = []
        self.files = {}
        self.initial = None
        self.steps = []  # (key bytes, recorded screen dump)


def quoted(text):
    """The double-quoted strings of a header line, as lesstest's parse_qstring reads them."""
    out, i = [], 0
    while True:
        i = text.find(b'"', i)
        if i < 0:
            return out
        j, value = i + 1, bytearray()
        while j < len(text) and text[j:j + 1] != b'"':
            if text[j:j + 1] == b"\\" and j + 1 < len(text):
                j += 1
            value += text[j:j + 1]
            j += 1
        out.append(bytes(value))
        i = j + 1


def parse(name, data):
    session, at = Session(name), 0

    def line():
        nonlocal at
        end = data.find(b"\n", at)
        end = len(data) if end < 0 else end
        text, at = data[at:end], end + 1
        return text

    while at < len(data):
        text = line()
        if not text:
            continue
        kind = text[:1]
        if kind == b"E":
            key, value = quoted(text[1:])[:2]
            session.env[key.decode()] = value.decode("utf-8", "replace")
        elif kind == b"A":
            session.args = [a.decode("utf-8", "replace") for a in quoted(text[1:])]
        elif kind == b"F":
            fname = quoted(text[1:])[0].decode()
            size = int(text.rsplit(b" ", 1)[1])
            session.files[fname] = data[at:at + size]
            at += size
        elif kind == b"R":
            break
    key = None
    while at < len(data):
        text = line()
        if text.startswith(b"="):
            if key is None:
                session.initial = text[1:]
            else:
                session.steps.append((key, text[1:]))
                key = None
        elif text.startswith(b"+"):
            key = chr(int(text[1:].decode(), 16)).encode("utf-8", "surrogatepass")  # one character, in hex
        elif text.startswith(b"Q"):
            break
    return session


def rows_of_dump(dump, columns, rows):
    """The characters of an lt_screen dump, row by row (attributes, colours and the cursor
    dropped; a wide character's second cell, written as NUL, dropped too)."""
    cells, i = [], 0
    text = dump.decode("utf-8", "replace")
    while i < len(text):
        c = text[i]
        if c in "@$!":
            i += 3
            continue
        if c == "#":
            i += 1
            continue
        if c == "\\" and i + 1 < len(text):
            i += 1
            c = text[i]
        cells.append("" if c == "\0" else c)
        i += 1
    return ["".join(cells[r * columns:(r + 1) * columns]) for r in range(rows)]


def normal(row):
    return row.rstrip(" _")


# -- guia in a pty ---------------------------------------------------------------------------

class Guia:
    def __init__(self, argv, columns, rows, env, cwd):
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.pid = os.fork()
        if self.pid == 0:
            os.setsid()
            os.dup2(slave, 0); os.dup2(slave, 1); os.dup2(slave, 2)
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            os.close(master); os.close(slave)
            os.chdir(cwd)
            os.execve(argv[0], argv, env)
        os.close(slave)
        self.fd = master
        self.sent = 0
        self.pending = b""
        self.ended = False

    def wait_idle(self, timeout=10):
        """Reads until guia says it is idle having taken every byte sent; False on timeout."""
        deadline = time.monotonic() + timeout
        while not self.ended:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                self.ended = True
                break
            self.stream.feed(chunk)
            self.pending = (self.pending + chunk)[-256:]
            taken = [int(m) for m in IDLE.findall(self.pending)]
            if taken and taken[-1] >= self.sent:
                self.pending = b""
                return True
        return True

    def send(self, data):
        if self.ended:
            return
        try:
            os.write(self.fd, data)
        except OSError:
            self.ended = True
        self.sent += len(data)

    def rows(self, first, count):
        return ["".join(self.screen.buffer[y][x].data for x in range(self.screen.columns))
                for y in range(first, first + count)]

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def chrome(guia_path, columns):
    """guia's rows above and below its text area for a plain file: found by showing a file of
    numbered lines in a window and finding where line 1 and the last whole line sit."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probe")
        with open(path, "w") as f:
            f.write("".join(f"probe-{n}\n" for n in range(1, 200)))
        program = Guia([guia_path, path], columns, 30, environment({}), folder)
        program.wait_idle()
        rows = program.rows(0, 30)
        program.close()
    top = next(y for y, r in enumerate(rows) if r.strip() == "probe-1")
    last = max(y for y, r in enumerate(rows) if r.strip().startswith("probe-"))
    return top, 30 - 1 - last


def environment(recorded):
    env = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "USER", "TMPDIR")}
    env.update(TERM="xterm-256color", LANG="C.UTF-8", GUIA_TEST_FRAMES="2", LESSHISTFILE="-")
    for key in ("LESS",):
        if key in recorded:
            env[key] = recorded[key]
    return env


def sequence_length(steps, start):
    """The keys an escape sequence starting at `start` spans (ESC, ESC x, ESC O x, ESC [ … x),
    or 0 when the key there is no ESC."""
    if steps[start][0] != b"\x1b":
        return 0
    if start + 1 >= len(steps):
        return 1
    second = steps[start + 1][0]
    if second in (b"O", b"[") and start + 2 < len(steps):
        end = start + 2
        while second == b"[" and end < len(steps) and steps[end][0] in b"0123456789;" and len(steps[end][0]) == 1:
            end += 1
        return end - start + 1
    return 2


def escape_sequence(steps, index):
    """The whole sequence's bytes when `index` is its last key, else None."""
    for start in range(max(0, index - 8), index + 1):
        length = sequence_length(steps, start)
        if length > 1 and start + length - 1 == index:
            return b"".join(k for k, _ in steps[start:index + 1])
    return None


def in_escape_sequence(steps, index):
    """Whether the key at `index` is a first or middle key of an escape sequence."""
    for start in range(max(0, index - 8), index + 1):
        length = sequence_length(steps, start)
        if length > 1 and start <= index < start + length - 1:
            return True
    return False


def replay(session, guia_path, show):
    columns = int(session.env.get("COLUMNS", 80))
    lines = int(session.env.get("LINES", 24))
    above, below = chrome(guia_path, columns)
    text_rows = lines - 1
    equal, shown = 0, 0
    with tempfile.TemporaryDirectory() as folder:
        for fname, content in session.files.items():
            with open(os.path.join(folder, fname), "wb") as f:
                f.write(content)
        argv = [guia_path] + session.args
        program = Guia(argv, columns, above + text_rows + below, environment(session.env), folder)
        program.wait_idle()
        steps = session.steps
        for index, (key, dump) in enumerate(steps):
            # A key that begins an escape sequence (ESC O C, ESC [ A, ESC u) was typed a byte
            # at a time; a terminal sends it whole, and a curses program reads it whole only
            # then. Its bytes are sent together with the last of them; the screens recorded
            # after the first ones (less's unchanged screen) are compared with guia's as it is.
            sequence = escape_sequence(steps, index)
            if sequence is not None:
                program.send(sequence)
                program.wait_idle()
            elif not in_escape_sequence(steps, index):
                program.send(key)
                program.wait_idle()
            want = [normal(r) for r in rows_of_dump(dump, columns, lines)[:text_rows]]
            have = [normal(r) for r in program.rows(above, text_rows)]
            if want == have:
                equal += 1
            elif shown < show:
                shown += 1
                print(f"-- {session.name}: step after key {key!r}")
                for y, (w, h) in enumerate(zip(want, have)):
                    if w != h:
                        print(f"  row {y:2}: less {w[:100]!r}\n          guia {h[:100]!r}")
        program.close()
    return equal, len(session.steps)


def sessions(source):
    if os.path.isdir(os.path.join(source, "objects")) or os.path.isdir(os.path.join(source, ".git")):
        names = subprocess.run(["git", "-C", source, "ls-tree", "--name-only", "HEAD", "lesstest/lt/"],
                               capture_output=True, check=True).stdout.decode().split()
        for name in sorted(names):
            if name.endswith(".lt"):
                data = subprocess.run(["git", "-C", source, "show", f"HEAD:{name}"],
                                      capture_output=True, check=True).stdout
                yield parse(os.path.basename(name)[:-3], data)
    else:
        for name in sorted(os.listdir(source)):
            if name.endswith(".lt"):
                with open(os.path.join(source, name), "rb") as f:
                    yield parse(name[:-3], f.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lt", default=os.environ.get("LESSTEST", "../.mirror/gwsw+less/repo"),
                        help="a folder of .lt files, or a clone of less (default: $LESSTEST)")
    parser.add_argument("--guia", default=".build/release/guia")
    parser.add_argument("--only", action="append", help="replay only these sessions")
    parser.add_argument("--show", type=int, default=0, help="print this many differing steps per session")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    options = parser.parse_args()
    if not os.path.exists(options.lt):
        sys.exit(f"lesstest: no .lt files at {options.lt} (give --lt or LESSTEST)")
    guia = os.path.abspath(options.guia)
    results = []
    for session in sessions(options.lt):
        if options.only and session.name not in options.only:
            continue
        equal, total = replay(session, guia, options.show)
        results.append((session.name, equal, total))
        if not options.markdown:
            print(f"{session.name:20} {equal:4} / {total:4}  {100 * equal / max(total, 1):5.1f} %", flush=True)
    equal = sum(r[1] for r in results)
    total = sum(r[2] for r in results)
    if options.markdown:
        print("| session | steps | equal to less | share |\n|---|---:|---:|---:|")
        for name, e, t in results:
            print(f"| {name} | {t} | {e} | {100 * e / max(t, 1):.0f} % |")
        print(f"| **all** | **{total}** | **{equal}** | **{100 * equal / max(total, 1):.1f} %** |")
    else:
        print(f"{'all':20} {equal:4} / {total:4}  {100 * equal / max(total, 1):5.1f} %")


if __name__ == "__main__":
    main()
