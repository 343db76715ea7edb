"""Compile a lowered kernel (`lower.py`) with llvmlite's MCJIT and run a launch natively.

The module is the lane function plus a small runtime written here as LLVM IR:

* `@launch(i64 %b0, i64 %b1)` runs blocks b0..b1-1, each subgroup's lanes one after
  the other (a lane runs to its end: kernels without barriers only), and after each
  subgroup `@finish_group`;
* `@rec(site, cycle iterations..., value)` appends one record to a growing buffer
  (libc `realloc`); `@finish_group` sorts the subgroup's records (libc `qsort`) and
  counts the distinct (site, iterations) keys - the subgroup's converged instances -
  per kind, and the branch keys seen with two or more condition values (divergent
  instances);
* `@cnt` counts each MLIR block's executions, `@err_*` hold a fault.

`Compiled.run` calls `@launch` in chunks of blocks so that `--time-limit` holds
between chunks.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import llvmlite.binding as llvm

from simdopt.interpreters.jit.lower import Lowered

CONFLICT = 100
"""`@launch`'s status when two lanes of a subgroup accessed one address, one writing."""


@cache
def _initialize() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    libc = ctypes.CDLL(None)
    for sym in ("realloc", "qsort", "free"):
        llvm.add_symbol(sym, ctypes.cast(getattr(libc, sym), ctypes.c_void_p).value or 0)


def _target_machine() -> llvm.TargetMachine:
    """A new one per engine: the engine owns (and frees) its target machine."""
    _initialize()
    return llvm.Target.from_default_triple().create_target_machine(opt=2, codemodel="jitdefault")


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


