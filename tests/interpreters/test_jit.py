"""`--engine jit` against the interpreters: the corpus kernels and hand-written kernels
run on both engines give the same JSON (results, memory, every stat) byte for byte,
the same located faults, and the jit refuses what it does not run with a message."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.runner import run_program
from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module

ROOT = Path(__file__).resolve().parents[2] / "examples" / "opencl"
CORPUS = ["vector_add", "stencil", "mandelbrot", "bfs", "bitonic", "find_first", "nbody", "saxpy", "spmv", "switch_ops"]
SUITE = ["hotspot", "kmeans_assign", "collatz", "gaussian_elim", "laplacian3d", "box_blur_uchar", "rgb_to_grey",
         "horner_double", "gather_long", "particles_struct", "backprop", "float_builtins", "int_builtins", "sobel_short"]  # fmt: skip
BARRIERS = ["matmul", "transpose", "reduce", "scan"]


def _dims(text: str) -> tuple[int, int, int]:
    parts = [int(x) for x in str(text).split(",")] + [1, 1]
    return parts[0], parts[1], parts[2]


def _kernel(module: ModuleOp) -> func.FuncOp:
    return next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.body.blocks)


def run_ll(folder: Path, name: str, engine: str, width: int = 4) -> dict[str, Any]:
    launch = json.loads((folder / "launches.json").read_text())[name]
    module = import_ll(SourceMap(name, (folder / f"{name}.ll").read_text()), None)
    return run_program(
        module, _kernel(module), copy.deepcopy(launch["args"]), grid=_dims(launch["grid"]),
        block=_dims(launch["block"]), width=width, max_steps=1_000_000, time_limit=None, engine=engine,
    )  # fmt: skip


@pytest.mark.parametrize("name", CORPUS)
def test_corpus_kernel_same_json_on_both_engines(name: str):
    assert json.dumps(run_ll(ROOT, name, "jit")) == json.dumps(run_ll(ROOT, name, "interp"))


@pytest.mark.parametrize("name", SUITE)
def test_suite_kernel_same_json_on_both_engines(name: str):
    assert json.dumps(run_ll(ROOT / "suite", name, "jit")) == json.dumps(run_ll(ROOT / "suite", name, "interp"))


@pytest.mark.parametrize("width", [1, 2, 8])
def test_subgroup_width_changes_instances_alike(width: int):
    assert json.dumps(run_ll(ROOT, "mandelbrot", "jit", width)) == json.dumps(run_ll(ROOT, "mandelbrot", "interp", width))


@pytest.mark.parametrize("name", BARRIERS)
def test_barrier_kernels_same_json_on_both_engines(name: str):
    """gpu.barrier and workgroup memory (`__local` arrays, one copy per block, printed
    per block) natively: the lanes of a block run region by region."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    jit = json.dumps(run_ll(ROOT, name, "jit"))
    assert FALLBACK["why"] == ""  # run natively, not again on the interpreter
    assert jit == json.dumps(run_ll(ROOT, name, "interp"))


def _corpus() -> dict[str, tuple[Path, dict[str, Any]]]:
    """Every corpus kernel with a launch: OpenCL (examples/opencl[/suite]), then the
    CUDA and HIP spellings (examples/cuda|hip, the OpenCL kernel's launch)."""
    out: dict[str, tuple[Path, dict[str, Any]]] = {}
    for folder in (ROOT, ROOT / "suite"):
        for name, launch in json.loads((folder / "launches.json").read_text()).items():
            out[name] = (folder / f"{name}.ll", launch)
    for lang in ("cuda", "hip"):
        for path in sorted((ROOT.parent / lang).glob("*.ll")):
            if path.stem in out:
                out[f"{lang}/{path.stem}"] = (path, out[path.stem][1])
    return out


