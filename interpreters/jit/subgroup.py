"""The convergent ops of an SPMD kernel in its lane function (`lower.py`), for `simd-run
--engine jit`: `simd.shuffle`, `simd.vote`, `simd.active_mask`, `simd.group_scan`,
`simd.readfirstlane`, `simd.group_reduce` (and `simd.lanes_below`, which reads no
other lane).

The lanes of a subgroup meet at such an op: it is lowered as a *stop* of the
resumable lane function, like `gpu.barrier` (`regions.py`: the lane saves its live
values - the op's operands among them - and its dynamic position, and returns).  Before
it stops, the lane publishes the operand the other lanes read (`_start`: its word of
`@xl_values`, the value's bits).  The runtime (`engine.py`'s `@schedule`) forms the
SPMD executor's converged instances: of a subgroup whose lanes all stopped or returned,
the lanes at the smallest dynamic position - all of them, or only those that reached
the op (a divergent branch, a loop whose trip count differs, lanes that returned) -
whose published values it copies to `@xl_snap` and whose mask to `@xl_mask`, counting
one convergent instance; then those lanes resume, and each computes the op's result
itself from the snapshot (`interpreters/cross_lane.py`'s semantics over the lanes of
the instance).  What the native code does not decide - a sync mask not naming exactly
the lanes here, a ballot lane its integer cannot hold, a bad segment width (the
interpreter's faults: `ERR_RERUN`), a shuffle reading a lane outside the instance
(poison, which the interpreter tracks: `ERR_POISON`) - sends the launch to the
interpreter.

Float `add`/`mul` scans and reductions call back into the interpreters' own rule
(`exact.py`: the exact sum, the double product), a non-finite lane reruns.

Not compiled: `min`/`max` on i1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xdsl.ir import Block, Operation, SSAValue

from simdopt.dialects import simd
from simdopt.dialects.simd_cross_lane import (
    ActiveMaskOp,
    GroupScanOp,
    LanesBelowOp,
    ShuffleOp,
    VoteOp,
)
from simdopt.interpreters.jit import exact, sync_ops
from simdopt.interpreters.jit.scalars import (
    FLOAT_TYPES,
    Unsupported,
    float_const,
    int_bits,
    llvm_type,
)

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering

ERR_RERUN = 20
"""A lane's error code: run the launch again on the interpreter (it faults)."""
ERR_POISON = 21
"""A lane's error code: a shuffle read a lane outside its instance (poison, which the
interpreter tracks): run the launch again on the interpreter."""
SUBGROUP_OPS = (ShuffleOp, VoteOp, ActiveMaskOp, GroupScanOp, simd.ReadFirstLaneOp, simd.GroupReduceOp)


def _lanes(self: Lowering, v: SSAValue) -> list[tuple[str, str]]:
    """(value, in the instance) of `v` in every lane j of the subgroup, as lane j
    published it at this stop (`_start`; the runtime's `@schedule` copied the
    instance's values to `@xl_snap`, its lanes to `@xl_mask`)."""
    W = self.launch.width
    ty = llvm_type(v.type)
    mask = _here(self)
    out: list[tuple[str, str]] = []
    for j in range(W):
        p, w, bit, ex = (self.fresh() for _ in range(4))
        self.emit(f"{p} = getelementptr i64, ptr @xl_snap, i64 {j}")
        self.emit(f"{w} = load i64, ptr {p}")
        x = _from_word(self, w, ty)
        self.emit(f"{bit} = and i64 {mask}, {1 << j if j < 63 else -(1 << 63)}")
        self.emit(f"{ex} = icmp ne i64 {bit}, 0")
        out.append((x, ex))
    return out


_BITS = {"half": "i16", "float": "i32", "double": "i64"}


def _to_word(self: Lowering, x: str, ty: str) -> str:
    """`x` of type `ty` as an i64 word (its bits; the runtime copies whole words, and
    LLVM reads an i1 only from an i1 store)."""
    if ty == "i64":
        return x
    if ty in _BITS:
        b = self.fresh()
        self.emit(f"{b} = bitcast {ty} {x} to {_BITS[ty]}")
        x, ty = b, _BITS[ty]
        if ty == "i64":
            return x
    w = self.fresh()
    self.emit(f"{w} = zext {ty} {x} to i64")
    return w


