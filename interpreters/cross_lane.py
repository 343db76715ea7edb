"""What the cross-lane ops of `dialects/simd_cross_lane.py` compute for one converged
dynamic instance (the SPMD executor's group scheduler calls `instance_results` with the
lanes of the instance; a single-instance run calls it with one lane).

Each lane of the instance brings `(lane_id, operands)`; the result is one value per lane,
in the same order.  Lane ids are positions in the subgroup (0 .. W-1); a lane of the
subgroup that is not in the instance (it took another path, returned, or does not exist
in a partial last subgroup) is *inactive*.

* `simd.shuffle` (CUDA `__shfl_*_sync` with `width`): the lane's segment is
  `base = lane & ~(width-1)` .. `base + width - 1`; idx reads `base + (src mod width)`,
  up `lane - d`, down `lane + d`, xor `lane ^ m`; up/down/xor out of the segment read the
  own value (CUDA); an inactive source lane reads poison (CUDA: undefined; AMD
  `ds_bpermute`/`readlane` of a disabled lane: not defined by the ISA).
* `simd.vote`: any / all / uni over the instance's predicates; ballot sets bit k for lane
  k where the predicate holds.  A ballot or `simd.active_mask` of an instance with a
  lane its integer cannot hold (lane 32 or above into i32) is a fault.
* `simd.group_scan`: the prefix in lane order (`reduce_lanes`, the semantics of
  `simd.group_reduce`), exclusive starting from the kind's identity.
* A `sync` mask (CUDA's member mask) must name exactly the lanes of the instance: a named
  lane that does not arrive, or an arriving lane that is not named, is a fault (as on
  Volta+ hardware in debug mode; both are undefined behaviour in CUDA).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.comparisons import to_signed

from simdopt.dialects.simd_cross_lane import (
    ActiveMaskOp,
    GroupScanOp,
    ShuffleOp,
    VoteOp,
)
from simdopt.dialects.vector_unit import reduce_lanes
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import POISON

Arrival = tuple[int, Sequence[Any]]
"""One lane of an instance: its lane id and its operands."""


def _bits(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else 32


def lanes_of(mask: int, bits: int) -> set[int]:
    return {k for k in range(bits) if (mask >> k) & 1}


def _lanes_text(lanes: Iterable[int]) -> str:
    return ", ".join(map(str, sorted(lanes)))


def _mask(op: Operation, lanes: set[int], width: int) -> int:
    bits = _bits(op.results[0].type)
    if any(k >= bits for k in lanes):  # lanes 0..31 of a wave64 (a 32-thread block) do fit
        raise RuntimeFault(f"'{op.name}' of a {width}-lane subgroup does not fit {op.results[0].type}", op)
    return to_signed(sum(1 << k for k in lanes), bits)


def _check_sync(op: ShuffleOp | VoteOp, sync: SSAValue, masks: list[Any], present: list[int]) -> None:
    """CUDA's member mask: the same set in every lane, naming exactly the lanes here."""
    if any(m is POISON for m in masks):
        raise RuntimeFault(f"'{op.name}' sync mask is poison", op)
    bits = _bits(sync.type)
    named = {frozenset(lanes_of(m, bits)) for m in masks}
    here = set(present)
    for n in named:
        if n - here:
            raise RuntimeFault(
                f"'{op.name}' sync mask names lane(s) {_lanes_text(n - here)} that do not "
                f"arrive (lanes here: {_lanes_text(here)})", op
            )  # fmt: skip
        if here - n:
            raise RuntimeFault(
                f"'{op.name}' lane(s) {_lanes_text(here - n)} arrive without being named in the sync mask", op
            )


def _shuffle(op: ShuffleOp, lanes: list[Arrival], width: int) -> list[Any]:
    values = {lane: args[0] for lane, args in lanes}
    out: list[Any] = []
    mode = op.mode.data
    for lane, args in lanes:
        x, src = args[0], args[1]
        seg = args[2] if op.width is not None else width
        if src is POISON or seg is POISON:
            raise RuntimeFault(f"'{op.name}' lane {lane}: the {'lane' if src is POISON else 'width'} operand is poison", op)
        if seg < 1 or seg > width or seg & (seg - 1):
            raise RuntimeFault(f"'{op.name}' width {seg} is not a power of two from 1 to the subgroup width {width}", op)
        base = lane & ~(seg - 1)
        if mode == "idx":
            j = base + (src & 0xFFFFFFFF) % seg
        elif mode == "up":
            j = lane - src
        elif mode == "down":
            j = lane + src
        else:
            j = lane ^ (src & 0xFFFFFFFF)
        if not base <= j < base + seg:
            out.append(x)
        else:
            out.append(values.get(j, POISON))
    return out


def _vote(op: VoteOp, lanes: list[Arrival], width: int) -> list[Any]:
    preds = [args[0] for _, args in lanes]
    for (lane, _), p in zip(lanes, preds, strict=True):
        if p is POISON:
            raise RuntimeFault(f"'{op.name}' predicate of lane {lane} is poison", op)
    kind = op.kind.data
    if kind == "ballot":
        r: Any = _mask(op, {lane for lane, args in lanes if args[0]}, width)
    elif kind == "any":
        r = int(any(preds))
    elif kind == "all":
        r = int(all(preds))
    else:
        r = int(len({bool(p) for p in preds}) == 1)
    return [r] * len(lanes)


def identity(kind: str, t: Attribute) -> Any:
    """The value an exclusive scan gives its first lane (OpenCL's identities)."""
    if isinstance(t, Float16Type | Float32Type | Float64Type):
        return {"add": 0.0, "min": math.inf, "max": -math.inf}[kind]
    bits = _bits(t)
    big = (1 << (bits - 1)) - 1 if bits > 1 else 1
    return {"add": 0, "or": 0, "xor": 0, "and": -1 if bits > 1 else 1, "min": big, "max": -big - 1 if bits > 1 else 0}[kind]


def _scan(op: GroupScanOp, lanes: list[Arrival]) -> list[Any]:
    xs = [args[0] for _, args in lanes]
    for (lane, _), x in zip(lanes, xs, strict=True):
        if x is POISON:
            raise RuntimeFault(f"'{op.name}' reads poison lane {lane}", op)
    kind, t = op.kind.data, op.result.type
    if op.mode.data == "inclusive":
        return [reduce_lanes(kind, xs[: i + 1], t) for i in range(len(xs))]
    return [identity(kind, t)] + [reduce_lanes(kind, xs[: i + 1], t) for i in range(len(xs) - 1)]


def instance_results(op: Operation, lanes: list[Arrival], width: int) -> list[Any]:
    """The result of each lane of one converged instance of `op` (lanes in order)."""
    present = [lane for lane, _ in lanes]
    if isinstance(op, ShuffleOp | VoteOp) and op.sync is not None:
        _check_sync(op, op.sync, [args[-1] for _, args in lanes], present)
    if isinstance(op, ShuffleOp):
        return _shuffle(op, lanes, width)
    if isinstance(op, VoteOp):
        return _vote(op, lanes, width)
    if isinstance(op, ActiveMaskOp):
        return [_mask(op, set(present), width)] * len(lanes)
    if isinstance(op, GroupScanOp):
        return _scan(op, lanes)
    raise RuntimeFault(f"'{op.name}' is no cross-lane op", op)  # pragma: no cover


def lanes_below(mask: Any, bits: int, lane: int) -> Any:
    """`simd.lanes_below`: the set bits of `mask` below bit `lane`."""
    if mask is POISON:
        return POISON
    return bin(mask & ((1 << bits) - 1) & ((1 << lane) - 1)).count("1")
