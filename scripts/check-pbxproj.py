#!/usr/bin/env python3
"""An independent check of the project files scaffold edits, with the PyPI package `pbxproj`
(not scaffold's own parser): each fixture project and its golden edited project
(Fixtures/projects/golden/<project>/project.pbxproj, the cases and files listed in
Fixtures/projects/golden/edits.json) are opened, and

- every new file is found in the group of its folder (paths resolved here, through the groups'
  `path`s and `sourceTree`s) and in the Sources build phase of exactly the targets it joins, or,
  in a folder synchronized with the disk, in the exception sets that give it those targets;
- the object graphs before and after differ only by the new objects (file references, build
  files, groups, exception sets) and by elements added to `children`, `files`,
  `membershipExceptions` and `exceptions` lists, the old elements kept in order.

Its last line is `check-pbxproj: N passed, N failed[, N skipped]` (one check for the whole
run, as .ci/run counts it); without the module it says so and skips.
"""
import json
import os
import posixpath
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "projects"))

try:
    from pbxproj import XcodeProject
except ImportError:
    print("check-pbxproj: the Python module pbxproj is missing (python3 -m pip install pbxproj); the check was skipped")
    print("check-pbxproj: 0 passed, 0 failed, 1 skipped")
    sys.exit(0)

NEW_KINDS = {"PBXFileReference", "PBXBuildFile", "PBXGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet"}
GROWING_LISTS = {"children", "files", "membershipExceptions", "exceptions"}


def plain(value):
    """An object of the pbxproj module as plain dicts, lists and strings."""
    if hasattr(value, "get_keys"):
        return {str(key): plain(value[key]) for key in value.get_keys()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return str(value)


def graph(project):
    return {str(key): plain(project.objects[key]) for key in project.objects.get_keys()}


def is_subsequence(old, new):
    items = iter(new)
    return all(any(item == wanted for item in items) for wanted in old)


def compare(before, after, problems):
    """Only new objects, and only growing lists in changed ones."""
    for id in before:
        if id not in after:
            problems.append(f"object {id} ({before[id].get('isa')}) was removed")
    for id, new in after.items():
        if id not in before:
            if new.get("isa") not in NEW_KINDS:
                problems.append(f"new object {id} is a {new.get('isa')}")
            continue
        old = before[id]
        for key in set(old) | set(new):
            if old.get(key) == new.get(key):
                continue
            if key in GROWING_LISTS and isinstance(new.get(key), list) and is_subsequence(old.get(key, []), new[key]):
                continue
            problems.append(f"object {id} ({old.get('isa')}): '{key}' changed from {old.get(key)!r} to {new.get(key)!r}")


def folders(objects):
    """Each group's and file's path relative to the project's folder (None outside it)."""
    project = next(o for o in objects.values() if o.get("isa") == "PBXProject")
    source_root = posixpath.normpath(project.get("projectDirPath") or ".")
    paths, parents = {}, {}

    def visit(id, parent_path):
        obj = objects.get(id)
        if obj is None or id in paths:
            return
        tree, path = obj.get("sourceTree", "<group>"), obj.get("path", "")
        if tree == "<group>":
            resolved = None if parent_path is None else posixpath.normpath(posixpath.join(parent_path, path))
        elif tree == "SOURCE_ROOT":
            resolved = posixpath.normpath(posixpath.join(source_root, path))
        else:
            resolved = None
        paths[id] = None if resolved is None else ("" if resolved == "." else resolved)
        for child in obj.get("children", []):
            parents[child] = id
            visit(child, paths[id])

    visit(project["mainGroup"], source_root)
    return paths, parents


def check_file(objects, file, problems):
    paths, parents = folders(objects)
    targets = {o["name"]: id for id, o in objects.items() if o.get("isa") == "PBXNativeTarget"}
    path, wanted = file["path"], set(file["targets"])
    synchronized = [(id, p) for id, p in paths.items() if objects[id].get("isa") == "PBXFileSystemSynchronizedRootGroup"
                    and p is not None and path.startswith(p + "/")]
    if synchronized:
        group_id, folder = max(synchronized, key=lambda item: len(item[1]))
        relative = path[len(folder) + 1:]
        owners = {name for name, id in targets.items() if group_id in objects[id].get("fileSystemSynchronizedGroups", [])}
        listed = {objects[objects[e]["target"]]["name"] for e in objects[group_id].get("exceptions", [])
                  if relative in objects[e].get("membershipExceptions", [])}
        compiled = (owners - listed) | (listed - owners)
        if compiled != wanted:
            problems.append(f"{path}: compiled by {sorted(compiled)} through the synchronized folder {folder}, not {sorted(wanted)}")
        return
    references = [id for id, o in objects.items() if o.get("isa") == "PBXFileReference" and paths.get(id) == path]
    if len(references) != 1:
        problems.append(f"{path}: {len(references)} file references")
        return
    reference = references[0]
    group = parents.get(reference)
    if group is None or paths.get(group) != posixpath.dirname(path) or objects[group].get("isa") != "PBXGroup":
        problems.append(f"{path}: in group {group} ({paths.get(group)}), not in the group of {posixpath.dirname(path)}")
    compiled = set()
    for name, id in targets.items():
        for phase in objects[id].get("buildPhases", []):
            if objects[phase].get("isa") != "PBXSourcesBuildPhase":
                continue
            if any(objects[b].get("fileRef") == reference for b in objects[phase].get("files", [])):
                compiled.add(name)
    if compiled != wanted:
        problems.append(f"{path}: in the Sources build phase of {sorted(compiled)}, not {sorted(wanted)}")


def main():
    with open(os.path.join(root, "golden", "edits.json")) as handle:
        edits = json.load(handle)
    problems, files_checked = [], 0
    for case in edits["cases"]:
        name = case["project"]
        before = graph(XcodeProject.load(os.path.join(root, name, "MyApp.xcodeproj", "project.pbxproj")))
        after = graph(XcodeProject.load(os.path.join(root, "golden", name, "project.pbxproj")))
        found = []
        compare(before, after, found)
        for file in edits["files"][case["files"]]:
            check_file(after, file, found)
            files_checked += 1
        new = len(set(after) - set(before))
        print(f"check-pbxproj: {name}: {new} new objects, {len(edits['files'][case['files']])} files placed" + ("" if not found else f", {len(found)} problems"))
        problems += [f"{name}: {problem}" for problem in found]
    for problem in problems:
        print(f"check-pbxproj: FAILED: {problem}")
    print(f"check-pbxproj: {len(edits['cases'])} edited projects, {files_checked} files, read with pbxproj")
    print(f"check-pbxproj: {0 if problems else 1} passed, {1 if problems else 0} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
