#ifndef GUIA_CPLATFORM_H
#define GUIA_CPLATFORM_H
#include <sys/types.h>

/// Installs async-signal-safe handlers for the given signals: each only writes the signal
/// number as one byte to `write_fd` (the self-pipe trick; less's "set a bit").
/// Returns 0, or -1 with errno set.
int guia_install_signal_pipe(int write_fd, const int *signals, int count);

/// Undoes guia_install_signal_pipe: the handlers stop writing (the pipe's descriptor may be
/// closed and its number reused) and every signal gets back the disposition it had before.
/// Returns 0, or -1 with errno set if a disposition could not be restored.
int guia_restore_signals(void);

/// Restores the default disposition of `sig`, unblocks it and raises it: used after the
/// terminal is restored so the parent sees the conventional death by signal.
void guia_reraise_default(int sig);

/// Sets the default disposition of `sig`, raises it (for SIGTSTP: the process stops here),
/// and reinstalls the self-pipe handler once the process continues.
void guia_stop_self(int sig);

/// Reads the window size of the terminal on `fd`. Returns 0, or -1 with errno set.
int guia_get_winsize(int fd, int *rows, int *cols);

/// Sets the window size of the terminal on `fd` (a pty master in tests). Returns 0 or -1.
int guia_set_winsize(int fd, int rows, int cols);

/// Opens a new pseudo-terminal of the given size and starts `path` on it as a session leader
/// with the pty as its controlling terminal and standard input, output and error.
/// Returns the child's pid (and the master's fd in `master_fd`), or -1 with errno set.
/// Only async-signal-safe calls run between fork and exec, so it is safe in a threaded process.
pid_t guia_spawn_in_pty(const char *path, char *const argv[], char *const envp[],
                        int rows, int cols, int *master_fd);
#endif
