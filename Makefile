# reel: make run · make test · make bench · make docs
SWIFT ?= swift
CONFIG ?= debug

.PHONY: run build test bench docs clean

run: build
	$(SWIFT) run -c $(CONFIG) reel $(ARGS)

build:
	$(SWIFT) build -c $(CONFIG)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) Tests/CompileFail/run.sh

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

# The DIContainer DocC catalog (Sources/DIContainer/DIContainer.docc), built by swift-docc-plugin
# into .build/plugins/Swift-DocC/outputs/DIContainer.doccarchive. Not part of `make test`: it is slow.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation --target DIContainer --warnings-as-errors

clean:
	rm -rf .build Benchmarks/.build
