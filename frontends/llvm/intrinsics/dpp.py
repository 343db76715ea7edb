"""AMD DPP (`llvm.amdgcn.update.dpp` / `llvm.amdgcn.mov.dpp`, of i32, f32 and i64) and
permlane (`permlane16`, `permlanex16`, `permlane64`, gfx12's `permlane16.var` /
`permlanex16.var`) as `simd` cross-lane ops.

A DPP move is a shuffle by a constant lane pattern: lane i reads `src` of lane s(i),
mostly within its row of 16 lanes.  It is imported as `simd.shuffle idx %src, %s` with
s computed from `simd.lane_id`, then two selects, as the GCN/RDNA ISA defines them:

- the source is *invalid* when s(i) leaves the row / wave or names a lane that is not
  active (`simd.active_mask`); an invalid source gives 0 with `bound_ctrl`, else `old`;
- a lane whose row (bit i/16 of `row_mask`) or bank (bit (i%16)/4 of `bank_mask`) is
  off keeps `old`.

`mov.dpp` is `update.dpp` with a poison `old`.  The dpp_ctrl classes (LLVM's
`AMDGPU::DPP::DppCtrl`), s(i) with r = i & ~15 the row's first lane:

| dpp_ctrl | s(i) | invalid when |
|---|---|---|
| 0x000-0x0FF quad_perm | (i & ~3) + sel[i & 3] | never |
| 0x101-0x10F row_shl:k | i + k | (i & 15) + k > 15 |
| 0x111-0x11F row_shr:k | i - k | (i & 15) < k |
| 0x121-0x12F row_ror:k | r + ((i - k) & 15) | never |
| 0x130 / 0x134 wave_shl:1 / wave_rol:1 | i + 1 / (i + 1) mod W | i = W - 1 / never |
| 0x138 / 0x13C wave_shr:1 / wave_ror:1 | i - 1 / (i - 1) mod W | i = 0 / never |
| 0x140 row_mirror | i ^ 15 | never |
| 0x141 row_half_mirror | i ^ 7 | never |
| 0x142 row_bcast:15 | r - 1 | row 0 has no source: `row_mask` must leave it off |
| 0x143 row_bcast:31 | 31 | rows 0, 1 have no source: `row_mask` must leave them off |
| 0x150-0x15F row_share:k (gfx90a row_newbcast) | r + k | never |
| 0x160-0x16F row_xmask:k | r + ((i & 15) ^ k) | never |

Any other dpp_ctrl value fails to import naming it.  The permlanes are at their handlers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import AnyFloat, f32, i32, i64

from simdopt.dialects import simd
from simdopt.frontends.llvm.intrinsics.cross_lane import _const_int  # pyright: ignore[reportPrivateUsage]
from simdopt.frontends.llvm.intrinsics.table import Call, Handler
from simdopt.frontends.llvm.opcodes import GPU_OPS

if TYPE_CHECKING:
    from xdsl.ir import Operation, SSAValue

    from simdopt.frontends.llvm.instructions import Instructions


class _Lanes:
    """i32 arithmetic on the lane id, emitted into the importer's current block."""

    def __init__(self, fi: Instructions):
        self.fi = fi
        self.lane = self.index_to_i32(GPU_OPS["lane_id"]("x"))

    def index_to_i32(self, op: Operation) -> SSAValue:
        v = self.fi.emit(op).results[0]
        return self.fi.emit(arith.IndexCastOp(v, i32)).results[0]

    def c(self, n: int) -> SSAValue:
        return self.fi.const(n, i32)

    def op(
        self,
        cls: type[arith.SignlessIntegerBinaryOperation],
        a: SSAValue,
        b: SSAValue | int,
    ) -> SSAValue:
        return self.fi.emit(cls(a, self.c(b) if isinstance(b, int) else b)).results[0]

    def cmp(self, a: SSAValue, pred: str, b: SSAValue | int) -> SSAValue:
        return self.fi.emit(
            arith.CmpiOp(a, self.c(b) if isinstance(b, int) else b, pred)
        ).results[0]

    def bit(self, mask: int, index: SSAValue) -> SSAValue:
        """Bit `index` of the constant `mask`, as an i1."""
        return self.cmp(
            self.op(arith.AndIOp, self.op(arith.ShRUIOp, self.c(mask), index), 1),
            "ne",
            0,
        )


