# guia — build, run and test. Every target installs the Debian packages it needs first
# (as root through apt-get; otherwise it prints the command to run).

SWIFT ?= swift
## SwiftPM's shared cache, configuration and security folders, and the manifests' cache, kept
## in this checkout's .build: `make run` and `make test` write nothing outside the checkout
## (by default SwiftPM writes them under ~/.cache and ~/.swiftpm).
SWIFTPM_HOME = $(CURDIR)/.build/swiftpm
SWIFTPM_PATHS = --cache-path $(SWIFTPM_HOME)/cache --config-path $(SWIFTPM_HOME)/configuration \
  --security-path $(SWIFTPM_HOME)/security --manifest-cache local
## The compilers' and SwiftPM's temporary files (macro expansions, driver folders, locks),
## the caches Foundation and SwiftPM make under the XDG cache folder, and the tests' own
## temporary files: in .build/tmp and .build/cache, so that a run leaves nothing outside.
## The XDG data folder too: `swift test` itself makes `bin` under it (~/.local/share/bin).
## And the XDG state folder, where GuiaUI programs keep their @AppStorage (the corpus's).
export TMPDIR := $(CURDIR)/.build/tmp
export XDG_CACHE_HOME := $(CURDIR)/.build/cache
export XDG_DATA_HOME := $(CURDIR)/.build/data
export XDG_STATE_HOME := $(CURDIR)/.build/state
$(shell mkdir -p $(CURDIR)/.build/tmp $(CURDIR)/.build/cache $(CURDIR)/.build/data $(CURDIR)/.build/state)
## The Clang module cache of a compiler SwiftPM does not drive (the macro plugin's swiftc, the
## sanitizers' C shims), in the checkout too.
export CLANG_MODULE_CACHE_PATH := $(CURDIR)/.build/clang-module-cache
BUILD_PACKAGES := pkg-config libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libicu-dev \
  libvterm-dev libre2-dev
TEST_PACKAGES := ncurses-base ncurses-bin unicode-data tmux man-db less gzip bash-completion zsh fish \
  librsvg2-bin fonts-dejavu-core fonts-wqy-microhei
# Unicode's own test files (unicode-data), tmux and pyte: terminals that disagree on widths.
TEST_PYTHON_MODULES := pyte==0.8.2
SCREENSHOTS := .build/screenshots

.PHONY: all deps test-deps macros build release release-journeys release-probes journeys-run unit-run run test test-build consumer consumer-build unit-test \
  e2e-test bench lesstest order fuzz fuzz-build reliability screenshots clean sanitize sanitize-address \
  sanitize-thread sanitize-build-address sanitize-build-thread sanitize-build-journeys \
  sanitize-units-address sanitize-units-thread sanitize-journeys-address sanitize-journeys-thread \
  sanitize-runs-1 sanitize-runs-2 install uninstall install-files install-check deb deb-check man

all: build

deps: macros
	@./scripts/ensure-packages $(BUILD_PACKAGES)

test-deps: macros
	@./scripts/ensure-packages $(BUILD_PACKAGES) $(TEST_PACKAGES)
	@./scripts/ensure-python-modules $(TEST_PYTHON_MODULES)


build: deps
	$(SWIFT) build $(SWIFTPM_PATHS)

## The release build, linked fully static (-static-executable): a Swift program linked to
## shared libraries spends about 4 ms of a first screen before main (the loader resolving
## eleven libraries, the runtime finding its images); the static one starts in 1 ms and maps
## only the code it runs. Type metadata is reached through accessors, not by demangling names
## at run time: demangling was a third of a first screen's work. Where the toolchain has lld,
## each function is a section of its own (-function-sections) and the functions that ordinary
## reading runs are laid side by side (bench/guia.order, written by `make order`): the kernel
## maps code 64 KiB around each page touched, and scattered over the whole text they kept
## nearly all of guia's code resident. The release build leaves out Swift 6's dynamic checks
## that a main-actor closure handed to code compiled without strict concurrency (the standard
## library's `contains(where:)`, `withUnsafeBytes`…) runs on the main actor: 200 instructions
## at each call, 6 % of a footer's flip; the debug build the unit tests run keeps them, so a
## closure run off the main actor is still caught there. It leaves out the dynamic checks of
## exclusive access too (`-enforce-exclusivity=unchecked`): each access to a class's stored
## property or a global registers itself with the runtime, about 6 % of a `j` (4 700
## instructions a key); the debug build the unit tests and the debug journeys run keeps
## them, so an overlapping access is still caught there.
SWIFT_BIN_DIR := $(dir $(realpath $(shell command -v $(SWIFT))))
RELEASE_LINK := $(if $(wildcard $(SWIFT_BIN_DIR)ld.lld),-Xswiftc -use-ld=lld \
  -Xlinker --symbol-ordering-file=$(CURDIR)/bench/guia.order -Xlinker --no-warn-symbol-ordering)
