# reel: make run · make install · make test · make sanitize · make fuzz · make lint · make bench · make docs
SWIFT ?= swift
# `make run` and `make install` build the optimized binary with the Swift runtime and Foundation linked in
# (--static-swift-stdlib): it starts in about half the time of a debug build that loads them as shared
# libraries, and keys take a third of the time. `make run CONFIG=debug STATIC=` builds the debug one.
CONFIG ?= release
STATIC ?= --static-swift-stdlib
PREFIX ?= $(HOME)/.local
BIN = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

.PHONY: run build install test sanitize fuzz lint format bench docs clean

run: build
	$(BIN)/reel $(ARGS)

build:
	$(SWIFT) build -c $(CONFIG) $(STATIC) --product reel

# The binary (without its debug symbols) in $(PREFIX)/bin, the shipped catalog beside it in
# $(PREFIX)/share/reel, where reel looks for it on first use.
install: build
	install -D -s -m 755 $(BIN)/reel $(PREFIX)/bin/reel
	install -D -m 644 Resources/movies.csv $(PREFIX)/share/reel/movies.csv

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) Tests/CompileFail/run.sh
	SWIFT=$(SWIFT) Tests/DIContainerAlone/run.sh

# Every unit-test target under AddressSanitizer, LeakSanitizer on, in its own build directory so that
# the normal build is left alone. Any report fails the run. EndToEndTests (tmux driving the built
# binaries) stay out: they test the terminal, not memory, and take minutes under ASan.
ASAN_SCRATCH ?= .build-asan
sanitize:
	$(SWIFT) build --build-tests -Xswiftc -sanitize=address --scratch-path $(ASAN_SCRATCH)
# SWIFT_BACKTRACE=enable=no: AddressSanitizer prints the report; the backtracer would only delay the exit.
# --disable-xctest: the tests use swift-testing; the empty XCTest run leaks XCTest's own suite objects.
# The `reel` processes ReelTests starts are built with ASan too and inherit these options.
# Tests/lsan-suppressions.txt: TOMLKit 0.6.0's own leaks, which reel cannot free (see the file).
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 \
		$(SWIFT) test --skip-build --scratch-path $(ASAN_SCRATCH) --disable-xctest --skip EndToEndTests

# The libFuzzer targets of Fuzz/ (key decoder, field query, config.toml, state.json, catalog CSV,
# IMDb TSV, Letterboxd CSV),
# built with -sanitize=fuzzer,address in .build-fuzz and run FUZZ_SECONDS each from their seeds in
# Fuzz/Corpus. A crash, an input taking over 1 s or a leak fails it. See Fuzz/README.md.
FUZZ_SECONDS ?= 60
fuzz:
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh

# swift-format (in the toolchain) with the house style in .swift-format; `make format` applies it.
LINTED = Sources Tests/*Tests Tests/TestSupport Package.swift Tests/CompileFail/Package.swift Tests/DIContainerAlone \
	Fuzz/Package.swift Fuzz/Sources
lint:
	$(SWIFT) format lint --strict --configuration .swift-format -r $(LINTED)

format:
	$(SWIFT) format format --in-place --configuration .swift-format -r $(LINTED)

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# The DIContainer DocC catalog (Sources/DIContainer/DIContainer.docc), built by swift-docc-plugin
# into .build/plugins/Swift-DocC/outputs/DIContainer.doccarchive. Not part of `make test`: it is slow.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation --target DIContainer --warnings-as-errors

clean:
	rm -rf .build .build-asan .build-fuzz .build-compile-fail .build-dicontainer-alone Benchmarks/.build
