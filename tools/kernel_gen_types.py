"""Statements on types other than i32 for the random kernels of `kernel_gen.py`, each
behind a feature (`random_kernel(seed, features=...)`), with one buffer per feature:

* `i8`, `i16` (`%mem8 : memref<64xi8>`, `%mem16 : memref<64xi16>`): a narrow value (a load,
  or a `trunci` of an i32), 0-2 narrow ops (wrapping arithmetic, shifts, unsigned
  division by a nonzero value, compare + select), then a store or an `extsi`/`extui`
  back to i32;
* `i64` (`%mem64 : memref<64xi64>`): `extsi`/`extui`/loads, ops whose results need all 64
  bits (products, large constants, shifts by up to 48, `divsi`/`remsi` by 1..255,
  signed and unsigned compares), then a `trunci` (low or high word), a store, or an
  i64 index (`andi` + `index_cast` to index, clang's 64-bit address arithmetic): some
  values provably 32-bit, some not, in one function;
* `f64` (`%memd : memref<64xf64>`): `sitofp`/`fpext`/loads, float arithmetic, `fptrunc` +
  `fpext` round trips, min/max, then `cmpf` + `select`, a store, or `fptosi` of a value
  whose magnitude is provably below 2^31 (an out-of-range `fptosi` is poison);
* `fdiv` (`%memf : memref<64xf32>`, f64 too with `f64`): `divf` and `remf` by a divisor that
  is 0.0 or -0.0 for some threads (IEEE: +-inf or NaN, never a fault), the results
  compared, stored and computed with;
* `mixed` (`%bytes : memref<512xi8>`): one buffer read and written as i8/i16/i32/i64/f32/f64
  in 8-byte slots, in the shape the LLVM importer gives byte-addressed memory
  (`frontends/llvm`, `layout.unit_type`): a wider value is its bytes, loaded one by one,
  `extui`-ed, shifted and or-ed little-endian (a float then `arith.bitcast`), and stored
  as `trunci`s of `shrui`s.

Race-free kernels keep their rule: loads read the lower half of a buffer (cells or slots
0..31), stores go to the storing thread's own cells `32 + 8k + (tid & 7)`.
"""

from __future__ import annotations

import random
from typing import Protocol


class KernelGen(Protocol):
    """What the statements use of `kernel_gen.KernelGen`."""

    rng: random.Random
    features: tuple[str, ...]
    race_free: bool

    def fresh(self, prefix: str = "v") -> str: ...
    def emit(self, line: str) -> None: ...
    def pick(self, scope: list[str]) -> str: ...
    def index(self, scope: list[str], store: bool) -> str: ...
    def cell(self, scope: list[str], store: bool) -> str: ...


FEATURES = ("i8", "i16", "i64", "f64", "fdiv", "mixed")
BUFFERS = {
    "i8": ("%mem8", "memref<64xi8>"),
    "i16": ("%mem16", "memref<64xi16>"),
    "i64": ("%mem64", "memref<64xi64>"),
    "f64": ("%memd", "memref<64xf64>"),
    "fdiv": ("%memf", "memref<64xf32>"),
    "mixed": ("%bytes", "memref<512xi8>"),
}
TYPED_SHARE = 0.4  # of the statements, with features on
LIMIT = float(2**31) * 0.999  # |x| below it: fptosi to i32 is exact (not poison)
_CMPF = [
    "oeq",
    "one",
    "olt",
    "ole",
    "ogt",
    "oge",
    "ueq",
    "une",
    "ult",
    "uge",
    "uno",
    "ord",
]
_FCONSTS = [0.5, 0.25, -0.375, 1.5, 3.0, -2.0, 0.0, -0.0, 1.0e10]
_BIG = [4294967296, -4294967297, 1099511627776, 8589934599, -6]


def feature_args(seed: int, features: tuple[str, ...]) -> list[object]:
    """The buffers of `features` (in `FEATURES` order), from their own random stream."""
    rng = random.Random(seed * 7919 + 2)
    out: list[object] = []
    for f in FEATURES:
        if f not in features:
            continue
        if f == "i8":
            out.append([rng.randint(-128, 127) for _ in range(64)])
        elif f == "i16":
            out.append([rng.randint(-32768, 32767) for _ in range(64)])
        elif f == "i64":
            out.append(
                [
                    rng.choice([rng.randint(-8, 8), rng.randint(-(2**40), 2**40)])
                    for _ in range(64)
                ]
            )
        elif f in ("f64", "fdiv"):
            out.append(
                [rng.choice([rng.randint(-16, 16) / 4, 0.0, -0.0]) for _ in range(64)]
            )
        else:
            out.append([rng.randint(-128, 127) for _ in range(512)])
    return out


