"""i64 -> i32 narrowing of a kernel's address arithmetic, before `spmd-vectorize` plans
it: vectors hold i32 lanes only (SPEC §2), and clang computes `size_t` ids and offsets
in i64.

    %w = arith.index_cast %gid : index to i64; %s = arith.trunci %w : i64 to i32
      ->  %w = arith.index_cast %gid : index to i32              (%s is %w)

An i64 value is replaced by an i32 value only where that provably computes the same
results.  Each i64 value gets a fact (a forward fixed point over the function, block
arguments and `scf`-carried values included, starting from "both facts" and
intersecting over every incoming value):

* SEXT  - the value equals the sign extension of its low 32 bits;
* ZEXT  - the value equals the zero extension of its low 32 bits;
* LOW   - neither: only its low 32 bits are known, and only they are kept (enough for
          `trunci`, `addi`, `subi`, `muli`, `shli` by < 32, `andi`/`ori`/`xori`, whose low
          32 bits depend only on the operands' low 32 bits);
* HIGH  - the value is `y << 32`: its high 32 bits are kept (clang's `shl 32` +
          `add (c << 32)` + `ashr 32` sign-extension idiom; `addi`/`subi` of two HIGH values
          is HIGH, `shrsi`/`shrui` by k >= 32 gives back SEXT/ZEXT of `y >> (k - 32)`);
* constants: their own value (SEXT when in [-2^31, 2^31), ZEXT when in [0, 2^32)).

Rules: `index_cast` of a launch query (`gpu.thread_id/global_id/block_id/block_dim/
grid_dim/lane_id/subgroup_*`, ids and sizes in [0, 2^31) - the launch-size assumption:
fewer than 2^31 threads in the grid) is SEXT and ZEXT; `index_cast` of any other index
value SEXT (index values are already held as i32 lanes by the vectorizer: the same
assumption); `extsi` SEXT, `extui` ZEXT (both from i1: both facts); `andi` is ZEXT when
an operand is ZEXT, SEXT and ZEXT when an operand is a constant in [0, 2^31), SEXT when
both are; `ori`/`xori` keep what both operands have; `shrsi` by a constant needs SEXT
(result SEXT), `shrui` by a constant needs ZEXT (result ZEXT, and SEXT when it shifts);
`select` keeps what both arms have.  Uses: signed compares (and `sitofp`) need both
operands SEXT, unsigned ones (and `uitofp`) ZEXT, `eq`/`ne` both SEXT or both ZEXT;
`trunci` takes anything; `index_cast` to index needs SEXT - or LOW when every use of the
index addresses memory (`memref.load/store/atomic_rmw`): an in-bounds index lies in
[0, 2^31) (memrefs hold fewer than 2^31 elements), where SEXT of the low 32 bits is the
value itself; a kernel whose full 64-bit index is out of bounds has undefined behaviour
(OpenCL, LLVM), and the narrowed program may then read another element instead of
faulting.  An i64 kernel argument is LOW (`trunci` at the entry).

Anything else - a shift by a non-constant amount, a division, i64 memory, a compare
whose operands are not provably extended the same way - is an error at the op naming
the value and why ("i64 value %v9 is not provably 32-bit: ...") in `spmd-narrow-i64`.
`spmd-vectorize` (and `spmd-narrow-i64{per-value=true}`) instead decides per value
(`_Narrowing.split`): the ops `check` refuses compute in 64 bits, and so do the ops
that produce a value a 64-bit op reads when that value cannot be re-extended from its
word (LOW, or shifted left), to a fixed point (a 64-bit op's results get the facts that
hold of any input); every other i64 value is narrowed, with an `extsi`/`extui` of the
word where a 64-bit op reads a narrowed value and a `trunci` where a narrowed op reads a
64-bit one (one each per value, after its definition).  Values carried to one block
argument or scf result are converted per edge; an scf.for/while result and its region
argument are decided together.  The i64 values kept become `vector<W x i64>` lanes (each
64-bit lane costs two 32-bit lane slots on the machine: narrowing is cheaper).  Pure
i64 ops nobody uses are erased first.

After the analysis the rewrite is in place: every i64 value becomes i32 (its low word;
the high word for HIGH values), `extsi`/`extui` from i32 and `trunci` to i32 disappear,
and shifts by >= 32 become shifts by k - 32 of the high word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import arith, builtin, memref, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, i32, i64
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.traits import is_side_effect_free

from simdopt.dialects import gpu
from simdopt.dialects.matchers import constant_int
from simdopt.ir.diagnostics import PassFailedAtOp, fail_at
from simdopt.passes.analysis.divergence import successor_operands
from simdopt.passes.spmd_vectorize.launch import Kernel, kernels
from simdopt.passes.spmd_vectorize.plan import PASS

S, Z = "sext", "zext"
Facts = frozenset[str]
BOTH: Facts = frozenset({S, Z})
LOW: Facts = frozenset()


HIGH = 32
"""`shl[v] = s` (1 <= s <= 32): v = sext(y) << s for the i32 word y that is kept (s = 32:
v = y << 32, the high word).  Absent: the low word is kept (the facts say how the high
word follows from it)."""


LAUNCH_QUERIES = (
    gpu.ThreadIdOp,
    gpu.GlobalIdOp,
    gpu.BlockIdOp,
    gpu.BlockDimOp,
    gpu.GridDimOp,
    gpu.LaneIdOp,
    gpu.SubgroupIdOp,
    gpu.SubgroupSizeOp,
    gpu.NumSubgroupsOp,
)
MEMORY_USERS = (memref.LoadOp, memref.StoreOp, memref.AtomicRMWOp)
_CARRIERS = (scf.ForOp, scf.WhileOp, scf.IfOp, scf.YieldOp, scf.ConditionOp)
SIGNED = {"slt", "sle", "sgt", "sge"}
UNSIGNED = {"ult", "ule", "ugt", "uge"}


def _is64(v: SSAValue) -> bool:
    return v.type == i64


def _const(v: SSAValue) -> int | None:
    """The integer constant `v` (not an index), as a signed 64-bit number."""
    c = constant_int(v)
    if c is None or not isinstance(v.type, IntegerType):
        return None
    c &= 0xFFFF_FFFF_FFFF_FFFF
    return c - (1 << 64) if c >> 63 else c


def _const_facts(c: int) -> Facts:
    out: set[str] = set()
    if -(1 << 31) <= c < (1 << 31):
        out.add(S)
    if 0 <= c < (1 << 32):
        out.add(Z)
    return frozenset(out)


def _name(v: SSAValue) -> str:
    if v.name_hint:
        return "%" + v.name_hint
    if isinstance(v, OpResult):
        return f"the result of '{v.op.name}'"
    return "a block argument"


class _Narrowing:
    def __init__(self, fn: Kernel):
        self.fn = fn
        self.facts: dict[SSAValue, Facts] = {}
        self.shl: dict[SSAValue, int] = {}
        self.why: dict[SSAValue, str] = {}
        # per value (`narrow_function(strict=False)`): the ops computed in 64 bits and
        # the i64 values kept (the others narrowed), and where each carried value goes
        self.per_value = False
        self.wide_ops: set[Operation] = set()
        self.wide: set[SSAValue] = set()
        self.group: dict[SSAValue, tuple[SSAValue, ...]] = {}
        self.slot_of: dict[tuple[Operation, int], SSAValue] = {}

    # ------------------------------------------------------------------ analysis

    def fact(self, v: SSAValue) -> Facts:
        c = _const(v)
        if c is not None:
            return _const_facts(c)
        return self.facts.get(v, BOTH)

    def norm(self, v: SSAValue) -> bool:
        return _const(v) is not None or v not in self.shl

    def high(self, v: SSAValue) -> bool:
        c = _const(v)
        if c is not None:
            return c & 0xFFFF_FFFF == 0
        return self.shl.get(v) == HIGH

    def shifted(self, v: SSAValue) -> int:
        return 0 if _const(v) is not None else self.shl.get(v, 0)

    def set(self, v: SSAValue, facts: Facts, shl: int = 0, why: str = "") -> bool:
        old = (self.facts.get(v), self.shl.get(v, 0))
        self.facts[v] = facts
        if shl:
            self.shl[v] = shl
        else:
            self.shl.pop(v, None)
        if why and facts != BOTH and old[0] != facts:
            self.why[v] = why  # what last took a fact away
        return old != (facts, shl)

    def incoming(self) -> Iterator[tuple[SSAValue, SSAValue]]:
        """(target, source) for every value flowing into a block argument or an scf
        result: cf edges, scf.for/while/if."""
        for target, op, i in self.slots():
            yield target, op.operands[i]

    def slots(self) -> Iterator[tuple[SSAValue, Operation, int]]:
        """(target, op, i): `op`'s operand i flows into `target` (`incoming`); also fills
        `group`: the targets that share one type (an scf.for result and its iter_arg,
        an scf.while result and its after-region argument)."""
        for op in self.fn.body.walk():
            if op.successors:
                edges = successor_operands(op)
                i = len(op.operands) - sum(len(vals) for _, vals in edges)
                for succ, vals in edges:
                    for k, a in enumerate(succ.args[: len(vals)]):
                        yield a, op, i + k
                    i += len(vals)
            if isinstance(op, scf.ForOp):
                y = op.body.block.last_op
                assert y is not None
                for i in range(len(op.iter_args)):
                    pair = (op.body.block.args[i + 1], op.results[i])
                    for target in pair:
                        self.group[target] = pair
                        yield target, op, 3 + i  # lb, ub, step, iter_args
                        yield target, y, i
            elif isinstance(op, scf.WhileOp):
                before, after = op.before_region.block, op.after_region.block
                y, c = after.last_op, before.last_op
                assert y is not None and isinstance(c, scf.ConditionOp)
                for k, a in enumerate(before.args[: len(op.arguments)]):
                    yield a, op, k
                    yield a, y, k
                for k, (a, r) in enumerate(zip(after.args, op.results, strict=False)):
                    self.group[a] = self.group[r] = (a, r)
                    yield a, c, 1 + k
                    yield r, c, 1 + k
            elif isinstance(op, scf.IfOp):
                for reg in op.regions:
                    if reg.blocks and (y := reg.block.last_op) is not None:
                        for k, r in enumerate(op.results[: len(y.operands)]):
                            yield r, y, k

    def transfer(self, op: Operation) -> bool:
        """Update the facts of `op`'s i64 results; True when something changed."""
        if not any(_is64(r) for r in op.results) or isinstance(
            op, arith.ConstantOp | scf.ForOp | scf.WhileOp | scf.IfOp
        ):
            return False
        r = op.results[0]
        wide = op in self.wide_ops
        match op:
            case arith.IndexCastOp():
                src = op.input
                launch = isinstance(src, OpResult) and isinstance(src.op, LAUNCH_QUERIES)
                return self.set(r, BOTH if launch else frozenset({S}))
            case arith.ExtSIOp():
                return self.set(r, frozenset({S}))
            case arith.ExtUIOp():
                return self.set(r, BOTH if op.input.type == IntegerType(1) else frozenset({Z}))
            case arith.AddiOp() | arith.SubiOp() if (
                self.high(op.lhs) and self.high(op.rhs) and not _both_const(op)
            ):
                return self.set(r, LOW, HIGH)
            case arith.AddiOp() | arith.SubiOp() | arith.MuliOp():
                return self.set(r, LOW, why=f"'{op.name}' keeps only the low 32 bits exact")
            case arith.AndIOp():
                a, b = self.fact(op.lhs), self.fact(op.rhs)
                small = any(
                    (c := _const(x)) is not None and 0 <= c < (1 << 31) for x in op.operands
                )
                out = BOTH if small else frozenset(
                    ({Z} if Z in a or Z in b else set()) | ({S} if S in a and S in b else set())
                )
                return self.set(r, out, why=f"'{op.name}' of operands not both extended")
            case arith.OrIOp() | arith.XOrIOp() | arith.SelectOp():
                xs = op.operands[1:] if isinstance(op, arith.SelectOp) else op.operands
                return self.set(
                    r,
                    self.fact(xs[0]) & self.fact(xs[1]),
                    why=f"'{op.name}' of operands not both extended the same way",
                )
            case arith.ShLIOp() if (k := _const(op.rhs)) is not None and 32 <= k < 64:
                return self.set(r, LOW, HIGH)
            case arith.ShLIOp():
                return self.set(r, LOW, why=f"'{op.name}' keeps only the low 32 bits exact")
            case arith.ShRSIOp() if (s := self.shifted(op.lhs)) and (k := _const(op.rhs)) is not None and k < s:
                return self.set(r, LOW, s - k)  # sext(y) << s >> k = sext(y) << (s - k)
            case arith.ShRSIOp() if wide and not (
                self.shifted(op.lhs) or S in self.fact(op.lhs) or ((k := _const(op.rhs)) is not None and k >= 32)
            ):
                return self.set(r, LOW, why=f"'{op.name}' of a value that is not sign-extended")
            case arith.ShRSIOp():
                return self.set(r, frozenset({S}))
            case arith.ShRUIOp() if wide and not self.shifted(op.lhs) and Z not in self.fact(op.lhs):
                k = _const(op.rhs)  # of any 64-bit value: below 2^32 (2^31) when k >= 32 (33)
                out = LOW if k is None or k < 32 else BOTH if k > 32 else frozenset({Z})
                return self.set(r, out, why=f"'{op.name}' of a value that is not zero-extended")
            case arith.ShRUIOp() if wide and self.shifted(op.lhs) and (
                not self.high(op.lhs) or (k := _const(op.rhs)) is None or k < HIGH
            ):
                return self.set(r, LOW, why=f"'{op.name}' of a value shifted left")
            case arith.ShRUIOp():
                # zext(y) >> k' (k' = k, or k - 32 of a value shifted left by 32) is below
                # 2^31 when k' >= 1: then also sign-extended
                k = _const(op.rhs)
                k = None if k is None else k - self.shifted(op.lhs)
                return self.set(r, BOTH if k is not None and k >= 1 else frozenset({Z}))
            case _ if wide:  # computed in 64 bits: nothing known
                return any([self.set(x, LOW, why=f"'{op.name}' is computed in 64 bits") for x in op.results if _is64(x)])
            case _:
                return False

    def analyze(self) -> None:
        entry = self.fn.body.blocks[0]
        for a in entry.args:
            if _is64(a):
                self.set(a, LOW, why="an i64 kernel argument keeps only its low 32 bits")
        edges = list(self.incoming())
        ops = _ops(self.fn)
        changed = True
        while changed:
            changed = False
            for op in ops:
                changed |= self.transfer(op)
            for target, source in edges:
                if not _is64(target):
                    continue
                if not self.norm(source):
                    if self.per_value and self.fact(target) != LOW:  # kept i64 (`close`)
                        changed |= self.set(target, LOW, why=f"{_name(source)} flows into it")
                    continue  # strict: a value shifted left carried is refused in check()
                f = self.fact(target) & self.fact(source)
                if f != self.fact(target):
                    changed |= self.set(target, f, why=f"{_name(source)} flows into it")

    # ------------------------------------------------------------------ checks

    def explain(self, v: SSAValue) -> str:
        f = self.fact(v)
        what = {BOTH: "sign- and zero-extended", frozenset({S}): "sign-extended",
                frozenset({Z}): "zero-extended", LOW: "only its low 32 bits exact"}[f]
        why = self.why.get(v)
        return f"{_name(v)} is {what}" + (f" ({why})" if why else "")

    def refuse(self, op: Operation, v: SSAValue, reason: str) -> None:
        fail_at(op, f"{PASS}: i64 value {_name(v)} is not provably 32-bit: {reason}")

    def need_low(self, op: Operation, vs: list[SSAValue], reason: str = "") -> None:
        """Refuse `op` if one of `vs` is a value shifted left by 32 or more."""
        for v in vs:
            if not self.norm(v):
                self.refuse(op, v, reason or f"'{op.name}' reads a value shifted left by 32 or more")

    def need(self, op: Operation, fact: str, *vs: SSAValue) -> None:
        for v in vs:
            self.need_low(op, [v])
            if fact not in self.fact(v):
                word = "sign" if fact == S else "zero"
                self.refuse(
                    op, v, f"'{op.name}' needs a {word}-extended operand, but {self.explain(v)}"
                )

    def check(self, op: Operation) -> None:
        """Refuse `op` if its i64 operands do not have the facts it needs."""
        ins = [v for v in op.operands if _is64(v)]
        if not ins and not any(_is64(r) for r in op.results):
            return
        match op:
            case arith.ConstantOp() | arith.ExtSIOp() | arith.ExtUIOp():
                return
            case arith.IndexCastOp() if isinstance(op.input.type, IndexType):
                return
            case arith.IndexCastOp():
                self.check_index_cast(op)
            case arith.TruncIOp() if self.shifted(op.input) and op.result.type != i32:
                self.refuse(op, op.input, "'arith.trunci' to a type narrower than i32 of a value shifted left")
            case arith.TruncIOp():
                return  # the low word of any kind of value is known
            case arith.AddiOp() | arith.SubiOp() if all(
                self.high(v) for v in ins
            ) and not _both_const(op):
                return
            case arith.AddiOp() | arith.SubiOp() | arith.MuliOp():
                self.need_low(op, ins, f"'{op.name}' mixes a value shifted left by 32 or more with a low word")
            case arith.AndIOp() | arith.OrIOp() | arith.XOrIOp() | arith.SelectOp():
                self.need_low(op, ins)
            case arith.ShLIOp() | arith.ShRSIOp() | arith.ShRUIOp():
                self.check_shift(op)
            case arith.CmpiOp():
                self.check_cmpi(op, ins)
            case arith.SIToFPOp():
                self.need(op, S, op.input)
            case arith.UIToFPOp():
                self.need(op, Z, op.input)
            case _ if op.successors or isinstance(op, scf.YieldOp | scf.ConditionOp):
                self.need_low(op, ins, "a value shifted left by 32 or more is carried to a block argument")
            case scf.ForOp() | scf.WhileOp() | scf.IfOp():
                return
            case _:
                v = ins[0] if ins else next(r for r in op.results if _is64(r))
                self.refuse(
                    op,
                    v,
                    f"'{op.name}' on i64 values has no 32-bit form here (vectors hold i32 "
                    "lanes only); compute it in 32 bits (int, not long/size_t)",
                )

    def check_index_cast(self, op: arith.IndexCastOp) -> None:
        """i64 to index: SEXT, or any low word when every use addresses memory."""
        v = op.input
        if self.norm(v) and S in self.fact(v):
            return
        if self.norm(v) and all(
            isinstance(u.operation, MEMORY_USERS) and u.index >= _first_index(u.operation)
            for u in op.result.uses
        ):
            return
        self.need_low(op, [v])
        self.refuse(
            op,
            v,
            "'arith.index_cast' to index needs a sign-extended operand (or one "
            f"that only addresses memory), but {self.explain(v)}",
        )

    def check_shift(self, op: arith.ShLIOp | arith.ShRSIOp | arith.ShRUIOp) -> None:
        """Shifts by a constant in [0, 64), of a value extended the way they need."""
        k = _const(op.rhs)
        if k is None or not 0 <= k < 64:
            self.refuse(op, op.lhs, f"'{op.name}' shifts by an amount that is not a constant in [0, 64)")
        assert k is not None
        if isinstance(op, arith.ShLIOp):
            self.need_low(op, [op.lhs], "'arith.shli' of a value already shifted left by 32 or more")
        elif (s := self.shifted(op.lhs)) and isinstance(op, arith.ShRUIOp):
            if s != HIGH or k < HIGH:
                self.refuse(op, op.lhs, "'arith.shrui' by less than 32 of a value shifted left")
        elif not self.shifted(op.lhs):  # shrsi of sext(y) << s: a shift of y (either way)
            self.need(op, S if isinstance(op, arith.ShRSIOp) else Z, op.lhs)

    def check_cmpi(self, op: arith.CmpiOp, ins: list[SSAValue]) -> None:
        """Signed compares need SEXT operands, unsigned ones ZEXT, eq/ne the same."""
        pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
        if pred in SIGNED:
            self.need(op, S, op.lhs, op.rhs)
        elif pred in UNSIGNED:
            self.need(op, Z, op.lhs, op.rhs)
        else:
            self.need_low(op, ins)
            if not (self.fact(op.lhs) & self.fact(op.rhs)):
                self.refuse(
                    op,
                    op.lhs,
                    "'arith.cmpi eq/ne' needs both operands sign-extended or both "
                    f"zero-extended, but {self.explain(op.lhs)} and {self.explain(op.rhs)}",
                )

    # ------------------------------------------------------------------ per value

    def split(self, ops: list[Operation]) -> None:
        """Which ops compute in 64 bits (`wide_ops`) and which i64 values stay i64
        (`wide`): the ops `check` refuses, the producers of values a 64-bit op reads
        that cannot be re-extended from their word, ...; to a fixed point (an op
        computed in 64 bits gives its results the facts that hold of any input, which
        may make more ops fail their check)."""
        self.per_value = True
        self.slot_of = {(op, i): t for t, op, i in self.slots()}
        while True:
            self.facts.clear()
            self.shl.clear()
            self.why.clear()
            self.analyze()
            before = len(self.wide_ops)
            self.wide_ops |= {op for op in ops if op not in self.wide_ops and self.fails(op)}
            self.close()
            if len(self.wide_ops) == before:
                return

    def fails(self, op: Operation) -> bool:
        if op.successors or isinstance(op, _CARRIERS):
            return False  # carried values: `close`
        try:
            self.check(op)
        except PassFailedAtOp:
            return True
        return False

    def widenable(self, v: SSAValue) -> bool:
        """Whether the i64 value of a narrowed `v` follows from its word (`extsi`/`extui`)."""
        return _const(v) is not None or (self.norm(v) and bool(self.fact(v)))

    def close(self) -> None:
        """`wide` from `wide_ops` (adding the ops that must compute a kept value)."""
        wide = self.wide = set()
        changed = True

        def mark(v: SSAValue) -> None:
            nonlocal changed
            for x in self.group.get(v, (v,)):
                if _is64(x) and x not in wide:
                    wide.add(x)
                    changed = True

        while changed:
            changed = False
            for op in list(self.wide_ops):
                for v in (*op.results, *op.operands):
                    if v not in wide and (isinstance(v, OpResult) and v.op is op or not self.widenable(v)):
                        mark(v)
            for (op, i), target in self.slot_of.items():
                v = op.operands[i]
                if not (_is64(v) and _is64(target)):
                    continue
                if not self.norm(v) and target not in wide:
                    mark(target)  # a value shifted left carried: kept whole
                if target in wide and v not in wide and not self.widenable(v):
                    mark(v)
            for v in list(wide):
                if isinstance(v, OpResult) and not isinstance(v.op, _CARRIERS) and v.op not in self.wide_ops:
                    self.wide_ops.add(v.op)
                    changed = True
                if not self.norm(v):  # its readers expect its shifted word: 64 bits too
                    for u in v.uses:
                        user = u.operation
                        if not (user.successors or isinstance(user, _CARRIERS) or user in self.wide_ops):
                            self.wide_ops.add(user)
                            changed = True

    def convert(self, ops: list[Operation]) -> None:
        """An `extsi`/`extui` of the word where a kept i64 value is made of a narrowed
        one, a `trunci` where a narrowed op reads a kept value: one each per value,
        right after its definition (written on the i64 IR: the rewrite then forwards
        the narrowed side)."""
        made: dict[tuple[SSAValue, bool], SSAValue] = {}
        for op in ops:
            for i, v in enumerate(op.operands):
                if not _is64(v) or _const(v) is not None or isinstance(op, arith.ConstantOp):
                    continue
                want = op in self.wide_ops or self.slot_of.get((op, i)) in self.wide
                if want == (v in self.wide):
                    continue
                if (v, want) not in made:
                    made[(v, want)] = self.conversion(v, want)
                op.operands[i] = made[(v, want)]

    def conversion(self, v: SSAValue, wide: bool) -> SSAValue:
        """`v` (narrowed, or kept when not `wide`) as the other kind."""
        t = arith.TruncIOp(v, i32)
        ext = arith.ExtSIOp if not wide or S in self.fact(v) else arith.ExtUIOp
        e = ext(t.result, i64)
        t.result.name_hint = e.result.name_hint = v.name_hint
        if isinstance(v, OpResult):
            assert v.op.parent is not None
            v.op.parent.insert_ops_after([t, e], v.op)
        else:
            assert isinstance(v, BlockArgument) and v.block.first_op is not None
            v.block.insert_ops_before([t, e], v.block.first_op)
        self.wide_ops.add(e if wide else t)
        if wide:
            self.wide.add(e.result)
        return e.result

    def keep(self, op: Operation, i: int) -> bool:
        """Whether operand i of `op` stays i64 (a constant there is not narrowed)."""
        return op in self.wide_ops or self.slot_of.get((op, i)) in self.wide

    # ------------------------------------------------------------------ rewrite

    def rewrite(self) -> None:
        """Every i64 value becomes its i32 word; decisions are taken on the old IR
        first (values are replaced while types change)."""
        ops = _ops(self.fn)
        narrow = [op for op in ops if op not in self.wide_ops]
        plan = _RewritePlan(
            {op: s for op in ops if op.results and (s := self.shl.get(op.results[0], 0))}, self.keep
        )
        for op in narrow:
            plan.decide(op)
        self.truncate_args()
        for op in ops:
            for reg in op.regions:
                for blk in reg.blocks:
                    self.retype_args(blk)
            if not isinstance(op, arith.ConstantOp):
                for r in list(op.results):
                    if _is64(r) and r not in self.wide:
                        Rewriter.replace_value_with_new_type(r, i32)
        for op in narrow:
            plan.apply(op)
        for op in ops:
            if isinstance(op, arith.ConstantOp) and _is64(op.result) and not op.result.uses:
                Rewriter.erase_op(op)

    def truncate_args(self) -> None:
        """A `trunci` at the entry for each used i64 kernel argument; the other blocks'
        i64 arguments become i32."""
        entry = self.fn.body.blocks[0]
        for a in list(entry.args):
            if _is64(a) and a.uses and a not in self.wide:
                uses = list(a.uses)
                t = arith.TruncIOp(a, i32)
                first = entry.first_op
                assert first is not None
                entry.insert_op_before(t, first)
                for u in uses:
                    u.operation.operands[u.index] = t.result
        for blk in self.fn.body.blocks:
            if blk is not entry:
                self.retype_args(blk)

    def retype_args(self, blk: Block) -> None:
        for a in list(blk.args):
            if _is64(a) and a not in self.wide:
                Rewriter.replace_value_with_new_type(a, i32)

    @staticmethod
    def i32_const(at: Operation, c: int) -> SSAValue:
        c &= 0xFFFF_FFFF
        c = c - (1 << 32) if c >> 31 else c
        new = arith.ConstantOp(IntegerAttr(c, i32))
        assert at.parent is not None
        at.parent.insert_op_before(new, at)
        return new.result


