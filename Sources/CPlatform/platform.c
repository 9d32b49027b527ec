// The libc calls that Swift cannot make safely: signal handlers (which must not enter the
// Swift runtime), variadic ioctl, and fork/exec (nothing but async-signal-safe calls may run
// between them in a threaded process such as the test runner).
#define _GNU_SOURCE
#include "CPlatform.h"
#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t signal_pipe_fd = -1;
// The dispositions the handlers replaced, put back by guia_restore_signals.
static struct sigaction replaced[NSIG];
static int replaced_signals[NSIG];
static int replaced_count = 0;

static void on_signal(int sig) {
  int saved = errno;
  unsigned char byte = (unsigned char)sig;
  if (signal_pipe_fd >= 0) {
    ssize_t ignored = write(signal_pipe_fd, &byte, 1);
    (void)ignored;
  }
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

int guia_install_signal_pipe(int write_fd, const int *signals, int count) {
  signal_pipe_fd = write_fd;
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
    if (install(sig) != 0) return -1;
  }
  return 0;
}

int guia_restore_signals(void) {
  // First the descriptor, so a signal arriving meanwhile writes nowhere.
  signal_pipe_fd = -1;
  int result = 0;
  for (int i = 0; i < replaced_count; i++) {
    int sig = replaced_signals[i];
    if (sigaction(sig, &replaced[sig], NULL) != 0) result = -1;
  }
  replaced_count = 0;
  return result;
}

static void raise_with_default_action(int sig) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
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

pid_t guia_spawn_in_pty(const char *path, char *const argv[], char *const envp[],
                        int rows, int cols, int *master_fd) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)cols;
  int master = -1;
  pid_t pid = forkpty(&master, NULL, NULL, &size);
  if (pid < 0) return -1;
  if (pid == 0) {
    // The child inherits the test runner's signal mask and dispositions; start it clean.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &action, NULL);
    execve(path, argv, envp);
    _exit(127);
  }
  int flags = fcntl(master, F_GETFD);
  if (flags >= 0) fcntl(master, F_SETFD, flags | FD_CLOEXEC);
  *master_fd = master;
  return pid;
}
