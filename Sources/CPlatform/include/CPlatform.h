#ifndef GUIA_CPLATFORM_H
#define GUIA_CPLATFORM_H
#include <sys/types.h>
#include <glob.h>

/// Installs async-signal-safe handlers for the given signals: each only writes the signal
/// number as one byte to `write_fd` (the self-pipe trick; less's "set a bit"). SIGTERM and
/// SIGHUP also wake the signal thread (started with the first installation), which ends
/// guia itself, the terminal restored, when the main thread has not taken the signal within
/// 100 ms (or, once taken, has not restored the terminal within 2 s more).
/// Returns 0, or -1 with errno set.
int guia_install_signal_pipe(int write_fd, const int *signals, int count);

/// Whether another program (an editor, a shell) has the terminal: the signal thread waits for
/// it to end before it restores the terminal.
void guia_set_outside(int outside);

/// Undoes guia_install_signal_pipe: the handlers stop writing (the pipe's descriptor may be
/// closed and its number reused) and every signal gets back the disposition it had before.
/// Returns 0, or -1 with errno set if a disposition could not be restored.
int guia_restore_signals(void);

/// Makes a file from `template_path` (ending in XXXXXX, rewritten with the name made, as
/// mkstemp) and holds it until guia_release_held_file(*slot): meanwhile SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT (those not ignored) remove it before they act as they did before, and so
/// does the signal thread before it ends guia. Sets *slot to the hold's number, or -1 when the
/// file is not held (a name too long, eight holds at once). Returns the file's descriptor
/// (close-on-exec), or -1 with errno set.
int guia_make_held_file(char *template_path, int *slot);

/// Ends the hold `slot` of guia_make_held_file (its file renamed or removed); with no hold
/// left, the signals act as before the first.
void guia_release_held_file(int slot);

/// Removes the file held as `slot`, if it is still there. Async-signal-safe.
void guia_remove_held_file(int slot);

/// Removes every held file still there. Async-signal-safe.
void guia_remove_held_files(void);

/// Whether `sig` arrived since the last call (and clears it): signals are flags, so any number
/// of one signal between two looks counts once; the pipe's bytes only wake the loop.
int guia_take_signal(int sig);
/// Whether a key waits on the terminal guia reads (the crash restore's input) or a signal
/// that ends guia or stops its work (SIGINT, SIGTERM, SIGHUP, SIGQUIT) arrived and was not
/// taken yet: asked by long matches, which stop for it. Async-signal-safe, any thread.
int guia_interrupt_pending(void);

/// Makes every signal whose default action ends the process (but those routed to the pipe,
/// and those ignored at start) restore the terminal first: from a handler on an alternate
/// stack (so a stack overflow still runs it) that writes the sequence set with
/// guia_set_restore_sequence to `output_fd`, puts back the modes `input_fd` has now, drops
/// unread input, then gives the signal its disposition from before and raises it again.
/// Returns 0, or -1 with errno set.
int guia_install_crash_restore(int input_fd, int output_fd);

/// Sets the bytes that put the terminal back (leave the alternate screen, show the cursor, …).
void guia_set_restore_sequence(const char *bytes, int length);

/// Restores the terminal as the crash handler does, once: async-signal-safe.
void guia_restore_terminal_now(void);

/// Undoes guia_install_crash_restore, once the terminal is restored in order.
int guia_remove_crash_restore(void);

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
/// As guia_spawn_in_pty, with `input_fd` as the child's standard input instead of the pty
/// (`cmd | guia snapshot -`: the document on standard input, the keys on the terminal).
pid_t guia_spawn_in_pty_reading(const char *path, char *const argv[], char *const envp[],
                                int rows, int cols, int input_fd, int *master_fd);
/// As guia_spawn_in_pty, but in a new session that has no controlling terminal: the pty is
/// only its standard input, output and error, so a closed master sends it no SIGHUP.
pid_t guia_spawn_on_pty_without_controlling_terminal(
    const char *path, char *const argv[], char *const envp[], int rows, int cols,
    int *master_fd);
// libdispatch's main-queue hooks, the pair swift-corelibs-foundation's CFRunLoop.c drives
// (docs/design/GuiaUI-spike.md). On Linux the handle is a non-blocking eventfd that becomes
// readable when the main queue has work; the callback runs one batch of it on the calling
// (main) thread and does not reset the eventfd, so the caller reads it first.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

/// C's stdout, which Swift 6 cannot name (a mutable global): a console flushes it around its
/// descriptor changes, line-buffers it, clears its error flag after a dropped write, and locks
/// it (the lock Swift's print takes) while ncurses writes into it.
void guia_stdout_flush(void);
/// Keeps freed heap memory for reuse instead of returning it to the kernel at each free.
void guia_keep_freed_memory(void);
/// Gives freed memory back to the kernel after a peak (see platform.c); called when idle.
void guia_give_back_memory(void);
void guia_stdout_line_buffered(void);
void guia_stdout_clear_error(void);
void guia_stdout_lock(void);
void guia_stdout_unlock(void);

/// Makes guia_restore_terminal_now (and so the crash handler) also put `saved_fd` back on
/// `target_fd` (the console's capture of standard output); -1 forgets it.
void guia_set_restore_descriptor(int saved_fd, int target_fd);

/// glob(3) with a bound on its work: each folder opened, entry read and name looked at spends
/// one of `*steps` (what is left is written back), and after `milliseconds` nothing more is
/// read; `*cut` says whether the bound stopped it (what was found is in `found` all the same).
int guia_glob_bounded(const char *pattern, int flags, long *steps, long milliseconds,
                      glob_t *found, int *cut);
#endif