def _from_word(self: Lowering, w: str, ty: str) -> str:
    """The value of type `ty` whose bits `_to_word` put in the i64 `w`."""
    if ty == "i64":
        return w
    ity = _BITS.get(ty, ty)
    x = w
    if ity != "i64":
        x = self.fresh()
        self.emit(f"{x} = trunc i64 {w} to {ity}")
    if ty in _BITS:
        f = self.fresh()
        self.emit(f"{f} = bitcast {ity} {x} to {ty}")
        return f
    return x


def _pick(self: Lowering, lanes: list[tuple[str, str]], j: str, ty: str) -> tuple[str, str]:
    """(lanes[j], lane j exists) for a dynamic j in 0..W-1."""
    val, ex = lanes[0]
    for k, (x, e) in enumerate(lanes[1:], 1):
        hit, v2, e2 = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{hit} = icmp eq i64 {j}, {k}")
        self.emit(f"{v2} = select i1 {hit}, {ty} {x}, {ty} {val}")
        self.emit(f"{e2} = select i1 {hit}, i1 {e}, i1 {ex}")
        val, ex = v2, e2
    return val, ex


def _rerun(self: Lowering, cond: str, op: Operation) -> None:
    self.fault(cond, ERR_RERUN, op, guard=False)


def _here(self: Lowering) -> str:
    """i64: the mask of the lanes of the instance (`@xl_mask`, set by the runtime)."""
    r = self.fresh()
    self.emit(f"{r} = load i64, ptr @xl_mask")
    return r


def _fits(self: Lowering, mask: str, t: Any, op: Operation) -> str:
    """`mask` (i64) as the integer type `t`; a set lane it cannot hold reruns."""
    bits = int_bits(t)
    if bits >= 64:
        return mask
    hi = self.fresh()
    self.emit(f"{hi} = lshr i64 {mask}, {bits}")
    bad = self.fresh()
    self.emit(f"{bad} = icmp ne i64 {hi}, 0")
    _rerun(self, bad, op)
    r = self.fresh()
    self.emit(f"{r} = trunc i64 {mask} to i{bits}")
    return r


def _check_sync(self: Lowering, op: ShuffleOp | VoteOp, here: str) -> None:
    """The member mask names exactly the lanes here (in every lane: each checks its own)."""
    if op.sync is None:
        return
    t = op.sync.type
    s = self.val(op.sync)
    bits = int_bits(t)
    z = s
    if bits < 64:
        z = self.fresh()
        self.emit(f"{z} = zext i{bits} {s} to i64")
    bad = self.fresh()
    self.emit(f"{bad} = icmp ne i64 {z}, {here}")
    _rerun(self, bad, op)


def _start(self: Lowering, op: Operation, b: Block, v: SSAValue | None = None) -> None:
    """Publish the lane's `v` (the operand the other lanes read) in its word of
    `@xl_values` and stop: the runtime resumes the lanes of the op's converged instance
    (`engine.py`'s `@schedule`: the lanes at the smallest dynamic position, as the SPMD
    executor forms one) after copying their values to `@xl_snap`, and counts the
    instance."""
    if v is not None:
        p = self.fresh()
        self.emit(f"{p} = getelementptr i64, ptr @xl_values, i64 %t")
        self.emit(f"store i64 {_to_word(self, self.val(v), llvm_type(v.type))}, ptr {p}")
    sync_ops.barrier(self, op, b, None)  # pyright: ignore[reportArgumentType]


