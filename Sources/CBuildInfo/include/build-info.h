#ifndef MATCHCUT_BUILD_INFO_H
#define MATCHCUT_BUILD_INFO_H
// The git commit Matchcut was built from, for the renderer fingerprint: `make` writes it
// into .build/matchcut-commit.h before it builds; a build without `make` says "unknown".
const char *mc_build_commit(void);
#endif
