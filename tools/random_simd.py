"""Random SIMD programs for differential testing of `divergence-scalarize`.

    python -m simdopt.tools.random_simd --seed 7 [--width 8]   # prints a program and its --args

Each program is a `func.func @main` over one input memref, one output memref and three
i32 scalars, valid by construction:

* addresses are in bounds (`vand` with `size - 1` of any lane value, constants, or
  `base + lane` with a small base), for gathers, scatters, vloads and vstores;
* divisors are nonzero where they are computed (`x | 1`), or a scalar argument (which
  may be zero) only under a mask, so a pass that speculates the division traps;
* a masked result is read only under the same mask (same polarity) or through a
  `vphi` on that mask, so no poison lane is ever observed by the original program.

The mix leans on what the pass must get right: values that are uniform (broadcasts,
`s2v` of one scalar, uniform gathers, compares of uniform values, uniform masks and
their algebra, `v2s`, `any`/`all`) next to divergent ones (vloads, `s2v` of different
scalars, consecutive and strided address vectors), predicated arms merged by `vphi`,
`scf.if` on a mask reduction, and `scf.for`/`scf.while` loops carrying uniform or
divergent vectors.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.simd_program import run_simd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

MEM = 16
"""Elements of each memref (a power of two: `x & (MEM - 1)` is an in-bounds address)."""

BINOPS = ["vadd", "vsub", "vmul", "vmin", "vmax", "vand", "vor", "vxor"]
CMPS = ["eq", "ne", "slt", "sle", "sgt", "sge"]

Key = tuple[str, bool] | None
"""Where a vector's lanes are defined: everywhere (None) or under mask (name, negated)."""


@dataclass
class Value:
    name: str
    key: Key = None


