"""The project's dialects: `simd` (the vector ISA), `lockstep` (the hardware), `gpu`
(xDSL's `gpu` dialect with MLIR's syntax; it replaces xDSL's registration of `gpu`) and
`arith` (xDSL's plus `arith.remf`, `arith_ext.py`; it replaces xDSL's too)."""

from collections.abc import Callable

from xdsl.ir import Dialect


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Dialect name -> lazy factory, for `Context.register_dialect`."""

    def get_simd() -> Dialect:
        from simdopt.dialects.simd import SIMD

        return SIMD

    def get_lockstep() -> Dialect:
        from simdopt.dialects.lockstep import LOCKSTEP

        return LOCKSTEP

    def get_gpu() -> Dialect:
        from simdopt.dialects.gpu import GPU

        return GPU

    def get_arith() -> Dialect:
        from simdopt.dialects.arith_ext import ARITH

        return ARITH

    return {"simd": get_simd, "lockstep": get_lockstep, "gpu": get_gpu, "arith": get_arith}
