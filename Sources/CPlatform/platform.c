// The libc calls that Swift cannot make safely: signal handlers (which must not enter the
// Swift runtime), variadic ioctl, and fork/exec (nothing but async-signal-safe calls may run
// between them in a threaded process such as the test runner).
#define _GNU_SOURCE
#include "CPlatform.h"
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <glob.h>
#include <malloc.h>
#include <pty.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t signal_pipe_fd = -1;
// One flag a signal: a storm of SIGWINCH is one resize, not a byte (and a redraw) each.
static volatile sig_atomic_t pending_signals[NSIG];
// The dispositions the handlers replaced, put back by guia_restore_signals.
static struct sigaction replaced[NSIG];
static int replaced_signals[NSIG];
static int replaced_count = 0;

static void arm_watchdog(int sig);

static void on_signal(int sig) {
  int saved = errno;
  unsigned char byte = (unsigned char)sig;
  // Atomic: the handler may run on any thread (a dispatch worker), the loop reads on main.
  __atomic_store_n(&pending_signals[sig], 1, __ATOMIC_SEQ_CST);
  // The byte only wakes the loop: when the pipe is full, the flag is set all the same.
  // Read once, atomically: the main thread closes the pipe's use while a handler may run on
  // a dispatch worker (ThreadSanitizer caught the plain read racing that write).
  int fd = __atomic_load_n(&signal_pipe_fd, __ATOMIC_SEQ_CST);
  if (fd >= 0) {
    ssize_t ignored = write(fd, &byte, 1);
    (void)ignored;
  }
  arm_watchdog(sig);
  errno = saved;
}

static int install(int sig) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  return sigaction(sig, &action, NULL);
}

static int start_watchdog(void);

int guia_install_signal_pipe(int write_fd, const int *signals, int count) {
  if (start_watchdog() != 0) return -1;
  __atomic_store_n(&signal_pipe_fd, write_fd, __ATOMIC_SEQ_CST);
  for (int i = 0; i < count; i++) {
    int sig = signals[i];
    if (sig <= 0 || sig >= NSIG) {
      errno = EINVAL;
      return -1;
    }
    int known = 0;
    for (int j = 0; j < replaced_count; j++) known |= replaced_signals[j] == sig;
    // A second installation keeps the disposition from before the first.
    if (!known) {
      if (sigaction(sig, NULL, &replaced[sig]) != 0) return -1;
      replaced_signals[replaced_count++] = sig;
    }
    // Ctrl-Z ignored when guia started (less's secure mode without "stop", a shell without
    // job control) stays ignored: nothing suspends guia then.
    if (sig == SIGTSTP && !(replaced[sig].sa_flags & SA_SIGINFO) && replaced[sig].sa_handler == SIG_IGN) continue;
    if (install(sig) != 0) return -1;
  }
  return 0;
}

int guia_restore_signals(void) {
  // First the descriptor, so a signal arriving meanwhile writes nowhere.
  __atomic_store_n(&signal_pipe_fd, -1, __ATOMIC_SEQ_CST);
  int result = 0;
  for (int i = 0; i < replaced_count; i++) {
    int sig = replaced_signals[i];
    if (sigaction(sig, &replaced[sig], NULL) != 0) result = -1;
  }
  replaced_count = 0;
  return result;
}

int guia_take_signal(int sig) {
  if (sig <= 0 || sig >= NSIG) return 0;
  return __atomic_exchange_n(&pending_signals[sig], 0, __ATOMIC_SEQ_CST) != 0;
}

// --- Restoring the terminal from a signal handler -------------------------------------------

static char restore_bytes[4096];
static volatile sig_atomic_t restore_length = 0;
static volatile sig_atomic_t restore_output_fd = -1;
static volatile sig_atomic_t restore_input_fd = -1;
static struct termios restore_modes;
static volatile sig_atomic_t restore_has_modes = 0;
static volatile sig_atomic_t restore_done = 0;
static struct sigaction crash_replaced[NSIG];
static int crash_signals[NSIG];
static int crash_count = 0;
static void *alternate_stack = NULL;
static size_t alternate_stack_size = 0;

static volatile sig_atomic_t restore_saved_fd = -1;
static volatile sig_atomic_t restore_target_fd = -1;

void guia_set_restore_descriptor(int saved_fd, int target_fd) {
  restore_saved_fd = -1;
  restore_target_fd = target_fd;
  restore_saved_fd = saved_fd;
}

