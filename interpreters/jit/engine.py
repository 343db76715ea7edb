"""Compile a lowered kernel (`lower.py`) with llvmlite's MCJIT and run a launch natively.

The module is the lane function plus a small runtime written here as LLVM IR:

* `@launch(i64 %b0, i64 %b1)` (`block_loop`: the launch loop of every stage, around
  each stage's block) runs blocks b0..b1-1, each subgroup's lanes one after the other,
  and after each subgroup `@finish_group`; a kernel with stops (barriers, convergent
  ops, in lockstep-memory mode shared accesses: `regions.py`) runs each subgroup
  instance by instance (`@schedule` picks the lanes at the smallest dynamic position,
  the SPMD executor's next converged instance, and they run on to their next stop)
  until it returned or waits at a barrier, then checks that the block's threads all
  wait at one dynamic instance of it;
* `@rec(site, cycle iterations..., value)` appends one record to a growing buffer
  (libc `realloc`); `@finish_group` counts the distinct (site, iterations) keys - the
  subgroup's converged instances - per kind, and the branch keys seen with two or more
  condition values (divergent instances), in linear time (`counting.py`): in one pass
  when every lane made the same keys, else with a hash table of the keys;
* `@acc` and `@conflicts` (`counting.py`) find two lanes of a subgroup on one address,
  one writing, with a hash table;
* `@cnt` counts each MLIR block's executions, `@err_*` hold a fault, `@stop` is the
  watchdog's flag (`--time-limit`).

`Compiled.run` calls `@launch` in chunks of blocks; the time limit holds between them
and, through `@stop`, inside them.
"""
from __future__ import annotations

import ctypes
import struct
import sys
import threading
import time
from array import array
from array import typecodes as array_typecodes
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import llvmlite.binding as llvm

from simdopt.dialects import gpu
from simdopt.interpreters.jit import counting, regions
from simdopt.interpreters.jit.lower import Lowered
from simdopt.interpreters.jit.scalars import ERR_TIME
from simdopt.ir.collection import paused_collection

CONFLICT = 100
"""`@launch`'s status when two lanes of a subgroup accessed one address, one writing."""
CHECK_CONFLICTS = {"on": True}
"""Off: a conflict does not stop the launch (its lanes' order stays thread order) - for
`benchmarks/engine_campaign.py`'s probe of whether a conflict changed the output."""
BARRIER = 101
"""`@launch`'s status when the threads of a block did not all wait at one barrier."""


@cache
def _initialize() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    libc = ctypes.CDLL(None)
    for sym in ("realloc", "free", "calloc"):
        llvm.add_symbol(sym, ctypes.cast(getattr(libc, sym), ctypes.c_void_p).value or 0)


def _target_machine() -> llvm.TargetMachine:
    """A new one per engine: the engine owns (and frees) its target machine."""
    _initialize()
    features = llvm.get_host_cpu_features().flatten()  # the host's: F16C converts halves inline
    return llvm.Target.from_default_triple().create_target_machine(cpu=llvm.get_host_cpu_name(), features=features, opt=2,
                                                                   codemodel="jitdefault")  # fmt: skip


@cache
def host_converts_halves() -> bool:
    """Whether the host CPU converts f16 <-> f32 in instructions (x86 F16C): without
    it LLVM calls compiler-rt functions the JIT does not have."""
    _initialize()
    return "+f16c" in llvm.get_host_cpu_features().flatten().split(",")


def _appender(name: str, k: int) -> str:
    """LLVM IR of `@name(i64 %r0, ..., i64 %r{k-1})`: appends its k words to the growable
    buffer `@name_buf` (`@name_len` words used of `@name_cap`; realloc doubles it)."""
    params = ", ".join(f"i64 %r{w}" for w in range(k))
    stores = "\n".join(
        f"  %q{w} = getelementptr i64, ptr %at, i64 {w}\n  store i64 %r{w}, ptr %q{w}" for w in range(k)
    )
    return f"""define internal void @{name}({params}) alwaysinline {{
entry:
  %len = load i64, ptr @{name}_len
  %need = add i64 %len, {k}
  %cap = load i64, ptr @{name}_cap
  %full = icmp ugt i64 %need, %cap
  br i1 %full, label %grow, label %put
grow:
  %cap2 = shl i64 %need, 1
  %old = load ptr, ptr @{name}_buf
  %bytes = mul i64 %cap2, 8
  %new = call ptr @realloc(ptr %old, i64 %bytes)
  store ptr %new, ptr @{name}_buf
  store i64 %cap2, ptr @{name}_cap
  br label %put
put:
  %buf = load ptr, ptr @{name}_buf
  %at = getelementptr i64, ptr %buf, i64 %len
{stores}
  store i64 %need, ptr @{name}_len
  ret void
}}"""