@dataclass
class _RewritePlan:
    """What `_Narrowing.rewrite` does to each op, decided on the old IR: the i64
    constant operands to replace by their i32 word, the ops that forward an operand
    (or become a constant), and the shifts whose amount changes."""

    shl: dict[Operation, int]
    keep: Callable[[Operation, int], bool]  # operands that stay i64
    consts: dict[Operation, list[tuple[int, int]]] = field(default_factory=dict)
    forward: dict[Operation, SSAValue | int] = field(default_factory=dict)
    amount: dict[Operation, int] = field(default_factory=dict)

    def shift_of(self, v: SSAValue) -> int:
        return self.shl.get(v.op, 0) if isinstance(v, OpResult) else 0

    def decide(self, op: Operation) -> None:
        hi = self.shl.get(op) == HIGH and isinstance(op, arith.AddiOp | arith.SubiOp)
        cs = [
            (i, (c >> 32) if hi else c)
            for i, v in enumerate(op.operands)
            if _is64(v) and (c := _const(v)) is not None and not self.keep(op, i)
        ]
        if cs:
            self.consts[op] = cs
        match op:
            case arith.ExtSIOp() | arith.ExtUIOp() if _is64(op.result) and op.input.type == i32:
                self.forward[op] = op.input
            case arith.TruncIOp() if _is64(op.input) and (s := self.shift_of(op.input)):
                if s == HIGH:
                    self.forward[op] = 0
                else:  # the low word of sext(y) << s
                    self.amount[op] = s
            case arith.TruncIOp() if op.result.type == i32 and _is64(op.input):
                self.forward[op] = op.input
            case arith.ShLIOp() | arith.ShRSIOp() | arith.ShRUIOp() if _is64(op.result):
                self.decide_shift(op)
            case _:
                pass

    def decide_shift(self, op: arith.ShLIOp | arith.ShRSIOp | arith.ShRUIOp) -> None:
        """A shift by k becomes a shift of the kept word by a new amount, or forwards
        it (new amount 0)."""
        k = _const(op.rhs)
        assert k is not None  # check() refused the others
        s = self.shift_of(op.lhs)
        if isinstance(op, arith.ShLIOp) and op in self.shl:
            new = k - HIGH  # x << k (k >= 32) keeps y = x << (k - 32) (value y << 32)
        elif s and k < s:  # sext(y) << s >> k: the same y, shifted by s - k
            new = 0
        elif s:  # sext(y) << s >> k (k >= s) = y >> (k - s)
            new = k - s
        elif k >= 32:  # all sign bits / zero of a 32-bit extended value
            if isinstance(op, arith.ShRSIOp):
                self.amount[op] = 31
            else:
                self.forward[op] = 0
            return
        else:
            return
        if new:
            self.amount[op] = new
        else:
            self.forward[op] = op.lhs

    def apply(self, op: Operation) -> None:
        """Rewrite `op` (its results already i32) as decided."""
        amount, forward = self.amount, self.forward
        for i, c in self.consts.get(op, ()):
            if op in forward or (op in amount and i == 1):
                continue
            op.operands[i] = _Narrowing.i32_const(op, c)
        if op in amount and isinstance(op, arith.TruncIOp):
            sh = arith.ShLIOp(op.operands[0], _Narrowing.i32_const(op, amount[op]))
            assert op.parent is not None
            op.parent.insert_op_before(sh, op)
            op.result.replace_all_uses_with(sh.result)
            Rewriter.erase_op(op)
            return
        if op in amount:
            op.operands = (op.operands[0], _Narrowing.i32_const(op, amount[op]))
        if op in forward:
            f = forward[op]
            op.results[0].replace_all_uses_with(
                _Narrowing.i32_const(op, f) if isinstance(f, int) else op.operands[0]
            )
            Rewriter.erase_op(op)