void guia_restore_terminal_now(void) {
  if (__atomic_exchange_n(&restore_done, 1, __ATOMIC_SEQ_CST)) return;
  int saved = errno;
  // Standard output back on the terminal first: what the runtime prints as the process dies
  // (a trap's message goes to stderr, but a handler may print) reaches the reader.
  if (restore_saved_fd >= 0 && restore_target_fd >= 0) dup2(restore_saved_fd, restore_target_fd);
  int fd = restore_output_fd;
  int length = restore_length;
  int offset = 0;
  while (fd >= 0 && offset < length) {
    ssize_t written = write(fd, restore_bytes + offset, (size_t)(length - offset));
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) break;
    offset += (int)written;
  }
  if (restore_has_modes && restore_input_fd >= 0) {
    tcsetattr(restore_input_fd, TCSANOW, &restore_modes);
  }
  if (restore_input_fd >= 0) tcflush(restore_input_fd, TCIFLUSH);
  errno = saved;
}

static void on_fatal_signal(int sig) {
  guia_restore_terminal_now();
  // The disposition from before guia (the default, or the Swift runtime's backtracer), then
  // the signal again: the parent sees the usual death, a fault the usual core.
  sigaction(sig, &crash_replaced[sig], NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
}

static int is_crash_signal(int sig) {
  switch (sig) {
    case SIGILL: case SIGTRAP: case SIGABRT: case SIGBUS: case SIGFPE: case SIGSEGV:
    case SIGSYS: case SIGUSR1: case SIGUSR2: case SIGPIPE: case SIGALRM: case SIGSTKFLT:
    case SIGXCPU: case SIGXFSZ: case SIGVTALRM: case SIGPROF: case SIGIO: case SIGPWR:
      return 1;
    default:
      return sig >= SIGRTMIN && sig <= SIGRTMAX;
  }
}

int guia_install_crash_restore(int input_fd, int output_fd) {
  restore_done = 0;
  restore_length = 0;
  restore_has_modes = tcgetattr(input_fd, &restore_modes) == 0;
  restore_input_fd = input_fd;
  restore_output_fd = output_fd;
  if (alternate_stack == NULL) {
    // Room for the handler when the main stack is what overflowed.
    long minimum = sysconf(_SC_SIGSTKSZ);
    alternate_stack_size = 256 * 1024;
    if (minimum > 0 && (size_t)minimum * 4 > alternate_stack_size) alternate_stack_size = (size_t)minimum * 4;
    void *stack = mmap(NULL, alternate_stack_size, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (stack == MAP_FAILED) return -1;
    alternate_stack = stack;
  }
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = alternate_stack;
  stack.ss_size = alternate_stack_size;
  if (sigaltstack(&stack, NULL) != 0) return -1;
  crash_count = 0;
  for (int sig = 1; sig < NSIG; sig++) {
    if (!is_crash_signal(sig)) continue;
    struct sigaction previous;
    if (sigaction(sig, NULL, &previous) != 0) continue;
    // A signal ignored when guia started (nohup, a shell's trap '') stays ignored.
    if (!(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) continue;
    crash_replaced[sig] = previous;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal_signal;
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK;
    if (sigaction(sig, &action, NULL) != 0) {
      // A real-time signal the runtime under us keeps for itself (valgrind takes the last
      // one) refuses a handler: it cannot reach guia, so there is nothing to restore on it.
      if (errno == EINVAL && sig >= SIGRTMIN) continue;
      return -1;
    }
    crash_signals[crash_count++] = sig;
  }
  return 0;
}

void guia_set_restore_sequence(const char *bytes, int length) {
  if (length < 0) length = 0;
  if ((size_t)length > sizeof restore_bytes) length = (int)sizeof restore_bytes;
  // A handler running meanwhile writes nothing rather than half a sequence.
  restore_length = 0;
  memcpy(restore_bytes, bytes, (size_t)length);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  restore_length = length;
}

int guia_remove_crash_restore(void) {
  restore_done = 1;
  int result = 0;
  for (int i = 0; i < crash_count; i++) {
    int sig = crash_signals[i];
    if (sigaction(sig, &crash_replaced[sig], NULL) != 0) result = -1;
  }
  crash_count = 0;
  restore_output_fd = -1;
  restore_input_fd = -1;
  return result;
}

// The default action back for `sig`, and `sig` unblocked in the calling thread: what it
// does next (raise, kill) ends the process as the signal would have.
static void restore_default_action(int sig) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

static void raise_with_default_action(int sig) {
  restore_default_action(sig);
  raise(sig);
}

void guia_reraise_default(int sig) { raise_with_default_action(sig); }

void guia_stop_self(int sig) {
  raise_with_default_action(sig);
  install(sig);
}

int guia_get_winsize(int fd, int *rows, int *cols) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *cols = size.ws_col;
  return 0;
}

int guia_set_winsize(int fd, int rows, int cols) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)cols;
  return ioctl(fd, TIOCSWINSZ, &size);
}