def dpp_source(
    fi: Instructions, c: Call, ls: _Lanes, ctrl: int, row_mask: int
) -> tuple[SSAValue, SSAValue | None]:
    """The source lane s(i) of dpp_ctrl `ctrl` and when it is in range (None: always)."""
    i, k = ls.lane, ctrl & 15

    def row() -> SSAValue:
        return ls.op(arith.AndIOp, i, ~15)

    if ctrl <= 0xFF:
        sel = ls.op(
            arith.AndIOp,
            ls.op(
                arith.ShRUIOp,
                ls.c(ctrl),
                ls.op(arith.ShLIOp, ls.op(arith.AndIOp, i, 3), 1),
            ),
            3,
        )
        return ls.op(arith.OrIOp, ls.op(arith.AndIOp, i, ~3), sel), None
    if 0x101 <= ctrl <= 0x10F:
        return ls.op(arith.AddiOp, i, k), ls.cmp(
            ls.op(arith.AndIOp, i, 15), "ult", 16 - k
        )
    if 0x111 <= ctrl <= 0x11F:
        return ls.op(arith.SubiOp, i, k), ls.cmp(ls.op(arith.AndIOp, i, 15), "uge", k)
    if 0x121 <= ctrl <= 0x12F:
        return ls.op(
            arith.OrIOp, row(), ls.op(arith.AndIOp, ls.op(arith.SubiOp, i, k), 15)
        ), None
    if ctrl in (0x130, 0x134, 0x138, 0x13C):
        w = ls.index_to_i32(GPU_OPS["subgroup_size"]("x"))
        step = 1 if ctrl in (0x130, 0x134) else -1
        s = ls.op(arith.AddiOp, i, step)
        if ctrl == 0x130:
            return s, ls.cmp(s, "ult", w)
        if ctrl == 0x138:
            return s, ls.cmp(i, "uge", 1)
        return ls.op(
            arith.AndIOp, ls.op(arith.AddiOp, s, w), ls.op(arith.SubiOp, w, 1)
        ), None
    if ctrl in (0x140, 0x141):
        return ls.op(arith.XOrIOp, i, 15 if ctrl == 0x140 else 7), None
    if ctrl in (0x142, 0x143):
        rows = 1 if ctrl == 0x142 else 3
        if row_mask & rows:
            raise fi.fail(
                f"@{c.callee} row_bcast:{15 if ctrl == 0x142 else 31} (dpp_ctrl {ctrl:#x}) with row_mask "
                f"{row_mask:#x}: the ISA gives {'row 0' if rows == 1 else 'rows 0 and 1'} no source lane: leave it out of the row_mask"
            )
        return (ls.op(arith.SubiOp, row(), 1) if ctrl == 0x142 else ls.c(31)), None
    if 0x150 <= ctrl <= 0x15F:
        return ls.op(arith.OrIOp, row(), k), None
    if 0x160 <= ctrl <= 0x16F:
        return ls.op(arith.XOrIOp, i, k), None
    raise fi.fail(f"@{c.callee} with dpp_ctrl {ctrl:#x} (only quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, row_mirror, "
                  "row_half_mirror, row_bcast:15/31, row_share and row_xmask are supported)")  # fmt: skip


def _src(fi: Instructions, c: Call, v: SSAValue) -> SSAValue:
    # clang-22 emits a DPP move of a long or a double as one `update.dpp.i64` (no split).
    if v.type not in (i32, f32, i64):
        raise fi.fail(f"@{c.callee} of type {v.type} (only i32, f32 and i64 are supported)")
    return v