def typed_stmt(g: KernelGen, scope: list[str]) -> list[str]:
    """One statement of a random enabled feature; the scope (i32 values) it leaves."""
    return _Typed(g).stmt(scope)


class _Typed:
    def __init__(self, g: KernelGen):
        self.g = g
        self.rng = g.rng

    def stmt(self, scope: list[str]) -> list[str]:
        f = self.rng.choice(self.g.features)
        if f in ("i8", "i16"):
            return self.narrow(scope, f)
        if f == "i64":
            return self.wide(scope)
        if f == "f64":
            return self.floats(scope, "f64", "fdiv" in self.g.features)
        if f == "fdiv":
            t = "f64" if "f64" in self.g.features and self.rng.random() < 0.4 else "f32"
            return self.floats(scope, t, True)
        return self.mixed(scope)

    # -- plumbing ---------------------------------------------------------------------
    def op(self, text: str, prefix: str = "t") -> str:
        v = self.g.fresh(prefix)
        self.g.emit(f"{v} = {text}")
        return v

    def const(self, value: int | float, t: str) -> str:
        if isinstance(value, float):
            return self.op(f"arith.constant {value!r} : {t}", "k")
        return self.op(f"arith.constant {value} : {t}", "k")

    def cast(self, x: str, t: str, signed: bool | None = None) -> str:
        """i32 scope value `x` as integer type `t` (trunci or ext)."""
        if t == "i32":
            return x
        if t in ("i8", "i16"):
            return self.op(f"arith.trunci {x} : i32 to {t}")
        if signed is None:
            signed = self.rng.random() < 0.6
        return self.op(f"arith.{'extsi' if signed else 'extui'} {x} : i32 to {t}")

    def select(self, cond: str, scope: list[str]) -> str:
        return self.op(
            f"arith.select {cond}, {self.g.pick(scope)}, {self.g.pick(scope)} : i32",
            "s",
        )

    def store(self, v: str, feature: str, scope: list[str]) -> None:
        buf, ty = BUFFERS[feature]
        i = self.g.index(scope, store=True)
        self.g.emit(f"memref.store {v}, {buf}[{i}] : {ty}")

    def load(self, feature: str, scope: list[str]) -> str:
        buf, ty = BUFFERS[feature]
        i = self.g.index(scope, store=False)
        return self.op(f"memref.load {buf}[{i}] : {ty}", "l")

    # -- i8 / i16 -----------------------------------------------------------------------
    def narrow(self, scope: list[str], t: str) -> list[str]:
        bits = int(t[1:])
        v = (
            self.load(t, scope)
            if self.rng.random() < 0.5
            else self.cast(self.g.pick(scope), t)
        )
        for _ in range(self.rng.randint(0, 2)):
            other = (
                self.cast(self.g.pick(scope), t)
                if self.rng.random() < 0.7
                else self.const(
                    self.rng.randint(-(2 ** (bits - 1)), 2 ** (bits - 1) - 1), t
                )
            )
            kind = self.rng.choice(["addi", "subi", "muli", "xori", "andi", "ori", "maxsi", "minui",
                                    "shift", "divui", "remui", "cmp"])  # fmt: skip
            if kind == "shift":
                k = self.const(self.rng.randrange(bits), t)
                v = self.op(
                    f"arith.{self.rng.choice(['shli', 'shrsi', 'shrui'])} {v}, {k} : {t}"
                )
            elif kind in ("divui", "remui"):
                d = self.op(f"arith.ori {other}, {self.const(1, t)} : {t}")
                v = self.op(f"arith.{kind} {v}, {d} : {t}")
            elif kind == "cmp":
                pred = self.rng.choice(["slt", "ult", "eq", "sge", "ugt"])
                p = self.op(f"arith.cmpi {pred}, {v}, {other} : {t}", "p")
                v = self.op(f"arith.select {p}, {v}, {other} : {t}")
            else:
                v = self.op(f"arith.{kind} {v}, {other} : {t}")
        if self.rng.random() < 0.35:
            self.store(v, t, scope)
            return scope
        ext = self.rng.choice(["extsi", "extui"])
        return [*scope, self.op(f"arith.{ext} {v} : {t} to i32", "e")]

    # -- i64 --------------------------------------------------------------------------
    def i64_operand(self, scope: list[str]) -> str:
        if self.rng.random() < 0.7:
            return self.cast(self.g.pick(scope), "i64")
        return self.const(self.rng.choice(_BIG), "i64")

    def wide(self, scope: list[str]) -> list[str]:
        v = (
            self.load("i64", scope)
            if self.rng.random() < 0.3
            else self.cast(self.g.pick(scope), "i64")
        )
        for _ in range(self.rng.randint(0, 3)):
            kind = self.rng.choice(["muli", "addi", "subi", "xori", "maxsi", "minui", "shli", "shrsi",
                                    "shrui", "div", "cmp"])  # fmt: skip
            if kind in ("shli", "shrsi", "shrui"):
                v = self.op(
                    f"arith.{kind} {v}, {self.const(self.rng.randint(1, 48), 'i64')} : i64"
                )
            elif kind == "div":
                x = self.i64_operand(scope)
                m = self.op(f"arith.andi {x}, {self.const(255, 'i64')} : i64")
                d = self.op(f"arith.ori {m}, {self.const(1, 'i64')} : i64")
                v = self.op(
                    f"arith.{self.rng.choice(['divsi', 'remsi'])} {v}, {d} : i64"
                )
            elif kind == "cmp":
                pred = self.rng.choice(["slt", "sgt", "ult", "uge", "eq", "ne"])
                p = self.op(
                    f"arith.cmpi {pred}, {v}, {self.i64_operand(scope)} : i64", "p"
                )
                scope = [*scope, self.select(p, scope)]
            else:
                v = self.op(f"arith.{kind} {v}, {self.i64_operand(scope)} : i64")
        r = self.rng.random()
        if r < 0.25:
            self.store(v, "i64", scope)
            return scope
        if r < 0.55:  # an i64 index (clang's address arithmetic)
            mask = 31 if self.g.race_free else 63
            a = self.op(f"arith.andi {v}, {self.const(mask, 'i64')} : i64")
            i = self.op(f"arith.index_cast {a} : i64 to index", "i")
            buf, ty = (
                ("%mem64", "memref<64xi64>")
                if self.rng.random() < 0.3
                else ("%m", "memref<64xi32>")
            )
            x = self.op(f"memref.load {buf}[{i}] : {ty}", "l")
            if ty == "memref<64xi32>":
                return [*scope, x]
            v = x
        if self.rng.random() < 0.3:
            v = self.op(f"arith.shrsi {v}, {self.const(32, 'i64')} : i64")
        return [*scope, self.op(f"arith.trunci {v} : i64 to i32", "e")]

    # -- floats -------------------------------------------------------------------------
    def fvalue(self, scope: list[str], t: str) -> tuple[str, float]:
        """A float of type `t` and a bound on its magnitude."""
        r = self.rng.random()
        if r < 0.25:
            c = self.rng.choice(_FCONSTS)
            return self.const(c, t), abs(c)
        if r < 0.5:  # a small one (0..63): its products stay in i32's range
            small = self.op(f"arith.andi {self.g.pick(scope)}, %c63 : i32")
            return self.op(f"arith.sitofp {small} : i32 to {t}"), 63.0
        if r < 0.6 and t == "f64":
            f = self.op(f"arith.sitofp {self.g.pick(scope)} : i32 to f32")
            return self.op(f"arith.extf {f} : f32 to f64"), 2.0**31
        return self.op(f"arith.sitofp {self.g.pick(scope)} : i32 to {t}"), 2.0**31

    def floats(self, scope: list[str], t: str, zero_div: bool) -> list[str]:
        feature = "f64" if t == "f64" else "fdiv"
        if self.rng.random() < 0.25:
            v, b = self.load(feature, scope), float("inf")
        else:
            v, b = self.fvalue(scope, t)
        for _ in range(self.rng.randint(1 if zero_div else 0, 3)):
            kind = self.rng.choice(["addf", "subf", "mulf", "div", "negf", "minmax", "round"]
                                   + ["zdiv", "zdiv", "zrem"] * zero_div)  # fmt: skip
            if kind in ("zdiv", "zrem"):  # by 0.0 or -0.0 in some threads
                bit = self.op(f"arith.andi {self.g.pick(scope)}, %c1 : i32")
                d = self.op(f"arith.sitofp {bit} : i32 to {t}")
                if self.rng.random() < 0.5:
                    d = self.op(f"arith.negf {d} : {t}")
                v, b = (
                    self.op(
                        f"arith.{'divf' if kind == 'zdiv' else 'remf'} {v}, {d} : {t}"
                    ),
                    float("inf"),
                )
            elif kind == "div":  # by an integer >= 1 in magnitude
                d = self.op(f"arith.ori {self.g.pick(scope)}, %c1 : i32")
                v = self.op(
                    f"arith.divf {v}, {self.op(f'arith.sitofp {d} : i32 to {t}')} : {t}"
                )
            elif kind == "negf":
                v = self.op(f"arith.negf {v} : {t}")
            elif kind == "round" and t == "f64":  # through f32 and back
                v = self.op(
                    f"arith.extf {self.op(f'arith.truncf {v} : f64 to f32')} : f32 to f64"
                )
                b = b * 1.001 if b < 1e38 else float("inf")
            elif kind == "minmax":
                w, bw = self.fvalue(scope, t)
                op = self.rng.choice(["maximumf", "minimumf", "maxnumf", "minnumf"])
                v, b = self.op(f"arith.{op} {v}, {w} : {t}"), max(b, bw)
            elif kind != "round":
                w, bw = self.fvalue(scope, t)
                v = self.op(f"arith.{kind} {v}, {w} : {t}")
                b = b * bw if kind == "mulf" else b + bw
        r = self.rng.random()
        if r < 0.3:
            self.store(v, feature, scope)
            return scope
        if r < 0.6 and b * 1.001 < LIMIT:
            return [*scope, self.op(f"arith.fptosi {v} : {t} to i32", "e")]
        w, _ = self.fvalue(scope, t)
        p = self.op(f"arith.cmpf {self.rng.choice(_CMPF)}, {v}, {w} : {t}", "p")
        return [*scope, self.select(p, scope)]

    # -- mixed-type memory ---------------------------------------------------------------
    def slot(self, scope: list[str], store: bool) -> str:
        """An i32 slot number: 0..31 to read, the thread's own to write (race-free)."""
        return self.g.cell(scope, store)

    def byte_index(self, slot: str, byte: int) -> str:
        s8 = self.op(f"arith.shli {slot}, %c3 : i32")
        b = self.op(f"arith.addi {s8}, {self.const(byte, 'i32')} : i32")
        return self.op(f"arith.index_cast {b} : i32 to index", "i")

    def mixed(self, scope: list[str]) -> list[str]:
        t = self.rng.choice(["i8", "i16", "i32", "i64", "f32", "f64"])
        size = int(t[1:]) // 8
        it = f"i{8 * size}"
        off = self.rng.randrange(0, 8, size)
        if self.rng.random() < 0.6:
            slot = self.slot(scope, store=False)
            word = ""
            for k in range(size):
                byte = self.op(
                    f"memref.load %bytes[{self.byte_index(slot, off + k)}] : memref<512xi8>",
                    "l",
                )
                if size == 1:
                    word = byte
                    break
                part = self.op(f"arith.extui {byte} : i8 to {it}")
                if k:
                    part = self.op(f"arith.shli {part}, {self.const(8 * k, it)} : {it}")
                word = self.op(f"arith.ori {word}, {part} : {it}") if word else part
            if t.startswith("f"):
                v = self.op(f"arith.bitcast {word} : {it} to {t}")
                w, _ = self.fvalue(scope, t)
                p = self.op(f"arith.cmpf {self.rng.choice(_CMPF)}, {v}, {w} : {t}", "p")
                return [*scope, self.select(p, scope)]
            if size < 4:
                return [*scope, self.op(f"arith.extsi {word} : {it} to i32", "e")]
            if size == 8:
                if self.rng.random() < 0.5:
                    word = self.op(f"arith.shrui {word}, {self.const(32, 'i64')} : i64")
                return [*scope, self.op(f"arith.trunci {word} : i64 to i32", "e")]
            return [*scope, word]
        x = self.g.pick(scope)
        if t.startswith("f"):
            f, _ = self.fvalue(scope, t) if self.rng.random() < 0.3 else (
                self.op(f"arith.sitofp {x} : i32 to {t}"), 0.0)  # fmt: skip
            if self.rng.random() < 0.4:
                f = self.op(f"arith.divf {f}, {self.const(3.0, t)} : {t}")
            word = self.op(f"arith.bitcast {f} : {t} to {it}")
        else:
            word = self.cast(x, it)
            if it == "i64" and self.rng.random() < 0.5:
                word = self.op(
                    f"arith.muli {word}, {self.const(4294967311, 'i64')} : i64"
                )
        slot = self.slot(scope, store=True)
        for k in range(size):
            part = word
            if k:
                part = self.op(f"arith.shrui {word}, {self.const(8 * k, it)} : {it}")
            if size > 1:
                part = self.op(f"arith.trunci {part} : {it} to i8")
            self.g.emit(
                f"memref.store {part}, %bytes[{self.byte_index(slot, off + k)}] : memref<512xi8>"
            )
        return scope
