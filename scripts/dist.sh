#!/usr/bin/env bash
# dist.sh [--print-version]
#
# Builds the release archive of the committed code (HEAD) into dist/:
#   dist/scaffold-<version>-<os>-<arch>.tar.gz          scaffold, README.md (and LICENSE if there is one)
#   dist/scaffold-<version>-<os>-<arch>.tar.gz.sha256   its SHA-256, as `sha256sum -c` reads it
# Linux: the Swift runtime and Foundation are linked statically (--static-swift-stdlib), so the
# binary needs no Swift toolchain to run; <os>-<arch> is linux-x86_64 or linux-aarch64.
# macOS: one universal binary for arm64 and x86_64; <os>-<arch> is macos-universal.
#
# The version:
#   VERSION=1.2.3      given (a leading v is dropped)
#   HEAD tagged v1.2.3 1.2.3
#   otherwise          Version.swift's version, then -dev+ and HEAD's short hash: 0.1.0-dev+03501ae
# HEAD is exported with `git archive` into a staging folder, Version.swift is rewritten there
# and the build runs there, so the working tree is never touched. Uncommitted changes are not
# in the archive (a warning says so). --print-version prints the version and builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
version_file=Sources/ScaffoldSupport/Version.swift
# The same reading .ci/end-to-end.sh does: the string on the `static let current = "..."` line.
read_version() { sed -n 's/.*static let current = "\(.*\)"/\1/p'; }
fail() { echo "dist: $*" >&2; exit 1; }

print_only=false
case "${1:-}" in
  "") ;;
  --print-version) print_only=true ;;
  *) echo "usage: $0 [--print-version]" >&2; exit 2 ;;
esac

git rev-parse --verify --quiet HEAD >/dev/null || fail "not in a git repository with a commit"
if [[ -n "${VERSION:-}" ]]; then
  version=${VERSION#v}
elif tag=$(git describe --tags --exact-match --match 'v[0-9]*' --match '[0-9]*' HEAD 2>/dev/null); then
  version=${tag#v}
else
  base=$(git show "HEAD:$version_file" | read_version)
  [[ -n "$base" ]] || fail "no 'static let current = \"...\"' line in $version_file"
  version="$base-dev+$(git rev-parse --short=7 HEAD)"
fi
# It goes into a Swift string literal and a file name.
[[ "$version" =~ ^[0-9A-Za-z][0-9A-Za-z.+-]*$ ]] || fail "'$version' is not a version (letters, digits, '.', '+', '-')"
if $print_only; then echo "$version"; exit 0; fi

case "$(uname -s)" in
  Linux)  os=linux; arch=$(uname -m); build_flags=(--static-swift-stdlib) ;;
  Darwin) os=macos; arch=universal; build_flags=(--arch arm64 --arch x86_64) ;;
  *) fail "$(uname -s) is not supported (Linux or macOS)" ;;
esac
name="scaffold-$version-$os-$arch"

if [[ -n "$(git status --porcelain --untracked-files=no)" ]]; then
  echo "dist: warning: uncommitted changes are not in the archive; it is built from HEAD ($(git rev-parse --short=7 HEAD))" >&2
fi

stage=$(mktemp -d "${TMPDIR:-/tmp}/scaffold-dist.XXXXXX")
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/source" "$stage/package"
git archive --format=tar HEAD | tar -x -C "$stage/source"

# The staged Version.swift gets the version; the line keeps its shape.
staged_version="$stage/source/$version_file"
sed "s/\(static let current = \"\).*\"/\1$version\"/" "$staged_version" > "$stage/Version.swift"
mv "$stage/Version.swift" "$staged_version"
[[ "$(read_version < "$staged_version")" == "$version" ]] || fail "could not write the version into $version_file"

echo "dist: building scaffold $version for $os-$arch (a release build: a minute or more)" >&2
build=(swift build --package-path "$stage/source" --configuration release --product scaffold "${build_flags[@]}")
"${build[@]}" >&2
binary="$("${build[@]}" --show-bin-path)/scaffold"
[[ -x "$binary" ]] || fail "the build left no binary at $binary"
cp "$binary" "$stage/package/scaffold"
chmod 755 "$stage/package/scaffold"
# A Linux release build carries its debug info (most of its size); macOS keeps it in the build folder.
if [[ $os == linux ]]; then strip "$stage/package/scaffold"; fi

# The binary must stand on its own: no Swift library from the toolchain, the version asked for.
if [[ $os == linux ]]; then
  if ldd "$stage/package/scaffold" | grep -E 'swift|Foundation|dispatch|BlocksRuntime|not found'; then
    fail "the binary needs the libraries above at run time"
  fi
else
  archs=$(lipo -archs "$stage/package/scaffold")
  [[ " $archs " == *" arm64 "* && " $archs " == *" x86_64 "* ]] || fail "not a universal binary: $archs"
fi
printed=$(cd / && env -i PATH=/usr/bin:/bin "$stage/package/scaffold" --version) || fail "the binary does not run without the toolchain's environment"
[[ "$printed" == "$version" ]] || fail "the binary says it is $printed, not $version"

files=(scaffold)
for doc in README.md LICENSE; do
  if [[ -f "$stage/source/$doc" ]]; then cp "$stage/source/$doc" "$stage/package/"; files+=("$doc"); fi
done
if tar --version 2>/dev/null | grep -q GNU; then
  owner=(--owner=0 --group=0 --numeric-owner)
else
  owner=(--uid 0 --gid 0)
fi
mkdir -p "$repo/dist"
archive="$repo/dist/$name.tar.gz"
tar -c "${owner[@]}" -C "$stage/package" "${files[@]}" | gzip -9 -n > "$archive"
if command -v sha256sum >/dev/null; then sum=(sha256sum); else sum=(shasum -a 256); fi
(cd "$repo/dist" && "${sum[@]}" "$name.tar.gz" > "$name.tar.gz.sha256")

size=$(wc -c < "$archive" | tr -d ' ')
echo "dist/$name.tar.gz ($size bytes; ${files[*]})"
cat "$archive.sha256"
