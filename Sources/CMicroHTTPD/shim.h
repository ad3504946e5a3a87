#ifndef MATCHCUT_CMICROHTTPD_SHIM_H
#define MATCHCUT_CMICROHTTPD_SHIM_H
// libmicrohttpd for `matchcut preview`. Its start and info calls are variadic, which Swift
// cannot call: these wrappers fix the options the preview uses.
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// A daemon listening on 127.0.0.1 only, never another interface (port 0: the kernel picks
/// one), with one internal thread that runs every request in turn. NULL if it cannot bind.
static inline struct MHD_Daemon *mc_http_start_loopback(uint16_t port, MHD_AccessHandlerCallback handler,
                                                        void *context) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG, port, NULL, NULL,
                            handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_END);
}

/// The port a daemon is bound to.
static inline uint16_t mc_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
#endif
