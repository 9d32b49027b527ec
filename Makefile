# guia — build, run and test. Every target installs the Debian packages it needs first
# (as root through apt-get; otherwise it prints the command to run).

SWIFT ?= swift
BUILD_PACKAGES := pkg-config libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libunibreak-dev
TEST_PACKAGES := libvterm-dev ncurses-base ncurses-bin
SCREENSHOTS := .build/screenshots

.PHONY: all deps test-deps build release run test unit-test e2e-test bench clean

all: build

deps:
	@./scripts/ensure-packages $(BUILD_PACKAGES)

test-deps:
	@./scripts/ensure-packages $(BUILD_PACKAGES) $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product guia -Xswiftc -static-stdlib

## Builds in release mode and opens the guide.
run: release
	./.build/release/guia

## Runs every test: unit tests, then the pseudo-terminal journeys (screens kept in $(SCREENSHOTS)).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@echo "Screens of the pseudo-terminal tests: $(SCREENSHOTS)/"

unit-test: test-deps
	$(SWIFT) test --skip EndToEndTests

e2e-test: test-deps
	$(SWIFT) test --filter EndToEndTests

clean:
	rm -rf .build

## Times guia against less in a pseudo-terminal on generated documents; writes BENCHMARKS.md.
## BENCH_HUGE=1 adds a 1 GB file (generated once in $$BENCH_DIR, default /tmp/guia-bench).
bench: release
	python3 bench/bench.py --write $(if $(BENCH_HUGE),--huge)
	@echo "Written: BENCHMARKS.md"
