#!/usr/bin/env bash
# sdk-check.sh SDK_DIR [FIXTURE...]
#
# Type-checks every golden fixture's generated sources (with the hand-written types in
# Fixtures/support/<Module>) against Apple's real iOS SDK interfaces, prepared in SDK_DIR by
# ../shared/tools/ios-sdk/prepare.sh (never committed: the SDK is Apple's). Run by hand before
# a change to the templates lands; CI has no SDK.
#
# Each fixture is checked at every supported deployment target at or above the one its spec
# names (a spec without `platform:` is iOS 17), in Swift 6 mode, at default isolation and
# with Xcode 26's app-target setting `-default-isolation MainActor`, and `#Preview` is expanded
# by the stand-in macro plugin (Tests/StandIns/PreviewsMacros) that the real one's signature
# is checked against. A fixture passes with no errors and no warnings. The tests are not
# checked: the SDK has neither XCTest nor Swift Testing.
#
# The fixture apps (Fixtures/apps/<App>) and the edit cases that are apps (an app that grew,
# Fixtures/edits/<Case>/after, updated in place by `scaffold app`) are checked whole at iOS 17;
# name one (Market, MarketGrows) to check it alone.
set -uo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: $0 SDK_DIR [FIXTURE...]" >&2; exit 2; }
SDK=$1; shift
TYPECHECK=${TYPECHECK:-../shared/tools/ios-sdk/typecheck.sh}
swift build >/dev/null || exit 2
PLUGIN=$(swift build --show-bin-path)/PreviewsMacros-tool
[[ -x "$PLUGIN" ]] || { echo "sdk-check: $PLUGIN was not built (Linux only)" >&2; exit 2; }

fixtures=()
apps=()
for name in "$@"; do
  if [[ -d Fixtures/apps/$name ]]; then apps+=("Fixtures/apps/$name")
  elif [[ -d Fixtures/edits/$name/after ]]; then apps+=("Fixtures/edits/$name/after")
  else fixtures+=("$name"); fi
done
if [[ $# -eq 0 ]]; then
  for d in Fixtures/golden/*/; do fixtures+=("$(basename "$d")"); done
  for d in Fixtures/apps/*/; do apps+=("${d%/}"); done
  # The edit cases that are apps (an app that grew, updated by `scaffold app`).
  for d in Fixtures/edits/*/after; do grep -rqs '^@main' "$d/Sources" && apps+=("$d"); done
fi
# The Swift files below folders, links followed: fixture files stored once are links to
# their first copy (scripts/link-fixtures.py), which `find -type f` alone would skip.
swift_files() { find -L "$@" -type f -name '*.swift' | LC_ALL=C sort; }

failed=0
for spec in "${fixtures[@]}"; do
  file=Fixtures/specs/$spec.screen.yml
  # The module the fixture compiles as: its entry in Fixtures/fixtures.json.
  module=$(python3 -c 'import json, sys; print(next(s["module"] for s in json.load(open("Fixtures/fixtures.json"))["screens"] if s["spec"] == sys.argv[1]))' "$spec")
  lowest=$(sed -n 's/^platform: *["'"'"']\{0,1\}iOS *\([0-9]*\).*/\1/p' "$file"); lowest=${lowest:-17}
  for target in 16 17; do
    [[ $target -lt $lowest ]] && continue
    for isolation in default MainActor; do
      flags="-load-plugin-executable $PLUGIN#PreviewsMacros"
      [[ $isolation == MainActor ]] && flags+=" -default-isolation MainActor"
      mapfile -t files < <(swift_files "Fixtures/golden/$spec/Sources" "Fixtures/support/$module")
      out=$(MODULE_NAME=$module TYPECHECK_FLAGS=$flags "$TYPECHECK" "$SDK" "arm64-apple-ios$target.0" "${files[@]}" 2>&1)
      rc=$?
      errors=$(grep -c ': error:' <<<"$out")
      warnings=$(grep -c ': warning:' <<<"$out")
      status=pass
      if [[ $rc -ne 0 || $errors -ne 0 || $warnings -ne 0 ]]; then status=FAIL; failed=1; fi
      printf '%-12s iOS %s.0  isolation %-9s  %s  (%s errors, %s warnings)\n' "$spec" "$target" "$isolation" "$status" "$errors" "$warnings"
      [[ $status == FAIL ]] && grep -E ': (error|warning):' <<<"$out" | sort -u | head -20
    done
  done
done
# The fixture apps (Fixtures/apps/<App>): every screen, the root, the container and the
# `@main` entry point, with the app's hand-written support types, at iOS 17.
for app in "${apps[@]}"; do
  # The module: the app's folder (Fixtures/apps/Market), or the edit case's (…/MarketGrows/after).
  module=$(basename "$app"); [[ $module == after ]] && module=$(basename "$(dirname "$app")")
  for isolation in default MainActor; do
    flags="-load-plugin-executable $PLUGIN#PreviewsMacros"
    [[ $isolation == MainActor ]] && flags+=" -default-isolation MainActor"
    folders=("$app/Sources")
    [[ -d $app/Support ]] && folders+=("$app/Support")
    mapfile -t files < <(swift_files "${folders[@]}")
    out=$(MODULE_NAME=$module TYPECHECK_FLAGS=$flags "$TYPECHECK" "$SDK" "arm64-apple-ios17.0" "${files[@]}" 2>&1)
    rc=$?
    errors=$(grep -c ': error:' <<<"$out")
    warnings=$(grep -c ': warning:' <<<"$out")
    status=pass
    if [[ $rc -ne 0 || $errors -ne 0 || $warnings -ne 0 ]]; then status=FAIL; failed=1; fi
    printf '%-12s iOS 17.0  isolation %-9s  %s  (%s errors, %s warnings)\n' "$module (app)" "$isolation" "$status" "$errors" "$warnings"
    [[ $status == FAIL ]] && grep -E ': (error|warning):' <<<"$out" | sort -u | head -20
  done
done
exit $failed
