"""Random masked SIMD programs with their plain-Python reference results, for the
differential tests of the lockstep machine (`tests/passes/test_lockstep_differential.py`)
and `benchmarks/lockstep_table.py`.

A program is valid by construction: addresses in bounds, masked results read only under
their mask or through a `vphi`, and masked divisions whose divisor is zero exactly on
the inactive lanes (an optimization that speculates one traps).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

W = 4
"""The programs' vector width."""


def wrap(x: int) -> int:
    return ((x + 2**31) % 2**32) - 2**31


def tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


BINOPS = {
    "vadd": lambda a, b: a + b,
    "vsub": lambda a, b: a - b,
    "vmul": lambda a, b: a * b,
    "vmax": max,
    "vmin": min,
    "vxor": lambda a, b: a ^ b,
}
CMPS = {
    "sgt": lambda a, b: a > b,
    "eq": lambda a, b: a == b,
    "sle": lambda a, b: a <= b,
}


@dataclass
class RandomProgram:
    """A masked SIMD program and its reference results, built side by side."""

    rng: random.Random
    max_run: int = 4
    lines: list[str] = field(default_factory=list[str])
    pool: list[tuple[str, list[int]]] = field(
        default_factory=list[tuple[str, list[int]]]
    )
    memory: list[list[int]] = field(default_factory=list[list[int]])
    counter: int = 0

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def pick(self) -> tuple[str, list[int]]:
        return self.rng.choice(self.pool)

    def masked_run(
        self, mask: str, lanes: list[bool], negated: bool, length: int
    ) -> tuple[str, list[int]]:
        """A chain of ops under one mask; returns its last value (valid on `lanes`)."""
        spec = f"mask({'not ' if negated else ''}{mask})"
        name, value = self.pick()
        for _ in range(length):
            op = self.rng.choice([*BINOPS, "vdiv"])
            other, ovalue = self.pick()
            res = self.fresh()
            if op == "vdiv":
                # divisor: 1 + (x & 3) on active lanes; zero on inactive ones
                c1, sel = self.fresh(), self.fresh()
                self.emit(f"{c1} = simd.s2vb %one : vector<4xi32>")
                self.emit(f"{sel} = simd.vphi {mask}, {c1}, %vzero : vector<4xi32>")
                if negated:
                    sel2 = self.fresh()
                    self.emit(
                        f"{sel2} = simd.vphi {mask}, %vzero, {c1} : vector<4xi32>"
                    )
                    sel = sel2
                self.emit(f"{res} = simd.vdiv {name}, {sel} {spec} : vector<4xi32>")
                value = [v if act else 0 for v, act in zip(value, lanes, strict=True)]
            else:
                self.emit(f"{res} = simd.{op} {name}, {other} {spec} : vector<4xi32>")
                value = [
                    wrap(BINOPS[op](a, b)) if act else 0
                    for a, b, act in zip(value, ovalue, lanes, strict=True)
                ]
            name = res
        return name, value

    def diamond(self) -> None:
        (a, av), (b, bv) = self.pick(), self.pick()
        pred = self.rng.choice(list(CMPS))
        p = self.fresh()
        self.emit(f"{p} = simd.vcmp {pred}, {a}, {b} : vector<4xi32>")
        lanes = [CMPS[pred](x, y) for x, y in zip(av, bv, strict=True)]
        t, tv = self.masked_run(p, lanes, False, self.rng.randint(1, self.max_run))
        if self.rng.random() < 0.3:
            # a masked store of the then value
            self.emit(
                f"simd.vstore {t}, %out[%c0] mask({p}) : memref<?xi32>, vector<4xi32>"
            )
            self.memory[0][:W] = [
                x if act else old
                for x, act, old in zip(tv, lanes, self.memory[0][:W], strict=True)
            ]
        e, ev = self.masked_run(
            p, [not x for x in lanes], True, self.rng.randint(1, self.max_run)
        )
        r = self.fresh()
        self.emit(f"{r} = simd.vphi {p}, {t}, {e} : vector<4xi32>")
        self.pool.append(
            (r, [x if c else y for x, y, c in zip(tv, ev, lanes, strict=True)])
        )

    def unmasked(self) -> None:
        (a, av), (b, bv) = self.pick(), self.pick()
        op = self.rng.choice(list(BINOPS))
        r = self.fresh()
        self.emit(f"{r} = simd.{op} {a}, {b} : vector<4xi32>")
        self.pool.append(
            (r, [wrap(BINOPS[op](x, y)) for x, y in zip(av, bv, strict=True)])
        )


def random_program(
    seed: int, max_run: int = 4
) -> tuple[str, list[Any], dict[str, Any]]:
    """(program text, --args, expected {results, memrefs}); masked runs of at most
    `max_run` ops."""
    rng = random.Random(seed)
    data = [rng.randint(-3, 3) for _ in range(W)]
    data2 = [rng.choice([data[i], rng.randint(-3, 3)]) for i in range(W)]
    prog = RandomProgram(rng, max_run, memory=[[0] * W])
    prog.emit("%c0 = arith.constant 0 : i32")
    prog.emit("%one = arith.constant 1 : i32")
    prog.emit("%zero = arith.constant 0 : i32")
    prog.emit("%vzero = simd.s2vb %zero : vector<4xi32>")
    prog.emit("%x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>")
    prog.emit("%y = simd.vload %b[%c0] : memref<?xi32>, vector<4xi32>")
    prog.pool += [("%x", data), ("%y", data2), ("%vzero", [0] * W)]
    for _ in range(rng.randint(2, 6)):
        (prog.diamond if rng.random() < 0.7 else prog.unmasked)()
    last, lv = prog.pool[-1]
    body = "\n".join(prog.lines)
    text = (
        "func.func @main(%a: memref<?xi32>, %b: memref<?xi32>, %out: memref<?xi32>)"
        f" -> vector<4xi32> {{\n{body}\n  func.return {last} : vector<4xi32>\n}}\n"
    )
    args: list[Any] = [data, data2, [0] * W]
    return text, args, {"results": [lv], "memrefs": [data, data2, prog.memory[0]]}
