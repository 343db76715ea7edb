"""`benchmarks/compile_scaling.py` on a kernel of ~100 ops: a row per step, and with
`--base REV` the parse steps timed on REV's tree too (each side in a fresh process that imports `simdopt` from its own
tree), as `before / after` ratios; an unknown revision is one error line."""

from __future__ import annotations

import re
import subprocess

import pytest

from simdopt.benchmarks import compile_scaling
from simdopt.tools.checkout import checkout

ROOT = checkout()
IN_GIT = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, check=False).returncode == 0

ROW = re.compile(r"^    (parse vec|print vec|parse) +(\d+\.\d{3}) s +(-|\d+\.\dx)")
RATIO = re.compile(r"^      HEAD (\d+\.\d{3}) s / this checkout (\d+\.\d{3}) s = (\d+\.\d{2})x$")


@pytest.mark.skipif(not IN_GIT, reason="--base reads the revision from the git checkout")
def test_base_times_the_parse_steps_on_both_trees(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--sizes", "100", "--shape", "diamonds", "--no-memory", "--only", "parse vec", "--base", "HEAD"]
    assert compile_scaling.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [m.groups() for m in map(ROW.match, lines) if m]
    # `parse vec` needs `print vec` (its input); `parse` alone was not asked for
    assert [r[0] for r in rows] == ["print vec", "parse vec"]
    ratios = [m.groups() for m in map(RATIO.match, lines) if m]
    assert len(ratios) == 1
    for before, after, ratio in ratios:
        assert float(before) > 0 and float(after) > 0
        assert float(ratio) == pytest.approx(float(before) / float(after), rel=0.05)
    # under the parse vec row
    assert RATIO.match(lines[next(i for i, line in enumerate(lines) if "parse vec" in line) + 1])


@pytest.mark.skipif(not IN_GIT, reason="--base reads the revision from the git checkout")
def test_unknown_base_revision_is_one_error() -> None:
    with pytest.raises(SystemExit, match="--base no-such-rev: no such revision"):
        compile_scaling.main(["--sizes", "100", "--shape", "diamonds", "--no-memory", "--only", "parse", "--base", "no-such-rev"])
