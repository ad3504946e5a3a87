#ifndef MATCHCUT_CMICROHTTPD_SHIM_H
#define MATCHCUT_CMICROHTTPD_SHIM_H
// libmicrohttpd for `matchcut preview`. Its start and info calls are variadic, which Swift
// cannot call: these wrappers fix the options the preview uses.
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
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

/// A daemon listening on 127.0.0.1 only, never another interface (port 0: the kernel picks
/// one), with one internal thread that runs every request in turn, a connection limit and
/// an idle timeout, and its log written once per cause. NULL if it cannot bind.
static inline struct MHD_Daemon *mc_http_start_loopback(uint16_t port, MHD_AccessHandlerCallback handler,
                                                        void *context) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG, port, NULL, NULL,
                            handler, context,
                            MHD_OPTION_EXTERNAL_LOGGER, mc_http_log_once, NULL,  // first, so it takes every message
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned int)MC_HTTP_CONNECTION_LIMIT,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)MC_HTTP_TIMEOUT_SECONDS,
                            MHD_OPTION_END);
}

/// The port a daemon is bound to.
static inline uint16_t mc_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
#endif