REFUSED: dict[str, str] = {}
"""The corpus kernels `--engine jit` does not run, and why (the message names the
interpreter)."""
RERUN = {"cas_float_add": "conflict"}
"""Corpus kernels whose first native run the jit does not use, and why: every lane of a
subgroup compare-and-swaps one address in a loop, so lockstep order matters (it runs
again natively, its lanes stopping at shared accesses: `jit/spmd.py`'s FALLBACK)."""


def _run_corpus(name: str, engine: str) -> str:
    path, launch = _corpus()[name]
    module = import_ll(SourceMap(name, path.read_text()), None)
    try:
        out = run_program(
            module, _kernel(module), copy.deepcopy(launch["args"]), grid=_dims(launch["grid"]),
            block=_dims(launch["block"]), width=4, max_steps=1_000_000, time_limit=None, engine=engine,
        )  # fmt: skip
    except (ArgumentError, RuntimeFault) as e:  # a refusal, or bad --args (the same error on both)
        return f"error: {e.message}"
    return json.dumps(out)


@pytest.mark.parametrize("name", sorted(set(_corpus()) - set(CORPUS) - set(SUITE) - set(BARRIERS)))
def test_every_other_corpus_kernel_same_json_or_refused_as_listed(name: str):
    """The rest of the corpus (the lists above have their own tests): the same JSON on
    both engines, or the refusal REFUSED lists (and no other kernel refused)."""
    jit = _run_corpus(name, "jit")
    if name in REFUSED:
        assert jit == f"error: --engine jit cannot compile '{name.split('/')[-1]}': {REFUSED[name]} is not supported; use --engine interp"
    else:
        from simdopt.interpreters.jit.spmd import FALLBACK

        assert FALLBACK["why"] == RERUN.get(name, "")  # run natively, or again on the interpreter as listed
        assert jit == _run_corpus(name, "interp")


def test_refused_kernels_are_few():
    assert not REFUSED  # printf_debug runs natively too (gpu.printf: jit/printf.py)
    assert len(_corpus()) - len(REFUSED) == 58  # kernels the jit runs, all byte-identical to the interpreter


def run_text(text: str, args: list[Any], engine: str, entry: str = "main", threads: int = 8, width: int = 4,
             max_steps: int = 100_000) -> dict[str, Any]:  # fmt: skip
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == entry)
    return run_program(module, fn, copy.deepcopy(args), threads=threads, width=width, max_steps=max_steps,
                       time_limit=None, engine=engine)  # fmt: skip


NESTED = """
func.func @main(%n : i32 {simd.divergent}, %m : memref<?xi32>, %f : f32) -> (i32, f32, i1, i64) {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c40 = arith.constant 40 : i32
  %q = arith.divsi %min, %m1 : i32
  %r = arith.remsi %min, %m1 : i32
  %s = arith.shli %tid, %c40 : i32
  %a = arith.shrsi %min, %c40 : i32
  %u = arith.shrui %min, %tid : i32
  %x0 = arith.addi %q, %r : i32
  %x1 = arith.addi %x0, %s : i32
  %x2 = arith.addi %x1, %a : i32
  %x3 = arith.xori %x2, %u : i32
  %big = arith.constant 3.0e+10 : f32
  %ft = arith.sitofp %tid : i32 to f32
  %fb = arith.mulf %big, %ft : f32
  %w = arith.fptosi %fb : f32 to i32
  %wl = arith.fptosi %fb : f32 to i64
  %mn = arith.minnumf %f, %ft : f32
  cf.br ^outer(%z, %x3 : i32, i32)
^outer(%i : i32, %acc : i32):
  %oc = arith.cmpi slt, %i, %n : i32
  cf.cond_br %oc, ^inner_pre, ^done
^inner_pre:
  cf.br ^inner(%z, %acc : i32, i32)
^inner(%j : i32, %acc2 : i32):
  %ic = arith.cmpi slt, %j, %i : i32
  cf.cond_br %ic, ^body, ^outer_latch
^body:
  %k = arith.remui %j, %c40 : i32
  cf.switch %k : i32, [
    default: ^sw_join(%j : i32),
    0: ^sw_zero,
    1: ^sw_join(%tid : i32)
  ]
^sw_zero:
  %idx = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%idx] : memref<?xi32>
  cf.br ^sw_join(%v : i32)
^sw_join(%y : i32):
  %acc3 = arith.addi %acc2, %y : i32
  %j1 = arith.addi %j, %one : i32
  cf.br ^inner(%j1, %acc3 : i32, i32)
^outer_latch:
  %i1 = arith.addi %i, %one : i32
  cf.br ^outer(%i1, %acc2 : i32, i32)
^done:
  %res = arith.addi %acc, %w : i32
  %neg = arith.cmpi slt, %res, %z : i32
  func.return %res, %mn, %neg, %wl : i32, f32, i1, i64
}
"""