def _runtime(low: Lowered, block_size: int, width: int, max_steps: int, results: int) -> str:
    k = low.depth + 2  # words per record: site, iterations..., value
    key = k - 1
    nb = len(low.blocks)
    kinds = ", ".join(f"i8 {1 if s.kind == 'memory' else 0}" for s in low.sites) or "i8 0"
    cmp_lines: list[str] = []
    for w in range(k):
        cmp_lines += [
            f"w{w}:",
            f"  %pa{w} = getelementptr i64, ptr %a, i64 {w}",
            f"  %pb{w} = getelementptr i64, ptr %b, i64 {w}",
            f"  %x{w} = load i64, ptr %pa{w}",
            f"  %y{w} = load i64, ptr %pb{w}",
            f"  %lt{w} = icmp slt i64 %x{w}, %y{w}",
            f"  br i1 %lt{w}, label %less, label %ge{w}",
            f"ge{w}:",
            f"  %gt{w} = icmp sgt i64 %x{w}, %y{w}",
            f"  br i1 %gt{w}, label %more, label %{'w' + str(w + 1) if w + 1 < k else 'same'}",
        ]
    append_rec, append_acc = _appender("rec", k), _appender("acc", 2)
    key_eq = "\n".join(
        f"  %ka{w} = getelementptr i64, ptr %cur, i64 {w}\n  %kb{w} = getelementptr i64, ptr %prev, i64 {w}\n"
        f"  %kx{w} = load i64, ptr %ka{w}\n  %ky{w} = load i64, ptr %kb{w}\n  %ke{w} = icmp eq i64 %kx{w}, %ky{w}\n"
        f"  %kq{w} = and i1 %kq{w - 1 if w else 'init'}, %ke{w}"
        for w in range(key)
    ).replace("%kqinit", "true")
    return f"""
@cnt = global [{nb} x i64] zeroinitializer
@inst = global [2 x i64] zeroinitializer
@divergent = global i64 0
@err_code = global i32 0
@err_op = global i64 0
@err_tid = global i64 0
@err_val = global [4 x i64] zeroinitializer
@rec_buf = global ptr null
@rec_len = global i64 0
@rec_cap = global i64 0
@site_div = global [{max(len(low.sites), 1)} x i64] zeroinitializer
@site_kind = constant [{max(len(low.sites), 1)} x i8] [{kinds}]
@acc_buf = global ptr null
@acc_len = global i64 0
@acc_cap = global i64 0
declare ptr @realloc(ptr, i64)

{append_acc}

define internal i32 @cmp2(ptr %a, ptr %b) {{
entry:
  %x0 = load i64, ptr %a
  %y0 = load i64, ptr %b
  %lt0 = icmp ult i64 %x0, %y0
  br i1 %lt0, label %less, label %ge0
ge0:
  %gt0 = icmp ugt i64 %x0, %y0
  br i1 %gt0, label %more, label %w1
w1:
  %pa = getelementptr i64, ptr %a, i64 1
  %pb = getelementptr i64, ptr %b, i64 1
  %x1 = load i64, ptr %pa
  %y1 = load i64, ptr %pb
  %lt1 = icmp ult i64 %x1, %y1
  br i1 %lt1, label %less, label %ge1
ge1:
  %gt1 = icmp ugt i64 %x1, %y1
  br i1 %gt1, label %more, label %same
less:
  ret i32 -1
more:
  ret i32 1
same:
  ret i32 0
}}

; 1 when two lanes of the subgroup touched one address and one of them wrote it: the
; order of their accesses (lockstep in the interpreter, one lane after the other here)
; would matter
define internal i32 @conflicts() {{
entry:
  %len = load i64, ptr @acc_len
  store i64 0, ptr @acc_len
  %n = udiv i64 %len, 2
  %few = icmp ult i64 %n, 2
  br i1 %few, label %none, label %sort
sort:
  %buf = load ptr, ptr @acc_buf
  call void @qsort(ptr %buf, i64 %n, i64 16, ptr @cmp2)
  br label %loop
loop:
  %i = phi i64 [ 0, %sort ], [ %i1, %step ]
  %addr0 = phi i64 [ -1, %sort ], [ %addr, %step ]
  %first0 = phi i64 [ 0, %sort ], [ %first, %step ]
  %wrote0 = phi i1 [ false, %sort ], [ %wrote, %step ]
  %off = mul i64 %i, 2
  %p = getelementptr i64, ptr %buf, i64 %off
  %addr = load i64, ptr %p
  %pt = getelementptr i64, ptr %p, i64 1
  %tag = load i64, ptr %pt
  %lane = lshr i64 %tag, 1
  %w = trunc i64 %tag to i1
  %newaddr = icmp ne i64 %addr, %addr0
  %start = icmp eq i64 %i, 0
  %fresh = or i1 %newaddr, %start
  %first = select i1 %fresh, i64 %lane, i64 %first0
  %wrote_old = select i1 %fresh, i1 false, i1 %wrote0
  %wrote = or i1 %wrote_old, %w
  %other = icmp ne i64 %lane, %first
  %clash = and i1 %other, %wrote
  br i1 %clash, label %found, label %step
step:
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %none
found:
  ret i32 1
none:
  ret i32 0
}}
declare void @qsort(ptr, i64, i64, ptr)

{append_rec}

define internal i32 @cmp(ptr %a, ptr %b) {{
entry:
  br label %w0
{chr(10).join(cmp_lines)}
less:
  ret i32 -1
more:
  ret i32 1
same:
  ret i32 0
}}

define internal void @finish_group() {{
entry:
  %len = load i64, ptr @rec_len
  %n = udiv i64 %len, {k}
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %sort
sort:
  %buf = load ptr, ptr @rec_buf
  call void @qsort(ptr %buf, i64 %n, i64 {8 * k}, ptr @cmp)
  br label %loop
loop:
  %i = phi i64 [ 0, %sort ], [ %i1, %next ]
  %divflag = phi i1 [ false, %sort ], [ %divflag2, %next ]
  %off = mul i64 %i, {k}
  %cur0 = getelementptr i64, ptr %buf, i64 %off
  %first = icmp eq i64 %i, 0
  br i1 %first, label %new, label %compare
compare:
  %poff = sub i64 %off, {k}
  %prev = getelementptr i64, ptr %buf, i64 %poff
  %cur = getelementptr i64, ptr %buf, i64 %off
{key_eq}
  br i1 %kq{key - 1}, label %samekey, label %new
samekey:
  %vpa = getelementptr i64, ptr %cur, i64 {key}
  %vpb = getelementptr i64, ptr %prev, i64 {key}
  %va = load i64, ptr %vpa
  %vb = load i64, ptr %vpb
  %vdiff = icmp ne i64 %va, %vb
  %already = select i1 %divflag, i1 false, i1 %vdiff
  br i1 %already, label %count_div, label %next_same
count_div:
  %d0 = load i64, ptr @divergent
  %d1 = add i64 %d0, 1
  store i64 %d1, ptr @divergent
  %dsite = load i64, ptr %cur
  %dsp = getelementptr i64, ptr @site_div, i64 %dsite
  %ds0 = load i64, ptr %dsp
  %ds1 = add i64 %ds0, 1
  store i64 %ds1, ptr %dsp
  br label %next_same
next_same:
  %df_same = or i1 %divflag, %vdiff
  br label %next
new:
  %site = load i64, ptr %cur0
  %kp = getelementptr i8, ptr @site_kind, i64 %site
  %kind8 = load i8, ptr %kp
  %kind = zext i8 %kind8 to i64
  %ip = getelementptr i64, ptr @inst, i64 %kind
  %ic = load i64, ptr %ip
  %ic1 = add i64 %ic, 1
  store i64 %ic1, ptr %ip
  br label %next
next:
  %divflag2 = phi i1 [ %df_same, %next_same ], [ false, %new ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %reset
reset:
  store i64 0, ptr @rec_len
  br label %done
done:
  ret void
}}

define i32 @launch(i64 %b0, i64 %b1) {{
entry:
  br label %blocks
blocks:
  %b = phi i64 [ %b0, %entry ], [ %bn, %block_done ]
  %bmore = icmp ult i64 %b, %b1
  br i1 %bmore, label %groups, label %ok
groups:
  %base = mul i64 %b, {block_size}
  br label %lanes
lanes:
  %t = phi i64 [ 0, %groups ], [ %tn, %lane_done ], [ %tn, %finish_ok ]
  %tid = add i64 %base, %t
  %r = call i32 @lane(i64 %tid, i64 %b, i64 %t)
  %bad = icmp ne i32 %r, 0
  br i1 %bad, label %fail, label %lane_done
lane_done:
  %tn = add i64 %t, 1
  %lane_in_group = urem i64 %tn, {width}
  %group_end = icmp eq i64 %lane_in_group, 0
  %block_end = icmp eq i64 %tn, {block_size}
  %end = or i1 %group_end, %block_end
  br i1 %end, label %finish, label %lanes
finish:
  call void @finish_group()
  %clash = call i32 @conflicts()
  %clashed = icmp ne i32 %clash, 0
  br i1 %clashed, label %conflict, label %finish_ok
conflict:
  ret i32 {CONFLICT}
finish_ok:
  br i1 %block_end, label %block_done, label %lanes
block_done:
  %bn = add i64 %b, 1
  br label %blocks
fail:
  store i64 %tid, ptr @err_tid
  ret i32 %r
ok:
  ret i32 0
}}
"""


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
        """Run every block; the first nonzero lane status (a fault), else 0."""
        chunk = 1
        b = 0
        while b < self.blocks:
            end = min(self.blocks, b + chunk)
            start = time.monotonic()
            status = int(self.launch_fn(b, end))
            if status:
                return status
            b = end
            if deadline is not None and time.monotonic() > deadline:
                return -1
            spent = time.monotonic() - start
            if spent < 0.05:  # aim at ~0.1 s per call: the time limit is checked in between
                chunk *= 2
        return 0

    def close(self) -> None:
        for name in ("rec_buf", "acc_buf"):
            buf = ctypes.c_void_p.from_address(self.engine.get_global_value_address(name))
            if buf.value:
                ctypes.CDLL(None).free(ctypes.c_void_p(buf.value))
                buf.value = None  # closing twice frees once


def compile_launch(low: Lowered, block_size: int, width: int, num_blocks: int, max_steps: int,
                   results_addr: int) -> Compiled:  # fmt: skip
    """Compile `low` for a launch of `num_blocks` blocks of `block_size` threads."""
    start = time.process_time()
    tm = _target_machine()
    text = low.text.replace("@MAX_STEPS@", str(max_steps)).replace("@RESULTS@", f"inttoptr (i64 {results_addr} to ptr)")
    source = _runtime(low, block_size, width, max_steps, len(low.results)) + text
    mod = llvm.parse_assembly(source)
    mod.verify()
    pb = llvm.create_pass_builder(_target_machine(), llvm.PipelineTuningOptions(speed_level=2))
    pb.getModulePassManager().run(mod, pb)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    addr = engine.get_function_address("launch")
    fn = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64, ctypes.c_int64)(addr)
    return Compiled(engine, mod, fn, num_blocks, time.process_time() - start)
