"""`divergence-scalarize` turns a stride-1 gather/scatter into vload/vstore only when it
can build the address of lane 0 (`has_base`): CUDA kmeans_assign after
`spmd-vectorize{mode=naive}` addresses memory with a uniform `scf.if` result the plan
keeps a vector, which stopped the pass with an internal AssertionError.  The scalarized
program computes the native buffers."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp

from simdopt.tools import native_status as ns

KERNEL = "cuda/kmeans_assign"


@pytest.mark.parametrize("width", [4, 32])
def test_naive_then_scalarize_computes_the_native_buffers(width: int, monkeypatch: pytest.MonkeyPatch) -> None:
    module = ns._apply(ns.program(KERNEL, f"naive{width}"), ns.SCALARIZE)  # pyright: ignore[reportPrivateUsage]
    stage = f"scalarized-naive{width}"

    def program(kernel: str, stage: str) -> ModuleOp:
        assert kernel == KERNEL
        return module

    monkeypatch.setattr(ns, "program", program)
    assert ns.differences(ns.run(KERNEL, stage), ns.native(KERNEL)) is None