@pytest.mark.parametrize("width", [1, 4, 8])
def test_nested_cycles_switch_and_edge_semantics_agree(width: int):
    args = [[3, 0, 5, 2, 4, 1, 6, 2, 3, 3], list(range(10, 20)), 2.5]
    jit = run_text(NESTED, args, "jit", threads=10, width=width)
    assert json.dumps(jit) == json.dumps(run_text(NESTED, args, "interp", threads=10, width=width))
    assert (jit["stats"]["divergent_branch_instances"] > 0) == (width > 1)  # one lane never diverges


@pytest.mark.parametrize("width", [1, 4])
def test_lanes_racing_on_one_address_get_lockstep_memory(width: int, lane_race: str):
    jit = run_text(lane_race, [[100]], "jit", threads=4, width=width)
    assert jit == run_text(lane_race, [[100]], "interp", threads=4, width=width)
    assert jit["memrefs"] == [[103 if width == 4 else 106]]


FAULTS = """
func.func @oob(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<?xi32>
  func.return
}
func.func @div(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %d = arith.subi %c3, %tid : i32
  %q = arith.divsi %n, %d : i32
  func.return %q : i32
}
func.func @shift(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %c2 = arith.constant 2 : i32
  %d = arith.subi %c2, %tid : i32
  %q = arith.shli %n, %d : i32
  func.return %q : i32
}
func.func @nan(%x : f32) -> i32 {
  %q = arith.fptosi %x : f32 to i32
  func.return %q : i32
}
func.func @spin(%n : i32) {
  cf.br ^loop
^loop:
  cf.br ^loop
}
"""


def _where(op: Any) -> tuple[str, int]:
    """An op by name and place in its function (the engines run separate parses)."""
    fn = op
    while not isinstance(fn, func.FuncOp):
        fn = fn.parent_op()
    return op.name, list(fn.walk()).index(op)


@pytest.mark.parametrize(("entry", "args"), [("oob", [[1, 2, 3]]), ("div", [7]), ("shift", [7]), ("nan", ["nan"]),
                                             ("spin", [0])])  # fmt: skip
def test_faults_are_the_interpreters(entry: str, args: list[Any]):
    if args == ["nan"]:
        args = [float("nan")]
    seen: list[tuple[str, Any]] = []
    for engine in ("interp", "jit"):
        with pytest.raises(RuntimeFault) as e:
            run_text(FAULTS, args, engine, entry=entry, max_steps=1000)
        seen.append((e.value.message, _where(e.value.op)))
    assert seen[0] == seen[1]


def test_check_divergence_stays_on_the_interpreter(lane_race: str):
    module = parse_module(make_context(), SourceMap("t.mlir", lane_race))
    with pytest.raises(ArgumentError, match="interpreter only"):
        run_program(module, _kernel(module), [[0]], threads=4, check_divergence=True, max_steps=100,
                    time_limit=None, engine="jit")  # fmt: skip


def test_unsupported_op_is_refused_naming_it():
    text = "func.func @main() -> i32 {\n  %p = ub.poison : i32\n  func.return %p : i32\n}"
    with pytest.raises(ArgumentError, match="'ub.poison' is not supported; use --engine interp"):
        run_text(text, [], "jit")


