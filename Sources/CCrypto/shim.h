#ifndef MATCHCUT_CCRYPTO_SHIM_H
#define MATCHCUT_CCRYPTO_SHIM_H
#include <openssl/evp.h>
#endif
