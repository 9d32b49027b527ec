// Files made beside another and renamed over it (the history file's new text): a signal that
// ends guia while such a file exists removes it first, so no `<name>.guia-XXXXXX` stays
// behind. The handlers only unlink and raise (async-signal-safe); the names are copied ahead.
#define _GNU_SOURCE
#include "CPlatform.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int held_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
enum { held_signal_count = sizeof held_signals / sizeof held_signals[0], held_slot_count = 8 };
static char held_paths[held_slot_count][PATH_MAX];
// 1 while the slot's name is a file to remove; the handler clears it as it removes the file.
static volatile sig_atomic_t held[held_slot_count];
// Taken by a holder (until its release), whether or not the file is still there.
static int slot_taken[held_slot_count];
static int holders = 0;
static pthread_mutex_t holding = PTHREAD_MUTEX_INITIALIZER;
static struct sigaction held_replaced[held_signal_count];
static volatile sig_atomic_t held_installed[held_signal_count];

void guia_remove_held_file(int slot) {
  if (slot < 0 || slot >= held_slot_count) return;
  if (__atomic_exchange_n(&held[slot], 0, __ATOMIC_SEQ_CST)) unlink(held_paths[slot]);
}

void guia_remove_held_files(void) {
  for (int slot = 0; slot < held_slot_count; slot++) guia_remove_held_file(slot);
}

static void on_held_signal(int sig) {
  int saved = errno;
  guia_remove_held_files();
  // The disposition from before, and the signal again: blocked while this handler runs, it is
  // delivered to that disposition as the handler returns (the usual death by default).
  for (int i = 0; i < held_signal_count; i++) {
    if (held_signals[i] == sig && __atomic_exchange_n(&held_installed[i], 0, __ATOMIC_SEQ_CST)) {
      sigaction(sig, &held_replaced[i], NULL);
    }
  }
  raise(sig);
  errno = saved;
}

static void set_blocked(int how, sigset_t *previous) {
  sigset_t set;
  sigemptyset(&set);
  for (int i = 0; i < held_signal_count; i++) sigaddset(&set, held_signals[i]);
  pthread_sigmask(how, &set, previous);
}

static void install_held_handlers(void) {
  for (int i = 0; i < held_signal_count; i++) {
    if (held_installed[i]) continue;
    struct sigaction current;
    if (sigaction(held_signals[i], NULL, &current) != 0) continue;
    // An ignored signal (nohup) ends nothing: the file is left to be renamed.
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
    held_replaced[i] = current;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_held_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(held_signals[i], &action, NULL) == 0) __atomic_store_n(&held_installed[i], 1, __ATOMIC_SEQ_CST);
  }
}

static void restore_held_handlers(void) {
  for (int i = 0; i < held_signal_count; i++) {
    if (__atomic_exchange_n(&held_installed[i], 0, __ATOMIC_SEQ_CST)) sigaction(held_signals[i], &held_replaced[i], NULL);
  }
}

int guia_make_held_file(char *template_path, int *slot) {
  *slot = -1;
  size_t length = strlen(template_path);
  // Blocked on this thread, and the handlers in place before the file exists (on another
  // thread they remove what is held so far): no moment when a signal would leave the file.
  sigset_t previous;
  set_blocked(SIG_BLOCK, &previous);
  pthread_mutex_lock(&holding);
  int free_slot = -1;
  for (int i = 0; i < held_slot_count && length < PATH_MAX; i++) {
    if (!slot_taken[i]) {
      free_slot = i;
      break;
    }
  }
  if (free_slot >= 0) {
    slot_taken[free_slot] = 1;
    if (holders++ == 0) install_held_handlers();
  }
  int descriptor = mkostemp(template_path, O_CLOEXEC);
  int failure = errno;
  if (free_slot >= 0) {
    if (descriptor >= 0) {
      memcpy(held_paths[free_slot], template_path, length + 1);
      __atomic_store_n(&held[free_slot], 1, __ATOMIC_SEQ_CST);
      *slot = free_slot;
    } else {
      slot_taken[free_slot] = 0;
      if (--holders == 0) restore_held_handlers();
    }
  }
  pthread_mutex_unlock(&holding);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  errno = failure;
  return descriptor;
}

void guia_release_held_file(int slot) {
  if (slot < 0 || slot >= held_slot_count) return;
  sigset_t previous;
  set_blocked(SIG_BLOCK, &previous);
  pthread_mutex_lock(&holding);
  if (slot_taken[slot]) {
    __atomic_store_n(&held[slot], 0, __ATOMIC_SEQ_CST);
    slot_taken[slot] = 0;
    if (--holders == 0) restore_held_handlers();
  }
  pthread_mutex_unlock(&holding);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
}