def _both_const(op: Operation) -> bool:
    return all(_const(v) is not None for v in op.operands)


def _first_index(op: Operation) -> int:
    """The position of the first index operand of a memory op: load (memref,
    indices...), store and atomic_rmw (value, memref, indices...)."""
    return 1 if isinstance(op, memref.LoadOp) else 2


def _ops(fn: Kernel) -> list[Operation]:
    """Every op in `fn`'s body, nested ones included."""
    return [op for op in fn.body.walk() if op is not fn]


def _erase_dead_i64(fn: Kernel) -> None:
    changed = True
    while changed:
        changed = False
        for op in _ops(fn):
            if (
                op.results
                and any(_is64(r) for r in op.results)
                and all(not r.uses for r in op.results)
                and is_side_effect_free(op)
                and not op.regions
            ):
                Rewriter.erase_op(op)
                changed = True


def narrow_function(fn: Kernel, strict: bool = True) -> bool:
    """Narrow `fn`'s i64 values to i32 in place, or fail at the first op where that is
    not provably exact (module docstring); with `strict` False, narrow each value that
    provably can be and keep the others i64 (`vector<W x i64>` lanes once vectorized).
    Whether every i64 value was narrowed."""
    if not any(_is64(v) for op in fn.body.walk() for v in (*op.results, *op.operands)) and not any(
        _is64(a) for b in fn.body.blocks for a in b.args
    ):
        return True
    _erase_dead_i64(fn)
    n = _Narrowing(fn)
    if strict:
        n.analyze()
        for op in _ops(fn):
            n.check(op)
    else:
        ops = _ops(fn)
        n.split(ops)
        n.convert(ops)
    n.rewrite()
    return not n.wide


@dataclass(frozen=True)
class SpmdNarrowI64Pass(ModulePass):
    """The first step of `spmd-vectorize` on its own (to inspect and test it): narrow
    every kernel's i64 values to i32 where provably exact (module docstring).  An i64
    value that is not provably 32-bit is an error, or with `per-value=true` (what
    `spmd-vectorize` does) stays i64, with `extsi`/`extui`/`trunci` at the boundary."""

    name = "spmd-narrow-i64"

    per_value: bool = False

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for fn in kernels(op):
            narrow_function(fn, strict=not self.per_value)
