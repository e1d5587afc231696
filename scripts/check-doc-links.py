#!/usr/bin/env python3
"""Checks that every relative link in README.md and docs/*.md leads somewhere.

A link to a file must name a file or folder that exists (relative to the Markdown file
that holds the link); a link with an anchor (`page.md#section`, or `#section` in the same
page) must name a heading of that page, spelled as GitHub spells heading anchors.
Links with a scheme (https:, mailto:, file:) are left alone, and so is everything inside
code blocks and inline code. Prints each broken link as `file:line: ...` and exits 1 when
there is one; exits 0 and prints a count otherwise.

Usage: scripts/check-doc-links.py [FILE.md ...]   (default: README.md and docs/*.md)
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
# [text](target) and ![alt](target); the text may hold inline code, not nested brackets.
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
INLINE_CODE = re.compile(r"(`+)(?:.+?)\1")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def lines_outside_code(path):
    """Yields (line number, text) for lines outside fenced code, with inline code blanked."""
    in_fence = None
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            fence = FENCE.match(line)
            if fence:
                marker = fence.group(1)
                if in_fence is None:
                    in_fence = marker
                elif in_fence == marker:
                    in_fence = None
                continue
            if in_fence is None:
                yield number, INLINE_CODE.sub(lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text).lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


anchor_cache = {}


def anchors(path):
    """Every heading anchor of a Markdown file, duplicates numbered as GitHub does."""
    if path not in anchor_cache:
        seen = {}
        found = set()
        in_fence = None
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                fence = FENCE.match(line)
                if fence:
                    marker = fence.group(1)
                    if in_fence is None:
                        in_fence = marker
                    elif in_fence == marker:
                        in_fence = None
                    continue
                match = HEADING.match(line) if in_fence is None else None
                if not match:
                    continue
                base = slug(match.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
        anchor_cache[path] = found
    return anchor_cache[path]


def check(path):
    """The broken links of one file, as messages."""
    problems = []
    shown = os.path.relpath(path, ROOT)
    for number, line in lines_outside_code(path):
        for match in LINK.finditer(line):
            target = match.group(1)
            if SCHEME.match(target):
                continue
            file_part, _, anchor = target.partition("#")
            destination = path if not file_part else os.path.normpath(
                os.path.join(os.path.dirname(path), file_part))
            if not os.path.exists(destination):
                problems.append(f"{shown}:{number}: '{target}': {os.path.relpath(destination, ROOT)} does not exist")
                continue
            if anchor:
                if not destination.endswith(".md") or os.path.isdir(destination):
                    problems.append(f"{shown}:{number}: '{target}': an anchor into a file that is not Markdown")
                elif anchor not in anchors(destination):
                    problems.append(f"{shown}:{number}: '{target}': {os.path.relpath(destination, ROOT)} has no heading with the anchor #{anchor}")
    return problems


def main(arguments):
    files = [os.path.abspath(name) for name in arguments] or (
        [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))))
    problems = []
    links = 0
    for path in files:
        problems += check(path)
        links += sum(len(LINK.findall(line)) for _, line in lines_outside_code(path))
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-links: {len(problems)} broken of {links} links in {len(files)} files", file=sys.stderr)
        return 1
    print(f"check-doc-links: {links} links in {len(files)} files, none broken")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
