// libcurl, loaded at run time (dlopen) by the one call reel makes: a GET streamed through callbacks.
//
// Only `reel import --imdb` without a folder downloads, so no other command loads libcurl and the
// thirty libraries it brings (TLS, Kerberos, LDAP...): linking them, as FoundationNetworking does, cost
// every reel process about 7 ms of start-up. curl_easy_setopt is variadic, which Swift cannot call; this
// C file calls it with the right argument types. The option numbers are libcurl's stable ABI (curl.h).
#ifndef REEL_CCURL_H
#define REEL_CCURL_H

#include <stddef.h>
#include <stdint.h>

/// Receives a header line (with its CRLF) or a piece of the body; returns `count` to go on, anything
/// else to stop the transfer.
typedef size_t (*reel_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// Called while the transfer runs (at least once a second); returns 0 to go on.
typedef int (*reel_curl_progress_callback)(void *context, int64_t download_total, int64_t download_now,
                                           int64_t upload_total, int64_t upload_now);

/// The outcome of ``reel_curl_get``.
typedef struct reel_curl_result {
    /// libcurl's code: 0 when the transfer completed (whatever the HTTP status), else why it failed.
    int code;
    /// The last response's HTTP status (0 when none arrived).
    long status;
    /// libcurl's message for a failure, or empty.
    char message[256];
} reel_curl_result;

/// Loads libcurl once (libcurl.so.4, else libcurl-gnutls.so.4; libcurl.4.dylib on macOS) and initializes it. Returns NULL when
/// it is ready, else a message saying why it could not be loaded. Safe to call from any thread.
const char *reel_curl_load(void);

/// One GET of `url`, following redirects over HTTP and HTTPS only, with `headers` ("Name: value",
/// `header_count` of them) added. Header lines go to `on_header`, the body to `on_body`, and progress to
/// `on_progress`, all on the calling thread, with `context`. The transfer fails when fewer than one
/// byte a second arrives for `idle_seconds`, or when connecting takes longer. ``reel_curl_load`` must
/// have succeeded.
reel_curl_result reel_curl_get(const char *url, const char *const *headers, int header_count, long idle_seconds,
                               reel_curl_data_callback on_header, reel_curl_data_callback on_body,
                               reel_curl_progress_callback on_progress, void *context);

#endif
