// The declaration of libFuzzer's driver is all this module has; SwiftPM needs a source file.
#include "CLibFuzzer.h"
