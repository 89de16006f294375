# Signoff: `make run` to try it against the bundled simulator, `make test` to build and run every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
PREFIX ?= /usr/local
SWIFT ?= swift
ORDERS ?= 300
BUILD_LOG := .build/build.log
TEST_LOG := .build/test.log

# Debian packages the build and the terminal tests need, and a file each one provides.
DEB_PACKAGES := libncurses-dev:/usr/include/ncursesw/curses.h libsqlite3-dev:/usr/include/sqlite3.h libcurl4-openssl-dev:/usr/include/*/curl/curl.h zlib1g-dev:/usr/include/zlib.h tmux:/usr/bin/tmux openssl:/usr/bin/openssl socat:/usr/bin/socat strace:/usr/bin/strace

.PHONY: all deps build release test layers check run install uninstall clean bench help docs
.PHONY: deps-release deps-packaging stamp man completions dist deb test-packaging

all: build

help:
	@echo "make run      build, start signoff-ais with demo data on a free loopback port, open signoff against it"
	@echo "make test     the layer check, then build (debug, zero warnings) and run every test"
	@echo "make check    the tests under the address and thread sanitizers (CI: make test SANITIZERS=1 runs them, and the"
	@echo "              packaging tests, instead of a plain pass)"
	@echo "make bench    release build, every benchmark scenario, the table written to docs/BENCHMARKS.md"
	@echo "make release  signoff and signoff-ais with the Swift runtime linked in, stripped, with man pages and"
	@echo "              completions, staged in $(STAGE) (no Swift toolchain needed to run them)"
	@echo "make install  copy the staged release into PREFIX (now $(PREFIX)); builds first unless run as root"
	@echo "make dist     dist/signoff-VERSION-linux-ARCH.tar.gz;  make deb: dist/signoff_VERSION_ARCH.deb"
	@echo "make test-packaging  the release, install, tarball and .deb tests (slow: a release build)"
	@echo "make docs     docs/JDE-SETUP.md's table of the columns read, written anew from the column catalogue"

# Installs missing system packages when running as root, otherwise prints the command and stops.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 is needed: install a toolchain from swift.org and put swift on PATH."; exit 1; }
	$(call install-packages,$(DEB_PACKAGES))

# ---- Shipping (issue 34): the release build's flags, the version, the build stamp, the packaging tools ----
VERSION := $(shell sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/App/CommandLine/SignoffOptions.swift)
STAGE := .build/stage
STAMP := Sources/App/CommandLine/BuildStamp.generated.swift
# Its own scratch folder: a `swift test` holding .build's lock never blocks it (the packaging tests run it).
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -DSIGNOFF_BUILD_STAMP --scratch-path .build-release
# What the static release build links against and strips with, and what the man page, completion and
# packaging tests run: a Debian package and a file it provides, each.
RELEASE_DEB_PACKAGES := libcurl4-openssl-dev:/usr/bin/curl-config binutils:/usr/bin/strip
PACKAGING_DEB_PACKAGES := groff-base:/usr/bin/groff zsh:/usr/bin/zsh fish:/usr/bin/fish lintian:/usr/bin/lintian util-linux:/usr/bin/unshare

# $(call install-packages,PACKAGE:FILE ...): installs the packages whose file is missing (a FILE may be a
# glob) when running as root with apt-get, otherwise prints the command and stops.
define install-packages
@missing=""; for entry in $(1); do pkg=$${entry%%:*}; file=$${entry#*:}; \
  ls $$file >/dev/null 2>&1 || missing="$$missing $$pkg"; done; \
if [ -n "$$missing" ]; then \
  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
    echo "Installing:$$missing"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
  else \
    echo "Missing system packages:$$missing"; echo "Install them with: sudo apt-get install$$missing"; exit 1; \
  fi; \
fi
endef

deps-release: deps
	$(call install-packages,$(RELEASE_DEB_PACKAGES))

deps-packaging: deps-release
	$(call install-packages,$(PACKAGING_DEB_PACKAGES))

# signoff --version's commit and date, written only when they change (so a build recompiles only then);
# no network. SOURCE_DATE_EPOCH, when set, is the date.
stamp:
	@commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown); \
	if [ "$$commit" != unknown ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$$commit-dirty"; fi; \
	day=$$(date -u -d "@$${SOURCE_DATE_EPOCH:-$$(date +%s)}" +%Y-%m-%d); \
	printf '// Written by make (the stamp target); not in git.\nenum BuildStamp {\n    static let commit = "%s"\n    static let date = "%s"\n}\n' \
	  "$$commit" "$$day" > $(STAMP).new; \
	if cmp -s $(STAMP).new $(STAMP); then rm $(STAMP).new; else mv $(STAMP).new $(STAMP); fi

# Debug build of everything, tests included; any compiler warning fails the build.
build: deps
	@mkdir -p .build
	$(SWIFT) build --build-tests 2>&1 | tee $(BUILD_LOG)
	@if grep -q "warning:" $(BUILD_LOG); then echo "The build has warnings (see above); Signoff builds with none."; exit 1; fi

# The shipping build (issue 34): the Swift runtime linked in, the commit and date baked in (stamp), the
# two binaries stripped into $(STAGE)/bin (.build/release stays as built), with the man pages and the
# completion scripts the binaries print beside them. Everything below installs or packs $(STAGE).
release: deps-release stamp
	$(SWIFT) build $(RELEASE_FLAGS) --product signoff
	$(SWIFT) build $(RELEASE_FLAGS) --product signoff-ais
	@bin=$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path); rm -rf $(STAGE) && mkdir -p $(STAGE)/bin $(STAGE)/man $(STAGE)/completions; \
	strip -o $(STAGE)/bin/signoff "$$bin/signoff"; strip -o $(STAGE)/bin/signoff-ais "$$bin/signoff-ais"; \
	$(STAGE)/bin/signoff man > $(STAGE)/man/signoff.1; $(STAGE)/bin/signoff-ais --man > $(STAGE)/man/signoff-ais.1; \
	$(STAGE)/bin/signoff completions bash > $(STAGE)/completions/signoff.bash; \
	$(STAGE)/bin/signoff completions zsh > $(STAGE)/completions/_signoff; \
	$(STAGE)/bin/signoff completions fish > $(STAGE)/completions/signoff.fish; \
	ls -l $(STAGE)/bin; $(STAGE)/bin/signoff --version

# docs/JDE-SETUP.md's columns, printed from Sources/JDESchema/ColumnCatalogue.swift (a test fails while they differ).
docs: build
	SIGNOFF_WRITE_DOCS=1 $(SWIFT) test --skip-build --filter ColumnCatalogueTests/jdeSetupPrintsTheCatalogue

# The layer rules of docs/ARCHITECTURE.md: imports by module and by file role, no @_exported, no file over
# 400 lines. Plain bash and awk, so it runs (and fails) before the build.
layers:
	Tests/layer-check.sh

# A failing run ends with its failures again (Tests/failure-summary.sh), so the end of a long log says
# what failed.
# The end-to-end tests run in a process of their own, after the others: they wait for a terminal or a
# process by polling, which holds a thread of the cooperative pool (two on this two-core machine) for up to
# 40 s, and in one process with the others that stalled every in-process test for about a minute (dozens of
# 10 ms tests "passed after 55.97 s" at one instant), past the 60 s deadline of the scenes' condition waits.
# With SANITIZERS=1 (as CI runs it) every test runs under AddressSanitizer, the packaging tests after them,
# then the in-process tests under ThreadSanitizer (`make check`), instead of a plain pass: a third build and run of the same tests took CI past 60 minutes on two cores, and the
# sanitizer builds are checked for warnings as the plain one is.
SANITIZERS ?= 0
ifeq ($(SANITIZERS),1)
test: layers deps-packaging
	@$(MAKE) --no-print-directory check CHECK_PACKAGING=1
else
test: layers build deps-packaging
	@status=0; { unit=0; $(SWIFT) test --skip-build --skip EndToEnd || unit=$$?; \
	  $(SWIFT) test --skip-build --filter EndToEnd || exit $$?; exit $$unit; } 2>&1 | tee $(TEST_LOG) || status=$$?; \
	if [ $$status -ne 0 ]; then Tests/failure-summary.sh $(TEST_LOG); fi; exit $$status
	$(PACKAGING_TESTS)
endif

# The suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer. Every process the tests start
# inherits log_path, so each writes its reports to its own file; Tests/Sanitizers/check-logs.sh then fails
# the pass when any file holds one, also from processes in tmux panes whose output nobody reads.
# The ASan pass runs the in-process tests serially, then the end-to-end tests (the real binaries, built
# with ASan) in a process of their own, in parallel, and with CHECK_PACKAGING=1 (CI) the packaging tests.
# The TSan pass runs the in-process tests serially: they drive the same workers, store, simulator and
# scenes on real threads; the end-to-end tests under TSan would take CI past its 60 minutes on two cores.
# Until 2026-11-27 both passes ran everything serially in one process (CI 4,185 and 4,414 s). In parallel
# under ASan the in-process tests stalled together for over 100 s (dozens "passed after 171 s" at one
# instant) and four missed their 60 s condition waits, so they stay serial (docs/RELIABILITY.md). Each
# phase prints its time.
SANITIZER_LOGS = $(CURDIR)/.build/sanitizer-logs
CHECK_PACKAGING ?= 0
ASAN_ENV = ASAN_OPTIONS=log_path=$(SANITIZER_LOGS)/asan/log:log_exe_name=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp
TSAN_ENV = TSAN_OPTIONS=log_path=$(SANITIZER_LOGS)/tsan/log:log_exe_name=1
check: deps
	$(call sanitizer-pass,address,asan,$(ASAN_ENV),AddressSanitizer,,$(CHECK_PACKAGING))
	$(call sanitizer-pass,thread,tsan,$(TSAN_ENV),ThreadSanitizer,none,0)

# $(call sanitizer-pass,SANITIZER,SHORT,ENVIRONMENT,NAME,E2E-OPTIONS,PACKAGING): builds into .build-SHORT (any
# warning fails it, but the gold linker's "Cannot export local symbol '__…'" (the sanitizer runtime's) that every sanitizer link prints), runs the in-process tests then the end-to-end tests (with E2E-OPTIONS) with
# ENVIRONMENT, and the packaging tests when PACKAGING is 1; summarises failures, and reads the processes' logs.
define sanitizer-pass
@mkdir -p .build; start=$$(date +%s); $(SWIFT) build --build-tests --sanitize=$(1) --scratch-path .build-$(2) 2>&1 | tee .build/build-$(2).log; \
echo "$(4) build: $$(( $$(date +%s) - start )) s"; \
if grep -v "ld.gold: warning: Cannot export local symbol '__" .build/build-$(2).log | grep -q "warning:"; then \
  echo "The $(4) build has warnings (see above); Signoff builds with none."; exit 1; fi
@rm -rf $(SANITIZER_LOGS)/$(2) && mkdir -p $(SANITIZER_LOGS)/$(2)
@start=$$(date +%s); status=0; run="$(SWIFT) test --skip-build --sanitize=$(1) --scratch-path .build-$(2)"; \
{ unit=0; $(3) $$run --no-parallel --skip EndToEnd || unit=$$?; echo "$(4) in-process tests: $$(( $$(date +%s) - start )) s"; \
  if [ "$(5)" != none ]; then $(3) $$run --filter EndToEnd $(5) || exit $$?; echo "$(4) end-to-end tests done: $$(( $$(date +%s) - start )) s"; fi; \
  if [ "$(6)" = 1 ]; then $(3) SIGNOFF_PACKAGING_TESTS=1 $$run --filter PackagingTests || exit $$?; fi; \
  exit $$unit; } 2>&1 | tee .build/check-$(2).log || status=$$?; \
echo "$(4) tests: $$(( $$(date +%s) - start )) s"; \
if [ $$status -ne 0 ]; then Tests/failure-summary.sh .build/check-$(2).log; \
  Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/$(2) $(4) || true; fi; exit $$status
@Tests/Sanitizers/check-logs.sh $(SANITIZER_LOGS)/$(2) $(4)
endef

# Starts the simulator on a free port, waits for its first line (the base URL), opens the client
# against it, and stops the simulator when the client exits.
run: release
	@bin=$(STAGE)/bin; \
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
	$(SWIFT) build $(RELEASE_FLAGS) --product signoff-bench
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/signoff-bench" all --write docs/BENCHMARKS.md \
	  --commit "$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$$(git diff --quiet -- . ':!docs/BENCHMARKS.md' 2>/dev/null || echo -dirty)" \
	  --swift "$$($(SWIFT) --version 2>/dev/null | head -n 1)"

# Never builds as root: as root it only copies what `make release` staged (and stops, saying so, when
# nothing is staged). Records what it installed; `make uninstall` removes exactly that.
install:
	@if [ "$$(id -u)" != 0 ]; then $(MAKE) --no-print-directory release; \
	elif [ ! -x $(STAGE)/bin/signoff ]; then echo "Nothing staged: run make release first as your own user, then make install as root."; exit 1; fi
	packaging/install.sh $(STAGE) "$(PREFIX)" "$(DESTDIR)"

uninstall:
	packaging/uninstall.sh "$(PREFIX)" "$(DESTDIR)"

# The man pages (in $(STAGE)/man) and completion scripts (in $(STAGE)/completions): a release build stages them.
man completions: release

dist: release
	packaging/dist.sh $(STAGE) $(VERSION) dist

deb: release
	packaging/deb.sh $(STAGE) $(VERSION) dist
	@if command -v lintian >/dev/null; then lintian --tag-display-limit 0 dist/signoff_$(VERSION)_$$(dpkg --print-architecture).deb; fi

# The packaging tests alone (make test runs them too): release, ldd, hidden toolchain, install, dist, deb.
test-packaging: deps deps-packaging build
	$(PACKAGING_TESTS)

# The packaging suite, apart from the rest (it skips itself unless SIGNOFF_PACKAGING_TESTS=1): one release
# build shared by its tests, timed.
PACKAGING_TESTS = @start=$$(date +%s); status=0; SIGNOFF_PACKAGING_TESTS=1 $(SWIFT) test --skip-build --filter PackagingTests 2>&1 \
	  | tee .build/test-packaging.log || status=$$?; echo "Packaging tests: $$(( $$(date +%s) - start )) s"; \
	if [ $$status -ne 0 ]; then Tests/failure-summary.sh .build/test-packaging.log; fi; exit $$status

clean:
	rm -rf .build .build-asan .build-tsan .build-release dist $(STAMP)
