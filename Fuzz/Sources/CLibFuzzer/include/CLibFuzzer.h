#ifndef REEL_CLIBFUZZER_H
#define REEL_CLIBFUZZER_H
// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): parses libFuzzer's options from the
// command line and calls `test` with each input. SwiftPM gives every executable its own `main`, so
// FuzzDriver calls this from the `main` the targets share instead of linking libFuzzer's `main`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#endif
