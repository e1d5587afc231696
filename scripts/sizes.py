#!/usr/bin/env python3
"""Prints the size of scaffold's sources, from the files themselves, so that it can be rerun.

    python3 scripts/sizes.py [--functions N] [--folders] [--at REVISION]

- lines per target (every .swift file under Sources/<Target>, and Templates/*.swift for
  ScaffoldTemplates, counted as `wc -l` does), with the number of files, and each target's
  share of all source lines;
- the CLI's share of all source lines (ScaffoldCLI and the `scaffold` executable);
- with --folders, lines per folder inside each target;
- the N longest functions (10 by default): `func`, `init`, `deinit` and `subscript` bodies,
  from the line of the keyword to the line of the closing brace, named Type.function.

With --at, the sources of that git revision are measured instead of the working tree (for
a before and after).

Generated files (a first line that says they are generated or mirror something) are counted
apart. The scanner blanks comments and string literals (with interpolations, raw and
multi-line strings) before it matches braces; it is not a Swift parser, but it is exact for
this code base's style.
"""
import os
import re
import sys

import subprocess
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CLI_TARGETS = {"ScaffoldCLI", "scaffold"}


def swift_files(root):
    """(target, path relative to root, path) of every Swift file of the package's targets."""
    sources = os.path.join(root, "Sources")
    folders = [(target, os.path.join(sources, target)) for target in sorted(os.listdir(sources))]
    folders.append(("ScaffoldTemplates", os.path.join(root, "Templates")))
    for target, folder in folders:
        if not os.path.isdir(folder):
            continue
        for base, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(base, name)
                    yield target, os.path.relpath(path, root), path


def is_generated(text):
    head = text[:400].lower()
    return "generated" in head.split("\n", 1)[0] or "this file mirrors" in head