RELEASE_FLAGS := -Xswiftc -static-executable -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation -Xswiftc -enforce-exclusivity=unchecked \
  $(RELEASE_LINK)
RELEASE_MAP := .build/release-guia.map

## GuiaUI's `#Preview` plugin (Sources/GuiaUIMacros), built against the swift-syntax the
## toolchain ships for its own plugins, into this checkout's .build: nothing is written into
## the toolchain (which may be read-only, or shared by other checkouts). The targets that
## expand `#Preview` load it by path (`-load-plugin-library`, in Package.swift and in
## Tests/GuiaUIConsumer). Written whole then renamed: the builds `make test` runs side by side
## all ask for it.
TOOLCHAIN_USR = $(abspath $(SWIFT_BIN_DIR)..)
SWIFT_HOST_LIBS = $(TOOLCHAIN_USR)/lib/swift/host
MACRO_PLUGIN = $(CURDIR)/.build/plugins/libGuiaUIMacros.so
SWIFTC = $(SWIFT_BIN_DIR)swiftc

macros: $(MACRO_PLUGIN)

$(MACRO_PLUGIN): $(wildcard Sources/GuiaUIMacros/*.swift)
	@mkdir -p $(dir $@)
	$(SWIFTC) -emit-library -module-name GuiaUIMacros $^ -o $@.tmp.$$$$ -I $(SWIFT_HOST_LIBS) \
	  -L $(SWIFT_HOST_LIBS) -lSwiftSyntax -lSwiftSyntaxMacros -Xlinker -rpath -Xlinker $(SWIFT_HOST_LIBS) \
	  -module-cache-path $(CURDIR)/.build/plugins/module-cache \
	  && mv -f $@.tmp.$$$$ $@

## --ignore-lock: `make test` builds it while the unit tests run from .build (swift test
## holds SwiftPM's lock on .build even with --skip-build, and the build would wait for it).
release: deps
	$(SWIFT) build $(SWIFTPM_PATHS) -c release --ignore-lock --product guia $(RELEASE_FLAGS)

## The probes that some pty journeys run beside guia, built as guia's release build is.
RELEASE_PROBES := GuiaCrashProbe GuiaUIAppProbe GuiaMainQueueProbe GuiaUICorpus

## The pty journeys again, on the binary `make run` builds (fully static, optimised): what a
## user runs is what is tested. Needs the debug test build (`make test-build`).
release-journeys: release-probes
	@$(MAKE) --no-print-directory journeys-run

release-probes: release
	@for probe in $(RELEASE_PROBES); do \
	  $(SWIFT) build $(SWIFTPM_PATHS) -c release --ignore-lock --product $$probe $(RELEASE_FLAGS) || exit 1; done

journeys-run:
	GUIA_BINARY=$(CURDIR)/.build/release/guia $(SWIFT) test $(SWIFTPM_PATHS) --skip-build --filter EndToEndTests

## The unit tests of the debug build `make test-build` made; --ignore-lock: they only read
## .build while a release build writes to it.
unit-run:
	$(SWIFT) test $(SWIFTPM_PATHS) --skip-build --ignore-lock --skip EndToEndTests

## Writes bench/guia.order again from the release build run under callgrind (bench/order.py),
## leaving out the functions of libraries built as one section (read from the link's map).
order: deps
	@./scripts/ensure-packages valgrind binutils
	rm -f .build/release/guia
	$(SWIFT) build $(SWIFTPM_PATHS) -c release --product guia $(RELEASE_FLAGS) -Xlinker -Map=$(CURDIR)/$(RELEASE_MAP)
	python3 bench/order.py --map $(RELEASE_MAP)
	@# The order file is no input SwiftPM tracks: the binary must go for the link to read it.
	rm -f .build/release/guia
	$(SWIFT) build $(SWIFTPM_PATHS) -c release --product guia $(RELEASE_FLAGS)

## Installs guia as GNU's conventions have it: PREFIX (/usr/local) and DESTDIR; the release
## binary, the man page in English and Spanish (written by `guia --man`), the completions for
## bash, zsh and fish (`guia --completion`), the README, its documents and the licence.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
DOCDIR ?= $(DATADIR)/doc/guia
BASH_COMPLETION_DIR ?= $(DATADIR)/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(DATADIR)/zsh/site-functions
FISH_COMPLETION_DIR ?= $(DATADIR)/fish/vendor_completions.d
INSTALL ?= install
## The documents are written in the language asked for, whatever the caller's locale.
GUIA_IN = env -u LANGUAGE -u LC_MESSAGES -u LANG LC_ALL=$(1) $(2)

install: release
	@$(MAKE) --no-print-directory install-files GUIA_INSTALLED=.build/release/guia

## The documents beside the README, so that its links lead somewhere once installed: the
## guides and the design documents, and the pictures they show.
DOC_PAGES := $(sort $(wildcard docs/*.md))
DOC_DESIGN := $(sort $(wildcard docs/design/*.md))
DOC_PICTURES := $(addprefix docs/,$(sort $(shell grep -oh 'screenshots/[a-z0-9-]*\.png' README.md docs/*.md | sed 's|^docs/||')))
DOC_FILES := $(DOC_PAGES) $(DOC_DESIGN) $(DOC_PICTURES)

## The files of `install`, from the binary GUIA_INSTALLED.
install-files:
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/es/man1 \
	  $(DESTDIR)$(DOCDIR) $(DESTDIR)$(BASH_COMPLETION_DIR) $(DESTDIR)$(ZSH_COMPLETION_DIR) \
	  $(DESTDIR)$(FISH_COMPLETION_DIR)
	$(INSTALL) -m 755 $(GUIA_INSTALLED) $(DESTDIR)$(BINDIR)/guia
	$(call GUIA_IN,en_US.UTF-8,$(GUIA_INSTALLED)) --man > $(DESTDIR)$(MANDIR)/man1/guia.1
	$(call GUIA_IN,es_ES.UTF-8,$(GUIA_INSTALLED)) --man > $(DESTDIR)$(MANDIR)/es/man1/guia.1
	$(call GUIA_IN,en_US.UTF-8,$(GUIA_INSTALLED)) --completion bash > $(DESTDIR)$(BASH_COMPLETION_DIR)/guia
	$(call GUIA_IN,en_US.UTF-8,$(GUIA_INSTALLED)) --completion zsh > $(DESTDIR)$(ZSH_COMPLETION_DIR)/_guia
	$(call GUIA_IN,en_US.UTF-8,$(GUIA_INSTALLED)) --completion fish > $(DESTDIR)$(FISH_COMPLETION_DIR)/guia.fish
	chmod 644 $(DESTDIR)$(MANDIR)/man1/guia.1 $(DESTDIR)$(MANDIR)/es/man1/guia.1 \
	  $(DESTDIR)$(BASH_COMPLETION_DIR)/guia $(DESTDIR)$(ZSH_COMPLETION_DIR)/_guia \
	  $(DESTDIR)$(FISH_COMPLETION_DIR)/guia.fish
	$(INSTALL) -m 644 README.md BENCHMARKS.md LICENSE $(DESTDIR)$(DOCDIR)/
	$(INSTALL) -d $(DESTDIR)$(DOCDIR)/docs/design $(DESTDIR)$(DOCDIR)/docs/screenshots
	$(INSTALL) -m 644 $(DOC_PAGES) $(DESTDIR)$(DOCDIR)/docs/
	$(INSTALL) -m 644 $(DOC_DESIGN) $(DESTDIR)$(DOCDIR)/docs/design/
	$(INSTALL) -m 644 $(DOC_PICTURES) $(DESTDIR)$(DOCDIR)/docs/screenshots/

## guia.1 and guia.es.1 here, from the release binary: `man ./guia.1` reads them.
man: release
	$(call GUIA_IN,en_US.UTF-8,.build/release/guia) --man > guia.1
	$(call GUIA_IN,es_ES.UTF-8,.build/release/guia) --man > guia.es.1

## Removes what `install` put there (and the folders it made, when they are left empty).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/guia $(DESTDIR)$(MANDIR)/man1/guia.1 $(DESTDIR)$(MANDIR)/es/man1/guia.1 \
	  $(DESTDIR)$(BASH_COMPLETION_DIR)/guia $(DESTDIR)$(ZSH_COMPLETION_DIR)/_guia \
	  $(DESTDIR)$(FISH_COMPLETION_DIR)/guia.fish $(DESTDIR)$(DOCDIR)/README.md $(DESTDIR)$(DOCDIR)/BENCHMARKS.md $(DESTDIR)$(DOCDIR)/LICENSE \
	  $(addprefix $(DESTDIR)$(DOCDIR)/,$(DOC_FILES))
	-rmdir $(DESTDIR)$(DOCDIR)/docs/design $(DESTDIR)$(DOCDIR)/docs/screenshots $(DESTDIR)$(DOCDIR)/docs \
	  $(DESTDIR)$(DOCDIR) 2>/dev/null

## Installs into a temporary DESTDIR and checks what lands there: the layout, the installed
## binary, the man pages read by man without a warning, the completions in bash, zsh and fish;
## then uninstalls and checks that nothing is left.
install-check: release
	./scripts/check-install

## The Debian package, guia_VERSION_amd64.deb: the Swift runtime linked in (-static-stdlib),
## ncursesw, cmark-gfm, ICU and glibc from the system, its Depends from dpkg-shlibdeps; no
## $$ORIGIN run path and full RELRO, as lintian asks. The fully static binary of `make release`
## stays the one to copy around: lintian rejects a package whose binary embeds ncurses.
## The package's binary is linked from the release build's own objects (the link file list
## SwiftPM writes for the product), not compiled again: only the link differs. The libraries
## named by a target's linkerSettings in Package.swift (ICU's, RE2's and the C++ library RE2
## needs) are named here again, and the
## executable's entry point is SwiftPM's (main is guia_main).
DEB_BUILD := .build/deb
DEB_LINK := -static-stdlib -licui18n -licuuc -licudata -lre2 -lstdc++ -Xlinker --defsym -Xlinker main=guia_main \
  -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now

deb: release
	@./scripts/ensure-packages dpkg-dev binutils
	@mkdir -p $(DEB_BUILD)
	$(SWIFT_BIN_DIR)swiftc -emit-executable -o $(DEB_BUILD)/guia \
	  @.build/release/guia.product/Objects.LinkFileList $(DEB_LINK)
	./scripts/make-deb $(DEB_BUILD)/guia

## lintian on the package (no error may be reported), then the package installed with apt-get
## into a minimal Debian (debootstrap --variant=minbase, from Debian's archive) and run there.
DEB_SUITE ?= bookworm
DEB_MIRROR ?= http://deb.debian.org/debian
deb-check: deb
	@./scripts/ensure-packages lintian debootstrap
	./scripts/check-deb $(DEB_SUITE) $(DEB_MIRROR)

## Builds in release mode and opens the guide.
run: release
	./.build/release/guia

## Runs every test CI runs (.ci/run), in under 10 minutes on 2 cores: the unit tests, the
## pseudo-terminal journeys on the release build (screens kept in $(SCREENSHOTS)), the GuiaUI
## consumer package and the installed files. The long runs are targets of their own, run
## before a release: `make sanitize` (every test under ASan and TSan), `make fuzz`,
## `make reliability`, `make deb-check`, `make bench`.
## The two debug builds run side by side: each is mostly a chain of modules, one waiting for
## the next, which leaves a core idle for much of a build.
## The unit tests run beside the release build (mostly the main actor's one thread against
## the compiler's two: a minute saved on 2 cores), the journeys after it.
test: test-deps
	@rm -rf .build/reliability
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-build consumer-build
	@$(MAKE) --no-print-directory -j2 --output-sync=target unit-run release-probes
	@$(MAKE) --no-print-directory journeys-run
	@echo "Screens of the pseudo-terminal tests: $(SCREENSHOTS)/"
	@./scripts/reliability-table
	@$(MAKE) --no-print-directory consumer
	@./scripts/check-install

test-build: deps
	$(SWIFT) build $(SWIFTPM_PATHS) --build-tests

## Builds and runs Tests/GuiaUIConsumer, another package that imports GuiaUI as a library, with
## its Foundation trait on (one of its files imports Foundation beside GuiaUI). Its build also
## compiles every program of Tests/Corpus with the trait and Foundation imported in each file
## (GuiaUICorpusFoundation).
consumer: consumer-build
	@./Tests/GuiaUIConsumer/.build/debug/GuiaUIConsumer > .build/consumer.txt
	@grep -q "Fin de la guía" .build/consumer.txt && grep -q "✓ Abrir la caja" .build/consumer.txt \
	  && grep -q "Tornillos: 3.50 €" .build/consumer.txt && grep -q "Arriba: 0, a la vista: 48" .build/consumer.txt \
	  && grep -q "Punto 3, área 24" .build/consumer.txt && grep -q "Rectángulo 10×5, centro 5" .build/consumer.txt \
	  && grep -q "Cita 2026-03-14 09:30" .build/consumer.txt && grep -q "Día 2026-03-14" .build/consumer.txt \
	  && grep -q "Agenda llena" .build/consumer.txt && grep -q "Ticks: 3" .build/consumer.txt \
	  || { echo "GuiaUI consumer: unexpected screen:"; cat .build/consumer.txt; exit 1; }
	@echo "GuiaUI consumer: built against the GuiaUI product (trait Foundation) and drew its screens"

consumer-build: deps
	$(SWIFT) build $(SWIFTPM_PATHS) --package-path Tests/GuiaUIConsumer

unit-test: test-deps
	$(SWIFT) test $(SWIFTPM_PATHS) --skip EndToEndTests

e2e-test: test-deps
	$(SWIFT) test $(SWIFTPM_PATHS) --filter EndToEndTests

clean:
	rm -rf .build

## Measures guia against less fairly (one pty harness, runs taking turns, medians with min-max,
## bench/pty_harness.py); writes BENCHMARKS.md. BENCH_RUNS sets the runs (5 at least);
## documents are generated once in $$BENCH_DIR (default /tmp/guia-bench). Then what a key costs
## a GuiaUI view against the rows it holds (bench/GuiaUIScaling), into the same file.
bench: release
	$(SWIFT) build $(SWIFTPM_PATHS) -c release --ignore-lock --product GuiaUIScaling $(RELEASE_FLAGS)
	python3 bench/bench.py --write
	@echo "Written: BENCHMARKS.md"

## Replays less's own recorded test sessions (lesstest's .lt files) against the release build,
## key by key in a pty, and prints the README's table (bench/lesstest.py). LESSTEST names a
## clone of less or a folder of .lt files.
LESSTEST ?= ../.mirror/gwsw+less/repo
lesstest: release
	python3 bench/lesstest.py --lt "$(LESSTEST)" --markdown

FUZZ_SECONDS ?= 600
FUZZ_BUILD := .build/fuzz

## Coverage-guided fuzzing (libFuzzer), FUZZ_SECONDS long (600 by default) for each of three
## targets, run side by side: GuiaFuzz (the Markdown parser, the decoder and sanitiser, the
## layout, with the invariants in Sources/GuiaFuzz), GuiaViewerFuzz (guia's whole reader on
## GuiaUI, headless: documents, keys and resizes, no control ever drawn; Sources/GuiaViewerFuzz)
## and GuiaCommandLineFuzz (LESS, GUIA, the command line and snapshot's key script; a
## second-long input is a finding: -timeout=1).
fuzz: fuzz-build
	@rm -rf $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/viewer-corpus $(FUZZ_BUILD)/command-line-corpus $(FUZZ_BUILD)/findings
	@mkdir -p $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/viewer-corpus $(FUZZ_BUILD)/command-line-corpus $(FUZZ_BUILD)/findings
	@cp Tests/Fuzz/corpus/* $(FUZZ_BUILD)/corpus/
	@cp Tests/Fuzz/viewer-corpus/* $(FUZZ_BUILD)/viewer-corpus/
	@cp Tests/Fuzz/command-line-corpus/* $(FUZZ_BUILD)/command-line-corpus/
	@echo "Fuzzing three targets at once, $(FUZZ_SECONDS) s (logs in $(FUZZ_BUILD)/last-run.log, last-viewer-run.log, last-command-line-run.log)"
	@SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/debug/GuiaFuzz -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=4096 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/findings/ \
	  $(FUZZ_BUILD)/corpus > $(FUZZ_BUILD)/last-run.log 2>&1 & \
	SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/debug/GuiaCommandLineFuzz -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=200000 -timeout=1 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/findings/command-line- \
	  $(FUZZ_BUILD)/command-line-corpus > $(FUZZ_BUILD)/last-command-line-run.log 2>&1 & \
	SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/debug/GuiaViewerFuzz -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=8192 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/findings/viewer- \
	  $(FUZZ_BUILD)/viewer-corpus > $(FUZZ_BUILD)/last-viewer-run.log 2>&1; \
	wait
	@for log in last-run last-viewer-run last-command-line-run; do echo "$(FUZZ_BUILD)/$$log.log:"; \
	  grep -E "^(#[0-9]+ +DONE|Done|SUMMARY|stat::number_of_executed_units)" $(FUZZ_BUILD)/$$log.log || true; done
	@if ls $(FUZZ_BUILD)/findings/*-* >/dev/null 2>&1; then \
	  echo "Findings in $(FUZZ_BUILD)/findings/ (replay: .build/debug/GuiaFuzz, GuiaViewerFuzz or GuiaCommandLineFuzz FILE)"; exit 1; fi

fuzz-build: deps
	$(SWIFT) build $(SWIFTPM_PATHS) --build-path $(FUZZ_BUILD) --sanitize=fuzzer --product GuiaFuzz -Xswiftc -DFUZZING
	$(SWIFT) build $(SWIFTPM_PATHS) --build-path $(FUZZ_BUILD) --sanitize=fuzzer --product GuiaViewerFuzz -Xswiftc -DFUZZING
	$(SWIFT) build $(SWIFTPM_PATHS) --build-path $(FUZZ_BUILD) --sanitize=fuzzer --product GuiaCommandLineFuzz -Xswiftc -DFUZZING

ASAN_SETTINGS := detect_leaks=1
TSAN_SETTINGS := halt_on_error=1:report_signal_unsafe=0
## GUIA_SANITIZER names the sanitizer (address or thread) to the tests.
sanitizer-env = GUIA_SANITIZER=$(1) LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
  ASAN_OPTIONS=$(ASAN_SETTINGS) TSAN_OPTIONS=$(TSAN_SETTINGS)
## The journeys' guia writes its sanitizer's reports to files (log_path, one per process) that
## fail the run: a journey that never looks at guia's exit status or its last screen would
## miss a report (a leak found at exit) that went to the pty.
journey-reports = rm -rf $(1) && mkdir -p $(1) && \
  $(call sanitizer-env,$(3)) ASAN_OPTIONS=$(ASAN_SETTINGS):log_path=$(1)/report \
  TSAN_OPTIONS=$(TSAN_SETTINGS):log_path=$(1)/report $(2); status=$$?; \
  if ls $(1)/report.* >/dev/null 2>&1; then cat $(1)/report.*; \
    echo "Sanitizer reports from the journeys' programs: $(1)/" >&2; status=1; fi; exit $$status

## The reliability suites in their long form (every size to 500x200, 5000 resizes), a minute
## of fuzzing, and the table the README quotes.
reliability: test-deps
	@rm -rf .build/reliability
	GUIA_RELIABILITY=full $(SWIFT) test $(SWIFTPM_PATHS) --filter "Reliability|EscapeCorpus"
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=60
	@./scripts/reliability-table

## Runs the tests again under AddressSanitizer with LeakSanitizer and under ThreadSanitizer:
## debug builds (-Onone, as `swift build`, with line tables for debug information), each in its
## own folder and built side by side, then the four runs two at a time (sanitize-runs-1 and
## -2). `make sanitize-address` or `make sanitize-thread` runs one sanitizer alone. What each
## run covers:
## - Unit tests: every test target but EndToEndTests (a new module's tests are in), built with
##   the sanitizer (GUIA_UNIT_TESTS_ONLY: the journeys' target is left out of that build).
##   ASan+LSan runs them all. GUIA_SANITIZER shrinks the size sweep to every size up to 16x12
##   and the extreme edges: the sizes between add no code path.
##   TSan runs TSAN_UNITS: the suites where guia's code runs on more than one thread (models
##   changed from other queues, tasks, the console and signal pipes, the input thread, file
##   sources) or where tests in parallel take shared C state (ICU's pool of break iterators
##   through line breaking and layout; its regular expressions' interrupt check). Swift 6
##   checks the rest at compile time (one `nonisolated(unsafe)` outside GuiaUI's keys: the
##   regex engine, in those suites), and a main-actor test has no second thread to race: run
##   whole, the TSan units took a core for 240 s to find what these find.
## - Pty journeys (EndToEndTests): guia and its probes built with the sanitizer (GUIA_BINARY),
##   driven by the plain test bundle of `make test`: the sanitizers watch guia, not the
##   libvterm harness watching it (instrumented, it cost a quarter more). Their reports go to
##   files (log_path, .build/asan/reports, .build/tsan/reports), and any file fails the run.
##   ASan+LSan runs every journey. GUIA_SANITIZER shrinks three to the same paths (the 10 MB
##   line to 512 KiB: 8 pages, 16 of End's slices; seq 1 1000000 to 100 000 lines; the 40 000
##   character paste to 8 000, twice the terminal's input queue), lifts the product's RSS
##   bounds (shadow memory) and widens its bounds in seconds.
##   TSan runs TSAN_JOURNEYS: those where guia runs more than one thread (a pipe, a FIFO,
##   standard input or a device read on the page loader's threads into the spool; GuiaUI's
##   hosts, whose main queue and tasks the demos and probes run) or takes signals (a handler
##   that spoils errno). A guia that runs one thread and takes no signal has no race to find.
##   Of the signals that end guia, TSan's journey sends only those TSan defers to a safe
##   point (see TerminalLimitsJourneyTests.endingSignals); ASan's sends them all. The real
##   crashes (a stack overflow, a trap: TerminalLimitsJourneyTests.realCrash) run plain and
##   under ASan only: under TSan the fault comes inside TSan's runtime, whose handler then
##   waits on TSan's own lock for ever (google/sanitizers#1540; it hung a CI run).
sanitize: test-deps
	@$(MAKE) --no-print-directory -j2 --output-sync=target sanitize-build-address \
	  sanitize-build-thread sanitize-build-journeys
	@rm -rf $(SANITIZE_LOGS) && mkdir -p $(SANITIZE_LOGS)
	@$(MAKE) --no-print-directory -j2 --output-sync=target sanitize-runs-1 sanitize-runs-2 || { \
	  echo "A sanitizer run failed. What failed, from $(SANITIZE_LOGS)/:"; \
	  grep -H -E "✘|Sanitizer|error:|Fatal error|Crash|Segmentation|timed out" $(SANITIZE_LOGS)/*.log | tail -80; \
	  exit 1; }

## Each run's output, also kept in a file: with two runs side by side a failure's lines may
## be far above the end of a CI log, so `sanitize` prints them again last.
SANITIZE_LOGS := .build/sanitize-logs
logged = mkdir -p $(SANITIZE_LOGS); ( $(2) ) > $(SANITIZE_LOGS)/$(1).log 2>&1; status=$$?; \
  cat $(SANITIZE_LOGS)/$(1).log; exit $$status

## The four runs in two lines side by side, each about as long (measured on 2 cores: ASan's
## units 240 s; TSan's units, TSan's journeys 22 s and ASan's 118 s); a unit run is mostly
## the main actor's one thread and a journeys' run mostly waits for guia's screens.
sanitize-runs-1:
	@$(MAKE) --no-print-directory sanitize-units-address

sanitize-runs-2:
	@$(MAKE) --no-print-directory sanitize-units-thread sanitize-journeys-thread sanitize-journeys-address

## Journeys ThreadSanitizer runs: ID prefixes (Suite/ is the whole suite); each must still
## name a test, so that a renamed one fails the run instead of leaving the list (as must each
## entry of TSAN_UNITS).
TSAN_JOURNEYS := \
  AppJourneyTests/ GuideJourneyTests/seedFooter LoadingJourneyTests/ ScreenshotJourneys/margins \
  PipeEndJourneyTests/ InputKeptReliabilityTests/spools \
  NothingOverwrittenReliabilityTests/plainTextBytes WidthDisagreementTests/flagThroughPipe \
  TerminalHygieneTests/restores TerminalInputJourneyTests/resizes TerminalLimitsJourneyTests/signals \
  LongSearchJourneyTests/longSearches LongLineJourneyTests/longLine DeafnessReliabilityTests/ \
  NoHangJourneyTests/noHang
## Unit suites ThreadSanitizer runs (see above).
TSAN_UNITS := \
  GuiaUITests.ObservableModelTests/ GuiaUITests.TaskTests/ GuiaUITests.TerminateTests/ \
  GuiaUITests.HostEventTests/ GuiaUITests.ScrollPhaseTests/ GuiaAppTests.PagedNumbersModelTests/ \
  GuiaAppTests.FileByteSourceTests/ GuiaAppTests.InputPreprocessorTests/ \
  GuiaAppTests.PipeOnDemandSessionTests/ GuiaAppTests.SizelessFileSessionTests/ \
  TerminalUITests.ConsoleTests/ TerminalUITests.SignalRoutingTests/ \
  TerminalUITests.TerminalInputTests/ DocumentTests.BinaryGuessTests/ \
  DocumentTests.LineBreakerTests/ DocumentTests.DocumentLayoutTests/ \
  DocumentTests.MarkdownLayoutTests/ DocumentTests.UnicodeTextTests/ \
  DocumentTests.RegexSearchTests/ DocumentTests.RegularExpressionLimitsTests/ \
  GuiaAppTests.WaitingLoadTests/

## Line tables only: a report still gives file and line, for half the debug information.
SANITIZER_BUILD = GUIA_UNIT_TESTS_ONLY=1 $(SWIFT) build $(SWIFTPM_PATHS) --build-tests --build-path .build/$(1) \
  --sanitize=$(2) -Xswiftc -gline-tables-only

sanitize-address: test-deps
	@$(MAKE) --no-print-directory sanitize-build-address sanitize-build-journeys
	@$(MAKE) --no-print-directory sanitize-units-address sanitize-journeys-address

sanitize-thread: test-deps
	@$(MAKE) --no-print-directory sanitize-build-thread sanitize-build-journeys
	@$(MAKE) --no-print-directory sanitize-units-thread sanitize-journeys-thread

sanitize-build-address:
	$(call SANITIZER_BUILD,asan,address)

sanitize-build-thread:
	$(call SANITIZER_BUILD,tsan,thread)

## The plain test bundle, which drives the journeys; every TSAN_JOURNEYS and TSAN_UNITS
## entry names a test.
sanitize-build-journeys:
	$(SWIFT) build $(SWIFTPM_PATHS) --build-tests
	@tests=$$($(SWIFT) test list $(SWIFTPM_PATHS) --skip-build 2>/dev/null); for journey in $(TSAN_JOURNEYS); do \
	  echo "$$tests" | grep -qF "EndToEndTests.$$journey" \
	    || { echo "TSAN_JOURNEYS: no journey is EndToEndTests.$$journey" >&2; exit 1; }; done; \
	for suite in $(TSAN_UNITS); do echo "$$tests" | grep -qF "$$suite" \
	  || { echo "TSAN_UNITS: no test is in $$suite" >&2; exit 1; }; done

sanitize-units-address:
	$(call logged,units-address,$(call sanitizer-env,address) GUIA_UNIT_TESTS_ONLY=1 $(SWIFT) test $(SWIFTPM_PATHS) \
	  --skip-build --build-path .build/asan --sanitize=address)

sanitize-units-thread:
	$(call logged,units-thread,$(call sanitizer-env,thread) GUIA_UNIT_TESTS_ONLY=1 $(SWIFT) test $(SWIFTPM_PATHS) \
	  --skip-build --build-path .build/tsan --sanitize=thread \
	  $(foreach suite,$(TSAN_UNITS),--filter $(suite)))

## Both journeys' runs use the plain build, only reading it (--skip-build): --ignore-lock lets
## them run side by side instead of one waiting for SwiftPM's lock on .build.
sanitize-journeys-address:
	$(call logged,journeys-address,$(call journey-reports,$(CURDIR)/.build/asan/reports,\
	  GUIA_BINARY=$(CURDIR)/.build/asan/debug/guia $(SWIFT) test $(SWIFTPM_PATHS) --skip-build --ignore-lock \
	  --filter EndToEndTests,address))

sanitize-journeys-thread:
	$(call logged,journeys-thread,$(call journey-reports,$(CURDIR)/.build/tsan/reports,\
	  GUIA_BINARY=$(CURDIR)/.build/tsan/debug/guia $(SWIFT) test $(SWIFTPM_PATHS) --skip-build --ignore-lock \
	  $(foreach journey,$(TSAN_JOURNEYS),--filter EndToEndTests.$(journey)),thread))

## The README's pictures in docs/screenshots/, each taken by `guia snapshot` from the release
## binary (scripts/screenshots): SVG, and PNG through rsvg-convert with Debian's fonts.
screenshots: release
	@./scripts/ensure-packages librsvg2-bin fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji
	./scripts/screenshots