#!/usr/bin/env bash
# swiftc-release.sh ARGS...
#
# swiftc without `-D DEBUG`: sdk-check.sh passes it as SWIFTC to the shared typecheck.sh (which
# always defines DEBUG), so that a fixture is also type-checked as a Release build compiles it,
# where everything inside `#if DEBUG` (fakes, previews, the preview catalog, the UI-test
# scenarios) is left out.
args=()
while [[ $# -gt 0 ]]; do
  if [[ $1 == -D && ${2:-} == DEBUG ]]; then shift 2; continue; fi
  args+=("$1"); shift
done
exec "${REAL_SWIFTC:-swiftc}" "${args[@]}"