def block_loop(per_block: str, entry: str = "") -> str:
    """LLVM IR of `@launch(i64 %b0, i64 %b1)`, the one launch loop of every stage: blocks
    b0..b1-1 in order, each `per_block` (IR from label `%block` on, block `%b`, ending
    in a branch to `%block_done` or a `ret` of a nonzero status); `entry`: IR run once
    before the first block (allocas)."""
    return f"""define i32 @launch(i64 %b0, i64 %b1) {{
entry:
{entry}
  br label %blocks
blocks:
  %b = phi i64 [ %b0, %entry ], [ %bn, %block_done ]
  %bmore = icmp ult i64 %b, %b1
  br i1 %bmore, label %block, label %ok
block:
{per_block}
block_done:
  %bn = add i64 %b, 1
  br label %blocks
ok:
  ret i32 0
}}"""


def _lanes(low: Lowered, block_size: int, width: int, state: int) -> str:
    """One block of an SPMD kernel (`block_loop`'s `per_block`).  Without stops each
    lane runs to its end; with stops (barriers, convergent ops: `regions.py`) `_stops`."""
    if low.state_words:
        return _stops(low, block_size, width, state)
    start_lane = f"""  %li = urem i64 %t, {width}
  %lsp = getelementptr i64, ptr @lane_start, i64 %li
  %rl = load i64, ptr @rec_len
  store i64 %rl, ptr %lsp"""
    group_end = f"""  %tn = add i64 %t, 1
  %lane_in_group = urem i64 %tn, {width}
  %group_end = icmp eq i64 %lane_in_group, 0
  %block_end = icmp eq i64 %tn, {block_size}
  %end = or i1 %group_end, %block_end
  br i1 %end, label %finish, label %lanes
finish:
  %lm = sub i64 %tn, 1
  %lr = urem i64 %lm, {width}
  %in_group = add i64 %lr, 1
  call void @finish_group(i64 %in_group)
  %clash = call i32 @conflicts()
  %clash1 = icmp ne i32 %clash, 0
  %clashed = and i1 %clash1, {str(CHECK_CONFLICTS["on"]).lower()}
  br i1 %clashed, label %conflict, label %finish_ok
conflict:
  ret i32 {CONFLICT}
{_fail()}"""
    return f"""  %base = mul i64 %b, {block_size}
  br label %lanes
lanes:
  %t = phi i64 [ 0, %block ], [ %tn, %lane_done ], [ %tn, %finish_ok ]
  %tid = add i64 %base, %t
{start_lane}
  %r = call i32 @lane(i64 %tid, i64 %b, i64 %t)
  %bad = icmp ne i32 %r, 0
  br i1 %bad, label %fail, label %lane_done
lane_done:
{group_end}
finish_ok:
  br i1 %block_end, label %block_done, label %lanes"""


def _fail() -> str:
    """The `%fail` exit of a lane's fault (`%r`, thread `%tid`): when the subgroup's
    accesses so far conflict, the lanes' order may be what made the fault (or which
    lane meets one first), so the status is CONFLICT (run again in lockstep-memory
    mode) - unless the fault is the time limit's."""
    return f"""fail:
  store i64 %tid, ptr @err_tid
  %fcode = load i32, ptr @err_code
  %ftime = icmp eq i32 %fcode, {ERR_TIME}
  br i1 %ftime, label %fail_now, label %fail_check
fail_check:
  %fclash = call i32 @conflicts()
  %fclash1 = icmp ne i32 %fclash, 0
  %fclashed = and i1 %fclash1, {str(CHECK_CONFLICTS["on"]).lower()}
  br i1 %fclashed, label %conflict, label %fail_now
fail_now:
  ret i32 %r"""


