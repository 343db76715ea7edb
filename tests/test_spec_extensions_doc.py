"""docs/SPEC_EXTENSIONS.md against the code: every op the `lockstep` dialect defines is
documented there (SPEC.md lists none of them); each syntax example is, up to SSA names,
how `simd-opt` prints an op of the dialect's tests; and the unit and ALU lane-ops of the
cost tables are `issue_cost`'s for those ops."""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

import pytest
from xdsl.ir import Operation
from xdsl.printer import Printer

from simdopt.dialects.lockstep import LOCKSTEP
from simdopt.interpreters.cost import issue_cost
from simdopt.interpreters.lockstep_stats import IssueFacts
from simdopt.tools.frontend import SourceMap, make_context, parse_module

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "SPEC_EXTENSIONS.md"
CORPUS = sorted((ROOT / "tests" / "filecheck" / "dialects" / "lockstep").glob("*.mlir"))


def shape(text: str) -> str:
    """An op's text with its SSA names left out."""
    return re.sub(r"%[\w.]+", "%", text).strip()


@cache
def corpus_ops() -> dict[str, list[tuple[str, Operation]]]:
    """The lockstep ops of the dialect's filecheck inputs (the parsable parts), each with
    the first line simd-opt prints for it."""
    ctx = make_context()
    out: dict[str, list[tuple[str, Operation]]] = {}
    for path in CORPUS:
        for chunk in path.read_text().split("// -----"):
            try:
                module = parse_module(ctx, SourceMap(str(path), chunk))
            except Exception:  # the files' negative tests
                continue
            for op in module.walk():
                if op.name.startswith("lockstep."):
                    text = io.StringIO()
                    Printer(stream=text).print_op(op)
                    out.setdefault(op.name, []).append((text.getvalue().split("\n")[0], op))
    return out


def rows() -> list[tuple[list[str], dict[str, str]]]:
    """(op names, {column header: cell}) of every table row documenting a lockstep op."""
    out: list[tuple[list[str], dict[str, str]]] = []
    header: list[str] = []
    for line in DOC.read_text().splitlines():
        if not line.startswith("|"):
            header = []
            continue
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if not header:
            header = cells
        elif cells[0].startswith("`lockstep."):
            out.append((re.findall(r"`(lockstep\.\w+)", cells[0]), dict(zip(header, cells, strict=True))))
    return out


def test_every_lockstep_op_is_documented() -> None:
    documented = {name for names, _ in rows() for name in names}
    spec = ROOT.parent / "shared" / "SPEC.md"  # (the contract, next to the checkout when present)
    text = spec.read_text() if spec.exists() else ""
    missing = sorted(op.name for op in LOCKSTEP.operations if op.name not in documented and f"`{op.name}" not in text)
    assert not missing, f"docs/SPEC_EXTENSIONS.md documents no {missing}"


@pytest.mark.parametrize("names,row", rows(), ids=lambda x: x[0] if isinstance(x, list) else "")
def test_syntax_is_as_printed(names: list[str], row: dict[str, str]) -> None:
    examples = re.findall(r"`([^`]*lockstep\.[^`]*)`", row["syntax (as printed)"])
    assert examples
    printed = {shape(text) for name in names for text, _ in corpus_ops().get(name, [])}
    assert printed, f"no {names} in the dialect's filecheck inputs"
    for example in examples:
        assert shape(example) in printed, f"{example!r} is not printed so: {sorted(printed)}"


@pytest.mark.parametrize("names,row", [r for r in rows() if "ALU" in r[1]], ids=lambda x: x[0] if isinstance(x, list) else "")
def test_costs_are_the_cost_model(names: list[str], row: dict[str, str]) -> None:
    unit = row.get("unit", "mask")  # (the exec table: every exec op is a mask-unit op)
    for name in names:
        for _, op in corpus_ops()[name]:
            cost, facts = issue_cost(op), IssueFacts.of(op)
            assert cost is not None and facts is not None, name
            lanes = facts.lane_width * facts.slots
            assert cost.unit == unit, (name, cost)
            assert cost.alu_lane_ops == (lanes if row["ALU"] == "W" else int(row["ALU"])), (name, cost)
            besides = row["besides"]
            assert (cost.mask_reads == 1) == ("exec read" in besides), (name, cost)
            assert (cost.permutes > 0) == ("permute" in besides), (name, cost)
            moved = re.search(r"(\d) element", besides)
            assert cost.elements_per_lane == (int(moved.group(1)) if moved else 0), (name, cost)


def test_branch_ops_issue_no_instruction_of_their_own() -> None:
    branch = [r for r in rows() if "cost per run" in r[1]]
    assert {n for names, _ in branch for n in names} == {
        "lockstep.skip_execz", "lockstep.if_any", "lockstep.if_all", "lockstep.yield",
    }  # fmt: skip
    for names, _ in branch:
        for name in names:
            assert all(issue_cost(op) is None for _, op in corpus_ops()[name]), name
