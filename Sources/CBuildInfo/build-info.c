#include "build-info.h"

// Written by the Makefile (`commit-stamp`) outside the source tree, so that a commit never
// changes a tracked file; only this file is recompiled when it changes.
#if __has_include("../../.build/matchcut-commit.h")
#include "../../.build/matchcut-commit.h"
#endif
#ifndef MATCHCUT_COMMIT
#define MATCHCUT_COMMIT "unknown"
#endif

const char *mc_build_commit(void) { return MATCHCUT_COMMIT; }