@pytest.mark.parametrize(
    ("values", "element", "at_once"),
    [([1, -2, 127, -128], "i8", True), ([40000, -1], "i16", False), ([2**31 - 1, -(2**31)], "i32", True),
     ([2**40, -7], "i64", True), ([0.1, 1, -2.5, 1e30], "f32", True), ([0.1, 3], "f64", True),
     ([200, -1], "i8", False), ([2**31, 5], "i32", False), ([3.4028235e38, -1e-46, 1 / 3], "f32", True),
     ([float("inf"), -float("inf"), 2.5], "f32", True)],
)  # fmt: skip
def test_memref_arguments_packed_at_once_read_like_element_by_element(values: list[Any], element: str, at_once: bool):
    """The one-`struct.pack` path of big `--args` arrays gives the elements the
    element-by-element path gives, and leaves to it what it does not take (values that
    wrap)."""
    from xdsl.dialects.builtin import MemRefType, f32, f64, i8, i16, i32, i64
    from xdsl.interpreters.builtin import xtype_for_el_type
    from xdsl.interpreters.utils.ptr import TypedPtr

    from simdopt.interpreters import arguments

    el = {"i8": i8, "i16": i16, "i32": i32, "i64": i64, "f32": f32, "f64": f64}[element]
    assert (arguments._packed(values, el) is not None) == at_once  # pyright: ignore[reportPrivateUsage]
    fast = arguments.convert_arg(values, MemRefType(el, [-1]), "a")
    slow = [arguments.scalar_arg(x, el, "a") for x in values]
    assert list(fast.data) == TypedPtr[Any].new(slow, xtype=xtype_for_el_type(el, 64)).get_list(len(slow))


@pytest.mark.parametrize(
    ("values", "element", "message"),
    [([1.0, 3.5e38], "f32", "3.5e+38 does not fit in f32"), ([0.5, -1e39], "f32", "-1e+39 does not fit in f32"),
     ([2.0, 10**40], "f32", f"{10**40} does not fit in f32"), ([1.0, True], "f64", "expected a number for f64, got True"),
     ([1, True], "i32", "expected an integer for i32, got True")],
)  # fmt: skip
def test_memref_argument_the_bulk_path_refuses_gets_the_element_message(values: list[Any], element: str, message: str):
    """A finite value that rounds to an infinity in f32 (`array` would store the
    infinity) or a boolean leaves the bulk path for the element path's message."""
    from xdsl.dialects.builtin import MemRefType, f32, f64, i32

    from simdopt.interpreters import arguments

    el = {"f32": f32, "f64": f64, "i32": i32}[element]
    assert arguments._packed(values, el) is None  # pyright: ignore[reportPrivateUsage]
    with pytest.raises(ArgumentError) as e:
        arguments.convert_arg(values, MemRefType(el, [-1]), "a")
    assert e.value.args[0] == f"a[1]: {message}"


@pytest.mark.parametrize("values", [[0.1, -2.5, 1, 3.4028235e38, float("inf")], [1.0, 1e39], [1.0, True]])
def test_floats_held_as_ints_converted_in_bulk_like_element_by_element(values: list[Any]):
    """A `float*` the kernel reads as i32 (`simd.c_type = "float"`): the bulk path gives
    the element path's units, and leaves to it what it refuses (its message)."""
    from simdopt.interpreters import arguments

    text = 'func.func @k(%m : memref<?xi32> {simd.c_type = "float"}) {\n  func.return\n}'
    fn = _kernel(parse_module(make_context(), SourceMap("t.mlir", text)))
    saved = arguments._packed  # pyright: ignore[reportPrivateUsage]
    outs: list[Any] = []
    for bulk in (True, False):
        arguments._packed = saved if bulk else lambda arg, el: None  # pyright: ignore[reportPrivateUsage]
        try:
            outs.append(arguments.c_typed_args(fn, [values]))
        except ArgumentError as e:
            outs.append(str(e))
        finally:
            arguments._packed = saved  # pyright: ignore[reportPrivateUsage]
    assert outs[0] == outs[1]
    assert isinstance(outs[0], str) == (values[1] in (1e39, True))


