#ifndef REEL_CGZIP_SHIM_H
#define REEL_CGZIP_SHIM_H
// zlib for Swift: gzopen/gzread stream the IMDb datasets (`.tsv.gz`, or plain `.tsv`, which gzread
// passes through unchanged).
#include <zlib.h>
#endif