def _less(a: str, b: str, words: int, pre: str) -> str:
    """IR setting `%{pre}lt1` (i1) to whether the words 1..`words` at `a` are
    lexicographically (signed) below those at `b`."""
    lines = []
    for w in range(words, 0, -1):
        nxt = f"%{pre}lt{w + 1}" if w < words else "false"
        lines += [f"  %{pre}pa{w} = getelementptr i64, ptr {a}, i64 {w}", f"  %{pre}pb{w} = getelementptr i64, ptr {b}, i64 {w}",
                  f"  %{pre}a{w} = load i64, ptr %{pre}pa{w}", f"  %{pre}b{w} = load i64, ptr %{pre}pb{w}",
                  f"  %{pre}l{w} = icmp slt i64 %{pre}a{w}, %{pre}b{w}", f"  %{pre}e{w} = icmp eq i64 %{pre}a{w}, %{pre}b{w}",
                  f"  %{pre}q{w} = and i1 %{pre}e{w}, {nxt}", f"  %{pre}lt{w} = or i1 %{pre}l{w}, %{pre}q{w}"]  # fmt: skip
    return "\n".join(lines)


def _equal(a: str, b: str, words: int, pre: str) -> str:
    """IR setting `%{pre}eq{words - 1}` (i1) to whether words 0..`words`-1 at `a` and `b` are equal."""
    lines = []
    for w in range(words):
        prev = f"%{pre}eq{w - 1}" if w else "true"
        lines += [f"  %{pre}pa{w} = getelementptr i64, ptr {a}, i64 {w}", f"  %{pre}pb{w} = getelementptr i64, ptr {b}, i64 {w}",
                  f"  %{pre}a{w} = load i64, ptr %{pre}pa{w}", f"  %{pre}b{w} = load i64, ptr %{pre}pb{w}",
                  f"  %{pre}e{w} = icmp eq i64 %{pre}a{w}, %{pre}b{w}", f"  %{pre}eq{w} = and i1 {prev}, %{pre}e{w}"]  # fmt: skip
    return "\n".join(lines)