// A child inherits the test runner's signal mask and dispositions: it starts clean, as from
// a shell. Only async-signal-safe calls: it runs between fork and exec.
static void reset_signals_in_child(void) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &action, NULL);
}

pid_t guia_spawn_in_pty(const char *path, char *const argv[], char *const envp[],
                        int rows, int cols, int *master_fd) {
  return guia_spawn_in_pty_reading(path, argv, envp, rows, cols, -1, master_fd);
}

pid_t guia_spawn_in_pty_reading(const char *path, char *const argv[], char *const envp[],
                                int rows, int cols, int input_fd, int *master_fd) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)cols;
  int master = -1;
  // Kept apart first: forkpty makes the pty the child's descriptors 0 to 2.
  int input = input_fd >= 0 ? fcntl(input_fd, F_DUPFD_CLOEXEC, 3) : -1;
  if (input_fd >= 0 && input < 0) return -1;
  pid_t pid = forkpty(&master, NULL, NULL, &size);
  if (pid < 0) {
    if (input >= 0) close(input);
    return -1;
  }
  if (pid == 0) {
    reset_signals_in_child();
    if (input >= 0 && dup2(input, 0) < 0) _exit(127);
    execve(path, argv, envp);
    _exit(127);
  }
  if (input >= 0) close(input);
  int flags = fcntl(master, F_GETFD);
  if (flags >= 0) fcntl(master, F_SETFD, flags | FD_CLOEXEC);
  *master_fd = master;
  return pid;
}

pid_t guia_spawn_on_pty_without_controlling_terminal(
    const char *path, char *const argv[], char *const envp[], int rows, int cols,
    int *master_fd) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)cols;
  int master = -1, slave = -1;
  if (openpty(&master, &slave, NULL, NULL, &size) != 0) return -1;
  pid_t pid = fork();
  if (pid < 0) {
    close(master);
    close(slave);
    return -1;
  }
  if (pid == 0) {
    reset_signals_in_child();
    // A new session with no controlling terminal: dup2 never makes one, so closing the
    // master sends no SIGHUP.
    setsid();
    close(master);
    dup2(slave, 0);
    dup2(slave, 1);
    dup2(slave, 2);
    if (slave > 2) close(slave);
    execve(path, argv, envp);
    _exit(127);
  }
  close(slave);
  int flags = fcntl(master, F_GETFD);
  if (flags >= 0) fcntl(master, F_SETFD, flags | FD_CLOEXEC);
  *master_fd = master;
  return pid;
}

// --- C's stdout, for the console ------------------------------------------------------------

