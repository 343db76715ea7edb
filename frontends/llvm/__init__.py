"""LLVM IR in: `.ll` text -> SPMD kernels of SPEC section 4 (SPEC section 10).

    ; define amdgpu_kernel void @k(ptr addrspace(1) %a) { %t = call i32 @llvm.amdgcn.workitem.id.x() ... }
    func.func @k(%a: memref<?xf32>) { %0 = gpu.thread_id x  %t = arith.index_cast %0 : index to i32 ... }

`import_llvm(text, filename)` parses the text with llvmlite (which bundles LLVM 22.1, the
version of Debian's clang-22/opt-22) and imports every kernel function (calling convention
`amdgpu_kernel`, `spir_kernel` or `ptx_kernel`) as a `func.func` of per-thread code.  Other
defined functions are inlined into their callers by LLVM's always-inliner (run through
llvmlite), or imported themselves with `entry=` (`simd-run --entry`) or when the module has
no kernel at all; their scalar arguments are then per-thread values (`{simd.divergent}`),
as LLVM's uniformity analysis treats arguments of non-kernel functions.

Why `func.func` and not `gpu.module`/`gpu.func`: every tool of the project - the divergence
analysis and `print-divergence`, `spmd-vectorize`, the SPMD executor and `simd-run`'s entry
selection - runs `func.func` kernels (SPEC section 4 allows both); a `gpu.func` would need
each of them to learn a second function op.  Workgroup memory therefore takes SPEC's other
form: an `addrspace(3)` global (an OpenCL `__local` array) becomes a trailing kernel
argument typed `memref<N x T, #gpu.address_space<workgroup>>` named after the global.

What it maps (each a FileCheck test under `tests/filecheck/import/`):

* Pointers become memrefs.  A pointer value is (buffer, element index): pointer arguments of
  any address space are `memref<?xT>` arguments whose element type T is the one they are
  loaded/stored/atomically updated as; `addrspace(3)` globals are workgroup-memory arguments;
  other globals (`addrspace(4)` constant tables) are `memref.global`s read through
  `memref.get_global`; `alloca`s are `memref.alloca` (per thread).  GEPs of any source type
  (scalars, vectors, arrays, structs of one scalar type, clang's `i8` byte GEPs) become
  element indices (`index` values); a byte offset that is not a provable multiple of the
  element size is an error.  Pointer phis/selects carry indices (between two buffers also
  the memref: `arith.select` of memrefs, a memref block argument); a `poison` pointer is
  `ub.poison` (memref and index), faulting only where used.
* A buffer accessed with several types (structs of mixed fields, type punning) is
  addressed in units, the integer of its accesses' greatest common size (`i8` in
  general): other accesses join/cut units little-endian and `arith.bitcast` floats
  (`Addressing.load_typed`/`store_typed`, `layout.unit_type`/`buffer_unit`); a global
  or alloca of mixed fields holds its bytes in those units.
* Integers i1/i8/i16/i32/i64, f16/f32/f64; every binary op, `icmp`/`fcmp` predicate, cast
  (`sext/zext/trunc`, int<->float, `fpext/fptrunc`, `bitcast` between scalars of one width;
  the `shl`+`ashr exact` sign-extension idiom becomes `trunci`+`extsi`), `select`, `freeze`
  (the value itself), `fneg`; `poison`/`undef` are `ub.poison`.  i2..i7 (clang's
  `bitcast <4 x i1> to i4` of a reduced vector compare) are held sign-extended in an i8
  (`small_ints`); `bitcast <N x i1>` to and from iN packs lane k as bit k.
* Small vectors (`<4 x float>`, `extractelement`/`insertelement`/`shufflevector`) are
  split into one scalar per lane, named `%name.lN`; a lane index known only at run time
  (a small private array clang keeps in a register) is a select per lane.
* Intrinsics (`intrinsics/`, one table entry each): `smin/smax/umin/umax/abs/ctpop/ctlz/
  cttz/fshl/fshr/{s,u}{add,sub}.sat/bswap/bitreverse`, `fmuladd/fma/sqrt/fabs/floor/ceil/
  trunc/round/rint/nearbyint/exp/exp2/log/log2/log10/sin/cos/tan/asin/acos/atan/atan2/sinh/
  cosh/tanh/pow/minnum/maxnum/minimum/maximum/copysign`, scalar or one op per lane of a
  vector call (`llvm.umin.v4i16`); OpenCL's scalar integer builtins (`clamp`, `popcount`,
  `clz`, `ctz`, `rotate`, `abs`, `abs_diff`, `add_sat`/`sub_sat`, `hadd`/`rhadd`,
  `mul_hi`/`mad_hi`, `mad24`/`mul24`, `min`/`max`) and float builtins (`clamp`, `sign`,
  `step`, `mix`, `mad`, the `native_*`/`half_*` forms as the precise ones, rounding,
  libm functions), `any`/`all` of integer vectors (`intrinsics/expand.py` builds the
  multi-op ones as the native code computes them);
  `assume`, `experimental.noalias.scope.decl`, `lifetime.*`, `dbg.*` and `fence` are dropped.
  `memcpy`/`memmove`/`memset` of a constant length (struct copies, zeroed arrays) are one
  load and store per element, an `scf.for` beyond 16 elements (not for a memmove); a
  buffer that only they touch takes the one scalar type of the struct or array its
  pointer indexes (i32 otherwise).
* OpenCL's `reqd_work_group_size(X, Y, Z)` becomes `gpu.known_block_size` (`launch_bounds`).
* Work-items: `llvm.amdgcn.workitem.id.*`/`workgroup.id.*`, the workgroup-size and grid-size
  loads through `llvm.amdgcn.implicitarg.ptr` (code object v5: block counts at bytes 0/4/8,
  group sizes at 12/14/16) and `llvm.amdgcn.dispatch.ptr` (group sizes at 4/6/8, grid sizes
  in work-items at 12/16/20), `llvm.nvvm.read.ptx.sreg.{tid,ctaid,ntid,nctaid}.*`, OpenCL's
  `get_global_id/get_local_id/get_group_id/get_local_size/get_num_groups/get_global_size`
  (mangled) -> `gpu` ops; barriers (`llvm.amdgcn.s.barrier`, `llvm.nvvm.barrier0`,
  `llvm.nvvm.barrier.cta.sync*`, OpenCL `barrier`/`work_group_barrier`) -> `gpu.barrier`;
  `llvm.amdgcn.readfirstlane` -> `simd.readfirstlane`; `atomicrmw` and OpenCL's `atomic_*`
  builtins -> `memref.atomic_rmw`.
* Control flow: `br`, conditional `br`, `switch`, `phi` (block arguments), `ret`,
  `unreachable` (`ub.unreachable`).  Names are kept (SPEC section 10): `%x.next` stays,
  a numbered `%5` becomes `%v5`, a label `for.body:` becomes `^for.body`, a numbered label
  `5:` `^L5` and a label `bb7` (xDSL's renumbered form) `^Lbb7`.

Anything else - an unsupported instruction, type, intrinsic or call, an indirect call,
malformed text - is one `LLVMImportError` naming the instruction and its line.

llvmlite 0.50 gives the module structure (functions, blocks, instructions, operands, types,
constants); a few facts it does not expose (comparison predicates, GEP source types,
`switch` case values, shuffle masks, calling conventions, constant expressions and global
initializers) are read from the instruction's own text, which the importer also uses to
locate every op at its line in the `.ll`.

The package's pieces: `source` (facts read from the text), `layout` (types and their data
layout), `pointers` and `provenance` (buffers and their element types), `addressing`
(operands, GEPs and byte offsets), `opcodes` (instruction tables), `intrinsics` (one
`{name-or-prefix: handler}` table per target: `amdgpu`, `nvptx`, `llvm`, `opencl`), the
function importer's layers (`core`, `addressing`, `provenance`, `instructions`,
`function`), `module` (parsing, globals) and `importer` (inlining, the entry points).
"""

from simdopt.frontends.llvm.errors import LLVMImportError
from simdopt.frontends.llvm.importer import import_llvm, inlined_module_text

__all__ = ["LLVMImportError", "import_llvm", "inlined_module_text"]
