"""Issue 21: every corpus kernel with committed native results (`examples/opencl/native/`,
the x86-64 build of its OpenCL source run by `tools/native_oracle.py`) imported from its
`.ll` and run through every stage (`simdopt.tools.native_status`): the SPMD executor,
the same for the kernel's NVPTX build (`nvptx`), `spmd-vectorize` naive/uniform at
W = 4, 8, 32, scalarized, and lowered to the lockstep machine in both mask styles - each
compared with the native buffers bit for bit (and the printf text with the native stdout).

`EXPECTED` is what does not get through today: (kernel, stage) -> the start of the
failure message (a key's stage may also be `w8`/`w32`: both modes at that width, `vec`:
every vectorized stage, `*`: every stage).  A listed stage must still fail with that
message (the test is then an xfail); one that starts to pass, or fails differently,
fails the test - remove or update its entry, so the table only shrinks as the work lands.
`python -m simdopt.tools.native_status --python` prints the table of today.
The test needs no clang: the `.ll` files and the native results are committed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from simdopt.tools import native_status as ns

ROOT = Path(__file__).resolve().parents[2]
ns.set_root(ROOT)  # the checkout's corpus, also when the package is installed elsewhere

KERNELS = ns.kernels()

# Why, by group:
# - importer: OpenCL builtins it does not map yet (clamp, popcount, add_sat);
# - executor arguments: a uchar 200 or a uint 3e9 is accepted by the JSON check but not
#   stored (the i8/i32 memrefs want the signed form);
# - doubles computed as f32 by the executor; nbody's `.ll` (built before the native
#   oracle, without -ffp-contract=off) had llvm.fmuladd, which the importer fuses and the
#   native x86 build does not (every corpus `.ll` is now built with -ffp-contract=off);
# - spmd-vectorize: i8/i16/i64/f64 values, unsigned min/shifts, maxnumf; and a vectorized
#   launch needs a block whose x size is a multiple of W when it has several rows.
EXPECTED: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(("kernel", "stage"), [(k, s) for k in KERNELS for s in ns.stages_of(k)])
def test_stage_computes_the_native_buffers(kernel: str, stage: str) -> None:
    want = ns.expected(EXPECTED, kernel, stage)
    why = ns.stage_failure(kernel, stage)
    if want is None:
        assert why is None, f"{kernel} {stage}: {why}"
        return
    assert why is not None, f"{kernel} {stage} now computes the native buffers: remove its EXPECTED entry"
    assert why.startswith(want), f"{kernel} {stage} fails differently now: {why}"
    pytest.xfail(want)


def test_expected_names_known_kernels_and_stages() -> None:
    groups = {*ns.STAGES, "w8", "w32", "vec", "*"}
    assert all(k in KERNELS and s in groups for k, s in EXPECTED)


def test_native_results_are_those_of_the_committed_launches() -> None:
    """Each launch file entry has its native results, made from the same launch."""
    names = set()
    for f in ns.OPENCL.glob("**/launches.json"):
        for name, launch in json.loads(f.read_text()).items():
            got = ns.native(name)
            names.add(name)
            assert (got["grid"], got["block"], got["args"]) == (launch["grid"], launch["block"], launch["args"]), name
            assert got["types"] == launch.get("types", [])
            assert len(got["elements"]) == len(got["memrefs"])
    assert names == {p.stem for p in ns.NATIVE.glob("*.json")}


def test_suite_is_built_for_both_targets_and_has_cuda_and_hip_spellings() -> None:
    suite = ns.OPENCL / "suite"
    stems = sorted(p.stem for p in suite.glob("*.cl"))
    assert len(stems) >= 25
    assert sorted(p.stem for p in suite.glob("*.ll")) == stems
    assert sorted(p.stem for p in (suite / "nvptx").glob("*.ll")) == stems
    for lang, ext in (("cuda", "cu"), ("hip", "hip")):
        variants = [k for k in KERNELS if k.startswith(f"{lang}/")]
        assert len(variants) >= 5
        assert all((ns.ROOT / "examples" / lang / f"{k.split('/')[1]}.{ext}").exists() for k in variants)


def test_comparison_is_bitwise_at_the_native_type() -> None:
    f32_tenth = 0.10000000149011612  # 0.1f: the f32 values of both sides are doubles
    native = {"memrefs": [[255, -1], [f32_tenth], [1.0]], "elements": [["u8"], ["f32"], ["f64"]]}
    assert ns.differences([[-1, 255], [f32_tenth], [1.0]], native) is None  # -1 is 255 as u8
    assert "buffer 0" in str(ns.differences([[255, 254], [f32_tenth], [1.0]], native))
    assert "buffer 1" in str(ns.differences([[255, -1], [0.1000001], [1.0]], native))
    assert "buffer 2" in str(ns.differences([[255, -1], [f32_tenth], [1.0000000000000002]], native))
    assert ns.differences([[255, None], [f32_tenth], [1.0]], native) is not None  # poison
