# Matchcut — the two commands of the README, and the tools around them.
#   make demo   install what is missing, build in release mode, render scenes/ into output/
#               (PNG frames and an mp4 per scene)
#   make test   install what is missing, run the whole test suite
#   make deps   install everything the project needs, the browser tests' Chromium included
#   make bench  measure speed and memory (targets live here, never in tests)
#   make fuzz   run the five fuzzers for FUZZ_SECONDS (default 600) in all
#   make dist   write the release bundle dist/matchcut-<version>-linux-amd64.tar.gz
#   make dist-check  check that bundle on a bare Debian 12 root (debootstrap, chroot; root)

SWIFT      ?= swift
JOBS       ?= $(shell nproc)
RELEASE    := .build/release/matchcut
# The shipped binary links the Swift runtime and Foundation statically: it starts faster
# (no dynamic linking of the Swift libraries, about 10-20 ms a run) and runs on a machine
# that has the system libraries (make render-deps) but no Swift toolchain, such as a CI runner.
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib
SCENES     := $(wildcard scenes/*.scene)

# Debian packages matchcut needs to render (`make render-deps`; make demo, make build and the
# CI action install these): Cairo, Pango and libpng to draw, ISA-L to deflate PNGs
# (zlib for --png-compression small),
# OpenSSL (libcrypto) for manifest SHA-256, libjpeg-turbo for JPEG assets,
# ffmpeg for video, and the pinned fonts (Inter, Noto Sans CJK SC, Noto Color Emoji, and the
# community icon font, one of the two SF Symbols are drawn from; docs/fonts.md). pip fetches
# the other, Material Symbols, from PyPI (`symbol-font` below).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libisal-dev zlib1g-dev libssl-dev ffmpeg \
                fonts-inter fonts-noto-cjk fonts-noto-color-emoji \
                fonts-materialdesignicons-webfont fontconfig libmicrohttpd-dev libjpeg62-turbo-dev python3-pip
# What the tests need beyond that (`make test-deps`): Debian's Chromium and its WebDriver, and
# Python with venv, for the browser tests (Tests/Browser), which drive Chromium with Selenium.
TEST_APT_PACKAGES := chromium chromium-driver python3 python3-venv
# Selenium and what it needs, pinned (Tests/Browser/requirements.txt), in a virtual
# environment under .build (`make browser-deps`): installed once, never downloaded by a test.
BROWSER_VENV := .build/browser-venv

.PHONY: demo test deps render-deps symbol-font test-deps browser-deps build bench clean gallery commit-stamp fuzz example \
        dist dist-deps dist-check calibrate

demo: render-deps build
	$(RELEASE) render scenes -o output --format png,mp4 --jobs $(JOBS)

test: deps commit-stamp
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	$(MAKE) --no-print-directory example

# The example package (Examples/CardTransition): an app's test of its hero transition with
# assertTransition, under XCTest and Swift Testing. Built outside the source tree; a failing
# frame's images go to .build/examples/artifacts, never beside the test.
EXAMPLE := Examples/CardTransition
EXAMPLE_BUILD := --package-path $(EXAMPLE) --scratch-path .build/examples/CardTransition
example: commit-stamp
	$(SWIFT) build $(EXAMPLE_BUILD) --build-tests
	MATCHCUT_ARTIFACTS=$(CURDIR)/.build/examples/artifacts $(SWIFT) test $(EXAMPLE_BUILD) --skip-build

# The five fuzzers (docs/security.md) for FUZZ_SECONDS in all, a fifth each: the language
# fuzzer (compile only, many inputs a second), the pipeline fuzzer (check, trace and a 1x
# render of three frames), the file fuzzer (PNG and JPEG assets, shard manifests, shard test
# reports and goldens through the binary's check, render, merge, merge-reports and test), the
# cache fuzzer (a poisoned frame cache rendered through) and the preview fuzzer (raw HTTP
# requests to a running preview over 127.0.0.1 and ::1). Each prints a line
# `<name>: N inputs in S s, seed K, slowest T s`; an input that crashes or hangs is left in
# /tmp/matchcut-*fuzz-last.*. MATCHCUT_FUZZ_SEED picks another sequence.
FUZZ_SECONDS ?= 600
fuzz: render-deps commit-stamp
	$(SWIFT) build --build-tests
	MATCHCUT_FUZZ_SECONDS=$$(( $(FUZZ_SECONDS) / 5 )) $(SWIFT) test --skip-build --disable-swift-testing \
		--filter 'FuzzTests.testFuzzForTheConfiguredTime'

build: render-deps commit-stamp
	$(RELEASE_BUILD) --product matchcut

# The release bundle for amd64 Linux (scripts/dist.sh, which the release workflow also runs):
# the release binary with every shared library but glibc's, the pinned fonts with their
# fontconfig caches, and a launcher; no ffmpeg. `make dist-check` unpacks it into a bare
# Debian 12 root made with debootstrap (kept in ~/.cache/matchcut) and, under chroot, tests
# scenes/ against their goldens and renders a scene to the same bytes as the source build.
VERSION := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/Matchcut/Version.swift)
BUNDLE  := dist/matchcut-$(VERSION)-linux-amd64.tar.gz
DIST_APT_PACKAGES := patchelf binutils fontconfig debootstrap
dist-deps:
	@$(MAKE) --no-print-directory apt-install PACKAGES="$(DIST_APT_PACKAGES)"

dist: dist-deps build
	scripts/dist.sh $(RELEASE) dist

dist-check: dist
	scripts/dist-check.sh $(BUNDLE) $(RELEASE)

# The commit the binary is built from, for its renderer fingerprint (`matchcut --version`):
# written outside the source tree, and only when it changed, so that only CBuildInfo rebuilds.
# A new stamp touches build-info.c, whose dependencies did not list a file that did not exist.
COMMIT_STAMP := .build/matchcut-commit.h
commit-stamp:
	@mkdir -p .build; \
	commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown); \
	git diff --quiet HEAD 2>/dev/null || commit="$$commit-dirty"; \
	line="#define MATCHCUT_COMMIT \"$$commit\""; \
	if [ "$$(cat $(COMMIT_STAMP) 2>/dev/null)" != "$$line" ]; then \
		[ -f $(COMMIT_STAMP) ] || touch Sources/CBuildInfo/build-info.c; \
		echo "$$line" > $(COMMIT_STAMP); \
	fi

# `make deps` installs everything the project needs, the tests' Chromium, chromium-driver and
# Selenium included; `make render-deps` only what rendering needs. Each installs only what
# is missing, so it is quick on a machine that has everything.
deps: render-deps test-deps browser-deps

render-deps:
	@$(MAKE) --no-print-directory apt-install PACKAGES="$(APT_PACKAGES)"
	@$(MAKE) --no-print-directory symbol-font

# Google's Material Symbols Outlined (Apache 2.0; fonts/NOTICE-MaterialSymbols.md), the
# variable font SF Symbols are drawn from (FILL 0 or 1 for outline and filled, wght for the
# weight; docs/symbols.md). Debian does not package it: the PyPI wheel qtmaterialsymbols
# 1.0.1 ships it, and both the wheel and the font are pinned by SHA-256. Installed with its
# list of icon names into SYMBOL_FONT_DIR, whose fontconfig cache is built beside Debian's.
SYMBOL_FONT_DIR := /usr/local/share/fonts/matchcut
SYMBOL_WHEEL := qtmaterialsymbols-1.0.1-py3-none-any.whl
SYMBOL_WHEEL_SHA256 := b7fb0ff64f4671acf3e4fc9b7b6bcc47d0488b22b4ec83e6f26f7da6f71341d4
SYMBOL_FONT_SHA256 := 118a5671a680b5b07d00a63cee31d0d32e0830fccd877145cf76e2d2547d4bc3
symbol-font:
	@if ! echo "$(SYMBOL_FONT_SHA256)  $(SYMBOL_FONT_DIR)/MaterialSymbolsOutlined.ttf" | sha256sum -c --quiet >/dev/null 2>&1; then \
		echo "Installing Material Symbols Outlined into $(SYMBOL_FONT_DIR)"; \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		tmp=$$(mktemp -d) && \
		/usr/bin/python3 -m pip download -q --no-deps --only-binary :all: -d $$tmp qtmaterialsymbols==1.0.1 && \
		echo "$(SYMBOL_WHEEL_SHA256)  $$tmp/$(SYMBOL_WHEEL)" | sha256sum -c --quiet && \
		/usr/bin/python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); [open(sys.argv[2] + "/" + n, "wb").write(z.read("qtmaterialsymbols/resources/" + n)) for n in ("MaterialSymbolsOutlined.ttf", "MaterialSymbolsOutlined.codepoints")]' $$tmp/$(SYMBOL_WHEEL) $$tmp && \
		echo "$(SYMBOL_FONT_SHA256)  $$tmp/MaterialSymbolsOutlined.ttf" | sha256sum -c --quiet && \
		$$SUDO install -d -m 755 $(SYMBOL_FONT_DIR) && \
		$$SUDO install -m 644 $$tmp/MaterialSymbolsOutlined.ttf $$tmp/MaterialSymbolsOutlined.codepoints $(SYMBOL_FONT_DIR)/ && \
		$$SUDO fc-cache -s $(SYMBOL_FONT_DIR); status=$$?; rm -rf $$tmp; exit $$status; \
	fi

test-deps:
	@$(MAKE) --no-print-directory apt-install PACKAGES="$(APT_PACKAGES) $(TEST_APT_PACKAGES)"

# Without network the browser tests are skipped, saying why; nothing else depends on them.
browser-deps: test-deps
	@if ! cmp -s Tests/Browser/requirements.txt $(BROWSER_VENV)/requirements.txt 2>/dev/null; then \
		echo "Installing Selenium into $(BROWSER_VENV)"; \
		rm -rf $(BROWSER_VENV) && /usr/bin/python3 -m venv $(BROWSER_VENV) && \
		$(BROWSER_VENV)/bin/pip install -q --disable-pip-version-check --no-deps --only-binary :all: \
			-r Tests/Browser/requirements.txt && \
		cp Tests/Browser/requirements.txt $(BROWSER_VENV)/requirements.txt || \
		echo "warning: could not install Selenium from PyPI; the browser tests will be skipped"; \
	fi

apt-install:
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing:" $$missing; \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# The README's gallery: every scene as a small GIF (half-size, 20 fps) in docs/gallery/.
gallery: build
	$(RELEASE) render scenes -o .build/gallery --format gif --gif-scale 0.5 --fps 20 --scale 1 --quiet
	mkdir -p docs/gallery
	for f in .build/gallery/*/*.gif; do cp "$$f" docs/gallery/; done

clean:
	rm -rf .build dist output/*/ output/manifest.json

# The calibration set (docs/fidelity.md): PAIRS=<folder> of `<name>.scene` + `<name>.png` pairs,
# each scene stating the iOS-recorded reference beside it; prints the share of views Matchcut
# places within 2 pt of where iOS does, per kind. The pairs are kept outside the repository.
calibrate: render-deps commit-stamp
	$(RELEASE_BUILD) --product MatchcutCalibrate
	scripts/calibrate-set.sh $(PAIRS) .build/release/MatchcutCalibrate

# Speed and memory against the references of issue 7 (docs/performance.md). Not a test:
# it needs a quiet machine. SCENE=path/to.scene picks the scene (default: card-hero when
# present, else Benchmarks/scenes/busy.scene); BENCH_ARGS=--all-scenes runs only the all-scenes part,
# BENCH_ARGS=--checks only `matchcut check` on the largest inputs (docs/security.md),
# BENCH_ARGS=--hostile only two hostile-input cases under `ulimit -v 4G` (10 s target each),
# BENCH_ARGS=--compile only the lazy containers' compile time, BENCH_ARGS=--timeline-view only a
# screen a TimelineView(.animation) builds every frame, BENCH_ARGS=--preview only the preview's play rate.
bench: render-deps commit-stamp
	$(RELEASE_BUILD) --product matchcut
	$(RELEASE_BUILD) --product MatchcutBench
	.build/release/MatchcutBench $(SCENE) $(BENCH_ARGS)
