"""`simd-run FILE [--entry NAME] [--args JSON] [--threads N] [--width W] [--json]`.

Runs a function of any stage with the simd interpreter (or the SPMD executor when
`--threads`/`--check-divergence` is given) and prints results, memrefs and stats.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, ModuleOp, VectorType
from xdsl.interpreter import Interpreter
from xdsl.interpreters.arith import ArithFunctions
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.interpreters.memref import MemRefFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr

from simdopt.interpreters.cost import alu_cost, op_class, static_alu_ops
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.simd import SimdFunctions
from simdopt.interpreters.arith import ArithExtraFunctions
from simdopt.interpreters.ub import UbFunctions
from simdopt.interpreters.values import POISON, to_json
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    make_context,
    parse_module,
)


class _Usage(Exception):
    pass


def _convert(arg: Any, t: Any) -> Any:
    if isinstance(t, MemRefType):
        if not isinstance(arg, list):
            raise _Usage(f"expected an array for {t}")
        xt = xtype_for_el_type(t.get_element_type(), 64)
        return ShapedArray(TypedPtr[Any].new(list(arg), xtype=xt), [len(arg)])  # pyright: ignore
    if isinstance(t, VectorType):
        if not isinstance(arg, list) or len(arg) != t.get_shape()[0]:  # pyright: ignore
            raise _Usage(f"expected an array of {t.get_shape()[0]} lanes for {t}")
        return tuple(arg)  # pyright: ignore
    if not isinstance(arg, (int, float)):
        raise _Usage(f"expected a number for {t}")
    return arg


def _width(op: Any) -> int:
    for v in (*op.results, *op.operands):
        if isinstance(v.type, VectorType):
            return v.type.get_shape()[0]
    return 1


def run_simd(module: ModuleOp, fn: func.FuncOp, raw: list[Any]) -> dict[str, Any]:
    """Run `fn` once as a SIMD program; the JSON-ready result dict."""
    types = list(fn.function_type.inputs.data)
    if len(raw) != len(types):
        raise _Usage(f"'{fn.sym_name.data}' takes {len(types)} arguments, {len(raw)} given")
    args = [_convert(a, t) for a, t in zip(raw, types, strict=True)]
    stats: dict[str, Any] = {"static_alu_ops": static_alu_ops(fn), "dynamic_alu_ops": 0}
    for k in ("vector", "scalar", "broadcast", "mask", "memory", "branch"):
        stats[k + ("es" if k == "branch" else "_ops")] = 0
    stats["dynamically_uniform_vector_ops"] = 0

    class _Listener(Interpreter.Listener):
        def will_interpret_op(self, op: Any, args: tuple[Any, ...]) -> None:
            stats["dynamic_alu_ops"] += alu_cost(op, _width(op))
            c = op_class(op)
            stats[c + ("es" if c == "branch" else "_ops")] += 1

        def did_interpret_op(self, op: Any, results: tuple[Any, ...]) -> None:
            if op_class(op) == "vector" and results and isinstance(results[0], tuple):
                lanes = {x for x in results[0] if x is not POISON}
                if len(lanes) <= 1:
                    stats["dynamically_uniform_vector_ops"] += 1

    interp = Interpreter(module, listeners=(_Listener(),))
    for f in (ArithFunctions(), FuncFunctions(), MemRefFunctions(), CfFunctions(), ScfFunctions(), SimdFunctions(), UbFunctions(), ArithExtraFunctions()):
        interp.register_implementations(f)
    results = interp.call_op(fn, tuple(args))
    for r in results:
        if r is POISON or (isinstance(r, tuple) and POISON in r):
            raise RuntimeFault(f"'{fn.sym_name.data}' returns a poison value", None)
    memrefs = [list(a.data) for a in args if isinstance(a, ShapedArray)]
    return {"results": [to_json(r) for r in results], "memrefs": memrefs, "stats": stats}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(prog="simd-run", description=__doc__)
    p.add_argument("file")
    p.add_argument("--entry", help="function to run (default: main, else the first)")
    p.add_argument("--args", default="[]", help="JSON array: numbers, arrays for memrefs/vectors")
    p.add_argument("--threads", type=int, help="run as an SPMD kernel with N threads")
    p.add_argument("--width", type=int, default=4, help="SPMD group width")
    p.add_argument("--check-divergence", action="store_true")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    ns = p.parse_args(argv)
    try:
        with open(ns.file) as fh:
            text = fh.read()
    except OSError as e:
        print(f"simd-run: error: {e}", file=sys.stderr)
        return 1
    source = SourceMap(ns.file, text)
    try:
        module = parse_module(make_context(), source)
        raw = json.loads(ns.args)
        if not isinstance(raw, list):
            raise _Usage("--args must be a JSON array")
        funcs = [o for o in module.walk() if isinstance(o, func.FuncOp)]
        if ns.entry:
            fns = [f for f in funcs if f.sym_name.data == ns.entry]
            if not fns:
                raise _Usage(f"unknown entry function '{ns.entry}'")
            fn = fns[0]
        else:
            if not funcs:
                raise _Usage("no function to run")
            fn = next((f for f in funcs if f.sym_name.data == "main"), funcs[0])
        if ns.threads is not None or ns.check_divergence:
            try:
                from simdopt.interpreters.spmd import run_spmd
            except ImportError as err:
                raise _Usage("SPMD execution is unavailable (simdopt.interpreters.spmd missing)") from err
            out = run_spmd(module, fn, raw, threads=ns.threads or ns.width,
                           width=ns.width, check_divergence=ns.check_divergence)
        else:
            out = run_simd(module, fn, raw)
    except SourceError as e:
        print(format_error(e, source), file=sys.stderr)
        return 1
    except RuntimeFault as e:
        if e.op is not None:
            print(format_error(SourceError(e.message, e.op), source), file=sys.stderr)
        else:
            print(f"{ns.file}: error: {e.message}", file=sys.stderr)
        return 1
    except (json.JSONDecodeError, _Usage) as e:
        print(f"simd-run: error: {e}", file=sys.stderr)
        return 1
    if ns.json:
        print(json.dumps(out))
    else:
        for r in out["results"]:
            print(r)
        for m in out["memrefs"]:
            print(m)
        for k, v in out["stats"].items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
