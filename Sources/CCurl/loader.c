#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The few libcurl options used, as curl.h numbers them (CURLOPTTYPE_LONG 0, OBJECTPOINT 10000,
// FUNCTIONPOINT 20000): part of libcurl's ABI, unchanged since they were introduced.
enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_MAXREDIRS = 68,
    OPT_CONNECTTIMEOUT = 78,
    OPT_HEADERFUNCTION = 20079,
    OPT_NOSIGNAL = 99,
    OPT_XFERINFOFUNCTION = 20219,
    OPT_PROTOCOLS_STR = 10318,        // libcurl 7.85 and later; refused (ignored) by older ones
    OPT_REDIR_PROTOCOLS_STR = 10319,
    INFO_RESPONSE_CODE = 0x200002,    // CURLINFO_LONG + 2
    GLOBAL_DEFAULT = 3,               // CURL_GLOBAL_ALL
};

struct curl_slist;
static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_perform)(void *handle);
    int (*easy_getinfo)(void *handle, int info, ...);
    void (*easy_cleanup)(void *handle);
    const char *(*easy_strerror)(int code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static void load(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", "libcurl.4.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load libcurl (libcurl.so.4), which downloads need: %s",
                 reason ? reason : "not found");
        return;
    }
#define SYMBOL(field, name)                                                                                  \
    *(void **)(&curl.field) = dlsym(library, name);                                                          \
    if (curl.field == NULL) {                                                                                \
        snprintf(failure, sizeof failure, "libcurl has no %s: it is too old for reel", name);                \
        return;                                                                                              \
    }
    SYMBOL(global_init, "curl_global_init")
    SYMBOL(easy_init, "curl_easy_init")
    SYMBOL(easy_setopt, "curl_easy_setopt")
    SYMBOL(easy_perform, "curl_easy_perform")
    SYMBOL(easy_getinfo, "curl_easy_getinfo")
    SYMBOL(easy_cleanup, "curl_easy_cleanup")
    SYMBOL(easy_strerror, "curl_easy_strerror")
    SYMBOL(slist_append, "curl_slist_append")
    SYMBOL(slist_free_all, "curl_slist_free_all")
#undef SYMBOL
    int code = curl.global_init(GLOBAL_DEFAULT);
    if (code != 0) {
        snprintf(failure, sizeof failure, "cannot initialize libcurl: %s", curl.easy_strerror(code));
    }
}

const char *reel_curl_load(void) {
    pthread_once(&once, load);
    return failure[0] == '\0' ? NULL : failure;
}

reel_curl_result reel_curl_get(const char *url, const char *const *headers, int header_count, long idle_seconds,
                               reel_curl_data_callback on_header, reel_curl_data_callback on_body,
                               reel_curl_progress_callback on_progress, void *context) {
    reel_curl_result result = {.code = 0, .status = 0, .message = ""};
    void *handle = curl.easy_init();
    if (handle == NULL) {
        result.code = 2;  // CURLE_FAILED_INIT
        snprintf(result.message, sizeof result.message, "libcurl could not start a transfer");
        return result;
    }
    struct curl_slist *list = NULL;
    for (int i = 0; i < header_count; i++) {
        struct curl_slist *longer = curl.slist_append(list, headers[i]);
        if (longer == NULL) {
            curl.slist_free_all(list);
            curl.easy_cleanup(handle);
            result.code = 27;  // CURLE_OUT_OF_MEMORY
            snprintf(result.message, sizeof result.message, "out of memory");
            return result;
        }
        list = longer;
    }
    char message[256] = "";
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT, idle_seconds);
    curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, idle_seconds);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, context);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, OPT_WRITEDATA, context);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, context);
    result.code = curl.easy_perform(handle);
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &result.status);
    if (result.code != 0) {
        snprintf(result.message, sizeof result.message, "%s", message[0] ? message : curl.easy_strerror(result.code));
    }
    curl.slist_free_all(list);
    curl.easy_cleanup(handle);
    return result;
}
