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
# is checked against, in Debug (`-D DEBUG`, as typecheck.sh passes it) and in Release (without
# it: scripts/swiftc-release.sh, where the fakes, the previews in every state, the preview
# catalog and the UI-test scenarios are left out). A fixture passes with no errors and no
# warnings. The tests are not checked: the prepared SDK has neither XCTest (so neither
# XCUITest: the fixture app's UI tests are type-checked against stand-ins by ScenarioTests) nor
# Swift Testing.
#
# The fixture apps (Fixtures/apps/<App>) and the edit cases that are apps (an app that grew,
# Fixtures/edits/<Case>/after, updated in place by `scaffold app`) are checked whole at each
# target from the one their config names (iOS 17 without one), in both builds, and a fixture app
# of iOS 17 is also written anew for iOS 16 and checked there; name one (Market, MarketGrows)
# to check it alone.
set -uo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: $0 SDK_DIR [FIXTURE...]" >&2; exit 2; }
SDK=$1; shift
TYPECHECK=${TYPECHECK:-../shared/tools/ios-sdk/typecheck.sh}
swift build >/dev/null || exit 2
BIN=$(swift build --show-bin-path)
PLUGIN=$BIN/PreviewsMacros-tool
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
# check NAME MODULE TARGET BUILD ISOLATION FILE...: one type-check, its line, and its problems.
check() {
  local name=$1 module=$2 target=$3 build=$4 isolation=$5; shift 5
  local flags="-load-plugin-executable $PLUGIN#PreviewsMacros" swiftc=()
  [[ $isolation == MainActor ]] && flags+=" -default-isolation MainActor"
  [[ $build == Release ]] && swiftc=(SWIFTC="$PWD/scripts/swiftc-release.sh" REAL_SWIFTC="$(command -v swiftc)")
  local out rc errors warnings status=pass
  out=$(env "${swiftc[@]}" MODULE_NAME="$module" TYPECHECK_FLAGS="$flags" "$TYPECHECK" "$SDK" "arm64-apple-ios$target.0" "$@" 2>&1)
  rc=$?
  errors=$(grep -c ': error:' <<<"$out")
  warnings=$(grep -c ': warning:' <<<"$out")
  if [[ $rc -ne 0 || $errors -ne 0 || $warnings -ne 0 ]]; then status=FAIL; failed=1; fi
  printf '%-18s iOS %s.0  %-7s  isolation %-9s  %s  (%s errors, %s warnings)\n' "$name" "$target" "$build" "$isolation" "$status" "$errors" "$warnings"
  [[ $status == FAIL ]] && grep -E ': (error|warning):' <<<"$out" | sort -u | head -20
  return 0
}
for spec in "${fixtures[@]}"; do
  file=Fixtures/specs/$spec.screen.yml
  # The module the fixture compiles as: its entry in Fixtures/fixtures.json.
  module=$(python3 -c 'import json, sys; print(next(s["module"] for s in json.load(open("Fixtures/fixtures.json"))["screens"] if s["spec"] == sys.argv[1]))' "$spec")
  lowest=$(sed -n 's/^platform: *["'"'"']\{0,1\}iOS *\([0-9]*\).*/\1/p' "$file"); lowest=${lowest:-17}
  for target in 16 17; do
    [[ $target -lt $lowest ]] && continue
    for build in Debug Release; do
      for isolation in default MainActor; do
        mapfile -t files < <(swift_files "Fixtures/golden/$spec/Sources" "Fixtures/support/$module")
        check "$spec" "$module" "$target" "$build" "$isolation" "${files[@]}"
      done
    done
  done
done
# The fixture apps (Fixtures/apps/<App>): every screen, the root, the container, the `@main`
# entry point, the preview catalog and the UI-test scenarios, with the app's hand-written
# support types.
for app in "${apps[@]}"; do
  # The module: the app's folder (Fixtures/apps/Market), or the edit case's (…/MarketGrows/after).
  module=$(basename "$app"); [[ $module == after ]] && module=$(basename "$(dirname "$app")")
  folders=("$app/Sources")
  [[ -d $app/Support ]] && folders+=("$app/Support")
  mapfile -t files < <(swift_files "${folders[@]}")
  # The app's deployment target: its config's `platform:` (the edit cases keep theirs in scaffold.yml).
  config=$app/.scaffold.yml; [[ -f $config ]] || config=$(dirname "$app")/scaffold.yml
  lowest=$(sed -n 's/^platform: *["'"'"']\{0,1\}iOS *\([0-9]*\).*/\1/p' "$config" 2>/dev/null); lowest=${lowest:-17}
  for target in 16 17; do
    [[ $target -lt $lowest ]] && continue
    for build in Debug Release; do
      for isolation in default MainActor; do
        check "$module (app)" "$module" "$target" "$build" "$isolation" "${files[@]}"
      done
    done
  done
  # An app of iOS 17 is also written for iOS 16 (`scaffold app` with `platform: iOS 16`, into a
  # temporary folder) and checked there: its previews, catalog and scenarios at the lower target.
  if [[ $lowest -gt 16 && -f $app/.scaffold.yml && -d $app/Specs ]]; then
    work=$(mktemp -d)
    cp -r "$app/Specs" "$app/.scaffold.yml" "$work/"
    [[ -d $app/Support ]] && cp -r "$app/Support" "$work/"
    printf 'platform: iOS 16\n' >>"$work/.scaffold.yml"
    if (cd "$work" && "$BIN/scaffold" app "$module" >/dev/null 2>&1); then
      mapfile -t files < <(swift_files "$work/Sources" "$work/Support")
      for build in Debug Release; do
        for isolation in default MainActor; do
          check "$module (app, 16)" "$module" 16 "$build" "$isolation" "${files[@]}"
        done
      done
    else
      echo "$module (app, 16): scaffold app failed in $work"; failed=1
    fi
    rm -rf "$work"
  fi
done
exit $failed