void guia_stdout_flush(void) { fflush(stdout); }
void guia_stdout_line_buffered(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
void guia_stdout_clear_error(void) { clearerr(stdout); }
void guia_stdout_lock(void) { flockfile(stdout); }
void guia_stdout_unlock(void) { funlockfile(stdout); }

void guia_keep_freed_memory(void) {
  // glibc gives the top of the heap back to the kernel whenever more than 128 KiB of it is
  // free, and every key frees that much: two brk calls and fresh page faults per key. Kept
  // up to 4 MiB, the pages are reused; the peak (VmHWM) does not grow, since what is kept
  // was in use a moment before.
  mallopt(M_TRIM_THRESHOLD, 4 << 20);
  mallopt(M_TOP_PAD, 256 << 10);
  // Setting either turns off glibc's sliding mmap threshold, which left it at 128 KiB: every
  // search page's buffers (a 64 KiB page's visible text and its offsets, half a megabyte) were
  // mmapped and unmapped, their pages faulted in anew each time (a coloured log's search spent
  // as long in the kernel as in guia). Blocks up to 4 MiB come from the heap and are reused.
  mallopt(M_MMAP_THRESHOLD, 4 << 20);
}

// Where the heap ended after the last give-back (sbrk(0), which glibc answers from a cached
// value, without a system call).
static char *given_back_break;

void guia_give_back_memory(void) {
  // Called when guia waits for input with nothing left to do. A peak (a document laid out,
  // a long search) leaves freed memory inside the heap that the trim threshold above never
  // returns: the heap's top is still in use. Once the heap has grown by 16 MiB since the last
  // give-back, malloc_trim returns every free page of every arena but a 4 MiB reserve.
  // Large blocks are mmapped and went back when freed.
  // The other threads' arenas (the loader's) do not move the break: every 64th wait, the
  // free bytes of all arenas are counted instead (mallinfo2 walks the free lists).
  static unsigned waits;
  if (++waits % 64 == 0) {
    struct mallinfo2 info = mallinfo2();
    if (info.fordblks > (32 << 20)) {
      malloc_trim(4 << 20);
      given_back_break = sbrk(0);
      return;
    }
  }
  char *now = sbrk(0);
  if (given_back_break == NULL || now < given_back_break) {
    given_back_break = now;
    return;
  }
  if (now - given_back_break < (16 << 20)) return;
  malloc_trim(4 << 20);
  given_back_break = sbrk(0);
}

// --- Whether the reader wants guia's attention -----------------------------------------------

int guia_interrupt_pending(void) {
  // A signal that ends guia or stops its work, not taken yet (peeked, not cleared).
  static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    if (__atomic_load_n(&pending_signals[signals[i]], __ATOMIC_SEQ_CST)) return 1;
  }
  // A key waiting on the terminal (or the terminal gone).
  int fd = restore_input_fd;
  if (fd < 0) return 0;
  struct pollfd ready = {.fd = fd, .events = POLLIN, .revents = 0};
  return poll(&ready, 1, 0) > 0 && (ready.revents & (POLLIN | POLLHUP | POLLERR)) != 0;
}

// --- The signal thread: SIGTERM and SIGHUP answered whatever the main thread does -----------

// The main thread takes SIGTERM and SIGHUP from the self-pipe and ends guia in order. When it
// cannot (blocked in a read, a lookup, a long computation), this thread, woken by the handler
// through a pipe of its own, restores the terminal itself after a short grace and ends the
// process by the same signal: nothing it runs allocates or takes a lock (the restore bytes
// were computed ahead; write, tcsetattr and raise are async-signal-safe).

static int watchdog_pipe[2] = {-1, -1};
static volatile sig_atomic_t watchdog_started = 0;
static volatile sig_atomic_t watchdog_outside = 0;

static void arm_watchdog(int sig) {
  if (sig != SIGTERM && sig != SIGHUP) return;
  int fd = __atomic_load_n(&watchdog_pipe[1], __ATOMIC_SEQ_CST);
  if (fd < 0) return;
  unsigned char byte = (unsigned char)sig;
  ssize_t ignored = write(fd, &byte, 1);
  (void)ignored;
}

static void sleep_milliseconds(long milliseconds) {
  struct timespec left = {.tv_sec = milliseconds / 1000, .tv_nsec = (milliseconds % 1000) * 1000000L};
  while (nanosleep(&left, &left) != 0 && errno == EINTR) {}
}

static void *watchdog(void *unused) {
  (void)unused;
  // The handlers run on the other threads: this one only waits.
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, NULL);
  for (;;) {
    unsigned char byte = 0;
    ssize_t got = read(watchdog_pipe[0], &byte, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return NULL;
    int sig = byte;
    sleep_milliseconds(100);
    // An editor or a shell has the terminal (v, !): it is theirs until they end.
    while (__atomic_load_n(&watchdog_outside, __ATOMIC_SEQ_CST)) sleep_milliseconds(10);
    // Taken by the main thread, which is ending guia in order (the terminal, the report): it
    // has a while more; the handler gone means it has restored the terminal and ends now.
    if (!__atomic_load_n(&pending_signals[sig], __ATOMIC_SEQ_CST)) {
      for (int waited = 0; waited < 2000; waited += 10) {
        if (__atomic_load_n(&signal_pipe_fd, __ATOMIC_SEQ_CST) < 0) break;
        sleep_milliseconds(10);
      }
    }
    if (__atomic_load_n(&signal_pipe_fd, __ATOMIC_SEQ_CST) < 0) continue;
    guia_remove_held_files();
    guia_restore_terminal_now();
    restore_default_action(sig);
    // The usual death by the signal; should it not come, the shell's 128+N all the same.
    kill(getpid(), sig);
    sleep_milliseconds(50);
    _exit(128 + sig);
  }
}

