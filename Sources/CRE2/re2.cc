// RE2 behind a few C calls (see CRE2.h): Swift cannot call C++ here without C++ interop.
//
// RE2 runs in linear time, but its constant can be large: a pattern whose DFA outgrows its
// memory falls back to an NFA that costs the program's size per byte (`[a-z]{1,100}[^x]{1,100}Q`
// on 64 KiB: a second). RE2 cannot be stopped mid-match, so a costly match runs on a worker
// thread that the caller may walk away from; linear time bounds how long it goes on alone.
#include "CRE2.h"

#include <re2/re2.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <string>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <thread>
#include <vector>

// The expression, and its pattern to compile it again: a match left running on a worker
// keeps its own copy, whose DFA cache it locks while it runs (a new match sharing it waited
// hundreds of milliseconds on that lock), so the next match takes a fresh one.
struct guia_re2 {
  std::string pattern;
  re2::RE2::Options options;
  mutable std::mutex lock;
  mutable std::shared_ptr<const re2::RE2> compiled;
  mutable bool is_shared_with_worker = false;

  // The expression a new match runs on.
  std::shared_ptr<const re2::RE2> current() const {
    std::lock_guard<std::mutex> guard(lock);
    if (is_shared_with_worker) {
      auto fresh = std::make_shared<const re2::RE2>(pattern, options);
      if (fresh->ok()) compiled = fresh;
      is_shared_with_worker = false;
    }
    return compiled;
  }

  // Says that `used` goes on running on a worker no one waits for.
  void leave(const std::shared_ptr<const re2::RE2> &used) const {
    std::lock_guard<std::mutex> guard(lock);
    if (compiled == used) is_shared_with_worker = true;
  }
};

namespace {

std::atomic<int (*)(void)> interrupt_check{nullptr};

bool interrupted() {
  int (*check)(void) = interrupt_check.load();
  return check != nullptr && check() != 0;
}

// How much matching may run on the caller's thread: the program's size times the bytes
// searched, which bounds the NFA's work; past it a match runs on a worker (a few milliseconds
// at worst inline, against the 100 ms in which a key must be answered).
constexpr size_t inline_cost = size_t(1) << 21;

// One call's matching: the text copied (the caller's bytes may go away once it walks off),
// after a byte of context that says whether the first byte starts a line.
struct Job {
  std::shared_ptr<const re2::RE2> compiled;
  std::string text;
  size_t start;
  size_t capacity;
  std::mutex lock;
  std::condition_variable finished;
  bool done = false;
  std::atomic<bool> abandoned{false};
  std::vector<int64_t> found;  // offsets into text, pairs
};

// Finds the matches of job from job.start on; `stop` is asked between matches.
template <typename Stop>
bool run(Job &job, Stop stop) {
  re2::StringPiece text(job.text);
  re2::StringPiece match;
  size_t cursor = job.start;
  size_t pairs = 0;
  while (cursor <= text.size() && pairs < job.capacity) {
    if (stop()) return false;
    if (!job.compiled->Match(text, cursor, text.size(), re2::RE2::UNANCHORED, &match, 1)) break;
    size_t lower = size_t(match.data() - text.data());
    size_t upper = lower + match.size();
    {
      std::lock_guard<std::mutex> guard(job.lock);
      job.found.push_back(int64_t(lower));
      job.found.push_back(int64_t(upper));
    }
    pairs += 1;
    cursor = upper;
    if (upper == lower) {
      // On past the whole character, never into its continuation bytes.
      cursor += 1;
      while (cursor < text.size() && (static_cast<unsigned char>(text[cursor]) & 0xC0) == 0x80) cursor += 1;
    }
  }
  return true;
}

void copy_out(Job &job, int64_t *out, int32_t *count) {
  std::lock_guard<std::mutex> guard(job.lock);
  *count = int32_t(job.found.size() / 2);
  // Offsets in the caller's bytes: the text has one byte of context before them.
  for (size_t index = 0; index < job.found.size(); index++) out[index] = job.found[index] - 1;
}

}  // namespace

extern "C" {

guia_re2 *guia_re2_compile(const char *pattern, int ignore_case, char *error, size_t error_size) {
  re2::RE2::Options options;
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  options.set_longest_match(true);
  options.set_never_nl(true);
  options.set_case_sensitive(ignore_case == 0);
  options.set_log_errors(false);
  std::string text = std::string("(?m)") + pattern;
  auto compiled = std::make_shared<const re2::RE2>(text, options);
  if (!compiled->ok()) {
    if (error_size > 0) snprintf(error, error_size, "%s", compiled->error().c_str());
    return nullptr;
  }
  auto regex = new guia_re2();
  regex->pattern = text;
  regex->options = options;
  regex->compiled = compiled;
  return regex;
}

void guia_re2_free(guia_re2 *regex) { delete regex; }

void guia_re2_set_interrupt_check(int (*check)(void)) { interrupt_check.store(check); }

int guia_re2_find_all(const guia_re2 *regex, const char *bytes, size_t length, size_t start,
                      int at_line_start, int32_t time_limit_ms, int64_t *out, int32_t capacity,
                      int32_t *count) {
  *count = 0;
  if (start > length || capacity <= 0) return 0;
  auto job = std::make_shared<Job>();
  job->compiled = regex->current();
  job->text.reserve(length + 1);
  // A newline before the text makes `^` match at its start; a control character, not a
  // letter, keeps `^` off while `\b` sees no word before.
  job->text.push_back(at_line_start ? '\n' : '\x01');
  job->text.append(bytes, length);
  job->start = start + 1;
  job->capacity = size_t(capacity);
  using Clock = std::chrono::steady_clock;
  const auto began = Clock::now();
  auto past_limit = [&] {
    return time_limit_ms > 0 && Clock::now() - began >= std::chrono::milliseconds(time_limit_ms);
  };
  const size_t cost = size_t(job->compiled->ProgramSize()) * (length - start + 1);
  if (cost <= inline_cost) {
    // Cheap per match; many matches still add up on a long line (`x*y|x` on a line of x:
    // each match scans to its end), so the check is asked between them, once a millisecond.
    auto asked = began;
    bool whole = run(*job, [&] {
      auto now = Clock::now();
      if (now - asked < std::chrono::milliseconds(1)) return false;
      asked = now;
      return interrupted() || past_limit();
    });
    copy_out(*job, out, count);
    return whole ? 0 : 1;
  }
  // A key or a signal already waiting stops the match before it starts: a search going on
  // through its pages would otherwise start a worker for each.
  if (interrupted()) return 1;
  std::thread worker([job] {
    // Signals are the main thread's to take, and the main thread comes first for the CPU:
    // a worker left running must not slow the key that left it (Linux's nice is a thread's).
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, nullptr);
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
    run(*job, [&] { return job->abandoned.load(std::memory_order_relaxed); });
    std::lock_guard<std::mutex> guard(job->lock);
    job->done = true;
    job->finished.notify_all();
  });
  worker.detach();
  bool stopped = false;
  {
    std::unique_lock<std::mutex> guard(job->lock);
    while (!job->done) {
      job->finished.wait_for(guard, std::chrono::milliseconds(2));
      if (job->done) break;
      guard.unlock();
      stopped = interrupted() || past_limit();
      guard.lock();
      if (stopped) break;
    }
  }
  if (stopped) {
    job->abandoned.store(true);
    regex->leave(job->compiled);
  }
  copy_out(*job, out, count);
  return stopped ? 1 : 0;
}

}  // extern "C"