def _move(
    fi: Instructions, ls: _Lanes, src: SSAValue, s: SSAValue, valid: SSAValue | None,
    old: SSAValue, bound: bool, fetch_inactive: bool = False,
) -> SSAValue:  # fmt: skip
    """`src` of lane `s` where that is valid (in range and, unless `fetch_inactive`,
    active), else 0 with `bound`, else `old`."""
    moved = fi.emit(simd.ShuffleOp("idx", src, s)).results[0]
    ok = valid
    if not fetch_inactive:
        # W <= 64: s & 63 names the source lane's bit of the i64 active mask.
        active = fi.emit(simd.ActiveMaskOp(i64)).results[0]
        s64 = fi.emit(arith.ExtUIOp(ls.op(arith.AndIOp, s, 63), i64)).results[0]
        bit = fi.emit(
            arith.AndIOp(
                fi.emit(arith.ShRUIOp(active, s64)).results[0], fi.const(1, i64)
            )
        ).results[0]
        on = fi.emit(arith.CmpiOp(bit, fi.const(0, i64), "ne")).results[0]
        ok = on if ok is None else fi.emit(arith.AndIOp(on, ok)).results[0]
    if ok is None:
        return moved
    fallback = (
        fi.const(0.0 if isinstance(src.type, AnyFloat) else 0, src.type)
        if bound
        else old
    )
    return fi.emit(arith.SelectOp(ok, moved, fallback)).results[0]


def _bind(fi: Instructions, c: Call, r: SSAValue) -> None:
    fi.bind(c.inst, r)
    fi.rename(r, c.name)


def _dpp(fi: Instructions, c: Call, old: SSAValue | None, args: list[object]) -> None:
    src_ref, ctrl_ref, row_ref, bank_ref, bound_ref = args
    ctrl = _const_int(fi, ctrl_ref, "a dpp_ctrl")
    row_mask = _const_int(fi, row_ref, "a DPP row_mask") & 0xF
    bank_mask = _const_int(fi, bank_ref, "a DPP bank_mask") & 0xF
    bound = bool(_const_int(fi, bound_ref, "a DPP bound_ctrl") & 1)
    src = _src(fi, c, fi.value(src_ref))  # pyright: ignore[reportArgumentType]
    if old is None:
        old = fi.poison(src.type)
    ls = _Lanes(fi)
    s, valid = dpp_source(fi, c, ls, ctrl, row_mask)
    r = _move(fi, ls, src, s, valid, old, bound)
    if row_mask != 0xF or bank_mask != 0xF:
        row_on = ls.bit(row_mask, ls.op(arith.ShRUIOp, ls.lane, 4))
        bank_on = ls.bit(
            bank_mask, ls.op(arith.AndIOp, ls.op(arith.ShRUIOp, ls.lane, 2), 3)
        )
        r = fi.emit(
            arith.SelectOp(fi.emit(arith.AndIOp(row_on, bank_on)).results[0], r, old)
        ).results[0]
    _bind(fi, c, r)


def update_dpp(fi: Instructions, c: Call) -> None:
    """`llvm.amdgcn.update.dpp(old, src, dpp_ctrl, row_mask, bank_mask, bound_ctrl)`."""
    _dpp(fi, c, fi.value(c.args[0]), list(c.args[1:]))


def mov_dpp(fi: Instructions, c: Call) -> None:
    """`llvm.amdgcn.mov.dpp(src, dpp_ctrl, row_mask, bank_mask, bound_ctrl)`: `old` is poison."""
    _dpp(fi, c, None, list(c.args))


DPP: dict[str, Handler] = {
    **{f"llvm.amdgcn.update.dpp{t}": update_dpp for t in ("", ".i32", ".f32", ".i64")},
    **{f"llvm.amdgcn.mov.dpp{t}": mov_dpp for t in ("", ".i32", ".f32", ".i64")},
}