BARRIER_KERNELS = """
func.func @divergent(%out: memref<?xi32>) {
  %t = gpu.thread_id x
  %c3 = arith.constant 3 : index
  %lt = arith.cmpi ult, %t, %c3 : index
  cf.cond_br %lt, ^then, ^join
^then:
  gpu.barrier
  cf.br ^join
^join:
  func.return
}
func.func @iterations(%n : i32 {simd.divergent}, %out: memref<?xi32>) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^loop(%z : i32)
^loop(%i : i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^done
^body:
  gpu.barrier
  %i1 = arith.addi %i, %one : i32
  cf.br ^loop(%i1 : i32)
^done:
  func.return
}
func.func @rotate(%out: memref<?xi32>, %rounds : i32) -> (i32, f64) {
  %t = gpu.thread_id x
  %n = gpu.block_dim x
  %g = gpu.global_id x
  %one = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %tf = arith.index_cast %t : index to i64
  %x = arith.sitofp %tf : i64 to f64
  %ti = arith.index_cast %g : index to i32
  memref.store %ti, %out[%g] : memref<?xi32>
  gpu.barrier
  cf.br ^loop(%z, %z, %x : i32, i32, f64)
^loop(%r : i32, %acc : i32, %y : f64):
  %go = arith.cmpi slt, %r, %rounds : i32
  cf.cond_br %go, ^body, ^done
^body:
  %nx = arith.addi %t, %one : index
  %nn = arith.remui %nx, %n : index
  %blk = arith.subi %g, %t : index
  %at = arith.addi %blk, %nn : index
  %v = memref.load %out[%at] : memref<?xi32>
  gpu.barrier
  memref.store %v, %out[%g] : memref<?xi32>
  %acc2 = arith.addi %acc, %v : i32
  %y2 = arith.addf %y, %y : f64
  gpu.barrier
  %r2 = arith.addi %r, %i1 : i32
  cf.br ^loop(%r2, %acc2, %y2 : i32, i32, f64)
^done:
  func.return %acc, %y : i32, f64
}
"""


@pytest.mark.parametrize(("entry", "args", "threads", "width"), [("divergent", [[0] * 8], 8, 4), ("divergent", [[0] * 8], 8, 2),
                                                                  ("iterations", [[2, 2, 2, 2, 3, 3, 3, 3], [0] * 8], 8, 4)])  # fmt: skip
def test_barrier_not_reached_by_the_whole_block_is_the_interpreters_fault(entry: str, args: list[Any], threads: int, width: int):
    seen: list[tuple[str, Any]] = []
    for engine in ("interp", "jit"):
        with pytest.raises(RuntimeFault) as e:
            run_text(BARRIER_KERNELS, args, engine, entry=entry, threads=threads, width=width)
        seen.append((e.value.message, _where(e.value.op)))
    assert seen[0] == seen[1]
    assert "reached by only some threads" in seen[0][0]
    from simdopt.interpreters.jit.spmd import FALLBACK

    assert FALLBACK["why"] == "barrier"


@pytest.mark.parametrize("width", [1, 2, 4, 8])
def test_values_live_across_barriers_in_a_loop_come_back(width: int):
    """Each round every thread reads its right neighbour's value (a barrier), then writes
    its own (a barrier): i32 and f64 values carried around the loop and live across
    both barriers, two blocks of 6 threads (a partial subgroup at W=4)."""
    from simdopt.interpreters.runner import run_program as run

    module = parse_module(make_context(), SourceMap("t.mlir", BARRIER_KERNELS))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == "rotate")
    outs = [json.dumps(run(module, fn, [[0] * 12, 5], grid=(2, 1, 1), block=(6, 1, 1), width=width, max_steps=10_000,
                           time_limit=None, engine=engine)) for engine in ("interp", "jit")]  # fmt: skip
    assert outs[0] == outs[1]
    assert json.loads(outs[1])["stats"]["barrier_instances"] == 2 * (1 + 2 * 5)
    from simdopt.interpreters.jit.spmd import FALLBACK

    assert FALLBACK["why"] == ""


