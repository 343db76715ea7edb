"""The launch values of one subgroup in a vectorized program (`spmd-vectorize`): per-lane
ids built from the scalar launch queries, and the tail mask.

The program computes subgroup `sg` (`gpu.subgroup_id`) of a block: its lane i is the
thread of linear id `l = sg*W + i` inside the block (threads linearized x fastest, SPEC
§4).  The uniform queries (`gpu.block_id/block_dim/grid_dim d`, `gpu.subgroup_id/
num_subgroups/subgroup_size`) stay scalar `gpu` ops: the runtime answers them for the
subgroup it runs.  At the function's entry, only what the kernel uses:

    %sg = gpu.subgroup_id; %base = arith.muli %sg, W           (index, the first lane's l)

Row form, when every subgroup lies in one x-row of its block (`in_rows`):

    gpu.thread_id x  ->  simd.vadd (s2vb (base mod block_dim x)), lanes
    gpu.thread_id y  ->  (base div block_dim x) mod block_dim y          (scalar)
    gpu.thread_id z  ->  base div (block_dim x * block_dim y)            (scalar)

y and z are the same for every lane (a scalar, broadcast where a vector op reads it)
and x is `x0 + i` (`ranges.py` makes `x < n` one `simd.pfirst`).  It is used when the
function declares a block size (`known_block_size`) whose x size is a multiple of W or
which is one row, and when the kernel reads no y/z id at all (only x ids, `gpu.lane_id`,
...): then the launch must put each subgroup in one row, which `simd-run` checks for a
function marked `simd.subgroups_in_rows` (`ROWS_ATTR`; a 1-D launch always does).

Lane form, otherwise (a kernel reading a y/z id, block size unknown or its x size not
a multiple of W: a subgroup may span several rows, SPEC section 4):

    %l = simd.vadd (s2vb base), lanes                                   (lane i's linear id)
    gpu.thread_id x  ->  simd.vrem %l, (s2vb block_dim x)
    gpu.thread_id y  ->  simd.vrem (simd.vdiv %l, (s2vb block_dim x)), (s2vb block_dim y)
    gpu.thread_id z  ->  simd.vdiv %l, (s2vb (block_dim x * block_dim y))

every id a vector (the divergence analysis then calls y/z divergent, rule 7 failing).
In both forms `gpu.global_id d = block_id d * block_dim d + thread_id d`,
`gpu.lane_id` and `simd.lane_id` are the lanes = simd.s2v 0..W-1, `simd.thread_id`
is `simd.vadd (s2vb %group_base), lanes`.  Every id is non-negative and below 2^31
(fewer than 2^31 threads in a launch); the divisions run on every lane, before the tail
mask, with non-zero divisors (block sizes are at least 1).

Tail mask: the last subgroup of a block is partial when the block size is not a
multiple of W.  Unless the function declares a block size that is (`known_block_size`
of a `gpu.func`, or the `gpu.known_block_size = array<i32: x, y, z>` attribute of a
`func.func`, as in MLIR), the body runs under the entry mask

    %live = simd.pfirst (block_dim x * y * z - base)       (lane i < that count)

one mask-unit op (no vector compare, which a full subgroup would run all-true).  It is
never empty (the subgroup has at least one thread): uniform loads, stores and divisions
under it need no `simd.any` guard.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import DenseArrayBase, IndexType, IntegerAttr, i1, i32
from xdsl.ir import Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.passes.analysis.alignment import WHOLE_ROWS

Kernel = func.FuncOp | gpu.FuncOp
"""A kernel `spmd-vectorize` takes: a `func.func`, or a `gpu.func ... kernel`."""
KNOWN_BLOCK_SIZE = "gpu.known_block_size"
PER_LANE = gpu.PER_THREAD_SOURCES
ROWS_ATTR = simd.SUBGROUPS_IN_ROWS


def dim_of(op: Operation) -> str:
    assert isinstance(op, gpu.ThreadIdOp | gpu.GlobalIdOp | gpu.BlockIdOp | gpu.BlockDimOp | gpu.GridDimOp)
    return str(op.dimension.data.value)


def kernels(module: Operation) -> list[Kernel]:
    """The functions with a body: `func.func`s and `gpu.func ... kernel`s."""
    return [
        f
        for f in module.walk()
        if (isinstance(f, func.FuncOp) or (isinstance(f, gpu.FuncOp) and f.kernel is not None))
        and f.body.blocks
    ]


def known_block_size(fn: Operation) -> tuple[int, ...] | None:
    attr = fn.properties.get("known_block_size") or fn.attributes.get(KNOWN_BLOCK_SIZE)
    if isinstance(attr, DenseArrayBase):
        sizes = tuple(int(v) for v in attr.get_values())
        if len(sizes) == 3:
            return sizes
    return None


def reads_rows(fn: Kernel) -> bool:
    """Whether the kernel reads a y or z thread/global id."""
    return any(
        isinstance(op, gpu.ThreadIdOp | gpu.GlobalIdOp) and dim_of(op) != "x"
        for op in fn.body.walk()
    )


def in_rows(fn: Kernel, width: int) -> bool:
    """Whether the program is built in the row form (module docstring): the declared
    block puts every subgroup in one x-row, or the block is unknown and the kernel
    reads no y/z id (the launch is then checked at run time, `ROWS_ATTR`)."""
    sizes = known_block_size(fn)
    if sizes is not None:
        return sizes[0] % width == 0 or sizes[1] * sizes[2] == 1
    return ROWS_ATTR in fn.attributes or WHOLE_ROWS in fn.attributes or not reads_rows(fn)


def needs_tail_mask(fn: Kernel, width: int) -> bool:
    if WHOLE_ROWS in fn.attributes:
        return False
    sizes = known_block_size(fn)
    return sizes is None or (sizes[0] * sizes[1] * sizes[2]) % width != 0


class Launch:
    """The scalar launch values of the subgroup, emitted at the function's entry on
    first use (`emit` appends to the entry block, before the body)."""

    def __init__(self, emit: Callable[[Operation], Operation], width: int, lanes: SSAValue):
        self.emit = emit
        self.width = width
        self.lanes = lanes
        self.cache: dict[tuple[str, str], SSAValue] = {}

    def once(self, key: tuple[str, str], make: Callable[[], SSAValue]) -> SSAValue:
        v = self.cache.get(key)
        if v is None:
            v = self.cache[key] = make()
        return v

    def query(self, cls: type[Operation], dim: str = "") -> SSAValue:
        def make() -> SSAValue:
            op = cls(dim) if dim else cls()  # pyright: ignore[reportCallIssue]
            return self.emit(op).results[0]

        return self.once((cls.name, dim), make)  # pyright: ignore[reportAttributeAccessIssue]

    def binary(self, cls: type[Operation], a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(cls(a, b)).results[0]  # pyright: ignore[reportCallIssue]

    def index_const(self, value: int) -> SSAValue:
        return self.once(
            ("const", str(value)),
            lambda: self.emit(arith.ConstantOp(IntegerAttr(value, IndexType()))).results[0],
        )

    def base(self) -> SSAValue:
        """sg * W: the linear id in the block of the subgroup's first lane."""

        def make() -> SSAValue:
            sg = self.query(gpu.SubgroupIdOp)
            v = self.binary(arith.MuliOp, sg, self.index_const(self.width))
            v.name_hint = "sg_base"
            return v

        return self.once(("base", ""), make)

    def splat(self, v: SSAValue) -> SSAValue:
        """The vector of index scalar `v` (as i32) in every lane."""

        def make() -> SSAValue:
            v32 = self.emit(arith.IndexCastOp(v, i32)).results[0]
            return self.emit(simd.S2VBOp(v32, simd.vector_type(self.width, i32))).results[0]

        return self.once(("splat", str(id(v))), make)

    def lane_thread_id(self, dim: str) -> SSAValue:
        """Lane form (vector i32): lane i's id from its linear id sg*W + i."""

        def make() -> SSAValue:
            def linear() -> SSAValue:
                v = self.binary(simd.VAddOp, self.splat(self.base()), self.lanes)
                v.name_hint = "linear"
                return v

            lin = self.once(("linear", ""), linear)
            bdx = self.query(gpu.BlockDimOp, "x")
            if dim == "x":
                return self.binary(simd.VRemOp, lin, self.splat(bdx))
            if dim == "y":
                row = self.binary(simd.VDivOp, lin, self.splat(bdx))
                return self.binary(simd.VRemOp, row, self.splat(self.query(gpu.BlockDimOp, "y")))
            plane = self.binary(arith.MuliOp, bdx, self.query(gpu.BlockDimOp, "y"))
            return self.binary(simd.VDivOp, lin, self.splat(plane))

        return self.once(("lane_tid", dim), make)

    def lane_global_id(self, dim: str) -> SSAValue:
        """Lane form (vector i32): block_id d * block_dim d + thread_id d."""

        def make() -> SSAValue:
            bid = self.query(gpu.BlockIdOp, dim)
            start = self.binary(arith.MuliOp, bid, self.query(gpu.BlockDimOp, dim))
            return self.binary(simd.VAddOp, self.splat(start), self.lane_thread_id(dim))

        return self.once(("lane_gid", dim), make)

    def thread_id(self, dim: str) -> SSAValue:
        """Row form, scalar (index): x of the first lane, or y/z of every lane."""

        def make() -> SSAValue:
            base = self.base()
            bdx = self.query(gpu.BlockDimOp, "x")
            if dim == "x":
                return self.binary(arith.RemUIOp, base, bdx)
            if dim == "y":
                row = self.binary(arith.DivUIOp, base, bdx)
                return self.binary(arith.RemUIOp, row, self.query(gpu.BlockDimOp, "y"))
            plane = self.binary(arith.MuliOp, bdx, self.query(gpu.BlockDimOp, "y"))
            return self.binary(arith.DivUIOp, base, plane)

        return self.once(("tid", dim), make)

    def global_id(self, dim: str) -> SSAValue:
        """Row form, scalar (index): x of the first lane, or y/z of every lane."""

        def make() -> SSAValue:
            bid = self.query(gpu.BlockIdOp, dim)
            start = self.binary(arith.MuliOp, bid, self.query(gpu.BlockDimOp, dim))
            return self.binary(arith.AddiOp, start, self.thread_id(dim))

        return self.once(("gid", dim), make)

    def tail_mask(self) -> SSAValue:
        """Lane i is a thread of the block: i < block size - sg*W."""
        size = self.query(gpu.BlockDimOp, "x")
        for d in ("y", "z"):
            size = self.binary(arith.MuliOp, size, self.query(gpu.BlockDimOp, d))
        left = self.binary(arith.SubiOp, size, self.base())
        left32 = self.emit(arith.IndexCastOp(left, i32)).results[0]
        t = simd.vector_type(self.width, i1)
        live = self.emit(simd.PFirstOp(left32, t)).results[0]
        live.name_hint = "live"
        return live
