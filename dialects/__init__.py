"""The project's dialects: `simd` (the vector ISA) and `lockstep` (the hardware)."""

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

    return {"simd": get_simd, "lockstep": get_lockstep}