def permlane16(cross: bool) -> Handler:
    """`llvm.amdgcn.permlane16` / `permlanex16(old, src, sel_lo, sel_hi, fi, bound_ctrl)`
    (gfx10+): lane i reads lane 16 * row + nibble (i & 15) of the 64-bit selector
    sel_hi:sel_lo, row = i's row (permlanex16: the other row of its pair, row ^ 1).  With
    `fi` (fetch inactive) an inactive source reads its stale register (here poison);
    without, it is invalid: 0 with `bound_ctrl`, else `old`."""

    def handler(fi: Instructions, c: Call) -> None:
        old, src_ref, lo_ref, hi_ref, fi_ref, bound_ref = c.args
        fetch_inactive = bool(_const_int(fi, fi_ref, "a permlane fi operand") & 1)
        bound = bool(_const_int(fi, bound_ref, "a permlane bound_ctrl") & 1)
        src = _src(fi, c, fi.value(src_ref))
        lo, hi = (_src(fi, c, fi.value(v)) for v in (lo_ref, hi_ref))
        if lo.type != i32 or hi.type != i32:
            raise fi.fail(f"@{c.callee}: the lane selects must be i32")
        ls = _Lanes(fi)
        k = ls.op(arith.AndIOp, ls.lane, 15)
        word = fi.emit(arith.SelectOp(ls.cmp(k, "ult", 8), lo, hi)).results[0]
        nib = ls.op(
            arith.AndIOp,
            ls.op(
                arith.ShRUIOp, word, ls.op(arith.ShLIOp, ls.op(arith.AndIOp, k, 7), 2)
            ),
            15,
        )
        row = ls.op(arith.AndIOp, ls.lane, ~15)
        if cross:
            row = ls.op(arith.XOrIOp, row, 16)
        s = ls.op(arith.OrIOp, row, nib)
        _bind(fi, c, _move(fi, ls, src, s, None, fi.value(old), bound, fetch_inactive))

    return handler


def permlane16_var(cross: bool) -> Handler:
    """`llvm.amdgcn.permlane16.var` / `permlanex16.var(old, src, sel, fi, bound_ctrl)`
    (gfx12): as `permlane16`, the lane select of lane i taken from the low 4 bits of its
    own `sel` (a VGPR) instead of a nibble of two scalars."""

    def handler(fi: Instructions, c: Call) -> None:
        old, src_ref, sel_ref, fi_ref, bound_ref = c.args
        fetch_inactive = bool(_const_int(fi, fi_ref, "a permlane fi operand") & 1)
        bound = bool(_const_int(fi, bound_ref, "a permlane bound_ctrl") & 1)
        src = _src(fi, c, fi.value(src_ref))
        sel = fi.value(sel_ref)
        if sel.type != i32:
            raise fi.fail(f"@{c.callee}: the lane select must be i32")
        ls = _Lanes(fi)
        row = ls.op(arith.AndIOp, ls.lane, ~15)
        if cross:
            row = ls.op(arith.XOrIOp, row, 16)
        s = ls.op(arith.OrIOp, row, ls.op(arith.AndIOp, sel, 15))
        _bind(fi, c, _move(fi, ls, src, s, None, fi.value(old), bound, fetch_inactive))

    return handler


def permlane64(fi: Instructions, c: Call) -> None:
    """`llvm.amdgcn.permlane64(src)` (gfx11+): lane i reads lane i ^ 32 (the halves of a
    wave64 swapped; W = 32: no operation) - `simd.shuffle xor` by 32, whose source
    outside the wave is the own value.  The ISA reads an inactive source's stale
    register: poison, as the shuffle gives."""
    src = _src(fi, c, fi.value(c.args[0]))
    _bind(
        fi, c, fi.emit(simd.ShuffleOp("xor", src, fi.const(32, i32)), c.name).results[0]
    )


PERMLANE: dict[str, Handler] = {
    **{f"llvm.amdgcn.permlane16{t}": permlane16(False) for t in ("", ".i32", ".f32")},
    **{f"llvm.amdgcn.permlanex16{t}": permlane16(True) for t in ("", ".i32", ".f32")},
    **{f"llvm.amdgcn.permlane64{t}": permlane64 for t in ("", ".i32", ".f32")},
    **{f"llvm.amdgcn.permlane16.var{t}": permlane16_var(False) for t in ("", ".i32", ".f32")},
    **{f"llvm.amdgcn.permlanex16.var{t}": permlane16_var(True) for t in ("", ".i32", ".f32")},
}