def _schedule(low: Lowered, block_size: int, width: int, state: int) -> str:
    """`@schedule(s0, n)`: the SPMD executor's next converged instance of the subgroup of
    threads s0..s0+n-1 of the block, all of them stopped or returned: the lanes at the
    smallest dynamic position (state words 1..P, `regions.stop_positions`) among those
    not returned.  They are marked to run (`@xl_run`), their published values
    (`@xl_values`, `subgroup.py`) copied in lane order to `@xl_snap` and their mask to
    `@xl_mask`.  Returns 0 when every lane returned; at a convergent op (one more
    `@xl_inst`) or a shared access (lockstep-memory mode, no count: the records count
    memory instances) 2 when the instance is the whole subgroup, else 1; at a `gpu.barrier`
    3 when the whole subgroup waits there, else 4 (the interpreter's fault)."""
    sw, pw = low.state_words, low.pos_words
    st = f"inttoptr (i64 {state} to ptr)"
    # per stop: 1 a barrier, 2 a shared access (lockstep-memory mode: no convergent op), else 0
    kinds = ", ".join(f"i8 {1 if isinstance(op, gpu.BarrierOp) else 2 if isinstance(op, regions.SHARED_ACCESSES) else 0}"
                      for op in low.stops) or "i8 0"  # fmt: skip
    return f"""
@xl_run = global [{block_size} x i8] zeroinitializer
@xl_values = global [{block_size} x i64] zeroinitializer
@xl_snap = global [{width} x i64] zeroinitializer
@xl_mask = global i64 0
@xl_inst = global i64 0
@xl_multi = global i8 0
@xl_round = global i64 1
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
@stop_kind = constant [{max(1, len(low.stops))} x i8] [{kinds}]

define internal i32 @schedule(i64 %s0, i64 %n) {{
entry:
  br label %find
find:
  %j = phi i64 [ 0, %entry ], [ %j1, %find_on ]
  %jm = icmp ult i64 %j, %n
  br i1 %jm, label %find_one, label %none
find_one:
  %tj = add i64 %s0, %j
  %oj = mul i64 %tj, {sw}
  %pj = getelementptr i64, ptr {st}, i64 %oj
  %wj = load i64, ptr %pj
  %j1 = add i64 %j, 1
  %dj = icmp eq i64 %wj, {regions.DONE}
  br i1 %dj, label %find_on, label %scan
find_on:
  br label %find
none:
  ret i32 0
scan:
  %k = phi i64 [ %j1, %find_one ], [ %k1, %scan_one ]
  %best = phi ptr [ %pj, %find_one ], [ %best1, %scan_one ]
  %km = icmp ult i64 %k, %n
  br i1 %km, label %scan_one, label %chosen
scan_one:
  %tk = add i64 %s0, %k
  %ok = mul i64 %tk, {sw}
  %pk = getelementptr i64, ptr {st}, i64 %ok
  %wk = load i64, ptr %pk
  %dk = icmp eq i64 %wk, {regions.DONE}
{_less("%pk", "%best", pw, "c")}
  %nd = xor i1 %dk, true
  %take = and i1 %nd, %clt1
  %best1 = select i1 %take, ptr %pk, ptr %best
  %k1 = add i64 %k, 1
  br label %scan
chosen:
  %id = load i64, ptr %best
  %idx = sub i64 %id, 1
  %kp = getelementptr i8, ptr @stop_kind, i64 %idx
  %kb = load i8, ptr %kp
  %isbar = icmp eq i8 %kb, 1
  %ismem = icmp eq i8 %kb, 2
  br label %gather
gather:
  %g = phi i64 [ 0, %chosen ], [ %g1, %gather_on ]
  %m = phi i64 [ 0, %chosen ], [ %m1, %gather_on ]
  %gm = icmp ult i64 %g, %n
  br i1 %gm, label %gather_one, label %gathered
gather_one:
  %tg = add i64 %s0, %g
  %og = mul i64 %tg, {sw}
  %pg = getelementptr i64, ptr {st}, i64 %og
{_equal("%pg", "%best", pw + 1, "q")}
  %g1 = add i64 %g, 1
  br i1 %qeq{pw}, label %gather_in, label %gather_on
gather_in:
  %rp = getelementptr i8, ptr @xl_run, i64 %tg
  store i8 1, ptr %rp
  %vp = getelementptr i64, ptr @xl_values, i64 %tg
  %v = load i64, ptr %vp
  %sp = getelementptr i64, ptr @xl_snap, i64 %g
  store i64 %v, ptr %sp
  %bit = shl i64 1, %g
  %mg = or i64 %m, %bit
  br label %gather_on
gather_on:
  %m1 = phi i64 [ %m, %gather_one ], [ %mg, %gather_in ]
  br label %gather
gathered:
  store i64 %m, ptr @xl_mask
  %big = icmp uge i64 %n, 64
  %n63 = and i64 %n, 63
  %sh = shl i64 1, %n63
  %lo = sub i64 %sh, 1
  %all = select i1 %big, i64 -1, i64 %lo
  %full = icmp eq i64 %m, %all
  br i1 %isbar, label %bar, label %xl
bar:
  %rb = select i1 %full, i32 3, i32 4
  ret i32 %rb
xl:
  %c = load i64, ptr @xl_inst
  %cinc = select i1 %ismem, i64 0, i64 1
  %c1 = add i64 %c, %cinc
  store i64 %c1, ptr @xl_inst
  %rx = select i1 %full, i32 2, i32 1
  ret i32 %rx
}}
"""


