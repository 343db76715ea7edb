"""Random SPMD kernels for soundness testing of the divergence analysis.

`random_kernel(seed)` returns the text of one `func.func @kernel(%n: i32, %m:
memref<64xi32>, %out: memref<?xi32>)` in `cf` form, valid by construction:

* every loop has a counter that increases each iteration and an exit once it reaches a
  bound in 1..4 (uniform or divergent), so every kernel terminates;
* every memory index is `x andi 63` (for `%m`) or the thread id (for `%out`, which has
  one element per thread), so every access is in bounds; there is no division;
* values are used only where their definition dominates the use (a scope per region:
  after a join only the values from before the construct and the join's arguments).

Shapes: if/else with multi-block arms, arms that jump early to the join (seed 004's
Example B) or across to the other arm, `cf.switch`, loops (nested) with uniform exits
and divergent or uniform breaks whose exit blocks take arguments (constants, header
values), irreducible two-entry cycles entered by a uniform or a divergent branch
(seed 003), `simd.readfirstlane`/`simd.group_reduce`, loads and stores.  Conditions are
divergent (derived from `simd.thread_id`/`simd.lane_id`) about half of the time.

With `features` (`kernel_gen_types.py`) the kernels also compute with i8/i16/i64/f64
values, divide floats by zero and read and write a byte buffer with several types, each
feature with buffers of its own after `%out`; without, every seed's text is unchanged.

Used by `tests/passes/analysis/test_kernel_gen.py`, `benchmarks/soundness_campaign.py` and
`benchmarks/vectorize_campaign.py` (`--features`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from simdopt.tools.kernel_gen_types import (
    BUFFERS,
    FEATURES,
    TYPED_SHARE,
    feature_args,
    typed_stmt,
)


@dataclass
class _Block:
    label: str
    args: list[str]
    lines: list[str] = field(default_factory=list[str])
    term: str | None = None


class KernelGen:
    """One kernel; `text()` after construction."""

    def __init__(
        self,
        seed: int,
        max_depth: int = 3,
        budget: int = 40,
        switches: bool = True,
        convergent: bool = True,
        race_free: bool = False,
        features: tuple[str, ...] = (),
    ):
        self.rng = random.Random(seed)
        self.features = tuple(f for f in FEATURES if f in features)
        unknown = set(features) - set(FEATURES)
        assert not unknown, f"unknown kernel_gen features {sorted(unknown)}"
        self.switches = switches
        self.convergent = convergent
        self.race_free = race_free
        self.max_depth = max_depth
        self.budget = budget  # statements left (keeps kernels small)
        self.n = 0
        self.blocks: list[_Block] = []
        self.cur = entry = self.new_block()
        entry.lines += [
            "%tid = simd.thread_id : i32",
            "%lane = simd.lane_id : i32",
            "%c0 = arith.constant 0 : i32",
            "%c1 = arith.constant 1 : i32",
            "%c3 = arith.constant 3 : i32",
            "%c63 = arith.constant 63 : i32",
        ]
        if race_free:
            entry.lines += [
                "%c7 = arith.constant 7 : i32",
                "%c31 = arith.constant 31 : i32",
                "%c32 = arith.constant 32 : i32",
            ]
        scope = ["%n", "%tid", "%lane", "%c0", "%c1", "%c3"]
        scope = self.seq(scope, 0, self.rng.randint(3, 7))
        v = self.pick(scope)
        self.emit("%tidx = arith.index_cast %tid : i32 to index")
        self.emit(f"memref.store {v}, %out[%tidx] : memref<?xi32>")
        self.cur.term = "func.return"

    # -- plumbing ---------------------------------------------------------------------
    def fresh(self, prefix: str = "v") -> str:
        self.n += 1
        return f"%{prefix}{self.n}"

    def new_block(self, nargs: int = 0) -> _Block:
        b = _Block(f"^bb{len(self.blocks)}", [self.fresh("a") for _ in range(nargs)])
        self.blocks.append(b)
        return b

    def emit(self, line: str) -> None:
        self.cur.lines.append(line)

    def cond_br(self, cond: str, yes: str, no: str) -> None:
        self.cur.term = f"cf.cond_br {cond}, {yes}, {no}"

    def pick(self, scope: list[str]) -> str:
        return self.rng.choice(scope)

    @staticmethod
    def target(b: _Block, values: list[str]) -> str:
        if not values:
            return b.label
        return f"{b.label}({', '.join(values)} : {', '.join('i32' for _ in values)})"

    def cond(self, scope: list[str], divergent: bool | None = None) -> str:
        """An i1: divergent (compares with the thread/lane id) or from the scope."""
        if divergent is None:
            divergent = self.rng.random() < 0.5
        a = self.pick(scope)
        b = self.rng.choice(["%tid", "%lane"]) if divergent else self.pick(scope)
        c = self.fresh("p")
        pred = self.rng.choice(["slt", "sgt", "eq", "ne", "sle"])
        self.emit(f"{c} = arith.cmpi {pred}, {a}, {b} : i32")
        return c

    def small(self, scope: list[str], divergent: bool) -> str:
        """A value in 1..4 (a loop bound), divergent or from the scope."""
        src = self.rng.choice(["%tid", "%lane"]) if divergent else self.pick(scope)
        r = self.fresh("r")
        b = self.fresh("b")
        self.emit(f"{r} = arith.andi {src}, %c3 : i32")
        self.emit(f"{b} = arith.addi {r}, %c1 : i32")
        return b

    # -- statements ---------------------------------------------------------------------
    def seq(self, scope: list[str], depth: int, count: int) -> list[str]:
        scope = list(scope)
        for _ in range(count):
            if self.budget <= 0:
                break
            self.budget -= 1
            scope = self.stmt(scope, depth)
        return scope

    def stmt(self, scope: list[str], depth: int) -> list[str]:
        if self.features and self.rng.random() < TYPED_SHARE:  # no draw without features
            return typed_stmt(self, scope)
        r = self.rng.random()
        structured = depth < self.max_depth
        if structured and r < 0.16:
            return self.if_else(scope, depth)
        if structured and r < 0.30:
            return self.loop(scope, depth)
        if structured and r < 0.36:  # a switch, or if/else where switches are off
            return (self.switch if self.switches else self.if_else)(scope, depth)
        if structured and r < 0.42:
            return self.irreducible(scope)
        if r < 0.50:
            if not self.convergent:
                return self.arith(scope)
            v = self.fresh("f")
            op = self.rng.choice(
                ["simd.readfirstlane {x} : i32", "simd.group_reduce add, {x} : i32"]
            )
            self.emit(f"{v} = " + op.format(x=self.pick(scope)))
            return [*scope, v]
        if r < 0.58:
            return self.load(scope)
        if r < 0.63:
            self.store(scope)
            return scope
        return self.arith(scope)

    def arith(self, scope: list[str]) -> list[str]:
        v = self.fresh()
        op = self.rng.choice(["addi", "subi", "muli", "xori", "andi", "maxsi", "minsi"])
        self.emit(f"{v} = arith.{op} {self.pick(scope)}, {self.pick(scope)} : i32")
        if self.rng.random() < 0.15:
            s = self.fresh("s")
            c = self.cond(scope)
            self.emit(f"{s} = arith.select {c}, {v}, {self.pick(scope)} : i32")
            return [*scope, v, s]
        return [*scope, v]

    def index(self, scope: list[str], store: bool) -> str:
        r, i = self.named_cell(scope, store)
        self.emit(f"{i} = arith.index_cast {r} : i32 to index")
        return i

    def cell(self, scope: list[str], store: bool) -> str:
        """An i32 cell number in 0..63: the lower half to read, the thread's own cells
        to write (race-free)."""
        return self.named_cell(scope, store)[0]

    def named_cell(self, scope: list[str], store: bool) -> tuple[str, str]:
        """`cell`, and the name reserved for its index (the names of old kernels)."""
        r = self.fresh("r")
        i = self.fresh("i")
        x = self.pick(scope)
        if not self.race_free:
            self.emit(f"{r} = arith.andi {x}, %c63 : i32")
        elif not store:  # the lower half: never written
            self.emit(f"{r} = arith.andi {x}, %c31 : i32")
        else:  # 32 + (x & 3) * 8 + (tid & 7): a cell of its own for each of 8 threads
            a, b, t, o = (self.fresh("w") for _ in range(4))
            self.emit(f"{a} = arith.andi {x}, %c3 : i32")
            self.emit(f"{b} = arith.shli {a}, %c3 : i32")
            self.emit(f"{t} = arith.andi %tid, %c7 : i32")
            self.emit(f"{o} = arith.ori {b}, {t} : i32")
            self.emit(f"{r} = arith.addi {o}, %c32 : i32")
        return r, i

    def load(self, scope: list[str]) -> list[str]:
        i = self.index(scope, store=False)
        v = self.fresh("l")
        self.emit(f"{v} = memref.load %m[{i}] : memref<64xi32>")
        return [*scope, v]

    def store(self, scope: list[str]) -> None:
        i = self.index(scope, store=True)
        self.emit(f"memref.store {self.pick(scope)}, %m[{i}] : memref<64xi32>")

    def if_else(self, scope: list[str], depth: int) -> list[str]:
        c = self.cond(scope)
        nargs = self.rng.randint(0, 2)
        then_b, else_b = self.new_block(), self.new_block()
        join = self.new_block(nargs)
        self.cond_br(c, then_b.label, else_b.label)
        for arm in (then_b, else_b):
            self.cur = arm
            if arm is then_b and self.rng.random() < 0.3:
                # Example B: the arm may jump to the join (or into the other arm) early.
                early = self.cond(scope)
                rest = self.new_block()
                to = (
                    self.target(join, [self.pick(scope) for _ in range(nargs)])
                    if self.rng.random() < 0.6
                    else else_b.label
                )
                self.cond_br(early, to, rest.label)
                self.cur = rest
            inner = self.seq(scope, depth + 1, self.rng.randint(0, 3))
            self.cur.term = "cf.br " + self.target(
                join, [self.pick(inner) for _ in range(nargs)]
            )
        self.cur = join
        return [*scope, *join.args]

    def switch(self, scope: list[str], depth: int) -> list[str]:
        r = self.fresh("r")
        self.emit(f"{r} = arith.andi {self.pick(scope)}, %c3 : i32")
        if self.rng.random() < 0.5:
            r = self.fresh("d")
            src = self.rng.choice(["%tid", "%lane"])
            self.emit(f"{r} = arith.andi {src}, %c3 : i32")
        join = self.new_block(1)
        arms = [self.new_block() for _ in range(3)]
        self.cur.term = (
            f"cf.switch {r} : i32, [default: {arms[0].label}, "
            f"0: {arms[1].label}, 1: {arms[2].label}]"
        )
        for arm in arms:
            self.cur = arm
            inner = self.seq(scope, depth + 1, self.rng.randint(0, 2))
            self.cur.term = "cf.br " + self.target(join, [self.pick(inner)])
        self.cur = join
        return [*scope, *join.args]

    def loop(self, scope: list[str], depth: int) -> list[str]:
        bound = self.small(scope, self.rng.random() < 0.4)
        acc0 = self.pick(scope)
        header = self.new_block(2)
        i, acc = header.args
        exit_b = self.new_block(2)
        self.cur.term = "cf.br " + self.target(header, ["%c0", acc0])
        self.cur = header
        hv = self.fresh("h")
        self.emit(f"{hv} = arith.addi {acc}, {i} : i32")
        more = self.fresh("p")
        self.emit(f"{more} = arith.cmpi slt, {i}, {bound} : i32")
        body = self.new_block()
        exit_vals = [
            self.rng.choice([hv, acc, "%c1", i]),
            self.rng.choice(["%c0", acc, hv]),
        ]
        self.cond_br(more, body.label, self.target(exit_b, exit_vals))
        self.cur = body
        inner_scope = [*scope, i, acc, hv]
        inner = self.seq(inner_scope, depth + 1, self.rng.randint(1, 3))
        nxt = self.fresh("v")
        self.emit(f"{nxt} = arith.addi {self.pick(inner)}, {acc} : i32")
        inc = self.fresh("i")
        self.emit(f"{inc} = arith.addi {i}, %c1 : i32")
        if self.rng.random() < 0.6:  # a break, divergent or uniform
            brk = self.cond(inner)
            latch = self.new_block()
            vals = [self.rng.choice([nxt, "%c3", hv]), self.rng.choice(["%c0", acc])]
            self.cond_br(brk, self.target(exit_b, vals), latch.label)
            self.cur = latch
        self.cur.term = "cf.br " + self.target(header, [inc, nxt])
        self.cur = exit_b
        return [*scope, i, acc, hv, *exit_b.args]

    def irreducible(self, scope: list[str]) -> list[str]:
        """Two entries A and B, each jumping to the other until a counter reaches 3."""
        c = self.cond(scope)
        a, b = self.new_block(2), self.new_block(2)
        exit_b = self.new_block(1)
        x0 = self.pick(scope)
        self.cond_br(c, self.target(a, ["%c0", x0]), self.target(b, ["%c0", x0]))
        for blk, other in ((a, b), (b, a)):
            self.cur = blk
            k, x = blk.args
            k1 = self.fresh("k")
            self.emit(f"{k1} = arith.addi {k}, %c1 : i32")
            y = self.fresh("y")
            self.emit(f"{y} = arith.addi {x}, {self.pick([*scope, k])} : i32")
            more = self.fresh("p")
            self.emit(f"{more} = arith.cmpi slt, {k1}, %c3 : i32")
            exit_val = self.rng.choice([y, x, "%c1"])
            self.cond_br(
                more, self.target(other, [k1, y]), self.target(exit_b, [exit_val])
            )
        self.cur = exit_b
        return [*scope, *exit_b.args]

    # -- output -----------------------------------------------------------------------------
    def text(self) -> str:
        extra = "".join(f", {BUFFERS[f][0]} : {BUFFERS[f][1]}" for f in self.features)
        out = [
            f"func.func @kernel(%n : i32, %m : memref<64xi32>, %out : memref<?xi32>{extra}) {{"
        ]
        for b in self.blocks:
            if b is not self.blocks[0]:
                args = ", ".join(f"{a} : i32" for a in b.args)
                out.append(f"{b.label}({args}):" if b.args else f"{b.label}:")
            out.extend(f"  {line}" for line in b.lines)
            assert b.term is not None, b.label
            out.append(f"  {b.term}")
        out.append("}")
        return "\n".join(out) + "\n"


def random_kernel(
    seed: int,
    max_depth: int = 3,
    budget: int = 40,
    switches: bool = True,
    convergent: bool = True,
    race_free: bool = False,
    features: tuple[str, ...] = (),
) -> str:
    """The text of one random SPMD kernel (deterministic in `seed`); `switches=False`
    replaces `cf.switch` by if/else (for interpreters without `cf.switch`),
    `convergent=False` readfirstlane/group_reduce by arith ops.  `race_free=True`: loads
    read `%m[0..31]`, which nothing writes, and a thread stores only to its own cells
    `%m[32 + 8k + (tid & 7)]`, so with at most 8 threads no two threads touch the same
    cell (no order between threads or divergent paths can change the memory: what a
    differential test of the vectorizer needs; otherwise two paths may store to one cell,
    a race whose winner is unspecified).  `features` (a subset of `FEATURES`) adds
    statements on other types and their buffers (`kernel_gen_types`); without it the
    text of every seed is what it always was."""
    return KernelGen(seed, max_depth, budget, switches, convergent, race_free, features).text()


def kernel_args(seed: int, threads: int, features: tuple[str, ...] = ()) -> list[object]:
    """Arguments for `simd-run --args`: %n, %m (64 values), %out (one per thread), then
    one buffer per feature in `features` (in `FEATURES` order)."""
    rng = random.Random(seed * 7919 + 1)
    base: list[object] = [rng.randint(-3, 6), [rng.randint(-8, 8) for _ in range(64)], [0] * threads]
    return base + feature_args(seed, features)


def giant_irreducible_kernel(ops: int, seed: int = 0) -> str:
    """A kernel of about `ops` ops in `cf` form whose long-range gotos make one
    irreducible cycle span most of the function (the shape of issue 12, item 8): a
    chain of blocks, each passing a value on, where every fourth block may instead jump
    (divergently or uniformly) to a random block anywhere in the chain, forwards or
    backwards.  For analysis timing (it does not terminate for every input)."""
    rng = random.Random(seed)
    n = max(4, ops // 4)
    lines = [
        "func.func @kernel(%n : i32, %out : memref<?xi32>) {",
        "  %tid = simd.thread_id : i32",
        "  %one = arith.constant 1 : i32",
        "  %c0 = arith.constant 0 : index",
        "  cf.br ^b0(%n : i32)",
    ]
    for i in range(n):
        nxt = f"^b{i + 1}" if i + 1 < n else "^exit"
        lines.append(f"^b{i}(%x{i} : i32):")
        lines.append(f"  %a{i} = arith.addi %x{i}, %one : i32")
        if i % 4 == 3:
            cond = "%tid" if rng.random() < 0.5 else "%n"
            lines.append(f"  %c{i} = arith.cmpi slt, %a{i}, {cond} : i32")
            far = rng.randrange(n)
            lines.append(
                f"  cf.cond_br %c{i}, {nxt}(%a{i} : i32), ^b{far}(%a{i} : i32)"
            )
        else:
            lines.append(f"  %m{i} = arith.muli %a{i}, %x{i} : i32")
            lines.append(f"  cf.br {nxt}(%m{i} : i32)")
    lines += [
        "^exit(%r : i32):",
        "  memref.store %r, %out[%c0] : memref<?xi32>",
        "  func.return",
        "}",
    ]
    return "\n".join(lines) + "\n"
