# scaffold: build, test and install with the Swift toolchain alone.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin

.PHONY: build test install uninstall

build:
	swift build -c release --product scaffold

test:
	swift test

install: build
	install -d "$(BINDIR)"
	install "$$(swift build -c release --show-bin-path)/scaffold" "$(BINDIR)/scaffold"

uninstall:
	rm -f "$(BINDIR)/scaffold"
