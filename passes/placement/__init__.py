"""Placement: which unit a uniform value of a vectorized program lives on, by the machine's costs.

A uniform value may be computed once on the scalar unit and broadcast, or lane-wise on
the vector unit; which is cheaper depends on who reads it and on the machine
(`TargetDesc`'s issue cycles; with scalar operands, `passes/utils/scalar_operands.py`, a
broadcast every user reads as its scalar operand is free).  `divergence-scalarize`
scalarizes first and then asks the placement where the values it left scalar would be
cheaper as vectors, as a register allocator weighs a spill against a reload:

- `carried.py` the cost model of a divergent `scf.while`'s loop-carried scalars (an
  iteration counter whose readers are exit-value merges and the live mask);
- `narrower_mask.py` the narrowest mask a counter carried as a vector can run under;
- `carry.py` `carry_as_vectors`, the rewrite of the chosen ones;
- `index_casts.py` the `index_cast` folds run after it (`placement=true`);
- `id_compares.py` bounds checks `x < n` back on the id vector, where the checks'
  weighed cycles pay for building it.

A helper package below the passes and above `passes/utils/` (the `passes` contract in
`pyproject.toml`); nothing in it imports a pass.
"""

from simdopt.passes.placement.carried import Carried, vector_carried
from simdopt.passes.placement.carry import carry_as_vectors
from simdopt.passes.placement.id_compares import compares_on_id_vectors
from simdopt.passes.placement.index_casts import (
    fold_cast_round_trips,
    fold_constant_casts,
    fold_narrowing_casts,
)
from simdopt.passes.placement.narrower_mask import narrower_mask

__all__ = [
    "Carried",
    "carry_as_vectors",
    "compares_on_id_vectors",
    "fold_cast_round_trips",
    "fold_constant_casts",
    "fold_narrowing_casts",
    "narrower_mask",
    "vector_carried",
]
