#!/usr/bin/env bash
# The installed binary, driven as a user would: copied out of the repository and run from an
# unrelated folder. Also runs the README's first command, `make install`, the hooks and the
# SwiftPM plugins.
#
# SCAFFOLD_BIN names a binary already built (.ci/run passes the debug build it tested);
# without it the script builds one in release mode. An optional phase: `repo` runs only the
# checks that build in the repository's .build (the README's first command, make install),
# `rest` the others, which never touch it, so they can run while `swift test` holds it.
set -euo pipefail
phase=${1:-all}
case "$phase" in all|repo|rest) ;; *) echo "usage: end-to-end.sh [all|repo|rest]" >&2; exit 2;; esac
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checks=0
fail() { echo "end-to-end: FAILED: $*" >&2; exit 1; }
pass() { checks=$((checks + 1)); }

cd "$repo"
mkdir -p "$work/bin"
if [ -n "${SCAFFOLD_BIN:-}" ]; then
  cp "$SCAFFOLD_BIN" "$work/bin/scaffold"
  configuration=$(basename "$(dirname "$SCAFFOLD_BIN")")
else
  swift build -c release --product scaffold >/dev/null
  cp "$(swift build -c release --show-bin-path)/scaffold" "$work/bin/scaffold"
  configuration=release
fi
scaffold="$work/bin/scaffold"

if [ "$phase" != rest ]; then
# The README's first command, exactly as written, from the repository root.
first=$(awk '/^```sh$/{block=1; next} block && /^```$/{exit} block{print; exit}' README.md)
case "$first" in "swift run scaffold screen "*) ;; *) fail "README's first command is not 'swift run scaffold screen ...': $first";; esac
rm -rf demo
eval "$first" >/dev/null || fail "README's first command failed"
[ -f demo/Sources/Login/LoginViewModel.swift ] || fail "README's first command wrote no view model"
again=$(eval "$first")
echo "$again" | grep -qv '^unchanged ' && fail "running the README's first command twice changed files: $again"
rm -rf demo
pass

# make install puts a working binary under PREFIX (the configuration already built, so that
# nothing is built twice).
make -s -C "$repo" install PREFIX="$work/prefix" CONFIGURATION="$configuration" >/dev/null 2>&1 || fail "make install"
[ "$("$work/prefix/bin/scaffold" --version)" = "$("$scaffold" --version)" ] || fail "make install did not install a working scaffold"
pass
fi

if [ "$phase" != repo ]; then
# An app repository somewhere else.
app="$work/App"
mkdir -p "$app/Sub"
git -C "$app" init -q
printf 'specs: Specs\nsources: App/Screens\ntests: AppTests\nmodule: App\n' > "$app/.scaffold.yml"
cd "$app/Sub"

[ "$("$scaffold" --version)" = "$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$repo/Sources/ScaffoldSupport/Version.swift")" ] || fail "--version"
pass

"$scaffold" spec Login --write >/dev/null || fail "spec --write"
[ -f "$app/Specs/Login.screen.yml" ] || fail "spec --write did not write Specs/Login.screen.yml"
"$scaffold" screen Login >/dev/null || fail "screen Login"
for file in App/Screens/Login/LoginViewModel.swift App/Screens/Login/LoginView.swift App/Screens/Login/LoginRouter.swift \
            App/Screens/Responder.swift AppTests/Login/LoginViewModelTests.swift AppTests/Login/LoginRouterTests.swift; do
  [ -f "$app/$file" ] || fail "missing $file"
done
pass

snapshot=$(cd "$app" && find App AppTests -type f -exec sha256sum {} + | sort)
"$scaffold" screen Login >/dev/null || fail "second run"
[ "$snapshot" = "$(cd "$app" && find App AppTests -type f -exec sha256sum {} + | sort)" ] || fail "second run changed files"
pass