@dataclass
class Generator:
    rng: random.Random
    width: int = 4
    lines: list[str] = field(default_factory=list[str])
    vectors: list[Value] = field(default_factory=list[Value])
    masks: list[str] = field(default_factory=list[str])
    scalars: list[str] = field(default_factory=list[str])
    counter: int = 0
    indent: str = "  "

    @property
    def vt(self) -> str:
        return f"vector<{self.width}xi32>"

    @property
    def mt(self) -> str:
        return f"vector<{self.width}xi1>"

    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def emit(self, line: str) -> None:
        self.lines.append(self.indent + line)

    def const(self, k: int) -> str:
        c = self.fresh("c")
        self.emit(f"{c} = arith.constant {k} : i32")
        return c

    def splat(self, scalar: str, prefix: str = "v") -> str:
        """A fresh vector with `scalar` in every lane (`simd.s2vb`)."""
        r = self.fresh(prefix)
        self.emit(f"{r} = simd.s2vb {scalar} : {self.vt}")
        return r

    @contextlib.contextmanager
    def nested(self) -> Iterator[None]:
        """A region one level deeper; the vectors defined in it are not visible after it."""
        outer, mark = self.indent, len(self.vectors)
        self.indent += "  "
        yield
        del self.vectors[mark:]
        self.indent = outer

    # -- picking operands ---------------------------------------------------------------
    def pick(self, key: Key = None) -> Value:
        """A vector whose lanes are defined wherever `key` says lanes are read."""
        return self.rng.choice([v for v in self.vectors if v.key is None or v.key == key])

    def add(self, name: str, key: Key = None) -> Value:
        v = Value(name, key)
        self.vectors.append(v)
        return v

    def mask_spec(self, key: Key) -> str:
        if key is None:
            return ""
        return f" mask({'not ' if key[1] else ''}{key[0]})"

    def random_key(self) -> Key:
        if not self.masks or self.rng.random() < 0.5:
            return None
        return (self.rng.choice(self.masks), self.rng.random() < 0.5)

    # -- sources ------------------------------------------------------------------------
    def broadcast(self) -> Value:
        return self.add(self.splat(self.rng.choice(self.scalars)))

    def s2v(self) -> Value:
        r = self.fresh()
        if self.rng.random() < 0.5:
            elems = [self.rng.choice(self.scalars)] * self.width
        else:
            elems = [self.rng.choice(self.scalars) for _ in range(self.width)]
        self.emit(f"{r} = simd.s2v {', '.join(elems)} : {self.vt}")
        return self.add(r)

    def address(self, key: Key) -> str:
        """An in-bounds address vector (uniform, consecutive, strided or arbitrary)."""
        kind = self.rng.choice(["uniform", "consecutive", "masked", "strided"])
        r = self.fresh("a")
        if kind == "uniform":
            k = self.const(self.rng.randrange(MEM))
            self.emit(f"{r} = simd.s2vb {k} : {self.vt}")
        elif kind == "consecutive":
            base = self.rng.randrange(MEM - self.width + 1)
            elems = [self.const(base + i) for i in range(self.width)]
            lanes = self.fresh("a")
            self.emit(f"{lanes} = simd.s2v {', '.join(elems)} : {self.vt}")
            if self.rng.random() < 0.5:
                return lanes
            z = self.splat(self.const(0), "a")
            self.emit(f"{r} = simd.vadd {lanes}, {z} : {self.vt}")
        elif kind == "strided" and 2 * self.width <= MEM:
            elems = [self.const(2 * i) for i in range(self.width)]
            self.emit(f"{r} = simd.s2v {', '.join(elems)} : {self.vt}")
        else:
            t = self.splat(self.const(MEM - 1), "a")
            self.emit(f"{r} = simd.vand {self.pick(key).name}, {t}{self.mask_spec(key)} : {self.vt}")
        return r

    def gather(self, key: Key) -> Value:
        addr = self.address(key)
        r = self.fresh()
        self.emit(f"{r} = simd.gather %in[{addr}]{self.mask_spec(key)} : memref<?xi32>, {self.vt}")
        return self.add(r, key)

    def vload(self, key: Key) -> Value:
        base = self.const(self.rng.randrange(MEM - self.width + 1))
        r = self.fresh()
        self.emit(f"{r} = simd.vload %in[{base}]{self.mask_spec(key)} : memref<?xi32>, {self.vt}")
        return self.add(r, key)

    # -- computation ------------------------------------------------------------------------
    def binop(self, key: Key) -> Value:
        op = self.rng.choice(BINOPS + ["vshl", "vdiv", "vdiv_guarded"])
        a, b = self.pick(key), self.pick(key)
        r = self.fresh()
        spec = self.mask_spec(key)
        if op == "vshl":
            t = self.splat(self.const(3))
            amt = self.fresh()
            self.emit(f"{amt} = simd.vand {b.name}, {t}{spec} : {self.vt}")
            self.emit(f"{r} = simd.vshl {a.name}, {amt}{spec} : {self.vt}")
        elif op == "vdiv":  # x | 1 is odd, never zero
            t = self.splat(self.const(1))
            d = self.fresh()
            self.emit(f"{d} = simd.vor {b.name}, {t}{spec} : {self.vt}")
            self.emit(f"{r} = simd.vdiv {a.name}, {d}{spec} : {self.vt}")
        elif op == "vdiv_guarded" and key is not None:
            # a scalar divisor that may be zero, divided only under a mask whose active
            # lanes see a nonzero divisor: `d != 0` is part of the mask.
            s = self.rng.choice(self.scalars)
            zero = self.const(0)
            d, z = self.splat(s), self.splat(zero)
            nz, both = self.fresh("p"), self.fresh("p")
            self.emit(f"{nz} = simd.vcmp ne, {d}, {z} : {self.vt}")
            m, neg = key
            base = m
            if neg:
                base = self.fresh("p")
                self.emit(f"{base} = simd.pnot {m} : {self.mt}")
            self.emit(f"{both} = simd.pand {base}, {nz} : {self.mt}")
            self.emit(f"{r} = simd.vdiv {a.name}, {d} mask({both}) : {self.vt}")
            # read only through a vphi on the same mask
            merged = self.fresh()
            self.emit(f"{merged} = simd.vphi {both}, {r}, {self.pick(None).name} : {self.vt}")
            return self.add(merged)
        else:
            if op.startswith("vdiv"):
                op = "vadd"
            self.emit(f"{r} = simd.{op} {a.name}, {b.name}{spec} : {self.vt}")
        return self.add(r, key)

    def compare(self) -> str:
        a, b = self.pick(), self.pick()
        r = self.fresh("p")
        self.emit(f"{r} = simd.vcmp {self.rng.choice(CMPS)}, {a.name}, {b.name} : {self.vt}")
        self.masks.append(r)
        return r

    def mask_algebra(self) -> None:
        r = self.fresh("p")
        kind = self.rng.choice(["pnot", "pand", "por"])
        if kind == "pnot":
            self.emit(f"{r} = simd.pnot {self.rng.choice(self.masks)} : {self.mt}")
        else:
            a, b = self.rng.choice(self.masks), self.rng.choice(self.masks)
            self.emit(f"{r} = simd.{kind} {a}, {b} : {self.mt}")
        self.masks.append(r)

    def diamond(self) -> None:
        """if (p) a = ... else b = ...; r = vphi p, a, b."""
        p = self.rng.choice(self.masks)
        then_v = self.chain((p, False), self.rng.randint(1, 3))
        else_v = self.chain((p, True), self.rng.randint(1, 3))
        r = self.fresh()
        self.emit(f"{r} = simd.vphi {p}, {then_v.name}, {else_v.name} : {self.vt}")
        self.add(r)

    def chain(self, key: Key, n: int) -> Value:
        v = self.pick(key)
        for _ in range(n):
            roll = self.rng.random()
            v = self.gather(key) if roll < 0.2 else self.binop(key)
        return v

    def extract(self) -> None:
        lane = self.const(self.rng.randrange(self.width))
        s = self.fresh("s")
        self.emit(f"{s} = simd.v2s {self.pick().name}[{lane}] : {self.vt}")
        self.scalars.append(s)

    def if_any(self) -> None:
        """scf.if on any/all of a mask, with a vector result computed inside."""
        p = self.rng.choice(self.masks)
        b = self.fresh("b")
        self.emit(f"{b} = simd.{self.rng.choice(['any', 'all'])} {p} : {self.mt}")
        r = self.fresh()
        self.emit(f"{r} = scf.if {b} -> ({self.vt}) {{")
        with self.nested():
            x = self.chain(None, self.rng.randint(1, 2))
            self.emit(f"scf.yield {x.name} : {self.vt}")
        self.emit("} else {")
        with self.nested():
            self.emit(f"scf.yield {self.pick().name} : {self.vt}")
        self.emit("}")
        self.add(r)

    def loop(self) -> None:
        """scf.for carrying a vector (uniform or divergent init)."""
        lb, ub, st = self.fresh("i"), self.fresh("i"), self.fresh("i")
        self.emit(f"{lb} = arith.constant 0 : index")
        self.emit(f"{ub} = arith.constant {self.rng.randint(1, 3)} : index")
        self.emit(f"{st} = arith.constant 1 : index")
        init = self.pick()
        acc, iv, r = self.fresh("acc"), self.fresh("i"), self.fresh()
        self.emit(
            f"{r} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {init.name}) -> ({self.vt}) {{"
        )
        with self.nested():
            self.add(acc)
            step = self.pick()
            nxt = self.fresh()
            op = self.rng.choice(["vadd", "vxor", "vmax", "vsub"])
            self.emit(f"{nxt} = simd.{op} {acc}, {step.name} : {self.vt}")
            self.emit(f"scf.yield {nxt} : {self.vt}")
        self.emit("}")
        self.add(r)

    def while_loop(self) -> None:
        """scf.while carrying a vector and an i32 trip counter."""
        init = self.pick()
        zero, one, n = self.const(0), self.const(1), self.const(self.rng.randint(0, 3))
        a, k, a2, k2, go = (self.fresh(x) for x in ("acc", "k", "acc", "k", "b"))
        r = self.fresh()
        vt = self.vt
        self.emit(
            f"{r}:2 = scf.while ({a} = {init.name}, {k} = {zero}) : ({vt}, i32) -> ({vt}, i32) {{"
        )
        self.emit(f"  {go} = arith.cmpi slt, {k}, {n} : i32")
        self.emit(f"  scf.condition({go}) {a}, {k} : {vt}, i32")
        self.emit("} do {")
        self.emit(f"^bb0({a2}: {vt}, {k2}: i32):")
        with self.nested():
            self.add(a2)
            step = self.pick()
            nxt, k3 = self.fresh(), self.fresh("k")
            op = self.rng.choice(["vadd", "vxor", "vmin", "vsub"])
            self.emit(f"{nxt} = simd.{op} {a2}, {step.name} : {vt}")
            self.emit(f"{k3} = arith.addi {k2}, {one} : i32")
            self.emit(f"scf.yield {nxt}, {k3} : {vt}, i32")
        self.emit("}")
        self.add(f"{r}#0")

    def store(self) -> None:
        key = self.random_key()
        v = self.pick(key)
        if self.rng.random() < 0.5:
            op, where = "vstore", self.const(self.rng.randrange(MEM - self.width + 1))
        else:
            op, where = "scatter", self.address(key)
        self.emit(f"simd.{op} {v.name}, %out[{where}]{self.mask_spec(key)} : memref<?xi32>, {self.vt}")

    # -- whole program ------------------------------------------------------------------
    def program(self, size: int) -> str:
        self.scalars = ["%x", "%y", "%z"]
        zero = self.const(0)
        self.scalars.append(zero)
        self.broadcast()
        self.vload(None)
        self.s2v()
        self.compare()
        steps = [
            (self.broadcast, 2), (self.s2v, 2), (lambda: self.vload(None), 1),
            (lambda: self.gather(None), 2), (lambda: self.binop(None), 5),
            (lambda: self.binop(self.random_key()), 3), (self.compare, 2),
            (self.mask_algebra, 1), (self.diamond, 2), (self.extract, 1),
            (self.if_any, 1), (self.loop, 1), (self.while_loop, 1), (self.store, 1),
        ]  # fmt: skip
        fns = [f for f, w in steps for _ in range(w)]
        for _ in range(size):
            self.rng.choice(fns)()
        # The result depends on the last few fully defined vectors.
        full = [v for v in self.vectors if v.key is None][-3:]
        result = full[0].name
        for v in full[1:]:
            r = self.fresh()
            self.emit(f"{r} = simd.vxor {result}, {v.name} : {self.vt}")
            result = r
        self.emit(f"func.return {result} : {self.vt}")
        head = (
            "func.func @main(%in: memref<?xi32>, %out: memref<?xi32>, "
            f"%x: i32, %y: i32, %z: i32) -> {self.vt} {{"
        )
        return "\n".join([head, *self.lines, "}", ""])


