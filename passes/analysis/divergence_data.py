"""Data dependence: the per-op rules of the divergence analysis (`divergence.py`).

`DivergenceAnalysis` is a monotone worklist over SSA values.  Data dependence follows
the op table in `dialects/traits.py` (SOURCE: divergent, FOLLOWS: divergent when an
operand is, UNIFORM: always uniform, RULE: the op's own rule below); a terminator hands
over to `divergence_sync.SyncDependence`, which finds what a divergent branch makes
divergent by sync dependence.  Functions, memory and lockstep programs are treated as
`divergence.py`'s docstring says.
"""

from __future__ import annotations

from xdsl.dialects import arith, cf, func, scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    VectorType,
)
from xdsl.ir import Operation, SSAValue

from simdopt.dialects import gpu
from simdopt.dialects.simd import DIVERGENT_ARG, NON_DIVERGENT, SUBGROUPS_IN_ROWS
from simdopt.dialects.simd_cross_lane import SubgroupOp, VectorRuleOp
from simdopt.dialects.traits import Behaviour, behaviour
from simdopt.ir.diagnostics import SourceError
from simdopt.passes.analysis.alignment import (
    CAP,
    DIVISIONS,
    REMAINDERS,
    SHIFTS_RIGHT,
    WHOLE_ROWS,
    Affine,
    Alignment,
    block_thread_fact,
    low_bit,
)
from simdopt.passes.analysis.divergence_edges import all_same, joins_agree
from simdopt.passes.analysis.divergence_sync import Rules, SyncDependence

ALIGNED_OPS = (*DIVISIONS, *REMAINDERS, *SHIFTS_RIGHT, arith.AndIOp, arith.CmpiOp)
"""The ops of rule 8 (`alignment.py`)."""
_SPMD_SOURCES = (
    "simd.thread_id",
    "simd.lane_id",
    "gpu.thread_id",
    "gpu.global_id",
    "gpu.lane_id",
)


