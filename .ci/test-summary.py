#!/usr/bin/env python3
"""Adds up what `swift test` ran, from its log: XCTest's and Swift Testing's results.

Usage: test-summary.py LOG EXIT_CODE

Prints the name and place of every failed test, then one line:
    swift-test: N passed, N failed, N skipped
and exits 1 when a test failed, when either runner did not finish (a crash leaves no
closing line), when the counts disagree with the runners' own totals, or when `swift test`
itself exited non-zero; 0 otherwise. Each result line is counted once, so a test that runs
in both runners (none does) would count twice.
"""
import re
import sys

log_path, exit_code = sys.argv[1], int(sys.argv[2])
with open(log_path, encoding="utf-8", errors="replace") as log:
    lines = log.read().splitlines()

xctest_case = re.compile(r"^Test Case '(?P<name>[^']+)' (?P<result>passed|failed|skipped) \(")
xctest_total = re.compile(r"^\s*Executed (?P<count>\d+) tests?, with (?:(?P<skipped>\d+) tests? skipped and )?(?P<failures>\d+) failures?")
xctest_issue = re.compile(r"^(?P<place>\S+:\d+): error: (?P<name>\S+) : (?P<message>.*)$")
testing_result = re.compile(r"^(?P<mark>\S+) Test (?P<name>.+?) (?P<result>passed|failed|skipped)\b")
testing_run = re.compile(r"^\S+ Test run with (?P<count>\d+) tests? in \d+ suites? (?P<result>passed|failed)")
testing_issue = re.compile(r"^\S+ Test (?P<name>.+?) recorded an issue at (?P<place>\S+): (?P<message>.*)$")

counts = {"passed": 0, "failed": 0, "skipped": 0}
read = {"XCTest": 0, "Swift Testing": 0}
failures = []
xctest_executed = None
testing_total = None
issues = {}


def tally(runner, match):
    """Counts one test's result line for `runner`."""
    read[runner] += 1
    counts[match["result"]] += 1
    if match["result"] == "failed":
        failures.append((runner, match["name"]))


for line in lines:
    if match := xctest_case.match(line):
        tally("XCTest", match)
    elif match := xctest_total.match(line):
        # The last one is the outermost suite's ('All tests').
        xctest_executed = (int(match["count"]), int(match["skipped"] or 0), int(match["failures"]))
    elif (match := xctest_issue.match(line)) or (match := testing_issue.match(line)):
        issues.setdefault(match["name"], []).append(f"{match['place']}: {match['message'][:300]}")
    elif match := testing_run.match(line):
        testing_total = (int(match["count"]), match["result"])
    elif (match := testing_result.match(line)) and not line.split(" ", 2)[-1].startswith("run with"):
        tally("Swift Testing", match)
passed, failed, skipped = counts["passed"], counts["failed"], counts["skipped"]
xctest_counted, testing_counted = read["XCTest"], read["Swift Testing"]

problems = []
if xctest_executed is None:
    if xctest_counted or exit_code != 0:
        problems.append("XCTest did not finish: no 'Executed N tests' line (a crash or a build failure; see the log)")
elif xctest_executed[0] != xctest_counted:
    problems.append(f"XCTest says it executed {xctest_executed[0]} tests, but {xctest_counted} results were read")
if testing_total is None:
    if testing_counted:
        problems.append("Swift Testing did not finish: no 'Test run with N tests' line")
elif testing_total[0] != testing_counted:
    problems.append(f"Swift Testing says it ran {testing_total[0]} tests, but {testing_counted} results were read")
if exit_code != 0 and not failed and not problems:
    problems.append(f"swift test exited {exit_code} although no test failed (see the log)")

for runner, name in failures:
    print(f"FAILED ({runner}): {name}")
    for issue in issues.get(name, []):
        print(f"    {issue}")
for problem in problems:
    print(f"FAILED: {problem}")
print(f"swift-test: {passed} passed, {failed + len(problems)} failed, {skipped} skipped")
sys.exit(1 if failed or problems or exit_code != 0 else 0)