def skip_string(text, i):
    """`text[i]` starts a string literal (after any `#`s); returns the index after it."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multi = text.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(text):
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < len(text) and text[j] == "(":
                i = skip_code(text, j + 1, ")")
                continue
            i = j + 1
            continue
        if text.startswith(closing, i):
            return i + len(closing)
        if not multi and text[i] == "\n":
            return i  # an unterminated literal ends at its line
        i += 1
    return i


def skip_code(text, i, closer):
    """Skips code up to the matching `closer` (for an interpolation); returns the index after it."""
    depth = 0
    while i < len(text):
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = len(text) if i < 0 else i
            continue
        if text.startswith("/*", i):
            i = skip_block_comment(text, i)
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            i = skip_string(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0 and closer == ")":
                return i + 1
            depth -= 1
        i += 1
    return i


def skip_block_comment(text, i):
    depth = 0
    while i < len(text):
        if text.startswith("/*", i):
            depth += 1
            i += 2
        elif text.startswith("*/", i):
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return i


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        start = None
        if text.startswith("//", i):
            start, i = i, text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            start, i = i, skip_block_comment(text, i)
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            start, i = i, skip_string(text, i)
        if start is not None:
            out.append("".join("\n" if ch == "\n" else " " for ch in text[start:i]))
            continue
        out.append(c)
        i += 1
    return "".join(out)


TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*|[{}()\[\]]|\n|[^\sA-Za-z_{}()\[\]]+")
TYPE_KEYWORDS = {"class", "struct", "enum", "extension", "actor", "protocol"}
FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript"}
DECLARATION_STARTS = {"func", "var", "let", "init", "deinit", "subscript", "case", "static", "class", "public", "private",
                      "fileprivate", "internal", "mutating", "nonmutating", "override", "typealias", "associatedtype", "struct",
                      "enum", "extension", "actor", "protocol", "final", "open", "nonisolated", "@"}


def functions(path, text):
    """(lines, name, path:start-end) of every function body in the file."""
    code = code_only(text)
    tokens = [(m.group(0), code.count("\n", 0, m.start()) + 1) for m in TOKEN.finditer(code)]
    found = []
    stack = []  # each open brace: ("type", name) / ("function", name, line) / ("other",)
    pending = None  # ("type", name) or ("function", name, line, paren depth)
    parens = 0
    previous = None
    index = 0
    while index < len(tokens):
        token, line = tokens[index]
        nxt = tokens[index + 1][0] if index + 1 < len(tokens) else ""
        if token in TYPE_KEYWORDS and previous != "." and nxt not in FUNCTION_KEYWORDS | {"var", "let", "static", "final", "override"} \
                and re.match(r"[A-Za-z_]", nxt or "-"):
            pending = ("type", nxt)
        elif token in FUNCTION_KEYWORDS and previous != ".":
            name = token
            if token == "func":
                name = nxt if nxt not in ("\n",) else "?"
            pending = ("function", name, line, parens)
        elif token in "([":
            parens += 1
        elif token in ")]":
            parens -= 1
        elif token == "\n" and pending and pending[0] == "function" and parens == pending[3]:
            # A requirement without a body ends at its line when the next line starts a declaration.
            following = nxt
            if following in DECLARATION_STARTS or following == "}" or following.startswith("@"):
                pending = None
        elif token == "{":
            if pending and pending[0] == "type":
                stack.append(("type", pending[1]))
            elif pending and pending[0] == "function" and parens == pending[3]:
                stack.append(("function", pending[1], pending[2]))
            else:
                stack.append(("other",))
            pending = None
        elif token == "}":
            if stack:
                top = stack.pop()
                if top[0] == "function":
                    owners = [entry[1] for entry in stack if entry[0] == "type"]
                    functions_above = [entry[1] for entry in stack if entry[0] == "function"]
                    name = ".".join(owners + functions_above + [top[1]])
                    found.append((line - top[2] + 1, name, f"{path}:{top[2]}-{line}"))
            pending = None
        if token != "\n":
            previous = token
        index += 1
    return found


def main():
    args = sys.argv[1:]
    count = 10
    if "--functions" in args:
        count = int(args[args.index("--functions") + 1])
    show_folders = "--folders" in args
    root = ROOT
    if "--at" in args:
        revision = args[args.index("--at") + 1]
        scratch = tempfile.mkdtemp(prefix="scaffold-sizes.")
        archive = subprocess.run(["git", "-C", ROOT, "archive", revision, "Sources", "Templates"], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", scratch], input=archive, check=True)
        root = scratch
    targets = {}
    folders = {}
    generated = []
    longest = []
    for target, relative, path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        lines = text.count("\n")
        if is_generated(text):
            generated.append((relative, lines))
            continue
        entry = targets.setdefault(target, [0, 0])
        entry[0] += lines
        entry[1] += 1
        parts = relative.split(os.sep)
        folder = "/".join(parts[1:-1]) if parts[0] == "Sources" else target
        folders[folder] = folders.get(folder, 0) + lines
        longest += functions(relative, text)
    total = sum(lines for lines, _ in targets.values())
    print(f"{'target':<26}{'lines':>7}{'files':>7}{'share':>8}")
    for target, (lines, files) in sorted(targets.items(), key=lambda item: -item[1][0]):
        print(f"{target:<26}{lines:>7}{files:>7}{lines / total:>8.1%}")
    print(f"{'all sources':<26}{total:>7}{sum(f for _, f in targets.values()):>7}")
    cli = sum(targets.get(target, [0])[0] for target in CLI_TARGETS)
    print(f"CLI share (ScaffoldCLI and scaffold): {cli} of {total} lines, {cli / total:.1%}")
    for relative, lines in generated:
        print(f"generated, not counted above: {relative} ({lines} lines)")
    if show_folders:
        print()
        print(f"{'folder':<40}{'lines':>7}")
        for folder, lines in sorted(folders.items()):
            print(f"{folder:<40}{lines:>7}")
    print()
    print(f"the {count} longest functions (lines, name, place):")
    for lines, name, place in sorted(longest, key=lambda item: (-item[0], item[2]))[:count]:
        print(f"{lines:>5}  {name:<48} {place}")


if __name__ == "__main__":
    main()
