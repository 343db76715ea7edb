"""The structured vectorizer of `spmd-vectorize`: rebuilds a kernel's `scf` body op
by op for one group of W threads (see the package docstring), on the shared
`LaneBuilder`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, builtin, func, memref, scf, ub
from xdsl.dialects.builtin import (
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)

from simdopt.dialects import gpu, simd
from simdopt.ir.builders import if_lanes_active, zero
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.analysis.divergence import DIVERGENT_ARG, is_poison
from simdopt.passes.spmd_vectorize import lanewise, ranges
from simdopt.passes.spmd_vectorize.builder import LaneBuilder, Mask
from simdopt.passes.spmd_vectorize.lane_zero import LaneZeroBuilder
from simdopt.passes.spmd_vectorize.launch import (
    PER_LANE,
    ROWS_ATTR,
    Launch,
    dim_of,
    in_rows,
    known_block_size,
    needs_tail_mask,
)
from simdopt.passes.spmd_vectorize.plan import (
    PASS,
    defined_yield,
    linearized,
    traps,
    vector_controlled,
)
from simdopt.passes.spmd_vectorize.speculate import speculated


class StructuredVectorizer(LaneBuilder):
    """Rebuild one `scf` kernel as a SIMD program for one group of `width` threads."""

    def run(self) -> None:
        self.lane_zero = LaneZeroBuilder(self)
        fn = self.fn
        old = fn.body.block
        ninputs = len(fn.function_type.inputs.data)
        args = list(old.args[:ninputs])
        attributions = list(old.args[ninputs:])  # gpu.func workgroup/private memory
        new_types = [self.type_of(a) for a in args] + [i32]
        self.block = Block(arg_types=[*new_types, *(a.type for a in attributions)])
        entry = self.entry = self.block
        self.bind(args, entry.args[:ninputs])
        self.bind(attributions, entry.args[ninputs + 1 :])
        base = self.group_base = entry.args[ninputs]
        base.name_hint = "group_base"
        uses = {op.name for op in fn.body.walk()}
        tail = needs_tail_mask(fn, self.width)
        per_lane = [op for op in fn.body.walk() if isinstance(op, PER_LANE)]
        # gpu.printf prints as its thread: simd.vprintf takes the lanes' thread ids
        threads = "simd.thread_id" in uses or "gpu.printf" in uses
        self.private: set[SSAValue] = set()
        if "simd.lane_id" in uses or threads or tail or per_lane or "memref.alloca" in uses:
            consts = [
                self.emit(arith.ConstantOp(IntegerAttr(i, i32))).results[0]
                for i in range(self.width)
            ]
            self.lanes = self.emit(simd.S2VOp(consts, self.vtype(i32))).results[0]
            self.lanes.name_hint = "lanes"
        if threads:
            assert self.lanes is not None
            b = self.emit(simd.S2VBOp(base, self.vtype(i32))).results[0]
            self.tids = self.emit(simd.VAddOp(b, self.lanes)).results[0]
            self.tids.name_hint = "tids"
        if per_lane or tail:  # else no lanes vector was made, and no id needs one
            self.launch_ids(per_lane, tail)
        for a in args:
            if a in self.plan.vec and a.uses:
                self.env[a] = self.named(self.vec_of(self.env[a]), a)
        self.body(old)
        ret = old.last_op
        assert isinstance(ret, func.ReturnOp | gpu.ReturnOp)
        values = [self.vec(v) for v in ret.operands]
        self.emit(func.ReturnOp(*values) if isinstance(ret, func.ReturnOp) else gpu.ReturnOp(values))
        # Swap the body in: the old ops go with the old region.
        fn.body.detach_block(old)
        fn.body.add_block(entry)
        old.erase(safe_erase=False)
        fn.function_type = FunctionType.from_lists(new_types, [v.type for v in values])
        if fn.arg_attrs is not None:
            attrs = [
                DictionaryAttr({k: v for k, v in d.data.items() if k != DIVERGENT_ARG})
                for d in fn.arg_attrs.data
            ]
            fn.arg_attrs = builtin.ArrayAttr([*attrs, DictionaryAttr({})])
        fn.res_attrs = None

    def launch_ids(self, per_lane: Sequence[Operation], tail: bool) -> None:
        """The per-lane ids the kernel reads and the tail mask, at the entry
        (`launch.py`): in the row form x ids are vectors, y/z ids scalars (index); in
        the lane form every id is a vector."""
        assert self.lanes is not None
        launch = Launch(self.emit, self.width, self.lanes)
        rows = in_rows(self.fn, self.width)
        ids = [op for op in per_lane if not isinstance(op, gpu.LaneIdOp)]
        if rows and ids and known_block_size(self.fn) is None:
            self.fn.attributes[ROWS_ATTR] = builtin.UnitAttr()  # simd-run checks the launch
        for op in per_lane:
            key = _id_key(op)
            if key in self.ids:
                continue
            thread = isinstance(op, gpu.ThreadIdOp)
            if isinstance(op, gpu.LaneIdOp):
                self.ids[key] = self.lanes
            elif not rows:
                self.ids[key] = (launch.lane_thread_id if thread else launch.lane_global_id)(key[1])
            elif key[1] != "x":
                self.ids[key] = (launch.thread_id if thread else launch.global_id)(key[1])
            else:
                self.id_bases[key] = (launch.thread_id if thread else launch.global_id)("x")
                first = self.bcast(self.id_bases[key])
                self.ids[key] = self.emit(simd.VAddOp(first, self.lanes)).results[0]
        if tail:
            self.mask = Mask(launch.tail_mask(), False, nonempty=True)

    def body(self, block: Block) -> None:
        """Translate every op of `block` but its terminator into the current block."""
        for op in block.ops:
            if op is block.last_op and isinstance(
                op, scf.YieldOp | scf.ConditionOp | func.ReturnOp | gpu.ReturnOp
            ):
                break
            self.op(op)

    def region_block(
        self, block: Block, arg_types: list[Attribute]
    ) -> tuple[Block, Block]:
        """Start a new block for the old `block`, mapping its args to the first ones
        (an active-mask loop adds more); (new, saved current)."""
        new = Block(arg_types=arg_types)
        self.bind(block.args, new.args[: len(block.args)])
        saved, self.block = self.block, new
        return new, saved

    def op(self, op: Operation) -> None:
        if lanewise.translate(self, op):  # math, atomics, readfirstlane, group_reduce
            return
        match op:
            case scf.IfOp() if linearized(op, self.plan):
                self.linearized_if(op)
            case scf.IfOp():
                self.uniform_if(op)
            case scf.ForOp() | scf.WhileOp() if self.guards_hoist(op):
                self.loop_if_some_lane(op)
            case scf.ForOp():
                self.for_loop(op)
            case scf.WhileOp():
                self.while_loop(op)
            case arith.SelectOp() if isinstance(op.result.type, MemRefType) and (
                self.naive or op.cond in self.plan.vec
            ):
                self.buffer_select(op)
            case memref.AllocaOp():
                self.private_alloca(op)
            case memref.StoreOp():
                self.store(op)
            case gpu.BarrierOp() if not self.naive and op in self.plan.masked:
                fail_at(
                    op,
                    f"{PASS}: 'gpu.barrier' under divergent control (a linearized branch or a "
                    "loop whose lanes leave in different iterations) is not supported in "
                    "mode=uniform: every thread of the block must reach it; mark the branch "
                    "'simd.non_divergent' if it is uniform over the block, or use mode=naive",
                )
            case _ if op.results and all(r in self.plan.vec for r in op.results):
                self.vector_op(op)
            case _:
                self.scalar_op(op)

    def scalar_op(self, op: Operation) -> None:
        if isinstance(op, PER_LANE):  # a y/z id planned scalar: uniform in the subgroup
            v = self.ids[_id_key(op)]
            if isinstance(v.type, VectorType):
                fail_at(op, f"{PASS}: '{op.name}' differs between lanes; it cannot stay scalar")
            self.env[op.results[0]] = v
            return
        if op.regions:
            fail_at(op, f"{PASS}: '{op.name}' (an op with regions) is not supported")
        if isinstance(op, memref.LoadOp) and self.env[op.memref] in self.private:
            fail_at(op, f"{PASS}: a load from a private array planned uniform")  # the analysis calls private memory divergent
        if any(isinstance(v.type, VectorType) for v in op.operands):
            fail_at(op, f"{PASS}: '{op.name}' on vectors is not supported in a kernel")

        if isinstance(op, ub.PoisonOp) and not isinstance(op.result.type, MemRefType):
            # Refined to a zero: a scalar op of a linearized arm runs even when no lane
            # is active there, and may read it (a poison it would fault on).
            new: Operation = zero(op.result.type)
        else:
            new = op.clone(value_mapper=self.env)
            for i, v in enumerate(op.operands):
                if isinstance(new.operands[i].type, VectorType):  # rule 8 (lane_zero.py)
                    new.operands[i] = self.lane_zero.value(v)
        new.attributes.pop(DIVERGENT_ARG, None)
        if (
            self.mask is not None
            and not self.mask.nonempty
            and (isinstance(op, memref.LoadOp | memref.StoreOp) or traps(op))
        ):
            self.guarded(op, new)
            return
        self.emit(new)
        self.env.update(zip(op.results, new.results, strict=True))

    def private_alloca(self, op: memref.AllocaOp) -> None:
        """A private array (one per thread, an LLVM `alloca`): the W lanes' copies
        interleaved in one alloca W times as long, lane l's element i at i*W + l
        (`private_index`), so lanes reading the same index touch W neighbours."""
        t = op.memref.type
        shape = t.get_shape()
        if len(shape) != 1 or shape[0] < 0 or op.dynamic_sizes:
            fail_at(op, f"{PASS}: a private array ({t}) must have one static dimension")
        for use in op.memref.uses:
            user = use.operation
            if not (isinstance(user, memref.LoadOp | memref.StoreOp) and user.memref is op.memref):
                fail_at(user, f"{PASS}: a private array used by '{user.name}' is not supported (only loads and stores)")
        new = memref.AllocaOp.get(t.get_element_type(), shape=[shape[0] * self.width])
        self.emit(new)
        self.env[op.memref] = new.memref
        self.private.add(new.memref)

    def private_index(self, buf: SSAValue, index: SSAValue) -> SSAValue:
        """`index` into `buf`, per lane: index*W + lane for a private array."""
        if buf not in self.private:
            return index
        assert self.lanes is not None
        t = index.type
        assert isinstance(t, VectorType)
        m, neg = self.mask_operands()
        scaled = self.emit(simd.VMulOp(index, self.vconst(self.width, t), m, neg)).results[0]
        return self.emit(simd.VAddOp(scaled, self.lanes, m, neg)).results[0]

    def buffer_select(self, op: arith.SelectOp) -> None:
        """A select between two buffers whose condition differs between lanes (ping-pong
        buffers): no value; each load and store through it runs on both buffers, each
        under its lanes (`split_access`)."""
        for use in op.result.uses:
            if not (isinstance(use.operation, memref.LoadOp | memref.StoreOp) and use.index == int(isinstance(use.operation, memref.StoreOp))):
                fail_at(
                    use.operation,
                    f"{PASS}: a select between buffers whose condition differs between lanes "
                    "is supported where loads and stores use it directly, not in "
                    f"'{use.operation.name}'",
                )
        self.buffer_selects[op.result] = op

    def split_access(self, op: memref.LoadOp | memref.StoreOp) -> SSAValue | None:
        """A load or store through a `buffer_select`: a masked gather or scatter on each
        buffer, under the lanes that chose it (a load merges them)."""
        sel = self.buffer_selects[op.memref]
        c = self.vec(sel.cond)
        m = self.mask_value()
        nc = self.emit(simd.PNotOp(c)).results[0]
        masks = [c, nc] if m is None else [self.emit(simd.PAndOp(m, x)).results[0] for x in (c, nc)]
        index = self.vec(op.indices[0])
        bufs = [self.env[sel.lhs], self.env[sel.rhs]]
        if isinstance(op, memref.StoreOp):
            value = self.vec(op.value)
            for buf, mk in zip(bufs, masks, strict=True):
                self.emit(simd.ScatterOp(value, buf, index, mk, False))
            return None
        t = self.vtype(op.res.type)
        got = [self.emit(simd.GatherOp(buf, index, t, mk, False)).results[0] for buf, mk in zip(bufs, masks, strict=True)]
        return self.select(c, got[0], got[1])

    def store(self, op: memref.StoreOp) -> None:
        value, index = op.value, op.indices[0] if len(op.indices) == 1 else None
        if index is None:
            fail_at(op, f"{PASS}: only 1-d memrefs are supported")
        if op.memref in self.buffer_selects:
            self.split_access(op)
            return
        scalar = (
            not self.naive
            and self.env[op.memref] not in self.private
            and (self.mask is None or self.mask.nonempty or self.plan.guard)
            and value not in self.plan.vec
            and index not in self.plan.vec
        )
        if scalar:
            self.scalar_op(op)
            return
        _vector_memref(op)
        m, neg = self.mask_operands()
        buf = self.env[op.memref]
        self.emit(
            simd.ScatterOp(
                self.vec(value), buf, self.private_index(buf, self.vec(index)), m, neg
            )
        )

    def vector_op(self, op: Operation) -> None:
        r = op.results[0]
        t = self.vtype(r.type)
        m, neg = self.mask_operands()
        new: SSAValue
        match op:
            case ub.PoisonOp():
                new = self.emit(ub.PoisonOp(t)).results[0]
            case arith.ConstantOp():
                c = self.emit(self.scalar_constant(op)).results[0]
                new = self.emit(simd.S2VBOp(c, t, m, neg)).results[0]
            case simd.ThreadIdOp():
                assert self.tids is not None
                new = self.tids
            case simd.LaneIdOp():
                assert self.lanes is not None
                new = self.lanes
            case gpu.ThreadIdOp() | gpu.GlobalIdOp() | gpu.LaneIdOp():
                new = self.vec_of(self.ids[_id_key(op)])
            case arith.TruncIOp() if op.input.type == i64:  # of an i64 kernel argument
                new = self.bcast(self.emit(op.clone(value_mapper=self.env)).results[0])
            case _ if op.dialect_name() == "gpu":  # a uniform launch query, broadcast
                new = self.bcast(self.emit(op.clone()).results[0])
            case memref.LoadOp():
                if len(op.indices) != 1:
                    fail_at(op, f"{PASS}: only 1-d memrefs are supported")
                if op.memref in self.buffer_selects:
                    got = self.split_access(op)
                    assert got is not None
                    self.env[r] = self.named(got, r)
                    return
                _vector_memref(op)
                buf = self.env[op.memref]
                addrs = self.private_index(buf, self.vec(op.indices[0]))
                new = self.emit(simd.GatherOp(buf, addrs, t, m, neg)).results[0]
            case arith.IndexCastOp():
                new = lanewise.index_lanes(self, op)
            case arith.ExtUIOp() | arith.ExtSIOp() if op.input.type == i1:
                one = 1 if isinstance(op, arith.ExtUIOp) else -1
                new = self.select(
                    self.vec(op.input), self.vconst(one, t), self.vconst(0, t)
                )
            case arith.SelectOp():
                new = self.select(self.vec(op.cond), self.vec(op.lhs), self.vec(op.rhs))
            case _:
                new = self.arith_op(op, t)
        self.env[r] = self.named(new, r)

    def arith_op(self, op: Operation, t: VectorType) -> SSAValue:
        """The vector form of a compare or an elementwise `arith` op (SPEC §3's swap
        table, read backwards)."""
        m, neg = self.mask_operands()
        r = op.results[0]
        match op:
            case arith.CmpiOp() if not self.naive and (
                first := ranges.first_lanes(self, op)
            ) is not None:
                return first
            case arith.CmpiOp() | arith.CmpfOp():
                if op.lhs.type == i1:
                    fail_at(
                        op,
                        f"{PASS}: comparing i1 values is not supported; use arith.xori",
                    )
                cmpi = isinstance(op, arith.CmpiOp)
                preds = arith.CMPI_COMPARISON_OPERATIONS if cmpi else arith.CMPF_COMPARISON_OPERATIONS
                pred = preds[op.predicate.value.data]
                return self.emit(
                    simd.VCmpOp(pred, self.vec(op.lhs), self.vec(op.rhs), m, neg)
                ).results[0]
            case arith.AndIOp() | arith.OrIOp() | arith.XOrIOp() if r.type == i1:
                return self.mask_binary(op, self.vec(op.lhs), self.vec(op.rhs))
            case _ if (vop := simd.VECTOR_FORM.get(type(op))) is not None and r.type != i1:
                a, b = self.vec(op.operands[0]), self.vec(op.operands[1])
                return self.emit(vop(a, b, m, neg)).results[0]
            case _:
                fail_at(
                    op,
                    f"{PASS}: '{op.name}' has no vector form, and its result here must be a "
                    "vector (it is divergent, or runs under a divergent mask); compute it "
                    "from uniform values outside divergent branches, or rewrite it with "
                    "ops that have a simd counterpart",
                )

    def scalar_constant(self, op: arith.ConstantOp) -> arith.ConstantOp:
        v = op.value
        if isinstance(v, IntegerAttr) and isinstance(v.type, IndexType):
            return arith.ConstantOp(IntegerAttr(v.value.data, i32))
        return op.clone()

    def linearized_if(self, op: scf.IfOp) -> None:
        """Both arms inline, under mask(c) and mask(not c); results merged by vphi."""
        c = self.vec(op.cond)
        outer = self.mask
        arms: list[list[SSAValue]] = []
        for region, negated in ((op.true_region, False), (op.false_region, True)):
            if not region.blocks:
                arms.append([])
                continue
            spec = self.speculate and speculated(
                region.block, self.plan, self.mask_style, self.width, outer is not None, negated
            )
            self.mask = outer if spec else self.sub_mask(c, negated)  # within `outer`
            block = region.block
            self.body(block)
            y = block.last_op
            assert y is not None
            arms.append(list(y.operands))
            self.mask = outer
        for i, r in enumerate(op.results):
            if r not in self.plan.vec:  # one arm yields poison: the other's value
                defined = defined_yield(op, i)
                assert defined is not None
                self.env[r] = self.named(self.env[defined], r)
                continue
            t = self.vtype(r.type)
            a, b = (  # a poison mask is refined to zeros: mask algebra reads every lane
                self.emit(ub.PoisonOp(t)).results[0]
                if is_poison(arm[i]) and r.type != i1
                else self.vec(arm[i])
                for arm in arms
            )
            self.env[r] = self.named(self.select(c, a, b), r)

    def branch_cond(self, cond: SSAValue) -> SSAValue:
        """The scalar condition of a kept branch: the value itself, or (a vector
        condition under `simd.non_divergent`) whether some active lane takes it - what
        every active lane says when the hint holds."""
        new = self.env[cond]
        if not isinstance(new.type, VectorType):
            return new
        mask = self.mask_value()
        taken = self.emit(simd.PAndOp(mask, new)).results[0] if mask is not None else new
        return self.emit(simd.AnyOp(taken)).results[0]

    def uniform_if(self, op: scf.IfOp) -> None:
        kinds = [r in self.plan.vec for r in op.results]
        regions: list[Region | None] = []
        for region in (op.true_region, op.false_region):
            if not region.blocks:
                regions.append(None)
                continue
            new, saved = self.region_block(region.block, [])
            self.emit(scf.YieldOp(*self.yielded(region.block, kinds)))
            self.block = saved
            regions.append(Region(new))
        then_region = regions[0]
        assert then_region is not None
        types = [self.type_of(r) for r in op.results]
        new_if = self.emit(scf.IfOp(self.branch_cond(op.cond), types, then_region, regions[1]))
        self.bind(op.results, new_if.results)

    def guards_hoist(self, op: scf.ForOp | scf.WhileOp) -> bool:
        """A loop on scalar control under a mask that may be empty, holding uniform ops
        that would each need a `simd.any` guard (loads, stores, divisions)."""
        return (
            self.plan.guard
            and self.mask is not None
            and not self.mask.nonempty
            and not vector_controlled(op, self.plan)
            and any(isinstance(o, memref.LoadOp | memref.StoreOp) or traps(o) for o in op.walk())
        )

    def loop_if_some_lane(self, op: scf.ForOp | scf.WhileOp) -> None:
        """The loop inside one `scf.if (simd.any %mask)`, where the mask is known
        non-empty: its uniform loads run unguarded, instead of one guard per op and
        iteration (the skipped arm yields what no active lane reads)."""
        outer, value = self.mask, self.mask_value()
        assert outer is not None and value is not None
        cond = self.emit(simd.AnyOp(value)).results[0]
        saved, self.block = self.block, Block()
        self.mask = Mask(outer.value, outer.negated, nonempty=True)
        self.for_loop(op) if isinstance(op, scf.ForOp) else self.while_loop(op)
        ops = list(self.block.ops)
        self.block, self.mask = saved, outer
        for o in ops:
            o.detach()
        if_op = self.emit(if_lanes_active(cond, ops, [self.env[r] for r in op.results]))
        self.bind(op.results, if_op.results)

    def for_loop(self, op: scf.ForOp) -> None:
        if vector_controlled(op, self.plan):
            self.divergent_for(op)
            return
        body = op.body.block
        carried = [a in self.plan.vec for a in body.args[1:]]
        inits = self.values_as(op.iter_args, carried)
        types = [body.args[0].type, *(self.type_of(a) for a in body.args[1:])]
        new, saved = self.region_block(body, types)
        iv = body.args[0]
        if iv in self.plan.vec:
            self.env[iv] = self.named(self.bcast(new.args[0]), iv)
        self.emit(scf.YieldOp(*self.yielded(body, carried)))
        self.block = saved
        lb, ub, step = (self.scal(v) for v in (op.lb, op.ub, op.step))
        loop = self.emit(scf.ForOp(lb, ub, step, inits, Region(new)))
        self.bind(op.results, loop.results)

    def while_loop(self, op: scf.WhileOp) -> None:
        before, after = op.before_region.block, op.after_region.block
        cond = before.last_op
        assert isinstance(cond, scf.ConditionOp)
        if cond.condition in self.plan.vec:
            self.divergent_while(op)
            return
        bkinds = [a in self.plan.vec for a in before.args]
        akinds = [a in self.plan.vec for a in after.args]
        types = ([self.type_of(a) for a in before.args], [self.type_of(a) for a in after.args])
        inits = self.values_as(op.arguments, bkinds)
        bnew, saved = self.region_block(before, types[0])
        self.body(before)
        self.emit(scf.ConditionOp(self.scal(cond.condition), *self.values_as(cond.args, akinds)))
        self.block = saved
        anew, saved = self.region_block(after, types[1])
        self.emit(scf.YieldOp(*self.yielded(after, bkinds)))
        self.block = saved
        loop = self.emit(scf.WhileOp(inits, types[1], Region(bnew), Region(anew)))
        self.bind(op.results, loop.results)

    def divergent_while(self, op: scf.WhileOp) -> None:
        """`scf.while` on a vector condition: an active-mask loop over its state."""
        before, after = op.before_region.block, op.after_region.block
        cond = before.last_op
        assert isinstance(cond, scf.ConditionOp)
        bkinds = [a in self.plan.vec for a in before.args]
        akinds = [a in self.plan.vec for a in after.args]
        act0 = self.mask_value() or self.all_lanes()
        inits = self.values_as(op.arguments, bkinds)
        # A lane leaving at once takes its initial value: reuse it when it fits.
        outs0 = [
            self.vec(op.arguments[x.index])
            if isinstance(x, BlockArgument) and x.block is before
            else self.undef(self.vtype(r.type))
            for x, r in zip(cond.args, op.results, strict=True)
        ]

        def run_before(block: Block) -> tuple[SSAValue, list[SSAValue], list[SSAValue]]:
            self.bind(before.args, block.args[: len(before.args)])
            self.body(before)
            passed = self.values_as(cond.args, akinds)
            return self.vec(cond.condition), [self.env[x] for x in cond.args], passed

        def run_after(block: Block) -> list[SSAValue]:
            return self.loop_body(after, block, bkinds)

        types = ([self.type_of(a) for a in before.args], [self.type_of(a) for a in after.args])
        self.active_mask_loop(op, (act0, inits, outs0), types, run_before, run_after)

    def divergent_for(self, op: scf.ForOp) -> None:
        """`scf.for` with a vector bound: an active-mask loop over (iv, iter_args), each
        lane running while its `iv < ub`; the iv is a vector when lb or step is."""
        body = op.body.block
        iv = body.args[0]
        ivvec = iv in self.plan.vec
        carried = [a in self.plan.vec for a in body.args[1:]]
        act0 = self.mask_value() or self.all_lanes()
        lb = self.value_as(op.lb, ivvec)
        inits = self.values_as(op.iter_args, carried)
        outs0 = [self.vec(v) for v in op.iter_args]  # lanes that never enter
        state = [self.type_of(a) for a in body.args]

        def run_before(block: Block) -> tuple[SSAValue, list[SSAValue], list[SSAValue]]:
            for a, b in zip(body.args, block.args, strict=False):
                self.named(b, a)
            biv = block.args[0] if ivvec else self.bcast(block.args[0])
            m, neg = self.mask_operands()
            c = self.emit(simd.VCmpOp("slt", biv, self.vec(op.ub), m, neg)).results[0]
            n = len(body.args)
            return c, list(block.args[1:n]), list(block.args[:n])

        def run_after(block: Block) -> list[SSAValue]:
            m, neg = self.mask_operands()
            carried_out = self.loop_body(body, block, carried)
            step = (
                simd.VAddOp(block.args[0], self.vec(op.step), m, neg)
                if ivvec
                else arith.AddiOp(block.args[0], self.scal(op.step))
            )
            return [self.emit(step).results[0], *carried_out]

        self.active_mask_loop(op, (act0, [lb, *inits], outs0), (state, state), run_before, run_after)

    def loop_body(self, old: Block, new: Block, kinds: list[bool]) -> list[SSAValue]:
        """Translate a loop's after region into `new` (its args mapped to the old
        ones); the values its yield passes on."""
        self.bind(old.args, new.args[: len(old.args)])
        return self.yielded(old, kinds)

    def yielded(self, block: Block, kinds: list[bool]) -> list[SSAValue]:
        """Translate `block` into the current block; the values its terminator passes
        on (vectors where `kinds` says so)."""
        self.body(block)
        y = block.last_op
        assert y is not None
        return self.values_as(y.operands, kinds)


def _id_key(op: Operation) -> tuple[str, str]:
    """The key of a per-lane launch id in `LaneBuilder.ids`: (op name, dimension)."""
    return op.name, "" if isinstance(op, gpu.LaneIdOp) else dim_of(op)


def _vector_memref(op: memref.LoadOp | memref.StoreOp) -> None:
    """A per-lane access needs a memref whose elements a vector lane can hold: `index`
    values are i32 lanes here, and no SIMD op reads or writes `index` elements."""
    t = op.memref.type
    if isinstance(t, MemRefType) and isinstance(t.element_type, IndexType):
        fail_at(
            op,
            f"{PASS}: '{op.name}' of a memref of index elements differs between lanes, and "
            "a vector has no index lanes: declare the buffer with i32 or i64 elements "
            "(arith.index_cast at the access)",
        )