# A screen's life: hand edits survive `scaffold add` and the updating `scaffold screen`,
# the spec follows what was added, --check gates drift, --force rewrites whole files once confirmed.
echo "// mine" >> "$app/App/Screens/Login/LoginView.swift"
echo "// mine too" >> "$app/App/Screens/Login/LoginViewModel.swift"
"$scaffold" add Login --action "retry -> send refresh" --output "isBusy: Bool = false" >/dev/null || fail "add"
grep -q "case retry" "$app/App/Screens/Login/LoginViewModel.swift" || fail "add did not add the action"
grep -q "func testSendingRetry_" "$app/AppTests/Login/LoginViewModelTests.swift" || fail "add did not add the action's test"
grep -q "  - retry -> send refresh" "$app/Specs/Login.screen.yml" || fail "add did not add the action to the spec"
grep -q "// mine too" "$app/App/Screens/Login/LoginViewModel.swift" || fail "add dropped a hand-written line"
"$scaffold" screen Login --check 2>/dev/null || fail "--check after add: the code and its spec should agree"
sed -i.bak 's/^  - retry -> send refresh$/  - retry -> send refresh\n  - clear(String) -> set title/' "$app/Specs/Login.screen.yml" && rm -f "$app/Specs/Login.screen.yml.bak"
set +e; "$scaffold" screen Login --check >/dev/null 2>&1; code=$?; set -e
[ "$code" -eq 1 ] || fail "--check with a spec ahead of the code: exit $code, expected 1"
"$scaffold" screen Login >/dev/null || fail "screen on an existing screen"
grep -q "case clear(String)" "$app/App/Screens/Login/LoginViewModel.swift" || fail "screen did not add the spec's new action"
grep -q "// mine" "$app/App/Screens/Login/LoginView.swift" || fail "an edited file was overwritten without --force"
"$scaffold" screen Login --check 2>/dev/null || fail "--check after screen"
set +e; "$scaffold" screen Login --force >/dev/null 2>&1; code=$?; set -e
[ "$code" -eq 2 ] || fail "--force without --yes, with no one at a terminal, should refuse to drop hand-written lines: exit $code"
grep -q "// mine" "$app/App/Screens/Login/LoginView.swift" || fail "--force without --yes dropped a hand-written line"
"$scaffold" screen Login --force --yes >/dev/null 2>&1 || fail "--force --yes"
grep -q "// mine" "$app/App/Screens/Login/LoginView.swift" && fail "--force --yes did not overwrite"
pass

printf 'screen: Broken\nactions:\n  - go -> set nowhere\n' > "$app/Specs/Broken.screen.yml"
set +e; err=$("$scaffold" screen Broken 2>&1 >/dev/null); code=$?; set -e
[ "$code" -eq 2 ] || fail "a bad spec: exit $code, expected 2"
echo "$err" | grep -q "Specs/Broken.screen.yml:3:15: error: no output 'nowhere'; add it under 'outputs:'" || fail "a bad spec's message: $err"
[ -e "$app/App/Screens/Broken" ] && fail "a bad spec wrote files"
pass

"$scaffold" templates export "$app/Templates" >/dev/null || fail "templates export"
[ "$(ls "$app/Templates" | wc -l)" -eq "$(ls "$repo/Templates" | grep -c "\.mustache$")" ] || fail "templates export wrote a different number of templates"
pass

# The pre-commit hook, for real: a commit with a violation is blocked with the diagnostic,
# the fixed commit passes, and a commit without Swift files lints nothing.
hooked="$work/hooked"
mkdir -p "$hooked"
git -C "$hooked" init -q
git -C "$hooked" config user.email ci@example.com
git -C "$hooked" config user.name ci
(cd "$hooked" && "$scaffold" install-hook >/dev/null 2>&1) || fail "install-hook"
printf 'final class ScreenViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n' > "$hooked/ScreenViewModel.swift"
git -C "$hooked" add ScreenViewModel.swift
set +e; blocked=$(git -C "$hooked" commit -q -m bad 2>&1); code=$?; set -e
[ "$code" -ne 0 ] || fail "a commit with a violation was not blocked"
echo "$blocked" | grep -q "ScreenViewModel.swift:1:7: error: view model ScreenViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)" || fail "the blocked commit did not show the diagnostic: $blocked"
printf '@MainActor\nfinal class ScreenViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n' > "$hooked/ScreenViewModel.swift"
git -C "$hooked" add ScreenViewModel.swift
git -C "$hooked" commit -q -m good >/dev/null 2>&1 || fail "a clean commit was blocked"
echo docs > "$hooked/README.md"
git -C "$hooked" add README.md
docs=$(git -C "$hooked" commit -q -m docs 2>&1) || fail "a commit without Swift files was blocked"
echo "$docs" | grep -q "No staged Swift files to lint." || fail "a commit without Swift files should lint nothing: $docs"
pass

