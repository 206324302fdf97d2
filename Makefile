# reel: make run · make test · make sanitize · make lint · make bench · make docs
SWIFT ?= swift
CONFIG ?= debug

.PHONY: run build test sanitize lint format bench docs clean

run: build
	$(SWIFT) run -c $(CONFIG) reel $(ARGS)

build:
	$(SWIFT) build -c $(CONFIG)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) Tests/CompileFail/run.sh

# The DIContainer tests under AddressSanitizer, LeakSanitizer on, in their own build directory so
# that the normal build is left alone. Any report fails the run.
ASAN_SCRATCH ?= .build-asan
sanitize:
	$(SWIFT) build --build-tests -Xswiftc -sanitize=address --scratch-path $(ASAN_SCRATCH)
# SWIFT_BACKTRACE=enable=no: AddressSanitizer prints the report; the backtracer would only delay the exit.
# --disable-xctest: the tests use swift-testing; the empty XCTest run leaks XCTest's own suite objects.
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 $(SWIFT) test --skip-build --scratch-path $(ASAN_SCRATCH) \
		--disable-xctest --filter DIContainerTests

# swift-format (in the toolchain) with the house style in .swift-format; `make format` applies it.
LINTED = Sources Tests/*Tests Tests/TestSupport Package.swift Tests/CompileFail/Package.swift
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
	rm -rf .build .build-asan Benchmarks/.build
