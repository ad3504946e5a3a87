#!/usr/bin/env bash
# The action's last step, after the upload: the job fails as the command did.
#   MATCHCUT_STATUS  run.sh's 'status' output
set -euo pipefail
status="${MATCHCUT_STATUS:-}"
case "$status" in
    0) echo "matchcut passed" ;;
    "") echo "::error::matchcut did not run (see the steps above)" >&2; exit 1 ;;
    *) echo "::error::matchcut exited with status $status: see the uploaded report" >&2; exit "$status" ;;
esac