def _stops(low: Lowered, block_size: int, width: int, state: int) -> str:
    """One block of an SPMD kernel with stops (`regions.py`), as the SPMD executor runs
    it: subgroup by subgroup, the lanes of the subgroup's next converged instance
    (`@schedule`) run on to their next stop, until every lane returned or the whole
    subgroup waits at a `gpu.barrier`; then the block's threads all go on if they all
    wait at one dynamic instance of it (else the status is BARRIER).  A lane runs its
    stretch to the next stop at once, where the interpreter interleaves lanes by
    position, so the conflict check (and the converged records' count) spans from one
    instance of the whole subgroup to the next: `@rec_count` when the stretch held an
    instance of only some lanes (the lanes' records interleave)."""
    sw, key = low.state_words, low.pos_words + 1  # words per thread; words compared across the block
    st = f"inttoptr (i64 {state} to ptr)"
    init = "\n".join(f"  %iw{j} = getelementptr i64, ptr %ip, i64 {j}\n  store i64 0, ptr %iw{j}" for j in range(key))
    same = counting.words_equal("%cp", 0, st, key)
    return f"""  %base = mul i64 %b, {block_size}
  br label %init
init:
  %it = phi i64 [ 0, %block ], [ %itn, %init ]
  %ioff = mul i64 %it, {sw}
  %ip = getelementptr i64, ptr {st}, i64 %ioff
{init}
  %irp = getelementptr i8, ptr @xl_run, i64 %it
  store i8 1, ptr %irp
  %itn = add i64 %it, 1
  %idone = icmp eq i64 %itn, {block_size}
  br i1 %idone, label %region, label %init
region:
  br label %sgs
sgs:
  %s0 = phi i64 [ 0, %region ], [ %s0n, %sg_next ]
  %left = sub i64 {block_size}, %s0
  %few = icmp ult i64 %left, {width}
  %n = select i1 %few, i64 %left, i64 {width}
  %send = add i64 %s0, %n
  store i8 0, ptr @xl_multi
  br label %lanes
lanes:
  %t = phi i64 [ %s0, %sgs ], [ %tn, %lane_done ], [ %s0, %again ]
  %tid = add i64 %base, %t
  %rp = getelementptr i8, ptr @xl_run, i64 %t
  %rv = load i8, ptr %rp
  %runs = icmp ne i8 %rv, 0
  br i1 %runs, label %call, label %lane_done
call:
  store i8 0, ptr %rp
  %soff = mul i64 %t, {sw}
  %sp = getelementptr i64, ptr {st}, i64 %soff
  %li = sub i64 %t, %s0
  %lsp = getelementptr i64, ptr @lane_start, i64 %li
  %rl = load i64, ptr @rec_len
  store i64 %rl, ptr %lsp
  %r = call i32 @lane(i64 %tid, i64 %b, i64 %t, ptr %sp)
  %bad = icmp eq i32 %r, 1
  br i1 %bad, label %fail, label %lane_ok
lane_ok:
  %returned = icmp eq i32 %r, 0
  br i1 %returned, label %mark_done, label %lane_done
mark_done:  ; (its position words cleared: the block's check compares them)
  store i64 {regions.DONE}, ptr %sp
  %dpos = getelementptr i64, ptr %sp, i64 1
  call void @llvm.memset.p0.i64(ptr %dpos, i8 0, i64 {8 * low.pos_words}, i1 false)
  br label %lane_done
lane_done:
  %tn = add i64 %t, 1
  %more = icmp ult i64 %tn, %send
  br i1 %more, label %lanes, label %sched
sched:
  %code = call i32 @schedule(i64 %s0, i64 %n)
  %partial = icmp eq i32 %code, 1
  br i1 %partial, label %again_multi, label %not_partial
again_multi:
  store i8 1, ptr @xl_multi
  br label %again
again:  ; (a new round: `memory_ops.store`'s sites)
  %rd0 = load i64, ptr @xl_round
  %rd1 = add i64 %rd0, 1
  store i64 %rd1, ptr @xl_round
  br label %lanes
not_partial:
  %barfault = icmp eq i32 %code, 4
  br i1 %barfault, label %barrier_fault, label %window
window:
  %mu = load i8, ptr @xl_multi
  %multi = icmp ne i8 %mu, 0
  br i1 %multi, label %count_all, label %count_fast
count_all:
  call void @rec_count()
  br label %counted
count_fast:
  call void @finish_group(i64 %n)
  br label %counted
counted:
  store i8 0, ptr @xl_multi
  %clash = call i32 @conflicts()
  %clash1 = icmp ne i32 %clash, 0
  %clashed = and i1 %clash1, {str(CHECK_CONFLICTS["on"]).lower()}
  br i1 %clashed, label %conflict, label %window_ok
window_ok:
  %whole = icmp eq i32 %code, 2
  br i1 %whole, label %again, label %sg_next
sg_next:
  %s0n = add i64 %s0, {width}
  %sgmore = icmp ult i64 %s0n, {block_size}
  br i1 %sgmore, label %sgs, label %check
check:
  %ct = phi i64 [ 1, %sg_next ], [ %ctn, %check_next ]
  %more_t = icmp ult i64 %ct, {block_size}
  br i1 %more_t, label %check_one, label %checked
check_one:
  %coff = mul i64 %ct, {sw}
  %cp = getelementptr i64, ptr {st}, i64 %coff
{same}
  br i1 %kwq{key - 1}, label %check_next, label %barrier_fault
check_next:
  %ctn = add i64 %ct, 1
  br label %check
barrier_fault:
  ret i32 {BARRIER}
conflict:
  ret i32 {CONFLICT}
{_fail()}
checked:
  %w0 = load i64, ptr {st}
  %all_done = icmp eq i64 %w0, {regions.DONE}
  br i1 %all_done, label %block_done, label %passed
passed:
  %nb0 = load i64, ptr @barriers
  %nb1 = add i64 %nb0, 1
  store i64 %nb1, ptr @barriers
  call void @llvm.memset.p0.i64(ptr @xl_run, i8 1, i64 {block_size}, i1 false)
  br label %region"""