static int start_watchdog(void) {
  if (__atomic_load_n(&watchdog_started, __ATOMIC_SEQ_CST)) return 0;
  int ends[2];
  // The handler's end never blocks: a storm of signals fills the pipe, the byte is dropped
  // (one is enough to wake the thread), and the thread the handler runs on goes on.
  if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
  fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) & ~O_NONBLOCK);
  watchdog_pipe[0] = ends[0];
  __atomic_store_n(&watchdog_pipe[1], ends[1], __ATOMIC_SEQ_CST);
  // Every signal blocked while the thread starts: it begins with them blocked, as it wants.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &previous);
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attributes, 64 * 1024);
  pthread_t thread;
  int failed = pthread_create(&thread, &attributes, watchdog, NULL);
  pthread_attr_destroy(&attributes);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  if (failed) {
    __atomic_store_n(&watchdog_pipe[1], -1, __ATOMIC_SEQ_CST);
    close(ends[0]);
    close(ends[1]);
    errno = failed;
    return -1;
  }
  __atomic_store_n(&watchdog_started, 1, __ATOMIC_SEQ_CST);
  return 0;
}

void guia_set_outside(int outside) { __atomic_store_n(&watchdog_outside, outside ? 1 : 0, __ATOMIC_SEQ_CST); }

// --- Wildcards with a bound on their work ---------------------------------------------------

// glob(3) walks every folder a pattern reaches (`/*/*/*/*/*/*` read for 12 s, deaf): through
// GLOB_ALTDIRFUNC each folder entry read and each name looked at spends the budget, and once
// it is spent or the time is up every further read says "no more", so glob returns what it
// found so far. Per thread: the reader and a loader may expand at once.
static __thread long glob_budget;
static __thread int glob_was_cut;
static __thread struct timespec glob_deadline;

static int glob_spend(void) {
  if (glob_was_cut) return 0;
  if (--glob_budget < 0) {
    glob_was_cut = 1;
    return 0;
  }
  // The clock once every 64 steps: a slow file system (NFS) spends time, not entries.
  if ((glob_budget & 63) == 0) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (now.tv_sec > glob_deadline.tv_sec ||
        (now.tv_sec == glob_deadline.tv_sec && now.tv_nsec >= glob_deadline.tv_nsec)) {
      glob_was_cut = 1;
      return 0;
    }
  }
  return 1;
}

static void *glob_opendir(const char *name) {
  if (!glob_spend()) {
    errno = EACCES;
    return NULL;
  }
  return opendir(name);
}

static struct dirent *glob_readdir(void *folder) {
  if (!glob_spend()) return NULL;
  return readdir((DIR *)folder);
}

static void glob_closedir(void *folder) { closedir((DIR *)folder); }

static int glob_stat(const char *name, struct stat *status) {
  if (!glob_spend()) {
    errno = EACCES;
    return -1;
  }
  return stat(name, status);
}

static int glob_lstat(const char *name, struct stat *status) {
  if (!glob_spend()) {
    errno = EACCES;
    return -1;
  }
  return lstat(name, status);
}

int guia_glob_bounded(const char *pattern, int flags, long *steps, long milliseconds,
                      glob_t *found, int *cut) {
  glob_budget = *steps;
  glob_was_cut = 0;
  clock_gettime(CLOCK_MONOTONIC, &glob_deadline);
  glob_deadline.tv_sec += milliseconds / 1000;
  glob_deadline.tv_nsec += (milliseconds % 1000) * 1000000L;
  if (glob_deadline.tv_nsec >= 1000000000L) {
    glob_deadline.tv_sec += 1;
    glob_deadline.tv_nsec -= 1000000000L;
  }
  memset(found, 0, sizeof *found);
  found->gl_opendir = glob_opendir;
  found->gl_readdir = glob_readdir;
  found->gl_closedir = glob_closedir;
  found->gl_stat = glob_stat;
  found->gl_lstat = glob_lstat;
  int result = glob(pattern, flags | GLOB_ALTDIRFUNC, NULL, found);
  *cut = glob_was_cut;
  *steps = glob_budget > 0 ? glob_budget : 0;
  return result;
}
