#ifndef SIGNOFF_CCURL_SHIM_H
#define SIGNOFF_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call:
// one typed function for each kind of value Signoff passes.

typedef size_t (*signoff_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*signoff_curl_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                              curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode signoff_curl_set_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode signoff_curl_set_offset(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}
/// Strings are copied by libcurl (all but CURLOPT_POSTFIELDS, which Signoff does not use).
static inline CURLcode signoff_curl_set_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}
/// A pointer the caller keeps alive as long as the handle uses it: an error buffer, a context, a list.
static inline CURLcode signoff_curl_set_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode signoff_curl_set_data_callback(CURL *easy, CURLoption option, signoff_curl_data_callback callback) {
    return curl_easy_setopt(easy, option, callback);
}
static inline CURLcode signoff_curl_set_xferinfo_callback(CURL *easy, signoff_curl_xferinfo_callback callback) {
    return curl_easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, callback);
}
typedef int (*signoff_curl_prereq_callback)(void *context, char *primary_ip, char *local_ip, int primary_port, int local_port);
/// Called right before each attempt to send the request (libcurl makes a second one by itself when a
/// kept connection was dead): CURL_PREREQFUNC_ABORT (1) stops the transfer instead.
static inline CURLcode signoff_curl_set_prereq_callback(CURL *easy, signoff_curl_prereq_callback callback) {
    return curl_easy_setopt(easy, CURLOPT_PREREQFUNCTION, callback);
}
static inline CURLcode signoff_curl_get_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}
static inline CURLMcode signoff_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
/// The result of a finished transfer (a member of an anonymous union in CURLMsg).
static inline CURLcode signoff_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}
/// curl_global_init with everything (the flags are macros Swift cannot import).
static inline CURLcode signoff_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_ALL);
}
/// The size libcurl's error buffer must have.
static inline int signoff_curl_error_size(void) {
    return CURL_ERROR_SIZE;
}
#endif
