"""The SPMD executor against plain-Python references (thread_id, divergent branches,
partial groups, readfirstlane and every group_reduce kind over the active lanes, loops
with divergent exits, nested and irreducible cycles, calls), its faults, and the
divergence checker fed with a deliberately wrong DivergenceInfo."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import reduce
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, SSAValue

from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.spmd import run_spmd
from simdopt.interpreters.values import wrap_i32
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def load(text: str) -> ModuleOp:
    return parse_module(make_context(), SourceMap("t.mlir", text))


def entry(module: ModuleOp, name: str = "main") -> func.FuncOp:
    return next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == name)


def run(text: str, args: list[Any] | None = None, *, threads: int, width: int, name: str = "main", **kw: Any) -> dict[str, Any]:
    module = load(text)
    return run_spmd(module, entry(module, name), args or [], threads=threads, width=width, analyze=analyze_divergence, **kw)


def groups(threads: int, width: int) -> list[list[int]]:
    return [list(range(g, min(threads, g + width))) for g in range(0, threads, width)]


# --------------------------------------------------------------------------- results

DIVERGENT_IF = """
func.func @main(%n : i32, %m : memref<?xi32>) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %lane = simd.lane_id : i32
  %three = arith.constant 3 : i32
  %r = arith.remsi %tid, %three : i32
  %c = arith.cmpi eq, %r, %lane : i32
  %x = scf.if %c -> (i32) {
    %a = arith.muli %tid, %n : i32
    scf.yield %a : i32
  } else {
    %b = arith.subi %n, %tid : i32
    scf.yield %b : i32
  }
  %i = arith.index_cast %tid : i32 to index
  memref.store %x, %m[%i] : memref<?xi32>
  func.return %x, %lane : i32, i32
}
"""


@pytest.mark.parametrize(("threads", "width"), [(1, 1), (5, 1), (6, 4), (8, 4), (13, 8), (70, 64), (3, 64)])
def test_divergent_if_against_python(threads: int, width: int) -> None:
    n = 7
    out = run(DIVERGENT_IF, [n, [0] * threads], threads=threads, width=width)
    ref = []
    for t in range(threads):
        lane = t % width
        ref.append([t * n if t % 3 == lane else n - t, lane])
    assert out["results"] == ref
    assert out["memrefs"] == [[r[0] for r in ref]]
    assert out["stats"]["groups"] == len(groups(threads, width))
    assert out["stats"]["threads"] == threads and out["stats"]["width"] == width
    assert "divergence_violations" not in out


REDUCE = """
func.func @main(%limit : i32, %x : i32 {{simd.divergent}}) -> (i32, i32) {{
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %c = arith.cmpi slt, %x, %limit : i32
  cf.cond_br %c, ^on, ^join(%zero, %zero : i32, i32)
^on:
  %r = simd.group_reduce {kind}, %x : i32
  %f = simd.readfirstlane %tid : i32
  cf.br ^join(%r, %f : i32, i32)
^join(%a : i32, %b : i32):
  func.return %a, %b : i32, i32
}}
"""

_PY: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "mul": lambda a, b: a * b,
    "min": min,
    "max": max,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}


@pytest.mark.parametrize("kind", list(_PY))
def test_group_reduce_and_readfirstlane_over_active_lanes(kind: str) -> None:
    threads, width, limit = 11, 4, 40
    xs = [(t * 37 + 11) % 53 - 5 for t in range(threads)]
    out = run(REDUCE.format(kind=kind), [limit, xs], threads=threads, width=width)
    ref: list[list[int]] = []
    for g in groups(threads, width):
        active = [t for t in g if xs[t] < limit]
        r = wrap_i32(reduce(_PY[kind], [xs[t] for t in active])) if active else 0
        for t in g:
            ref.append([r, active[0]] if t in active else [0, 0])
    assert out["results"] == ref
    assert out["stats"]["convergent_instances"] == 2 * sum(
        1 for g in groups(threads, width) if any(xs[t] < limit for t in g)
    )


def test_float_reduce_and_i1_readfirstlane() -> None:
    text = """