def shuffle(self: Lowering, op: ShuffleOp, b: Block, name: str | None) -> None:
    _start(self, op, b, op.value)
    W = self.launch.width
    ty = llvm_type(op.result.type)
    here = _here(self)
    _check_sync(self, op, here)
    lanes = _lanes(self, op.value)
    own = self.val(op.value)
    src = self.fresh()
    self.emit(f"{src} = sext i32 {self.val(op.lane)} to i64")
    seg = str(W)
    if op.width is not None:
        seg = self.fresh()
        self.emit(f"{seg} = sext i32 {self.val(op.width)} to i64")
        m1, pw, small, big, bad = (self.fresh() for _ in range(5))
        self.emit(f"{m1} = sub i64 {seg}, 1")
        self.emit(f"{pw} = and i64 {seg}, {m1}")
        self.emit(f"{small} = icmp slt i64 {seg}, 1")
        self.emit(f"{big} = icmp sgt i64 {seg}, {W}")
        self.emit(f"{bad} = or i1 {small}, {big}")
        nz, bad2 = self.fresh(), self.fresh()
        self.emit(f"{nz} = icmp ne i64 {pw}, 0")
        self.emit(f"{bad2} = or i1 {bad}, {nz}")
        _rerun(self, bad2, op)
    segm1, nseg, base = self.fresh(), self.fresh(), self.fresh()
    self.emit(f"{segm1} = sub i64 {seg}, 1")
    self.emit(f"{nseg} = xor i64 {segm1}, -1")
    self.emit(f"{base} = and i64 %lane_id, {nseg}")
    mode = op.mode.data
    j = self.fresh()
    u32 = self.fresh()
    self.emit(f"{u32} = and i64 {src}, 4294967295")
    if mode == "idx":
        r = self.fresh()
        self.emit(f"{r} = and i64 {u32}, {segm1}")
        self.emit(f"{j} = add i64 {base}, {r}")
    elif mode == "up":
        self.emit(f"{j} = sub i64 %lane_id, {src}")
    elif mode == "down":
        self.emit(f"{j} = add i64 %lane_id, {src}")
    else:
        self.emit(f"{j} = xor i64 %lane_id, {u32}")
    lo, end, hi, inside = self.fresh(), self.fresh(), self.fresh(), self.fresh()
    self.emit(f"{lo} = icmp sge i64 {j}, {base}")
    self.emit(f"{end} = add i64 {base}, {seg}")
    self.emit(f"{hi} = icmp slt i64 {j}, {end}")
    self.emit(f"{inside} = and i1 {lo}, {hi}")
    jj = self.fresh()
    self.emit(f"{jj} = select i1 {inside}, i64 {j}, i64 %lane_id")
    val, ex = _pick(self, lanes, jj, ty)
    gone = self.fresh()
    self.emit(f"{gone} = xor i1 {ex}, true")
    self.fault(gone, ERR_POISON, op, guard=False)  # a lane outside the instance: poison, the interpreter's to track
    self.emit(f"{name} = select i1 {inside}, {ty} {val}, {ty} {own}")


def vote(self: Lowering, op: VoteOp, b: Block, name: str | None) -> None:
    _start(self, op, b, op.pred)
    here = _here(self)
    _check_sync(self, op, here)
    lanes = _lanes(self, op.pred)
    anyv, allv, bits = "false", "true", "0"
    for k, (p, ex) in enumerate(lanes):
        on, notex, ok, a2, l2 = (self.fresh() for _ in range(5))
        self.emit(f"{on} = and i1 {p}, {ex}")
        self.emit(f"{notex} = xor i1 {ex}, true")
        self.emit(f"{ok} = or i1 {p}, {notex}")
        self.emit(f"{a2} = or i1 {anyv}, {on}")
        self.emit(f"{l2} = and i1 {allv}, {ok}")
        z, sh, b2 = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{z} = zext i1 {on} to i64")
        self.emit(f"{sh} = shl i64 {z}, {k}")
        self.emit(f"{b2} = or i64 {bits}, {sh}")
        anyv, allv, bits = a2, l2, b2
    kind = op.kind.data
    if kind == "ballot":
        r = _fits(self, bits, op.result.type, op)
        self.names[op.result] = r
    elif kind == "any":
        self.names[op.result] = anyv
    elif kind == "all":
        self.names[op.result] = allv
    else:
        self.emit(f"{name} = icmp eq i1 {anyv}, {allv}")


def active_mask(self: Lowering, op: ActiveMaskOp, b: Block, name: str | None) -> None:
    _start(self, op, b)
    self.names[op.result] = _fits(self, _here(self), op.result.type, op)


def lanes_below(self: Lowering, op: LanesBelowOp, b: Block, name: str | None) -> None:
    """The set bits of the mask below this lane (no other lane read)."""
    ty = llvm_type(op.mask.type)
    m = self.val(op.mask)
    w = m
    if ty != "i64":
        w = self.fresh()
        self.emit(f"{w} = zext {ty} {m} to i64")
    sh, below, masked, n = (self.fresh() for _ in range(4))
    self.emit(f"{sh} = shl i64 1, %lane_id")
    self.emit(f"{below} = sub i64 {sh}, 1")
    self.emit(f"{masked} = and i64 {w}, {below}")
    self.decls.add("declare i64 @llvm.ctpop.i64(i64)")
    self.emit(f"{n} = call i64 @llvm.ctpop.i64(i64 {masked})")
    self.emit(f"{name} = trunc i64 {n} to i32")


