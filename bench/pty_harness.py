"""One pseudo-terminal harness for every program measured: guia and less are run, read and
timed by the same code, so no figure favours either.

A program starts through posix_spawn in a new session whose controlling terminal is the pty,
with the window size set before exec. The clock starts just before the spawn. Nothing of the
program's output is special: no test-only marker is asked for, and every byte counts.

The screen is *settled* when no byte has come for `settle_ms` and the program is idle: none
of its threads runnable and its CPU time (schedstat, in nanoseconds) still over a short probe.
A figure's time is the send (or the spawn) to the last byte before settling.
"""
import os, select, struct, fcntl, termios, time, signal

QUERY_ANSWERS = {
    # Answers to the terminal queries a program may wait on, so that neither hangs.
    b"\x1b[6n": b"\x1b[1;1R",
    b"\x1b[5n": b"\x1b[0n",
    b"\x1b[c": b"\x1b[?62;22c",
    b"\x1b[>c": b"\x1b[>1;10;0c",
}


class Program:
    """A program running in its own pty of `cols` x `rows`."""

    def __init__(self, argv, cols=80, rows=24, env=None, settle_ms=40, probe_ms=10):
        self.settle = settle_ms / 1000
        self.probe = probe_ms / 1000
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        name = os.ttyname(slave)
        environment = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "USER", "TMPDIR")}
        environment.update(TERM="xterm-256color", LANG="C.UTF-8", LESSHISTFILE="-")
        environment.update(env or {})
        self.fd = master
        os.set_blocking(master, False)
        self.start = time.perf_counter()
        # Opening the slave after setsid makes it the new session's controlling terminal.
        self.pid = os.posix_spawn(argv[0], argv, environment, setsid=True, file_actions=[
            (os.POSIX_SPAWN_CLOSE, master),
            (os.POSIX_SPAWN_OPEN, 0, name, os.O_RDWR, 0),
            (os.POSIX_SPAWN_DUP2, 0, 1),
            (os.POSIX_SPAWN_DUP2, 0, 2),
            (os.POSIX_SPAWN_CLOSE, slave),
        ])
        os.close(slave)
        self.bytes = 0
        self.tail = b""
        self.status = None

    # -- reading -------------------------------------------------------------------------

    def _read(self, timeout):
        """Reads what arrives within `timeout`; returns the time of the last byte, or None."""
        ready, _, _ = select.select([self.fd], [], [], max(0, timeout))
        if not ready:
            return None
        try:
            chunk = os.read(self.fd, 1 << 16)
        except (BlockingIOError, InterruptedError):
            return None
        except OSError:
            raise EOFError
        if not chunk:
            raise EOFError
        now = time.perf_counter()
        self.bytes += len(chunk)
        self.tail = (self.tail + chunk)[-4096:]
        for query, answer in QUERY_ANSWERS.items():
            if query in chunk:
                os.write(self.fd, answer)
        return now

    def cpu_ns(self):
        """The program's CPU time so far, over all its threads, in nanoseconds."""
        total = 0
        try:
            for task in os.listdir(f"/proc/{self.pid}/task"):
                with open(f"/proc/{self.pid}/task/{task}/schedstat") as f:
                    total += int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass
        return total

    def _busy(self):
        try:
            for task in os.listdir(f"/proc/{self.pid}/task"):
                with open(f"/proc/{self.pid}/task/{task}/stat") as f:
                    state = f.read().rsplit(")", 1)[1].split()[0]
                if state in ("R", "D"):
                    return True
        except (FileNotFoundError, ProcessLookupError):
            return False
        return False

    def wait_settled(self, since, needs_output=True, timeout=120, patience=2.0):
        """Reads until the screen settles; returns the time of the last byte, or None when no
        byte came (after `patience` seconds of an idle program when one was needed)."""
        last = None
        deadline = since + timeout
        first_wait_ends = since + patience
        while True:
            quiet_until = (last or since) + self.settle
            while True:
                now = time.perf_counter()
                if now > deadline:
                    raise TimeoutError(f"no settled screen in {timeout} s")
                got = self._read(quiet_until - now)
                if got is None:
                    if time.perf_counter() >= quiet_until:
                        break
                    continue
                last = got
                quiet_until = last + self.settle
            if last is None and needs_output and time.perf_counter() < first_wait_ends:
                # Nothing yet: the answer may still be computed. Wait on.
                since = time.perf_counter()
                continue
            before = self.cpu_ns()
            got = self._read(self.probe)
            if got is not None:
                last = got
                continue
            if self._busy() or self.cpu_ns() - before > self.probe * 1e9 * 0.1:
                continue
            return last

    # -- writing -------------------------------------------------------------------------

    def startup(self):
        """The first screen: spawn to the last byte of the first settled screen, in ms."""
        last = self.wait_settled(self.start, patience=30)
        if last is None:
            raise RuntimeError("nothing on the screen")
        return (last - self.start) * 1000

    def key(self, data, needs_output=True):
        """Sends `data` once the screen has settled; returns (ms to the last byte, bytes
        written, CPU ms) for it, or None when it drew nothing (at the end already)."""
        bytes_before = self.bytes
        cpu_before = self.cpu_ns()
        sent = time.perf_counter()
        os.write(self.fd, data)
        last = self.wait_settled(sent, needs_output=needs_output)
        if last is None:
            return None
        return (last - sent) * 1000, self.bytes - bytes_before, (self.cpu_ns() - cpu_before) / 1e6

    def burst(self, data, count):
        """Sends `count` copies of `data` at once (as a paste or a held key); returns (ms per
        key to the last byte, bytes per key, CPU ms per key)."""
        bytes_before = self.bytes
        cpu_before = self.cpu_ns()
        sent = time.perf_counter()
        os.write(self.fd, data * count)
        last = self.wait_settled(sent) or sent
        return ((last - sent) * 1000 / count, (self.bytes - bytes_before) / count,
                (self.cpu_ns() - cpu_before) / 1e6 / count)

    def peak_rss_kb(self):
        with open(f"/proc/{self.pid}/status") as f:
            return int(next(l for l in f if l.startswith("VmHWM")).split()[1])

    def quit(self, data=b"q"):
        try:
            os.write(self.fd, data)
        except OSError:
            pass
        deadline = time.perf_counter() + 5
        while time.perf_counter() < deadline:
            try:
                self._read(0.05)
            except EOFError:
                pass
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
                break
        else:
            os.killpg(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)


def echo_floor(runs=20):
    """The pty's own round trip: a byte sent to `cat` in cooked mode comes back as the line
    discipline's echo, with no program work in it. Returns the median in ms."""
    program = Program(["/bin/cat"])
    program.wait_settled(program.start, needs_output=False)
    time.sleep(0.05)
    times = []
    for _ in range(runs):
        sent = time.perf_counter()
        os.write(program.fd, b"x")
        got = None
        while got is None:
            got = program._read(1)
        times.append((got - sent) * 1000)
        time.sleep(0.005)
    program.quit(b"\x04\x04")
    times.sort()
    return times[len(times) // 2]