class DivergenceAnalysis(SyncDependence):
    """One run of the analysis (`divergence.analyze_divergence` drives it)."""

    def __init__(self, strict: bool, rules: Rules, subgroup_width: int | None):
        super().__init__(rules)
        self.strict = strict
        self.subgroup_width = subgroup_width
        self.subgroups_in_rows = False
        self.seen: set[SSAValue] = set()
        self.spmd_funcs: set[Operation] = set()
        self.funcs: dict[str, Operation] = {}
        self.aligned: set[Operation] = set()
        """Ops rule 8 keeps uniform although an operand is divergent."""

    # -- driver ------------------------------------------------------------------
    def run(self, root: Operation) -> None:
        calls = self.scan(root)
        for op in root.walk():
            if _function_name(op) is not None:
                self.init_func(op)
            if isinstance(op, gpu.FuncOp):
                self.init_device_func(op)
        self.close_spmd(calls)
        for op in root.walk():
            if (
                op.regions
                and _function_name(op) is None
                and behaviour(op, strict=self.strict) is Behaviour.SOURCE
            ):
                # An unknown region op: its block arguments are unknown too.
                for region in op.regions:
                    for block in region.blocks:
                        self.mark_all(block.args)
            self.evaluate(op)
        self.drain()
        # Rule 8's facts read the analysis' state, which only grows: recheck until none
        # of its answers changes.
        while bad := [op for op in self.aligned if self.alignment().aligned(op) is None]:
            for op in bad:
                self.aligned.discard(op)
                self.mark_all(op.results)
            self.drain()

    def drain(self) -> None:
        while self.worklist:
            v = self.worklist.popleft()
            for use in list(v.uses):
                self.evaluate(use.operation)

    def alignment(self) -> Alignment:
        assert self.subgroup_width is not None
        return Alignment(
            self.subgroup_width,
            lambda v: v not in self.div,
            lambda op, i: (op, i) in self.temporal,
            self.id_fact,
            self.launch_value,
        )

    def id_fact(self, op: Operation) -> Affine | None:
        """The fact of an id op (`alignment.py`'s sources), from what is known of the
        launch: the declared block size, or the function's marks."""
        w = self.subgroup_width
        assert w is not None
        name = op.name
        if name in ("gpu.lane_id", "simd.lane_id"):
            return Affine.strided(w, 1, CAP, True)
        if name not in ("gpu.thread_id", "gpu.global_id", "simd.thread_id", "gpu.block_dim"):
            return None
        f = _enclosing_func(op)
        marks = f.attributes if f is not None else {}
        sizes = _known_block_sizes(op)
        if name == "gpu.block_dim":
            return self.block_dim_fact(_dimension(op), WHOLE_ROWS in marks)
        dim = _dimension(op)
        if sizes is not None and name != "simd.thread_id" and dim is not None:
            # The block's shape fixes every subgroup's ids (`block_thread_fact`); a
            # global id adds block_id * size, a multiple of the size's power of two.
            fact = block_thread_fact(dim, sizes, w)
            if fact is not None and name == "gpu.global_id":
                fact = Affine(fact.offsets, min(fact.align, low_bit(sizes["xyz".index(dim)])), True)
            return fact
        whole = WHOLE_ROWS in marks or (sizes is not None and sizes[0] % w == 0)
        if name == "simd.thread_id":
            if sizes is not None:  # block b's subgroup k starts at b * size + kW
                return Affine.strided(w, 1, min(w, low_bit(sizes[0] * sizes[1] * sizes[2])), True)
            return Affine.strided(w, 1, w, True) if WHOLE_ROWS in marks else None
        if dim != "x":
            return None
        if name == "gpu.global_id":
            return Affine.strided(w, 1, w, True) if whole else None
        rows = whole or self.subgroups_in_rows or SUBGROUPS_IN_ROWS in marks
        return Affine.strided(w, 1, w, True) if rows else None

    def block_dim_fact(self, dim: str | None, whole: bool) -> Affine | None:
        """block_dim x of a function that runs only where it is a multiple of W
        (`WHOLE_ROWS`): aligned to W, so `block_id x * block_dim x + thread_id x`
        (CUDA's global id) is aligned as `gpu.global_id x` is.  (A declared size is a
        value: `launch_value`.)"""
        w = self.subgroup_width
        assert w is not None
        return Affine((0,) * w, low_bit(w), True) if whole and dim == "x" else None

    def launch_value(self, op: Operation) -> int | None:
        """The value of a launch query the launch fixes: `gpu.subgroup_size` is W (the
        analysis is for one width), `gpu.block_dim d` a declared block size (simd-run
        refuses other launches)."""
        if op.name == "gpu.subgroup_size":
            return self.subgroup_width
        if op.name == "gpu.block_dim" and (dim := _dimension(op)) is not None:
            sizes = _known_block_sizes(op)
            return sizes["xyz".index(dim)] if sizes is not None else None
        return None

    def aligned_uniform(self, op: Operation) -> bool:
        """Rule 8: `op` is uniform by its operands' alignment facts."""
        if not self.rules.alignment or not self.subgroup_width or self.subgroup_width < 2:
            return False
        if not isinstance(op, ALIGNED_OPS) or isinstance(op.results[0].type, VectorType):
            return False
        fact = self.alignment().aligned(op)
        if fact is None or not fact.uniform:
            return False
        self.aligned.add(op)
        return True

    def scan(self, root: Operation) -> list[tuple[Operation, str]]:
        """Record every value, the functions by name and those using an SPMD source;
        return the calls as (calling function, callee name).  A lockstep op is an
        error."""
        calls: list[tuple[Operation, str]] = []
        for op in root.walk():
            self.seen.update(op.results)
            for region in op.regions:
                for block in region.blocks:
                    self.seen.update(block.args)
            if op.name.startswith("lockstep."):
                raise SourceError(
                    f"divergence analysis: '{op.name}' belongs to a lockstep (machine) "
                    "program, which the analysis does not model; analyze the SIMD "
                    "program or SPMD kernel before convert-simd-to-lockstep",
                    op,
                )
            name = _function_name(op)
            if name is not None:
                self.funcs[name] = op
            if op.name in _SPMD_SOURCES or isinstance(op, func.CallOp):
                f = _enclosing_func(op)
                if f is not None:
                    if isinstance(op, func.CallOp):
                        calls.append((f, op.callee.string_value()))
                    else:
                        self.spmd_funcs.add(f)
        return calls

    def init_device_func(self, op: gpu.FuncOp) -> None:
        """Device code: private memory (private arguments, allocations) is per
        thread, and so are the arguments marked {simd.divergent}."""
        allocs = (o for o in op.walk() if o.name in ("memref.alloc", "memref.alloca"))
        attrs = op.arg_attrs.data if op.arg_attrs is not None else ()
        marked = [
            a
            for a, d in zip(op.arguments, attrs, strict=False)
            if DIVERGENT_ARG in d.data
        ]
        self.mark_all(
            [*op.private_args, *marked, *(r for o in allocs for r in o.results)]
        )

    def close_spmd(self, calls: list[tuple[Operation, str]]) -> None:
        """A function calling an SPMD function (or an unknown one) is SPMD too."""
        changed = True
        while changed:
            changed = False
            for f, callee in calls:
                target = self.funcs.get(callee)
                if f not in self.spmd_funcs and (
                    target is None or target in self.spmd_funcs
                ):
                    self.spmd_funcs.add(f)
                    changed = True

    def init_func(self, f: Operation) -> None:
        """Arguments of a kernel (a function no call in the module targets, or a
        `gpu.func ... kernel`) are uniform; those of a called function get their
        divergence from the call sites (`evaluate_rule` on `func.call`)."""
        entry = f.regions[0].blocks.first if f.regions else None
        if entry is None:
            return
        arg_attrs_attr = f.attributes.get("arg_attrs")
        if isinstance(f, func.FuncOp):
            arg_attrs_attr = f.arg_attrs
        arg_attrs = getattr(arg_attrs_attr, "data", ()) if arg_attrs_attr else ()
        for arg, attrs in zip(entry.args, arg_attrs, strict=False):
            if isinstance(attrs, DictionaryAttr) and DIVERGENT_ARG in attrs.data:
                self.mark(arg)
                self.spmd_funcs.add(f)
        # A vector argument of a SIMD program holds whatever lanes the caller passed:
        # nothing says they are equal.
        for arg in entry.args:
            if isinstance(arg.type, VectorType):
                self.mark(arg)

    # -- per-op rules ---------------------------------------------------------------
    def evaluate(self, op: Operation) -> None:
        if op.name in ("gpu.thread_id", "gpu.global_id"):
            if not self.subgroup_uniform_thread_id(op):
                self.mark_all(op.results)
            return
        b = behaviour(op, strict=self.strict)
        if op.successors or isinstance(op, cf.SwitchOp):
            self.evaluate_branch(op)
            return
        if b is Behaviour.UNIFORM or b is Behaviour.NO_RESULTS:
            if isinstance(op, scf.YieldOp):
                self.evaluate_yield(op)
            elif isinstance(op, scf.ConditionOp):
                self.evaluate_condition(op)
            return
        if b is Behaviour.SOURCE:
            self.mark_all(op.results)
            return
        if b is Behaviour.FOLLOWS:
            mask = getattr(op, "mask_operand", None)
            skip = mask if isinstance(mask, SSAValue) else None
            if self.any_div(op, skip=skip) and op not in self.aligned and not self.aligned_uniform(op):
                self.mark_all(op.results)
            return
        self.evaluate_rule(op)

    def subgroup_uniform_thread_id(self, op: Operation) -> bool:
        """Rule 7: `gpu.thread_id y` (or `z`) is the same on every lane of a subgroup
        when the block's x size is a multiple of the subgroup width W: the lanes of a
        subgroup are W consecutive linear ids, which share y and z; so is `gpu.global_id
        y` (`z`), the block's offset (uniform) plus that id."""
        if not self.rules.subgroup_thread_id or not self.subgroup_width:
            return False
        dim = _dimension(op)
        if dim not in ("y", "z"):
            return False
        if self.subgroups_in_rows:
            return True
        f = _enclosing_func(op)
        if f is not None and SUBGROUPS_IN_ROWS in f.attributes:
            return True  # the function runs only where its subgroups lie in rows
        # A multiple of W in x makes every subgroup lie in one row: one y, one z.
        size_x = _known_block_size_x(op)
        return size_x is not None and size_x % self.subgroup_width == 0

    def evaluate_rule(self, op: Operation) -> None:
        name = op.name
        if name == "memref.load":
            # Uniform address => uniform: the lanes of one converged instance read
            # memory at one moment (`divergence.py`'s docstring, "Memory").
            if self.any_div(op):
                self.mark_all(op.results)
        elif name == "simd.s2v":
            mask = getattr(op, "mask_operand", None)
            lanes = [v for v in op.operands if v is not mask]
            if any(v in self.div for v in lanes) or not all_same(lanes):
                self.mark_all(op.results)
        elif name == "simd.vphi":
            p, x, y = op.operands[0], op.operands[1], op.operands[2]
            if (
                x in self.div
                or y in self.div
                or (p in self.div and not joins_agree([x, y]))
            ):
                self.mark_all(op.results)
        elif name in ("memref.alloc", "memref.alloca"):
            # Per-thread memory in a kernel: loads from it may differ between threads.
            if _enclosing_func(op) in self.spmd_funcs or self.any_div(op):
                self.mark_all(op.results)
        elif isinstance(op, func.CallOp):
            callee = self.funcs.get(op.callee.string_value())
            if self.any_div(op) or callee is None or callee in self.spmd_funcs:
                self.mark_all(op.results)
            # A called function is not a kernel: an argument is divergent as soon as
            # one call site passes a divergent value.
            entry = callee.regions[0].blocks.first if callee is not None else None
            if entry is not None:
                for i, arg in enumerate(entry.args):
                    if i < len(op.operands) and self.operand_div(op, i):
                        self.mark(arg)
        elif isinstance(op, scf.IfOp):
            if self.control_divergent(op, op.cond):
                self.divergent_if_results(op)
        elif isinstance(op, scf.ForOp):
            body = op.body.block
            lb, ub, step = (self.value_div(op, v) for v in (op.lb, op.ub, op.step))
            if lb or step:
                self.mark(body.args[0])
            if lb or ub or step:
                self.mark_all(op.results)  # threads leave in different iterations
            for i, init in enumerate(op.iter_args):
                if self.value_div(op, init):
                    self.mark(body.args[i + 1])
                    self.mark(op.results[i])
        elif isinstance(op, scf.WhileOp):
            before = op.before_region.block
            for i, init in enumerate(op.arguments):
                if self.value_div(op, init):
                    self.mark(before.args[i])
        elif isinstance(op, SubgroupOp | VectorRuleOp):  # a shuffle, a scan: the op's own rule
            if not op.uniform_when(lambda v: self.value_div(op, v)):
                self.mark_all(op.results)
        else:  # pragma: no cover - every RULE op is handled above
            self.mark_all(op.results)

    def divergent_if_results(self, op: scf.IfOp) -> None:
        then_y = op.true_region.block.last_op
        else_block = op.false_region.blocks.first
        else_y = else_block.last_op if else_block is not None else None
        for i, r in enumerate(op.results):
            if (
                then_y is not None
                and else_y is not None
                and joins_agree([then_y.operands[i], else_y.operands[i]])
            ):
                continue
            self.mark(r)

    def evaluate_yield(self, op: scf.YieldOp) -> None:
        parent = op.parent_op()
        divs = [self.operand_div(op, i) for i in range(len(op.operands))]
        if isinstance(parent, scf.IfOp | scf.ForOp | scf.WhileOp):
            for i in (i for i, d in enumerate(divs) if d):
                if isinstance(parent, scf.IfOp | scf.ForOp):
                    self.mark(parent.results[i])
                if isinstance(parent, scf.ForOp):
                    self.mark(parent.body.block.args[i + 1])
                elif isinstance(parent, scf.WhileOp):
                    self.mark(parent.before_region.block.args[i])
        elif (
            parent is not None and behaviour(parent) is not Behaviour.RULE and any(divs)
        ):
            self.mark_all(parent.results)

    def evaluate_condition(self, op: scf.ConditionOp) -> None:
        parent = op.parent_op()
        if not isinstance(parent, scf.WhileOp):
            return
        after = parent.after_region.block
        if (
            self.control_divergent(op, op.condition)
            and NON_DIVERGENT not in parent.attributes
        ):
            self.mark_all(parent.results)
        for i, v in enumerate(op.args):
            if self.value_div(op, v):
                self.mark(parent.results[i])
                self.mark(after.args[i])