def _identity(kind: str, ty: str, t: Any) -> str:
    if ty in FLOAT_TYPES:
        return {"min": "0x7FF0000000000000", "max": "0xFFF0000000000000", "mul": float_const(1.0, t)}[kind]
    bits = int_bits(t)
    return {"add": "0", "or": "0", "xor": "0", "and": "-1", "mul": "1", "min": str((1 << (bits - 1)) - 1),
            "max": str(-(1 << (bits - 1)))}[kind]  # fmt: skip


def _combine(self: Lowering, kind: str, ty: str, a: str, c: str) -> str:
    r = self.fresh()
    if kind in ("min", "max"):
        how = ("minimum" if kind == "min" else "maximum") if ty in FLOAT_TYPES else ("smin" if kind == "min" else "smax")
        fn = self.intrinsic(how, ty, 2)
        self.emit(f"{r} = call {ty} {fn}({ty} {a}, {ty} {c})")
    else:
        self.emit(f"{r} = {kind} {ty} {a}, {c}")
    return r


def _check_kind(op: Operation, kind: str, ty: str) -> None:
    if ty in FLOAT_TYPES and kind not in ("min", "max", "add", "mul"):
        raise Unsupported(f"'{op.name}' {kind} on floats")
    if ty == "i1" and kind in ("min", "max"):
        raise Unsupported(f"'{op.name}' {kind} on i1")


def group_scan(self: Lowering, op: GroupScanOp, b: Block, name: str | None) -> None:
    t = op.result.type
    ty, kind = llvm_type(t), op.kind.data
    _check_kind(op, kind, ty)
    _start(self, op, b, op.value)
    lanes = _lanes(self, op.value)
    inclusive = op.mode.data == "inclusive"
    if ty in FLOAT_TYPES and kind in ("add", "mul"):  # this lane's prefix, by the interpreter's rule
        mine: list[tuple[str, str]] = []
        for j, (x, ex) in enumerate(lanes):
            below, inc = self.fresh(), self.fresh()
            self.emit(f"{below} = icmp {'ule' if inclusive else 'ult'} i64 {j}, %lane_id")
            self.emit(f"{inc} = and i1 {ex}, {below}")
            mine.append((x, inc))
        r, failed = exact.reduce(self, kind, ty, mine)
        _rerun(self, failed, op)
        self.names[op.result] = r
        return
    acc = _identity(kind, ty, t)
    prefixes: list[tuple[str, str]] = []
    for x, ex in lanes:
        before = acc
        nxt = _combine(self, kind, ty, acc, x)
        a2 = self.fresh()
        self.emit(f"{a2} = select i1 {ex}, {ty} {nxt}, {ty} {acc}")
        acc = a2
        prefixes.append((acc if inclusive else before, "true"))
    self.names[op.result] = _pick(self, prefixes, "%lane_id", ty)[0]


def readfirstlane(self: Lowering, op: simd.ReadFirstLaneOp, b: Block, name: str | None) -> None:
    """The value of the instance's lowest lane."""
    _start(self, op, b, op.value)
    lanes = _lanes(self, op.value)
    ty = llvm_type(op.result.type)
    val = lanes[-1][0]
    for x, ex in reversed(lanes[:-1]):
        v2 = self.fresh()
        self.emit(f"{v2} = select i1 {ex}, {ty} {x}, {ty} {val}")
        val = v2
    self.names[op.result] = val


def group_reduce(self: Lowering, op: simd.GroupReduceOp, b: Block, name: str | None) -> None:
    t = op.result.type
    ty, kind = llvm_type(t), op.kind.data
    _check_kind(op, kind, ty)
    _start(self, op, b, op.value)
    if ty in FLOAT_TYPES and kind in ("add", "mul"):  # the interpreter's rule: exact sum, double product
        r, failed = exact.reduce(self, kind, ty, _lanes(self, op.value))
        _rerun(self, failed, op)
        self.names[op.result] = r
        return
    acc = _identity(kind, ty, t)
    for x, ex in _lanes(self, op.value):
        nxt = _combine(self, kind, ty, acc, x)
        a2 = self.fresh()
        self.emit(f"{a2} = select i1 {ex}, {ty} {nxt}, {ty} {acc}")
        acc = a2
    self.names[op.result] = acc


HANDLERS: dict[type[Operation], Any] = {
    ShuffleOp: shuffle,
    VoteOp: vote,
    ActiveMaskOp: active_mask,
    LanesBelowOp: lanes_below,
    GroupScanOp: group_scan,
    simd.ReadFirstLaneOp: readfirstlane,
    simd.GroupReduceOp: group_reduce,
}
