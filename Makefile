# Signoff: `make run` to try it against the bundled simulator, `make test` to build and run every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
PREFIX ?= /usr/local
SWIFT ?= swift
ORDERS ?= 300
BUILD_LOG := .build/build.log
TEST_LOG := .build/test.log

# Debian packages the build and the terminal tests need, and a file each one provides.
DEB_PACKAGES := libncurses-dev:/usr/include/ncursesw/curses.h libsqlite3-dev:/usr/include/sqlite3.h libcurl4-openssl-dev:/usr/include/*/curl/curl.h zlib1g-dev:/usr/include/zlib.h tmux:/usr/bin/tmux openssl:/usr/bin/openssl socat:/usr/bin/socat

.PHONY: all deps build release test layers check run install uninstall clean bench help

all: build

help:
	@echo "make run      build, start signoff-ais with demo data on a free loopback port, open signoff against it"
	@echo "make test     the layer check, then build (debug, zero warnings) and run every test"
	@echo "make check    the tests under the address and thread sanitizers (CI: make test SANITIZERS=1 runs both)"
	@echo "make bench    release build, every benchmark scenario, the table written to docs/BENCHMARKS.md"
	@echo "make install  install signoff and signoff-ais into PREFIX (now $(PREFIX))"

# Installs missing system packages when running as root, otherwise prints the command and stops.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 is needed: install a toolchain from swift.org and put swift on PATH."; exit 1; }
	@missing=""; for entry in $(DEB_PACKAGES); do pkg=$${entry%%:*}; file=$${entry#*:}; \
	  ls $$file >/dev/null 2>&1 || missing="$$missing $$pkg"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "Missing system packages:$$missing"; echo "Install them with: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

# Debug build of everything, tests included; any compiler warning fails the build.
build: deps
	@mkdir -p .build
	$(SWIFT) build --build-tests 2>&1 | tee $(BUILD_LOG)
	@if grep -q "warning:" $(BUILD_LOG); then echo "The build has warnings (see above); Signoff builds with none."; exit 1; fi

release: deps
	$(SWIFT) build -c release --product signoff
	$(SWIFT) build -c release --product signoff-ais

# The layer rules of docs/ARCHITECTURE.md: imports by module and by file role, no @_exported, no file over
# 400 lines. Plain bash and awk, so it runs (and fails) before the build.
layers:
	Tests/layer-check.sh

# A failing run ends with its failures again (Tests/failure-summary.sh), so the end of a long log says
# what failed.
# With SANITIZERS=1 (as CI runs it) the suite then runs again under both sanitizers (`make check`).
SANITIZERS ?= 0
test: layers build
	@status=0; $(SWIFT) test --skip-build 2>&1 | tee $(TEST_LOG) || status=$$?; \
	if [ $$status -ne 0 ]; then Tests/failure-summary.sh $(TEST_LOG); fi; exit $$status
	@if [ "$(SANITIZERS)" = 1 ]; then $(MAKE) --no-print-directory check; fi

# The suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer. Every process the tests start
# inherits log_path, so each writes its reports to its own file; Tests/Sanitizers/check-logs.sh then fails
# the pass when any file holds one, also from processes in tmux panes whose output nobody reads.
# Both run serially (--no-parallel): in parallel on 2 cores a sanitizer slows the tests that hold the
# cooperative pool so much that others' waits for a condition ran past their deadline (docs/RELIABILITY.md).
SANITIZER_LOGS = $(CURDIR)/.build/sanitizer-logs
check: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	rm -rf $(SANITIZER_LOGS)/asan && mkdir -p $(SANITIZER_LOGS)/asan
	@status=0; ASAN_OPTIONS=log_path=$(SANITIZER_LOGS)/asan/log:log_exe_name=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp \
	  $(SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan 2>&1 | tee .build/check-asan.log || status=$$?; \
	if [ $$status -ne 0 ]; then Tests/failure-summary.sh .build/check-asan.log; \
	  Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/asan AddressSanitizer || true; fi; exit $$status
	Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/asan AddressSanitizer
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	rm -rf $(SANITIZER_LOGS)/tsan && mkdir -p $(SANITIZER_LOGS)/tsan
	@status=0; TSAN_OPTIONS=log_path=$(SANITIZER_LOGS)/tsan/log:log_exe_name=1 \
	  $(SWIFT) test --skip-build --no-parallel --sanitize=thread --scratch-path .build-tsan 2>&1 | tee .build/check-tsan.log || status=$$?; \
	if [ $$status -ne 0 ]; then Tests/failure-summary.sh .build/check-tsan.log; \
	  Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/tsan ThreadSanitizer || true; fi; exit $$status
	Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/tsan ThreadSanitizer

# Starts the simulator on a free port, waits for its first line (the base URL), opens the client
# against it, and stops the simulator when the client exits.
run: release
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	log=$$(mktemp -t signoff-ais.XXXXXX); \
	"$$bin/signoff-ais" --port 0 --orders $(ORDERS) --exit-with-parent >"$$log" 2>&1 & sim=$$!; \
	trap 'kill $$sim 2>/dev/null; wait $$sim 2>/dev/null; rm -f "$$log"' EXIT; \
	for i in $$(seq 1 300); do url=$$(head -n 1 "$$log" 2>/dev/null); case "$$url" in http*) break;; esac; \
	  kill -0 $$sim 2>/dev/null || { cat "$$log"; exit 1; }; sleep 0.1; done; \
	case "$$url" in http*) ;; *) echo "signoff-ais did not start:"; cat "$$log"; exit 1;; esac; \
	echo "signoff-ais serving $$url (demo user DEMO, password demo)"; \
	"$$bin/signoff" --server "$$url" --user DEMO --demo </dev/tty >/dev/tty

# Release build, every benchmark scenario against simulators on loopback, the table printed and written
# with the machine, date and commit to docs/BENCHMARKS.md (about 10 minutes on 2 cores).
bench: release
	$(SWIFT) build -c release --product signoff-bench
	"$$($(SWIFT) build -c release --show-bin-path)/signoff-bench" all --write docs/BENCHMARKS.md \
	  --commit "$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$$(git diff --quiet -- . ':!docs/BENCHMARKS.md' 2>/dev/null || echo -dirty)" \
	  --swift "$$($(SWIFT) --version 2>/dev/null | head -n 1)"

install: release
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/signoff"; \
	install -m 0755 "$$bin/signoff" "$$bin/signoff-ais" "$(DESTDIR)$(PREFIX)/bin/"; \
	cp -R Resources/. "$(DESTDIR)$(PREFIX)/share/signoff/"; \
	echo "Installed signoff and signoff-ais in $(DESTDIR)$(PREFIX)/bin"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/signoff" "$(DESTDIR)$(PREFIX)/bin/signoff-ais"
	rm -rf "$(DESTDIR)$(PREFIX)/share/signoff"

clean:
	rm -rf .build .build-asan .build-tsan
