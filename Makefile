# scaffold: build, test and install with the Swift toolchain alone.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
# The release version for dist; empty: HEAD's tag, or Version.swift's version -dev+<hash>.
VERSION ?=
# The build configuration that build and install use: release, or debug (CI installs the
# debug build it has already tested rather than building again).
CONFIGURATION ?= release
# A release build on Linux links the Swift runtime and Foundation in, as the release archives
# do (scripts/dist.sh): every command starts about 5 ms sooner (the dynamic loader no longer
# maps a dozen libraries), and the binary runs without the toolchain's libraries.
STATIC = $(if $(and $(filter Linux,$(shell uname -s)),$(filter release,$(CONFIGURATION))),--static-swift-stdlib,)

.PHONY: build test install uninstall dist version

build:
	swift build -c $(CONFIGURATION) --product scaffold $(STATIC)

test:
	swift test

install: build
	install -d "$(BINDIR)"
	install "$$(swift build -c $(CONFIGURATION) $(STATIC) --show-bin-path)/scaffold" "$(BINDIR)/scaffold"

uninstall:
	rm -f "$(BINDIR)/scaffold"

# dist/scaffold-<version>-<os>-<arch>.tar.gz and its .sha256, built from HEAD (scripts/dist.sh).
dist:
	VERSION="$(VERSION)" scripts/dist.sh

version:
	@VERSION="$(VERSION)" scripts/dist.sh --print-version