def _runtime(low: Lowered, block_size: int, width: int, state: int) -> str:
    k = low.depth + 2  # words per record: site, iterations..., value
    nb = len(low.blocks)
    kinds = ", ".join(f"i8 {1 if s.kind == 'memory' else 0}" for s in low.sites) or "i8 0"
    counts = ", ".join(f"i64 {s.count}" for s in low.sites) or "i64 0"
    append_rec = _appender("rec", k)
    return f"""
@cnt = global [{nb} x i64] zeroinitializer
@inst = global [2 x i64] zeroinitializer
@divergent = global i64 0
@err_code = global i32 0
@err_op = global i64 0
@err_tid = global i64 0
@err_val = global [4 x i64] zeroinitializer
@stop = global i32 0
@barriers = global i64 0
@rec_buf = global ptr null
@rec_len = global i64 0
@rec_cap = global i64 0
@site_div = global [{max(len(low.sites), 1)} x i64] zeroinitializer
@site_kind = constant [{max(len(low.sites), 1)} x i8] [{kinds}]
@site_n = constant [{max(len(low.sites), 1)} x i64] [{counts}]
declare ptr @realloc(ptr, i64)

{counting.conflict_table(_appender('accs', 4))}

{counting.converged_records(k)}

{append_rec}

{counting.distinct_records(k)}

define internal void @finish_group(i64 %lanes) {{
entry:
  %last = getelementptr i64, ptr @lane_start, i64 %lanes
  %len = load i64, ptr @rec_len
  store i64 %len, ptr %last
  %fast = call i32 @same_paths(i64 %lanes)
  %handled = icmp ne i32 %fast, 0
  br i1 %handled, label %done, label %slow
slow:  ; the lanes took different paths: a hash table of the keys
  call void @rec_count()
  br label %done
done:
  ret void
}}

{_schedule(low, block_size, width, state) if low.state_words else ""}
{block_loop(_lanes(low, block_size, width, state))}
"""


def elements(data: Any, fmt: str) -> list[Any]:
    """The values of the little-endian elements of struct format `fmt` ("i", "f", "e",
    ...) in `data`, as `ShapedArray.data` reads them, in bulk."""
    if fmt not in array_typecodes:  # (halves: no array type)
        return [x for (x,) in struct.iter_unpack("<" + fmt, data)]
    a = array(fmt, bytes(data))
    if sys.byteorder != "little":  # pragma: no cover - x86 and arm64 hosts are little-endian
        a.byteswap()
    return a.tolist()


def memory_contents(shared: list[Any], per_block: dict[int, tuple[bytearray, str, int, int]]) -> list[Any]:
    """`Memory.contents` of a native launch: each memref argument's final contents (the
    ShapedArrays of `shared`), a workgroup one (`per_block[i]`: every block's copy side
    by side, struct format, elements per copy, blocks) as one list per block."""
    out: list[Any] = []
    for i, a in enumerate(shared):
        if i in per_block:
            big, fmt, n, blocks = per_block[i]
            xs = elements(big, fmt)
            with paused_collection():  # 10^6 lists of numbers make no cycles
                out.append([xs[b * n : (b + 1) * n] for b in range(blocks)])
        elif hasattr(a, "data_ptr"):  # a ShapedArray
            ptr = a.data_ptr
            out.append(elements(ptr.raw.memory[ptr.raw.offset : ptr.raw.offset + a.size * ptr.xtype.size], ptr.xtype.format[-1]))
    return out


