#!/bin/sh
# Matchcut's launcher in a release bundle (scripts/dist.sh). The binary finds its libraries
# through its own RPATH and its fonts beside itself; nothing in the environment moves either:
# the loader's and fontconfig's variables are cleared before it starts.
here=$(dirname "$(readlink -f "$0")")
unset LD_LIBRARY_PATH LD_PRELOAD LD_AUDIT FONTCONFIG_FILE FONTCONFIG_PATH FONTCONFIG_SYSROOT
exec "$here/bin/matchcut" "$@"