REGION_RACE = """
func.func @main(%m : memref<?xi32>, %racy : i32) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : i32
  memref.store %tid, %m[%i] : memref<?xi32>
  gpu.barrier
  %v = memref.load %m[%z] : memref<?xi32>
  %lane0 = arith.cmpi eq, %tid, %racy : i32
  cf.cond_br %lane0, ^write, ^done
^write:
  %w = arith.addi %v, %one : i32
  memref.store %w, %m[%z] : memref<?xi32>
  cf.br ^done
^done:
  gpu.barrier
  %after = memref.load %m[%z] : memref<?xi32>
  %r = arith.addi %v, %after : i32
  func.return %r : i32
}
"""


@pytest.mark.parametrize(("racy", "why"), [(0, "conflict"), (-1, "")])
def test_a_read_is_checked_for_conflicts_in_a_barrier_region_that_writes(racy: int, why: str):
    """Between the barriers thread `racy` writes the element every thread reads: the
    region's loads are conflict-checked (lockstep order matters: the interpreter runs
    it); with no writer there, the loads after each barrier go unchecked and the launch
    runs natively - the same JSON either way."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    args = [[0] * 8, racy]
    jit = run_text(REGION_RACE, args, "jit", threads=8, width=4)
    assert FALLBACK["why"] == why
    assert json.dumps(jit) == json.dumps(run_text(REGION_RACE, args, "interp", threads=8, width=4))


def test_time_limit_holds_inside_one_native_call():
    """One block that does not end within the step limit's reach: the watchdog's flag,
    read on the loop's back edge, stops it."""
    import time

    module = parse_module(make_context(), SourceMap("t.mlir", FAULTS))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == "spin")
    start = time.monotonic()
    with pytest.raises(RuntimeFault, match=r"stopped after 0.3 s \(a loop that does not end\?\)"):
        run_program(module, fn, [0], threads=1, width=1, max_steps=10**15, time_limit=0.3, engine="jit")
    assert time.monotonic() - start < 5


ATOMICS = """
func.func @main(%m : memref<?xi32>, %f : memref<?xf32>, %hist : memref<?xi32>) -> (i32, f32) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %c3 = arith.constant 3 : i32
  %bin = arith.remui %tid, %c3 : i32
  %b = arith.index_cast %bin : i32 to index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : index
  %u1 = "memref.atomic_rmw"(%one, %hist, %b) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
  %u2 = "memref.atomic_rmw"(%tid, %hist, %b) <{kind = 7 : i64}> : (i32, memref<?xi32>, index) -> i32
  %o1 = "memref.atomic_rmw"(%tid, %m, %i) <{kind = 10 : i64}> : (i32, memref<?xi32>, index) -> i32
  %o2 = "memref.atomic_rmw"(%tid, %m, %i) <{kind = 15 : i64}> : (i32, memref<?xi32>, index) -> i32
  %x = arith.sitofp %tid : i32 to f32
  %o3 = "memref.atomic_rmw"(%x, %f, %i) <{kind = 12 : i64}> : (f32, memref<?xf32>, index) -> f32
  %s = arith.addi %o1, %o2 : i32
  func.return %s, %o3 : i32, f32
}
func.func @histogram(%hist : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %bin = arith.remui %tid, %c3 : i32
  %b = arith.index_cast %bin : i32 to index
  %one = arith.constant 1 : i32
  %u1 = "memref.atomic_rmw"(%one, %hist, %b) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
  func.return
}
func.func @cas(%f : memref<?xf32>, %e : f32 {simd.divergent}, %m : memref<?xi8>, %k : i8 {simd.divergent}) -> (f32, i8) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %new = arith.constant 42.0 : f32
  %old = simd.cmpxchg %e, %new, %f[%i] : memref<?xf32>, f32
  %n8 = arith.constant 7 : i8
  %o8 = simd.cmpxchg %k, %n8, %m[%i] : memref<?xi8>, i8
  func.return %old, %o8 : f32, i8
}
func.func @racing(%m : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : index
  %old = "memref.atomic_rmw"(%tid, %m, %z) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
  func.return %old : i32
}
"""