func.func @main(%x : f32 {simd.divergent}) -> (f32, f32, i1) {
  %s = simd.group_reduce add, %x : f32
  %m = simd.group_reduce max, %x : f32
  %z = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %x, %z : f32
  %f = simd.readfirstlane %p : i1
  func.return %s, %m, %f : f32, f32, i1
}
"""
    xs = [1.5, -2.0, 0.25, 4.0, -1.0]
    out = run(text, [xs], threads=5, width=4)
    assert out["results"][:4] == [[3.75, 4.0, 1]] * 4
    assert out["results"][4] == [-1.0, -1.0, 0]


LOOP = """
func.func @main() -> (i32, i32, i32) {
  %lane = simd.lane_id : i32
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %trips = arith.remsi %tid, %c3 : i32
  cf.br ^h(%c0, %c0 : i32, i32)
^h(%i : i32, %acc : i32):
  %more = arith.cmpi sle, %i, %trips : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %active = simd.group_reduce add, %c1 : i32
  %w = arith.muli %active, %i : i32
  %acc2 = arith.addi %acc, %w : i32
  %acc3 = arith.addi %acc2, %active : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^h(%i2, %acc3 : i32, i32)
^exit:
  %after = simd.group_reduce add, %c1 : i32
  %first = simd.readfirstlane %lane : i32
  func.return %acc, %after, %first : i32, i32, i32
}
"""


@pytest.mark.parametrize(("threads", "width"), [(7, 4), (16, 8), (9, 2)])
def test_loop_with_divergent_exit(threads: int, width: int) -> None:
    out = run(LOOP, threads=threads, width=width)
    ref: list[list[int]] = []
    for g in groups(threads, width):
        trips = {t: t % 3 for t in g}
        for t in g:
            acc = 0
            for i in range(trips[t] + 1):
                active = sum(1 for u in g if trips[u] >= i)
                acc += active * i + active
            ref.append([acc, len(g), 0])
    assert out["results"] == ref


NESTED = """
func.func @main() -> i32 {
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^outer(%c0, %c0 : i32, i32)
^outer(%o : i32, %acc : i32):
  %omore = arith.cmpi slt, %o, %c3 : i32
  cf.cond_br %omore, ^pre, ^done
^pre:
  %lim = arith.addi %lane, %o : i32
  cf.br ^inner(%c0, %acc : i32, i32)
^inner(%k : i32, %a : i32):
  %imore = arith.cmpi slt, %k, %lim : i32
  cf.cond_br %imore, ^ibody, ^olatch
^ibody:
  %n = simd.group_reduce add, %c1 : i32
  %a2 = arith.addi %a, %n : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^inner(%k2, %a2 : i32, i32)
^olatch:
  %o2 = arith.addi %o, %c1 : i32
  cf.br ^outer(%o2, %a : i32, i32)
^done:
  func.return %acc : i32
}
"""


def test_nested_cf_loops_count_inner_iterations_per_outer_iteration() -> None:
    threads, width = 6, 4
    out = run(NESTED, threads=threads, width=width)
    ref: list[list[int]] = []
    for g in groups(threads, width):
        for t in g:
            acc = 0
            for o in range(3):
                for k in range(t % width + o):
                    acc += sum(1 for u in g if k < u % width + o)
            ref.append([acc])
    assert out["results"] == ref


SCF_WHILE_AND_CALL = """
func.func @count(%x : i32) -> i32 {
  %s = simd.group_reduce add, %x : i32
  func.return %s : i32
}
func.func @main() -> (i32, i32) {
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi sle, %i, %lane : i32
    scf.condition(%more) %i, %acc : i32, i32
  } do {
  ^bb0(%j : i32, %a : i32):
    %n = func.call @count(%c1) : (i32) -> i32
    %a2 = arith.addi %a, %n : i32
    %j2 = arith.addi %j, %c1 : i32
    scf.yield %j2, %a2 : i32, i32
  }
  %two = arith.constant 2 : i32
  %odd = arith.remsi %lane, %two : i32
  %isodd = arith.cmpi ne, %odd, %c0 : i32
  %y = scf.if %isodd -> (i32) {
    %v = func.call @count(%lane) : (i32) -> i32
    scf.yield %v : i32
  } else {
    scf.yield %c0 : i32
  }
  func.return %r#1, %y : i32, i32
}
"""


def test_scf_while_and_convergent_calls() -> None:
    threads, width = 7, 4
    out = run(SCF_WHILE_AND_CALL, threads=threads, width=width)
    ref: list[list[int]] = []
    for g in groups(threads, width):
        lanes = [t % width for t in g]
        odd_sum = sum(lane for lane in lanes if lane % 2)
        for lane in lanes:
            acc = sum(sum(1 for u in lanes if u >= i) for i in range(lane + 1))
            ref.append([acc, odd_sum if lane % 2 else 0])
    assert out["results"] == ref


IRREDUCIBLE = """
func.func @main() -> (i32, i32) {
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %r = arith.remsi %lane, %c2 : i32
  %even = arith.cmpi eq, %r, %c0 : i32
  cf.cond_br %even, ^a(%c0 : i32), ^b(%c0 : i32)
^a(%x : i32):
  %x1 = arith.addi %x, %c1 : i32
  cf.br ^b(%x1 : i32)
^b(%y : i32):
  %y1 = arith.addi %y, %c2 : i32
  %more = arith.cmpi slt, %y1, %c5 : i32
  cf.cond_br %more, ^a(%y1 : i32), ^exit(%y1 : i32)
^exit(%z : i32):
  %all = simd.group_reduce add, %c1 : i32
  func.return %z, %all : i32, i32
}
"""


def test_irreducible_cycle_runs_and_reconverges_after_it() -> None:
    # even lanes enter at ^a, odd lanes at ^b: a cycle with two entries
    out = run(IRREDUCIBLE, threads=6, width=4)

    def ref(lane: int) -> int:
        x, block = 0, "a" if lane % 2 == 0 else "b"
        while True:
            if block == "a":
                x, block = x + 1, "b"
            x += 2
            if x < 5:
                block = "a"
            else:
                return x

    assert out["results"] == [[ref(t % 4), 4 if t < 4 else 2] for t in range(6)]


def test_memory_is_accessed_in_lockstep_per_converged_instance(lane_race: str) -> None:
    text = lane_race
    # every group loads together, then stores in lane order: the last lane wins
    assert run(text, [[100]], threads=8, width=4)["memrefs"] == [[100 + 3 + 7]]
    assert run(text, [[100]], threads=8, width=1)["memrefs"] == [[100 + sum(range(8))]]


def test_long_cf_loop_runs() -> None:
    text = """
