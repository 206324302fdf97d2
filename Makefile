# reel: make run · make test · make bench
SWIFT ?= swift
CONFIG ?= debug

.PHONY: run build test bench clean

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

clean:
	rm -rf .build Benchmarks/.build
