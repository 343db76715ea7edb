"""Lowering of `scf.if`, `scf.for` and `scf.while` (with `scf.yield`/`scf.condition`)
for `lower.py`, as the SPMD executor runs them (`interpreters/lane_interpreter.py`'s
`SpmdScfFunctions`).

Each region (one block) is lowered once, in place: `scf.if` branches to its regions and
joins with phis; the loops get a header with phis for the carried values, and
counters in memory (`loop_words`: a lane resuming inside a loop after a barrier finds
them in its state): the iteration (0, 1, ... - the interpreter's frame head), which
records of the ops inside add to their key after the enclosing cf cycles' iterations,
as a position has the iteration of every enclosing scf loop, and `scf.for`'s index,
bound and step.  A barrier's dynamic instance is that key too.  The branch instances the interpreter counts
are `scf.if`'s condition and `scf.condition`'s; every op, terminators included, is a
step and counts in its block's statistics.  `scf.for` runs `range(lb, ub, step)` on
exact integers (64 bits here: a bound near the 64-bit limit is not supported), a step
that is not positive faults.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import scf
from xdsl.ir import Block, Operation, Region, SSAValue

from simdopt.interpreters.jit.scalars import ERR_TIME, Unsupported, llvm_type

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering

ERR_STEP = 7
"""The error code of an `scf.for` whose step is not positive (`spmd.py`'s message)."""


def nested_blocks(b: Block, blocks: list[Block], index: dict[Block, int], key_slots: dict[Block, list[str]],
                  loops: list[Operation]) -> None:  # fmt: skip
    """Register the blocks of the regions of `b`'s ops (recursively): their `@cnt`
    index and the counters of their records' keys (`%sf{k}`: scf loop k's iteration)."""
    for op in b.ops:
        if not op.regions:
            continue
        if not isinstance(op, scf.IfOp | scf.ForOp | scf.WhileOp):
            raise Unsupported(f"'{op.name}'")
        extra: list[str] = []
        if isinstance(op, scf.ForOp | scf.WhileOp):
            extra = [f"%sf{len(loops)}"]
            loops.append(op)
        for r in op.regions:
            for nb in r.blocks:
                if nb is not r.first_block:
                    raise Unsupported(f"'{op.name}' with a region of several blocks")
                index[nb] = len(blocks)
                blocks.append(nb)
                key_slots[nb] = key_slots[b] + extra
                nested_blocks(nb, blocks, index, key_slots, loops)


def _region(self: Lowering, region: Region, args: list[str]) -> tuple[list[str], str]:
    """Lower `region`'s block here, its arguments `args`: the values its terminator
    passes on and the LLVM block it ends in."""
    block = region.block
    i = self.index[block]
    self.emit(f"br label %b{i}")
    self.out.append(f"b{i}:")
    for a, x in zip(block.args, args, strict=True):
        self.names[a] = x
        self.keep(a)  # (live across a barrier: in its slot)
    self.lower_ops(block)
    passed = self.passed
    self.emit(f"br label %b{i}x")
    self.out.append(f"b{i}x:")
    return passed, f"%b{i}x"


def _label(self: Lowering, what: str) -> str:
    return f"{what}{self.fresh()[2:]}"


def _phis(self: Lowering, op: Operation, incoming: list[tuple[list[str], str]]) -> None:
    for k, r in enumerate(op.results):
        x = self.fresh()
        pairs = ", ".join(f"[ {vals[k]}, {label} ]" for vals, label in incoming)
        self.emit(f"{x} = phi {llvm_type(r.type)} {pairs}")
        self.names[r] = x


def _back_edge(self: Lowering, loop: str) -> None:
    """Count the iteration's end and go round, unless the watchdog says stop."""
    x, y = self.fresh(), self.fresh()
    self.emit(f"{x} = load volatile i32, ptr @stop")
    self.emit(f"{y} = icmp ne i32 {x}, 0")
    self.emit(f"br i1 {y}, label %{loop}s, label %{loop}l")
    self.out.append(f"{loop}s:")
    self.emit(f"store i32 {ERR_TIME}, ptr @err_code")
    self.emit("ret i32 1")
    self.out.append(f"{loop}l:")
    self.emit(f"br label %{loop}h")


def if_(self: Lowering, op: scf.IfOp, b: Block, name: str | None) -> None:
    self.steps_guard(op)
    c = self.val(op.cond)
    z = self.fresh()
    self.emit(f"{z} = zext i1 {c} to i64")
    self.record(op, "branch", b, z)
    label = _label(self, "if")
    self.emit(f"br i1 {c}, label %{label}t, label %{label}e")
    self.out.append(f"{label}t:")
    then = _region(self, op.true_region, [])
    self.emit(f"br label %{label}j")
    self.out.append(f"{label}e:")
    other = _region(self, op.false_region, []) if op.false_region.blocks else ([], f"%{label}e")
    self.emit(f"br label %{label}j")
    self.out.append(f"{label}j:")
    _phis(self, op, [then, other])


def loop_words(k: int) -> list[str]:
    """The counters of scf loop k: its iteration (0, 1, ...: what records read), and
    for `scf.for` its index, bound and step (i64).  In memory, not in header phis, so a
    lane resuming inside the loop (a barrier in its body) finds them: allocas (mem2reg
    makes them SSA), or words of the thread's state for a loop holding a stop."""
    return [f"%sf{k}", f"%sfi{k}", f"%sfu{k}", f"%sfs{k}"]


def _load(self: Lowering, slot: str) -> str:
    x = self.fresh()
    self.emit(f"{x} = load i64, ptr {slot}")
    return x


def _loop_open(self: Lowering, loop: str, values: list[SSAValue]) -> tuple[list[str], list[str], int]:
    """An scf loop's preheader and header, with a placeholder phi per carried value;
    (the carried values, their initial values, where the placeholders are)."""
    init = [self.val(v) for v in values]
    self.emit(f"br label %{loop}p")
    self.out.append(f"{loop}p:")
    self.emit(f"br label %{loop}h")
    self.out.append(f"{loop}h:")
    carried = [self.fresh() for _ in values]
    at = len(self.out)
    for x in carried:
        self.emit(x)  # patched by `_loop_close`, once the body's yield is known
    return carried, init, at


def _loop_close(self: Lowering, loop: str, opened: tuple[list[str], list[str], int], values: list[SSAValue],
                yielded: list[str], n: str) -> None:  # fmt: skip
    """The back edge of a loop `_loop_open` opened (its iteration counter `n` counted
    on), its carried phis patched in, and the exit block `{loop}x`."""
    carried, init, at = opened
    n1 = self.fresh()
    self.emit(f"{n1} = add i64 {_load(self, n)}, 1")
    self.emit(f"store i64 {n1}, ptr {n}")
    _back_edge(self, loop)
    for k, (x, v) in enumerate(zip(carried, values, strict=True)):
        self.out[at + k] = f"  {x} = phi {llvm_type(v.type)} [ {init[k]}, %{loop}p ], [ {yielded[k]}, %{loop}l ]"
    self.out.append(f"{loop}x:")


def for_(self: Lowering, op: scf.ForOp, b: Block, name: str | None) -> None:
    self.steps_guard(op)
    ty = llvm_type(op.lb.type)
    wide: list[str] = []
    for v in (op.lb, op.ub, op.step):
        x = self.val(v)
        if ty != "i64":
            y = self.fresh()
            self.emit(f"{y} = sext {ty} {x} to i64")
            x = y
        wide.append(x)
    bad = self.fresh()
    self.emit(f"{bad} = icmp sle i64 {wide[2]}, 0")
    self.fault(bad, ERR_STEP, op, [wide[2]])
    n, iv, ub, step = loop_words(self.scf_loops.index(op))
    for x, slot in zip([*wide, "0"], [iv, ub, step, n], strict=True):
        self.emit(f"store i64 {x}, ptr {slot}")
    loop = _label(self, "for")
    values = list(op.iter_args)
    opened = _loop_open(self, loop, values)
    at, go = _load(self, iv), self.fresh()
    self.emit(f"{go} = icmp slt i64 {at}, {_load(self, ub)}")
    self.emit(f"br i1 {go}, label %{loop}b, label %{loop}x")
    self.out.append(f"{loop}b:")
    ivt = at
    if ty != "i64":
        ivt = self.fresh()
        self.emit(f"{ivt} = trunc i64 {at} to {ty}")
    yielded, _ = _region(self, op.body, [ivt, *opened[0]])
    ivn = self.fresh()
    self.emit(f"{ivn} = add i64 {_load(self, iv)}, {_load(self, step)}")
    self.emit(f"store i64 {ivn}, ptr {iv}")
    _loop_close(self, loop, opened, values, yielded, n)
    for r, x in zip(op.results, opened[0], strict=True):
        self.names[r] = x


def while_(self: Lowering, op: scf.WhileOp, b: Block, name: str | None) -> None:
    self.steps_guard(op)
    loop = _label(self, "while")
    values = list(op.arguments)
    n = loop_words(self.scf_loops.index(op))[0]
    self.emit(f"store i64 0, ptr {n}")
    opened = _loop_open(self, loop, values)
    (cond, *forwarded), _ = _region(self, op.before_region, opened[0])
    self.emit(f"br i1 {cond}, label %{loop}a, label %{loop}x")
    self.out.append(f"{loop}a:")
    yielded, _ = _region(self, op.after_region, forwarded)
    _loop_close(self, loop, opened, values, yielded, n)
    for r, x in zip(op.results, forwarded, strict=True):
        self.names[r] = x


def yield_(self: Lowering, op: scf.YieldOp, b: Block, name: str | None) -> None:
    self.passed = [self.val(v) for v in op.operands]


def condition(self: Lowering, op: scf.ConditionOp, b: Block, name: str | None) -> None:
    c = self.val(op.condition)
    z = self.fresh()
    self.emit(f"{z} = zext i1 {c} to i64")
    self.record(op, "branch", b, z)
    self.passed = [c, *(self.val(v) for v in op.args)]