def random_program(seed: int, width: int = 4, size: int = 12) -> tuple[str, list[object]]:
    """(program text, simd-run arguments) for `seed`."""
    rng = random.Random(seed)
    text = Generator(rng, width).program(size)
    args: list[object] = [[rng.randint(-6, 6) for _ in range(MEM)], [0] * MEM]
    args += [rng.randint(-3, 3) for _ in ("x", "y", "z")]
    return text, args


@dataclass
class Outcome:
    """One program run before and after a pipeline."""

    skipped: str | None = None  # why the original could not be compared (it faults)
    mismatch: str | None = None  # results, memory or a new fault
    cost_before: int = 0
    cost_after: int = 0
    uniform_before: int = 0  # executed vector ops whose active lanes were all equal
    uniform_after: int = 0


def differential(text: str, args: list[Any], pipeline: str) -> Outcome:
    """Run `text` with `simd-run`'s interpreter before and after `pipeline` (verified,
    dominance included) and compare results, memory, faults and static cost."""
    ctx = make_context()

    def run(module: ModuleOp) -> dict[str, Any] | str:
        fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
        try:
            return run_simd(module, fn, copy.deepcopy(args))
        except RuntimeFault as e:
            return e.message

    before = run(parse_module(ctx, SourceMap("random.mlir", text)))
    if isinstance(before, str):
        return Outcome(skipped=before)
    module = parse_module(ctx, SourceMap("random.mlir", text))
    registry = {**xdsl_passes(), **get_all_passes()}
    passes = tuple(registry[p.name]().from_pass_spec(p) for p in parse_pipeline(pipeline))
    PassPipeline(passes).apply(ctx, module)
    verify_module(module)
    after = run(module)
    out = Outcome(
        cost_before=before["stats"]["static_alu_ops"],
        uniform_before=before["stats"]["dynamically_uniform_vector_ops"],
    )
    if isinstance(after, str):
        out.mismatch = f"new fault: {after}"
        return out
    out.cost_after = after["stats"]["static_alu_ops"]
    out.uniform_after = after["stats"]["dynamically_uniform_vector_ops"]
    for key in ("results", "memrefs"):
        if before[key] != after[key]:
            out.mismatch = f"{key}: {before[key]} before, {after[key]} after"
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--width", type=int, default=4)
    p.add_argument("--size", type=int, default=12, help="generation steps")
    ns = p.parse_args(argv)
    text, args = random_program(ns.seed, ns.width, ns.size)
    print(f"// simd-run: --args '{json.dumps(args)}'")
    print(text, end="")


if __name__ == "__main__":
    main()