# The pre-commit framework's hook, as pre-commit runs it (it builds scaffold itself, once,
# in release mode): a violating file fails the hook with the diagnostic, a fixed one passes.
# pre-commit installs the hook from a commit: HEAD, so uncommitted changes are not in it.
if python3 -m pre_commit --version >/dev/null 2>&1 || python3 -m pip install --quiet pre-commit >/dev/null 2>&1; then
  framework="$work/framework"
  mkdir -p "$framework"
  git -C "$framework" init -q
  [ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] || echo "end-to-end: note: the pre-commit hook is tried at HEAD; uncommitted changes are not in it"
  printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: scaffold-lint\n' "$repo" "$(git -C "$repo" rev-parse HEAD)" > "$framework/.pre-commit-config.yaml"
  printf 'final class ScreenViewModel: ObservableObject {\n    @Published var x = 0\n}\n' > "$framework/ScreenViewModel.swift"
  git -C "$framework" add .pre-commit-config.yaml ScreenViewModel.swift
  export PRE_COMMIT_HOME="$work/pre-commit-home"
  set +e; hooked_out=$(cd "$framework" && python3 -m pre_commit run scaffold-lint --files ScreenViewModel.swift 2>&1); code=$?; set -e
  [ "$code" -ne 0 ] || fail "pre-commit's scaffold-lint hook passed a violating file: $hooked_out"
  echo "$hooked_out" | grep -q "ScreenViewModel.swift:1:7: error: view model ScreenViewModel is not isolated to the main actor: annotate it with @MainActor (vm_main_actor)" || fail "pre-commit's hook did not show the diagnostic: $hooked_out"
  printf '@MainActor\nfinal class ScreenViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n' > "$framework/ScreenViewModel.swift"
  git -C "$framework" add ScreenViewModel.swift
  clean_out=$(cd "$framework" && python3 -m pre_commit run scaffold-lint --files ScreenViewModel.swift 2>&1) || fail "pre-commit's hook failed a clean file: $clean_out"
  pass
else
  echo "end-to-end: pre-commit could not be installed from PyPI; its hook was not tried"
fi

# The SwiftPM plugins, as a package that depends on this checkout by path uses them: the
# build-tool plugin shows a finding as a build warning (severities from .scaffold.yml), an
# error fails the build, nothing is written outside the plugin's work folder; the command
# plugin writes a screen and fixes a file, with the write permission SwiftPM asks for.
sample="$work/Sample"
mkdir -p "$sample/Sources/Sample"
printf '%s\n' '// swift-tools-version:6.0' 'import PackageDescription' '' 'let package = Package(' '    name: "Sample",' \
  '    platforms: [.macOS(.v14)],' "    dependencies: [.package(name: \"scaffold\", path: \"$repo\")]," \
  '    targets: [.target(name: "Sample", plugins: [.plugin(name: "ScaffoldLintPlugin", package: "scaffold")])]' ')' > "$sample/Package.swift"
printf '%s\n' '@MainActor' 'final class CartViewModel {' '    enum Action { case clear }' '    func send(_ action: Action) {}' '}' \
  > "$sample/Sources/Sample/CartViewModel.swift"
printf '%s\n' 'sources: Screens' 'tests: ScreenTests' 'module: Sample' 'lint:' \
  '  rules:' '    untested_action: warning' > "$sample/.scaffold.yml"
git -C "$sample" init -q
snapshot_sample() { (cd "$sample" && find . -path ./.build -prune -o -path ./.git -prune -o -type f -print0 | sort -z | xargs -0 sha256sum); }
before=$(snapshot_sample)
built=$(cd "$sample" && swift build 2>&1) || fail "the sample package with the build-tool plugin did not build: $built"
echo "$built" | grep -qF "$sample/Sources/Sample/CartViewModel.swift:3:24: warning: action 'clear' of CartViewModel has no test" \
  || fail "the build-tool plugin did not show the finding as a warning: $built"
[ "$before" = "$(snapshot_sample)" ] || fail "the build-tool plugin wrote into the package"
pass
sed -i 's/untested_action: warning/untested_action: error/' "$sample/.scaffold.yml"
if failed=$(cd "$sample" && swift build 2>&1); then fail "an error finding did not fail the build"; fi
echo "$failed" | grep -qF "CartViewModel.swift:3:24: error: action 'clear'" || fail "the failing build did not show the error: $failed"
pass
(cd "$sample" && swift package --allow-writing-to-package-directory scaffold spec Login --write >/dev/null 2>&1 &&
  swift package --allow-writing-to-package-directory scaffold screen Login >/dev/null 2>&1) || fail "the command plugin did not write a screen"
