#!/usr/bin/env python3
"""Stores each fixture file once: a file under Fixtures/ whose bytes equal another's
becomes a relative symbolic link to it (FixtureStorageTests fails while two copies exist).

Run it after re-recording golden files (SCAFFOLD_RECORD=1 swift test): a recorded file
replaces its link with the new bytes, and this turns copies back into links. Which copy
stays a file: the fixture app (apps/), then a spec's golden files (golden/), the fixtures'
hand-written support (support/), the rest; an edit case's `before/` (the code as a person
left it) before its `after/`; alphabetically within each. `--check` only lists the copies.
"""
import hashlib
import os
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures")
root = os.path.normpath(root)
ranks = ["apps/", "golden/", "support/", "specs/", "fakes/", "autofix/before/", "autofix/after/", "edits/"]


def rank(path):
    for index, prefix in enumerate(ranks):
        if path.startswith(prefix):
            # before/ ranks ahead of after/ within an edit case
            return (index, 1 if "/after/" in path else 0, path)
    return (len(ranks), 0, path)


files = {}
for folder, _, names in os.walk(root):
    for name in names:
        path = os.path.join(folder, name)
        if os.path.islink(path):
            continue
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        files.setdefault(digest, []).append(os.path.relpath(path, root))

copies = 0
for paths in files.values():
    if len(paths) < 2:
        continue
    keep, *others = sorted(paths, key=rank)
    for other in others:
        copies += 1
        if "--check" in sys.argv:
            print(f"Fixtures/{other} is a copy of Fixtures/{keep}")
            continue
        link = os.path.join(root, other)
        target = os.path.relpath(os.path.join(root, keep), os.path.dirname(link))
        os.remove(link)
        os.symlink(target, link)
print(f"{copies} copies {'found' if '--check' in sys.argv else 'linked'}")
sys.exit(1 if copies and "--check" in sys.argv else 0)
