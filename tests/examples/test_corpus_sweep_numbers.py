"""The README's corpus sweep table is the committed rows' sums (examples/sweeps/corpus.csv):
regenerating the rows without the README, or the other way round, fails here."""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_readme_cycles_are_the_csv_sums() -> None:
    with (ROOT / "examples" / "sweeps" / "corpus.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    good = {r["kernel"] for r in rows} - {r["kernel"] for r in rows if r["error"]}
    sums: Counter[tuple[int, str]] = Counter()
    for r in rows:
        if r["kernel"] in good:
            sums[int(r["width"]), r["mode"]] += int(r["cycles"])
    section = (ROOT / "README.md").read_text().split("## Sweeps", 1)[1].split("\n## ", 1)[0]
    table = {int(w): (int(n.replace(",", "")), int(u.replace(",", "")))
             for w, n, u in re.findall(r"^\| (\d+) \| ([\d,]+) \| ([\d,]+) \|$", section, re.M)}  # fmt: skip
    assert table == {w: (sums[w, "naive"], sums[w, "uniform"]) for w in (4, 8, 32)}
    text = " ".join(section.split())
    assert f"summed over the {len(good)} kernels" in text
    assert (not any(r["error"] for r in rows)) == ("no error rows" in text)
