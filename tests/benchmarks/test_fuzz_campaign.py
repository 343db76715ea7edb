"""benchmarks/fuzz_campaign.py: outcomes classified by how the child ended, the same
seed gives the same inputs, and a campaign logged with --log continues with --resume."""

from __future__ import annotations

import faulthandler
import json
import os
import signal
from pathlib import Path

import pytest

from simdopt.benchmarks import fuzz_campaign as fc


def _killed(sig: int) -> int:
    """A wait status of a child killed by `sig`."""
    pid = os.fork()
    if pid == 0:
        faulthandler.disable()  # pytest's: no Python stack printed for the SIGSEGV
        os.kill(os.getpid(), sig)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    return status


def _exited(code: int) -> int:
    return code << 8


def test_classify_by_how_the_child_ended() -> None:
    assert fc.classify(_exited(0), "") == "ok"
    assert fc.classify(_exited(1), "k.ll:3:5: error: no\n") == "located error"
    assert fc.classify(_exited(1), "simd-run: error: no\n") == "unlocated error"
    assert fc.classify(_exited(2), "simd-opt: internal error: KeyError\n") == "internal error"
    assert fc.classify(_exited(3), "Traceback (most recent call last):\n") == "traceback"
    assert fc.classify(_killed(signal.SIGSEGV), "") == "crash"
    # the CPU-time cap (RLIMIT_CPU) is a hang, not a crash
    assert fc.classify(_killed(signal.SIGXCPU), "") == "hang"


def test_same_seed_same_inputs_and_skipped_ones_cost_nothing() -> None:
    def names(seed: int) -> list[tuple[str, bytes]]:
        return [(n, make()) for n, _, make in fc.inputs(6, seed, "mutant")]

    assert names(4) == names(4)
    assert names(4) != names(5)
    # the stress source draws its sizes from its own stream: the mutants do not move
    with_stress = [n for n, _, _ in fc.inputs(12, 4, None)][len(fc.NASTY) :]
    assert [n for n in with_stress if n.startswith("mut-")] == [n for n, _ in names(4)][: len(with_stress) // 2]


def test_resume_continues_a_logged_campaign(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.jsonl"
    common = ["--only", "mutant", "--seed", "3", "--keep", str(tmp_path), "--log", str(log), "--no-warm-up"]
    fc.main(["--inputs", "2", *common])
    capsys.readouterr()
    fc.main(["--inputs", "3", "--resume", *common])
    out = capsys.readouterr().out
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["n"] for r in records] == [1, 2, 3]
    assert set(records[2]["outcomes"]) == {tool for tool, _ in fc.TOOLS}
    assert out.startswith("3 inputs, 9 runs; this session: 1 inputs")