[ -f "$sample/Screens/Login/LoginViewModel.swift" ] && [ -f "$sample/ScreenTests/Login/LoginViewModelTests.swift" ] || fail "the command plugin wrote no screen"
printf '%s\n' 'import Combine' '@MainActor' 'final class NotesViewModel: ObservableObject {' '    @Published var notes: [String] = []' '}' \
  > "$sample/Sources/Sample/NotesViewModel.swift"
(cd "$sample" && swift package --allow-writing-to-package-directory scaffold lint --fix Sources/Sample/NotesViewModel.swift >/dev/null 2>&1) || true
grep -q "@Published private(set) var notes" "$sample/Sources/Sample/NotesViewModel.swift" || fail "the command plugin's lint --fix did not fix the file"
if (cd "$sample" && swift package scaffold lint >/dev/null 2>&1); then fail "the command plugin ran without the write permission"; fi
pass

# The release archive (opt-in, as it makes a second release build: SCAFFOLD_DIST=1, Linux):
# its checksum, a binary that needs none of the toolchain's libraries, the version given.
if [ "${SCAFFOLD_DIST:-}" = 1 ] && [ "$(uname -s)" = Linux ]; then
  name="scaffold-0.0.0-e2e-linux-$(uname -m).tar.gz"
  (cd "$repo" && VERSION=0.0.0-e2e scripts/dist.sh >"$work/dist.log" 2>&1) || { cat "$work/dist.log" >&2; fail "make dist"; }
  (cd "$repo/dist" && sha256sum -c "$name.sha256" >/dev/null) || fail "the archive's .sha256"
  mkdir -p "$work/dist" && tar xzf "$repo/dist/$name" -C "$work/dist" scaffold || fail "the archive has no scaffold"
  if ldd "$work/dist/scaffold" | grep -Eq 'swift|Foundation|dispatch|not found'; then fail "the archive's binary needs the toolchain's libraries"; fi
  [ "$(cd / && env -i PATH=/usr/bin:/bin "$work/dist/scaffold" --version)" = 0.0.0-e2e ] || fail "the archive's binary --version"
  status=0; (cd "$app" && env -i PATH=/usr/bin:/bin "$work/dist/scaffold" lint >/dev/null 2>&1) || status=$?
  [ "$status" -le 1 ] || fail "the archive's binary could not lint (exit $status)"
  rm -f "$repo/dist/$name" "$repo/dist/$name.sha256"
  pass
fi

# scaffold map's HTML of the fixture app that `scaffold app` wrote, opened in a real headless browser: the screenshot is a PNG that is
# not blank, the rendered DOM names every screen, and the page logs no error. Skipped, with
# why, when Chromium is not installed (CI may not have it).
(cd "$repo/Fixtures/apps/Market" && "$scaffold" map --format html --output "$work/map.html" 2>/dev/null >/dev/null) || fail "map --format html"
grep -q "<svg" "$work/map.html" || fail "map --format html wrote no SVG"
grep -Eq "<script|https?://[^w]" "$work/map.html" && fail "the map's HTML is not self-contained"
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -n "$chromium" ]; then
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$work/map.png" --window-size=1400,820 \
    "file://$work/map.html" >/dev/null 2>&1 || fail "chromium could not take the map's screenshot"
  python3 - "$work/map.png" <<'PY' || fail "the map's screenshot is not a non-blank PNG"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
chunks, at = b"", 8
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at:at + 8])
    if kind == b"IDAT": chunks += data[at + 8:at + 8 + length]
    at += 12 + length
pixels = zlib.decompress(chunks)
assert width > 600 and height > 400, f"{width}x{height}"
assert len(set(pixels[i:i + 3] for i in range(0, len(pixels) - 3, 997))) > 8, "the screenshot is blank"
PY
  dom=$(timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 --dump-dom "file://$work/map.html" 2>"$work/chromium.log") \
    || fail "chromium could not render the map"
  for screen in MarketApp Market Welcome Catalog Account ProductDetail ProductEdit Settings About; do
    echo "$dom" | grep -q ">$screen</text>" || fail "the rendered map has no $screen"
  done
  grep -Eq "Uncaught|ERROR:CONSOLE|CONSOLE\(" "$work/chromium.log" && fail "the map's page logged errors: $(grep -E 'Uncaught|CONSOLE' "$work/chromium.log")"
  pass
else
  echo "end-to-end: chromium is not installed; the map's HTML was not opened in a browser"
fi
fi

echo "end-to-end: $checks passed, 0 failed"