func.func @main(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0 : i32)
^h(%i : i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^b, ^e
^b:
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^h(%i2 : i32)
^e:
  func.return %i : i32
}
"""
    out = run(text, [3000], threads=2, width=2)
    assert out["results"] == [[3000], [3000]]
    assert out["stats"]["branch_instances"] == 3001


# --------------------------------------------------------------------------- errors


def test_arguments_are_checked() -> None:
    with pytest.raises(ArgumentError, match="takes 2 arguments, 1 given"):
        run(DIVERGENT_IF, [1], threads=4, width=4)
    with pytest.raises(ArgumentError, match=r"\[1\]: expected an integer for i32"):
        run(DIVERGENT_IF, [1, [0, "x", 0, 0]], threads=4, width=4)
    with pytest.raises(ArgumentError, match="expected an integer for i32"):
        run(DIVERGENT_IF, [1.5, [0] * 4], threads=4, width=4)
    with pytest.raises(ArgumentError, match="mark the argument"):
        run(DIVERGENT_IF, [[1, 2, 3, 4], [0] * 4], threads=4, width=4)
    with pytest.raises(ArgumentError, match="one per thread"):
        run(REDUCE.format(kind="add"), [1, [1, 2]], threads=4, width=4)
    for threads, width, msg in [(0, 4, "--threads"), (-3, 4, "--threads"), (4, 0, "--width"), (4, 3, "--width"), (4, 128, "--width")]:
        with pytest.raises(ArgumentError, match=msg):
            run(DIVERGENT_IF, [1, [0] * 4], threads=threads, width=width)


FAULTS = """
func.func @main(%m : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %c2 = arith.constant 2 : i32
  %d = arith.subi %c2, %tid : i32
  %q = arith.divsi %c2, %d : i32
  func.return %q : i32
}
func.func @poison() -> i32 {
  %p = ub.poison : i32
  %s = simd.group_reduce add, %p : i32
  func.return %s : i32
}
func.func @ret_poison() -> i32 {
  %p = ub.poison : i32
  func.return %p : i32
}
"""


def test_faults_name_the_op_and_the_thread_and_leave_no_threads_behind() -> None:
    before = threading.active_count()
    with pytest.raises(RuntimeFault) as e:
        run(FAULTS, [[0]], threads=8, width=4)
    assert isinstance(e.value.op, Operation) and e.value.op.name == "arith.divsi"
    assert "division by zero" in e.value.message and "thread 2" in e.value.message
    with pytest.raises(RuntimeFault, match="'simd.group_reduce' reads a poison value"):
        run(FAULTS, threads=4, width=4, name="poison")
    with pytest.raises(RuntimeFault, match="returns a poison value"):
        run(FAULTS, threads=4, width=4, name="ret_poison")
    assert threading.active_count() == before


# --------------------------------------------------------------------------- checker


class LyingInfo:
    """The real analysis, except that it calls the values named in `lie` uniform (and
    the blocks in `uniform_blocks` uniform branches)."""

    def __init__(self, module: ModuleOp, lie: set[str], uniform_blocks: int = 0):
        self.real = analyze_divergence(module)
        self.lie = lie
        self.blocks: set[Block] = set()
        for op in module.walk():
            for r in op.regions:
                for b in r.blocks:
                    if b.last_op is not None and b.last_op.name == "cf.cond_br" and len(self.blocks) < uniform_blocks:
                        self.blocks.add(b)

    def is_divergent(self, v: SSAValue) -> bool:
        return v.name_hint not in self.lie and self.real.is_divergent(v)

    def is_divergent_use(self, use: Any) -> bool:
        v = use.operation.operands[use.index]
        return v.name_hint not in self.lie and self.real.is_divergent_use(use)

    def has_divergent_branch(self, block: Block) -> bool:
        return block not in self.blocks and self.real.has_divergent_branch(block)


CHECKED = """
func.func @main(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %c = arith.cmpi slt, %tid, %n : i32
  cf.br ^h(%zero : i32)
^h(%i : i32):
  %lim = arith.remsi %tid, %n : i32
  %more = arith.cmpi slt, %i, %lim : i32
  cf.cond_br %more, ^latch, ^exit
^latch:
  %next = arith.addi %i, %one : i32
  cf.br ^h(%next : i32)
^exit:
  %after = arith.addi %i, %one : i32
  func.return %after : i32
}
"""


def test_checker_is_clean_with_the_real_analysis() -> None:
    out = run(CHECKED, [3], threads=8, width=4, check_divergence=True)
    assert out["divergence_violations"] == []


def test_checker_reports_a_divergent_value_claimed_uniform() -> None:
    module = load(CHECKED)
    info = LyingInfo(module, {"tid", "c"})
    out = run_spmd(module, entry(module), [3], threads=8, width=4, check_divergence=True, divergence_info=info)
    found = {(v["kind"], v["name"]) for v in out["divergence_violations"]}
    assert ("uniform-value", "%tid") in found
    assert ("uniform-value", "%c") in found
    tid = next(v for v in out["divergence_violations"] if v["name"] == "%tid")
    assert tid["values"] == [[0, 0], [1, 1], [2, 2], [3, 3]] and tid["group"] == 0
    assert tid["op"] == "simd.thread_id" and tid["instances"] == 2  # one per group
    assert "%tid is uniform by the divergence analysis" in tid["message"]


def test_checker_reports_a_temporal_divergent_use_claimed_uniform() -> None:
    module = load(CHECKED)
    # %i is uniform inside the loop (same in every converged iteration): no violation
    # for its definition; its use by %after, outside the loop, is divergent.
    info = LyingInfo(module, {"i"})
    out = run_spmd(module, entry(module), [3], threads=8, width=4, check_divergence=True, divergence_info=info)
    kinds = {(v["kind"], v["name"], v["op"]) for v in out["divergence_violations"]}
    assert kinds == {("uniform-use", "%i", "arith.addi")}


def test_checker_reports_a_divergent_branch_claimed_uniform() -> None:
    module = load(CHECKED)
    info = LyingInfo(module, set(), uniform_blocks=1)
    out = run_spmd(module, entry(module), [3], threads=8, width=4, check_divergence=True, divergence_info=info)
    assert [(v["kind"], v["name"]) for v in out["divergence_violations"]] == [("uniform-branch", "^h")]


def test_checker_compares_converged_instances_only() -> None:
    # %i differs between lanes overall (they leave the loop at different iterations)
    # but not within one iteration: claiming it uniform is right, nothing is reported
    # for its definition even though lanes run different numbers of iterations.
    module = load(LOOP)
    info = LyingInfo(module, set())
    out = run_spmd(module, entry(module), [], threads=8, width=4, check_divergence=True, divergence_info=info)
    assert out["divergence_violations"] == []


SWITCH = """
func.func @main(%n : i32) -> i32 {
  %lane = simd.lane_id : i32
  %zero = arith.constant 0 : i32
  %ten = arith.constant 10 : i32
  %neg = arith.constant -20 : i32
  cf.switch %lane : i32, [
    default: ^join(%zero : i32),
    1: ^one,
    -3: ^join(%neg : i32),
    3: ^join(%n : i32)
  ]
^one:
  %s = simd.group_reduce add, %ten : i32
  cf.br ^join(%s : i32)
^join(%x : i32):
  func.return %x : i32
}
"""


def test_cf_switch_against_python() -> None:
    out = run(SWITCH, [7], threads=6, width=4)
    assert out["results"] == [[0], [10], [0], [7], [0], [10]]
    assert out["stats"]["divergent_branch_instances"] == 2