@pytest.mark.parametrize("width", [1, 4])
def test_atomics_agree_and_commuting_updates_run_natively(width: int):
    """Atomics of several kinds; two kinds of update (addi, maxu) on shared bins by every
    lane: commuting but not with each other, so with lanes sharing bins the launch runs
    again on the interpreter; alone (W=1) natively."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    args = [[5, -7, 100, 3, 0, 9, 2, 8], [1.5, -2.0, 0.25, 3.0, 1e30, -0.0, 2.0, 7.0], [0, 0, 0]]
    jit = json.dumps(run_text(ATOMICS, args, "jit", threads=8, width=width))
    assert FALLBACK["why"] == ("" if width == 1 else "conflict")
    assert jit == json.dumps(run_text(ATOMICS, args, "interp", threads=8, width=width))


def test_atomics_whose_old_value_is_used_keep_lockstep_order():
    from simdopt.interpreters.jit.spmd import FALLBACK

    jit = run_text(ATOMICS, [[10]], "jit", entry="racing", threads=8, width=4)
    assert FALLBACK["why"] == "conflict"
    assert jit == run_text(ATOMICS, [[10]], "interp", entry="racing", threads=8, width=4)


def test_a_histogram_of_atomic_increments_runs_natively():
    """Lanes of a subgroup incrementing one bin: the increments commute, the old values
    are not used - the order does not matter, no interpreter run."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    jit = run_text(ATOMICS, [[0, 0, 0]], "jit", entry="histogram", threads=8, width=4)
    assert FALLBACK["why"] == ""
    assert jit == run_text(ATOMICS, [[0, 0, 0]], "interp", entry="histogram", threads=8, width=4)
    assert jit["memrefs"] == [[3, 3, 2]]


def test_compare_and_swap_compares_bits():
    """simd.cmpxchg: floats by their IEEE bits (-0.0 is not 0.0, a NaN matches a NaN of
    the same bits), integers at their width."""
    nan = float("nan")
    args = [[0.0, -0.0, nan, 1.5], [-0.0, -0.0, nan, 1.5], [1, -1, 127, 5], [1, 255, 127, 6]]
    jit = run_text(ATOMICS, copy.deepcopy(args), "jit", entry="cas", threads=4, width=4)
    assert json.dumps(jit) == json.dumps(run_text(ATOMICS, args, "interp", entry="cas", threads=4, width=4))
    assert jit["memrefs"][0][1:] == [42.0, 42.0, 42.0] and jit["memrefs"][0][0] == 0.0


SCF = (Path(__file__).resolve().parents[1] / "filecheck" / "simd_run" / "engine_jit_scf_loops.mlir").read_text()
SCF_FAULTS = """
func.func @step(%s : index {simd.divergent}) -> index {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %k = %c0 to %c9 step %s iter_args(%a = %c0) -> (index) {
    %a1 = arith.addi %a, %k : index
    scf.yield %a1 : index
  }
  func.return %r : index
}
func.func @spin(%n : i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.while (%a = %z) : (i32) -> i32 {
    %go = arith.cmpi sge, %a, %z : i32
    scf.condition(%go) %a : i32
  } do {
  ^bb0(%a: i32):
    %a1 = arith.addi %a, %one : i32
    %q = arith.divsi %n, %a1 : i32
    scf.yield %q : i32
  }
  func.return %r : i32
}
"""


