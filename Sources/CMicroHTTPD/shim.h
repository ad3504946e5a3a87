#ifndef MATCHCUT_CMICROHTTPD_SHIM_H
#define MATCHCUT_CMICROHTTPD_SHIM_H
// libmicrohttpd for `matchcut preview`. Its start and info calls are variadic, which Swift
// cannot call: these wrappers fix the options the preview uses.
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// libmicrohttpd's messages, each cause (its format string) written once, as the preview's:
/// a flood of half-open connections must not flood the terminal.
static inline void mc_http_log_once(void *unused, const char *format, va_list arguments) {
    (void)unused;
    static const char *seen[64];
    static int count = 0;
    for (int i = 0; i < count; i++) if (seen[i] == format) return;
    if (count < 64) seen[count++] = format;
    fputs("matchcut preview: ", stderr);
    vfprintf(stderr, format, arguments);
}

/// The preview's connection bounds: at most this many at once, each dropped after this many
/// seconds idle, so half-open connections cannot hold the one thread for ever.
enum { MC_HTTP_CONNECTION_LIMIT = 64, MC_HTTP_TIMEOUT_SECONDS = 10 };

/// A daemon listening on one address only (an IPv4 or IPv6 literal, without brackets; port
/// 0: the kernel picks one), with one internal thread that runs every request in turn, a
/// connection limit and an idle timeout, and its log written once per cause. NULL if the
/// address is not a literal or it cannot bind.
static inline struct MHD_Daemon *mc_http_start_at(const char *literal, uint16_t port, MHD_AccessHandlerCallback handler,
                                                  void *context) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    struct sockaddr *address;
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, literal, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, literal, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL,
                            handler, context,
                            MHD_OPTION_EXTERNAL_LOGGER, mc_http_log_once, NULL,  // first, so it takes every message
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned int)MC_HTTP_CONNECTION_LIMIT,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)MC_HTTP_TIMEOUT_SECONDS,
                            MHD_OPTION_END);
}

struct mc_http_name_count { const char *name; int count; };

static inline enum MHD_Result mc_http_count_named(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind; (void)value;
    struct mc_http_name_count *state = (struct mc_http_name_count *)cls;
    if (key && strcasecmp(key, state->name) == 0) state->count++;
    return MHD_YES;
}

/// How many headers of a request have this name (a request may repeat one, and libmicrohttpd's
/// lookup returns the first).
static inline int mc_http_header_count(struct MHD_Connection *connection, const char *name) {
    struct mc_http_name_count state = { name, 0 };
    MHD_get_connection_values(connection, MHD_HEADER_KIND, mc_http_count_named, &state);
    return state.count;
}

/// The port a daemon is bound to.
static inline uint16_t mc_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
#endif