def thread_rows(buf: Any, floats: list[bool], n_threads: int) -> list[list[Any]]:
    """Each thread's results from the launch's result buffer (`n_threads` rows of
    `len(floats)` i64/f64 words; `floats[k]`: whether word k is a double), read by
    column with memoryview casts (a launch of 10^6 threads)."""
    n = len(floats)
    with paused_collection():  # 10^6 lists of numbers make no cycles
        if not n:
            return [[] for _ in range(n_threads)]
        raw = memoryview(buf).cast("B")
        ints = raw.cast("q").tolist() if not all(floats) else []
        doubles = raw.cast("d").tolist() if any(floats) else []
        cols = [(doubles if f else ints)[k : n_threads * n : n] for k, f in enumerate(floats)]
        return [[x] for x in cols[0]] if n == 1 else [list(r) for r in zip(*cols, strict=True)]


@dataclass
class Compiled:
    """A compiled launch: `run` it, then read its counters."""

    engine: llvm.ExecutionEngine
    module: llvm.ModuleRef
    launch_fn: Callable[[int, int], int]
    blocks: int
    compile_seconds: float

    def global_array(self, name: str, n: int) -> list[int]:
        addr = self.engine.get_global_value_address(name)
        return list((ctypes.c_int64 * n).from_address(addr))

    def global_int(self, name: str, ctype: type[ctypes.c_int32] | type[ctypes.c_int64] = ctypes.c_int64) -> int:
        return int(ctype.from_address(self.engine.get_global_value_address(name)).value)

    def run(self, deadline: float | None, time_limit: float) -> int:
        """Run every block; the first nonzero lane status (a fault), else 0.  The time
        limit holds between chunks of blocks and inside them: a watchdog thread sets
        `@stop`, which the lanes read on every loop back edge (a lane stopped there
        faults with ERR_TIME)."""
        stop = ctypes.c_int32.from_address(self.engine.get_global_value_address("stop"))
        watchdog = None
        if deadline is not None:
            watchdog = threading.Timer(max(0.0, deadline - time.monotonic()), lambda: setattr(stop, "value", 1))
            watchdog.daemon = True
            watchdog.start()
        try:
            chunk = 1
            b = 0
            while b < self.blocks:
                end = min(self.blocks, b + chunk)
                start = time.monotonic()
                status = int(self.launch_fn(b, end))  # (ctypes lets go of the GIL meanwhile)
                if status:
                    return status
                b = end
                if deadline is not None and time.monotonic() > deadline:
                    return -1
                if time.monotonic() - start < 0.05:  # calls of ~0.1 s
                    chunk *= 2
            return 0
        finally:
            if watchdog is not None:
                watchdog.cancel()

    def close(self) -> None:
        for name in ("rec_buf", "ht_buf", "accs_buf", "rt_buf"):
            buf = ctypes.c_void_p.from_address(self.engine.get_global_value_address(name))
            if buf.value:
                ctypes.CDLL(None).free(ctypes.c_void_p(buf.value))
                buf.value = None  # closing twice frees once


def compile_launch(low: Lowered, block_size: int, width: int, num_blocks: int, max_steps: int,
                   results_addr: int, state_addr: int = 0) -> Compiled:  # fmt: skip
    """Compile `low` for a launch of `num_blocks` blocks of `block_size` threads."""
    return compile_module(_runtime(low, block_size, width, state_addr) + low.text, num_blocks, max_steps, results_addr)


def compile_module(source: str, num_blocks: int, max_steps: int, results_addr: int) -> Compiled:
    """The module `source` (its `@launch`, `block_loop`'s), optimized and compiled with
    MCJIT, for a launch of `num_blocks` blocks; `@MAX_STEPS@` and `@RESULTS@` in it are
    the step limit and the results buffer's address."""
    start = time.process_time()
    source = source.replace("@MAX_STEPS@", str(max_steps)).replace("@RESULTS@", f"inttoptr (i64 {results_addr} to ptr)")
    mod = llvm.parse_assembly(source)
    mod.verify()
    pb = llvm.create_pass_builder(_target_machine(), llvm.PipelineTuningOptions(speed_level=2))
    pb.getModulePassManager().run(mod, pb)
    engine = llvm.create_mcjit_compiler(mod, _target_machine())
    engine.finalize_object()
    fn = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64, ctypes.c_int64)(engine.get_function_address("launch"))
    return Compiled(engine, mod, fn, num_blocks, time.process_time() - start)