@pytest.mark.parametrize("width", [1, 2, 4, 8])
def test_scf_loops_and_ifs_agree_at_every_width(width: int):
    from simdopt.interpreters.jit.spmd import FALLBACK

    args = [[3, 0, 5, 2, 4, 1, 7, 6, 2], list(range(10, 19))]
    jit = json.dumps(run_text(SCF, args, "jit", threads=9, width=width))
    assert FALLBACK["why"] == ""
    assert jit == json.dumps(run_text(SCF, args, "interp", threads=9, width=width))


@pytest.mark.parametrize(("entry", "args", "max_steps"), [("step", [[1, 2, 0, 3]], 1000), ("spin", [7], 1000),
                                                          ("spin", [7], 37), ("step", [[1, 1, 1, 1]], 21)])  # fmt: skip
def test_scf_faults_are_the_interpreters(entry: str, args: list[Any], max_steps: int):
    """A step that is not positive, a division by zero and the step limit inside scf
    regions: the same message at the same op."""
    seen: list[tuple[str, Any]] = []
    for engine in ("interp", "jit"):
        with pytest.raises(RuntimeFault) as e:
            run_text(SCF_FAULTS, args, engine, entry=entry, threads=4, max_steps=max_steps)
        seen.append((e.value.message, _where(e.value.op)))
    assert seen[0] == seen[1]


def test_barriers_with_scf_ops_run_natively(native_only: None):
    """(Refused until stop 32; tests/interpreters/test_jit_scf_barriers.py has more.)"""
    text = "func.func @main() {\n  %c = arith.constant true\n  scf.if %c {\n    gpu.barrier\n  }\n  func.return\n}"
    jit = run_text(text, [], "jit")
    assert jit == run_text(text, [], "interp")
    assert jit["stats"]["barrier_instances"] == 1


SAME_VALUES = """
func.func @writes(%m : memref<?xi32>, %v : i32 {simd.divergent}) -> i32 {
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  memref.store %v, %m[%z] : memref<?xi32>
  %r = memref.load %m[%one] : memref<?xi32>
  func.return %r : i32
}
func.func @reread(%m : memref<?xi32>, %v : i32 {simd.divergent}) -> i32 {
  %z = arith.constant 0 : index
  %before = memref.load %m[%z] : memref<?xi32>
  memref.store %v, %m[%z] : memref<?xi32>
  %after = memref.load %m[%z] : memref<?xi32>
  %r = arith.addi %before, %after : i32
  func.return %r : i32
}
func.func @cas(%m : memref<?xi32>, %e : i32 {simd.divergent}) -> i32 {
  %z = arith.constant 0 : index
  %new = arith.constant 9 : i32
  %old = simd.cmpxchg %e, %new, %m[%z] : memref<?xi32>, i32
  func.return %old : i32
}
"""


@pytest.mark.parametrize(
    ("entry", "v", "why"),
    [("writes", [5] * 8, ""), ("writes", [5, 5, 6, 5, 5, 5, 5, 5], ""), ("reread", [7] * 8, ""),
     ("reread", [3] * 8, "conflict"), ("reread", [7, 7, 7, 3, 7, 7, 7, 7], "conflict"), ("cas", [1] * 8, ""),
     ("cas", [1, 1, 7, 1, 1, 1, 1, 1], "conflict")],
)  # fmt: skip
def test_lanes_writing_one_value_to_one_address_run_natively(entry: str, v: list[int], why: str):
    """Lanes of a subgroup writing one address: when every write is of one value and
    nobody reads it, or no write changes the value the address had (m[0] = 7; a
    cmpxchg expecting 1 fails), the order of the lanes does not matter and the launch
    runs natively; so do writes of two values by one plain store outside loops (one
    converged instance: lane order in lockstep too); a changed value next to a read
    runs on the interpreter - the same JSON either way."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    args = [[7, 4], v]
    jit = json.dumps(run_text(SAME_VALUES, args, "jit", entry=entry, threads=8, width=4))
    assert FALLBACK["why"] == why
    assert jit == json.dumps(run_text(SAME_VALUES, args, "interp", entry=entry, threads=8, width=4))