def _function_name(op: Operation) -> str | None:
    """The symbol of a function-like op (`func.func`, `gpu.func`), else None."""
    if isinstance(op, func.FuncOp):
        return op.sym_name.data
    if op.name == "gpu.func":
        name = op.attributes.get("sym_name")
        return name.data if isinstance(name, StringAttr) else None
    return None


def _enclosing_func(op: Operation) -> Operation | None:
    f = op.parent_op()
    while f is not None and _function_name(f) is None:
        f = f.parent_op()
    return f


def _dimension(op: Operation) -> str | None:
    """x, y or z of a `gpu.thread_id` (its `dimension` attribute, in any printed form:
    `#gpu<dim y>` or a plain string)."""
    attr = op.attributes.get("dimension") or op.properties.get("dimension")
    if attr is None:
        return None
    data = getattr(attr, "data", None)
    text = str(data if isinstance(data, str) else attr)
    for d in ("x", "y", "z"):
        if text in (d, f'"{d}"') or text.endswith(f" {d}>") or text.endswith(f".{d}"):
            return d
    return None


def _known_block_sizes(op: Operation) -> tuple[int, int, int] | None:
    """The declared block size (x, y, z) of the function enclosing `op`."""
    f = _enclosing_func(op)
    if f is None:
        return None
    for key in ("gpu.known_block_size", "known_block_size"):
        attr = f.attributes.get(key) or f.properties.get(key)
        if isinstance(attr, DenseArrayBase):
            values = [int(v) for v in attr.get_values()]
        elif isinstance(attr, ArrayAttr):
            values = [a.value.data for a in attr.data if isinstance(a, IntegerAttr)]
        else:
            continue
        if len(values) == 3 and min(values) >= 1:
            return values[0], values[1], values[2]
    return None


def _known_block_size_x(op: Operation) -> int | None:
    """The block's x size from `gpu.known_block_size` (MLIR's attribute on a gpu.func)
    or `known_block_size` on the enclosing function: an array of three integers."""
    f = _enclosing_func(op)
    if f is None:
        return None
    for key in ("gpu.known_block_size", "known_block_size"):
        attr = f.attributes.get(key) or f.properties.get(key)
        if attr is None:
            continue
        if isinstance(attr, DenseArrayBase):
            values = attr.get_values()
        elif isinstance(attr, ArrayAttr):
            values = [a.value.data for a in attr.data if isinstance(a, IntegerAttr)]
        else:
            continue
        if values and isinstance(values[0], int):
            return values[0]
    return None
