"""The `gpu` dialect with MLIR's own syntax (SPEC §4).

xDSL 0.74 defines MLIR's `gpu` dialect, but none of its ops has a custom format (only
`"gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index` parses), its `gpu.func`
keeps `kernel` where MLIR keeps the `gpu.kernel` attribute, and it has no workgroup
attributions nor `#gpu.address_space`.  This module registers, under the dialect name
`gpu`, our versions of the ops kernels use, with MLIR's syntax and MLIR's generic form
(what `mlir-opt-22` prints, and parses back), plus every other op of xDSL's `gpu` dialect
unchanged (`gpu.launch`, `gpu.alloc`, ...):

    gpu.module @m {
      gpu.func @k(%a: memref<?xf32>) workgroup(%w : memref<64xf32, #gpu.address_space<workgroup>>) kernel {
        %t = gpu.thread_id x
        gpu.barrier
        gpu.return
      }
    }

The launch ops (`thread_id`, `block_id`, `block_dim`, `grid_dim`, `global_id` with a
dimension `x|y|z`, `lane_id`, `subgroup_id`, `subgroup_size`, `num_subgroups`) return
`index` and take MLIR's optional `upper_bound`.  Their meaning and uniformity are in
SPEC §4; the SPMD executor (`simdopt.interpreters.gpu`) runs them.  Workgroup memory is
a memref in `#gpu.address_space<workgroup>`: a `gpu.func` workgroup attribution or an
argument so typed, one copy per block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects.builtin import (
    I64,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.utils import EnumAttribute, print_func_argument
from xdsl.dialects.utils.format import _parse_func_outputs, _print_func_outputs
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    attr_def,
    irdl_attr_definition,
    irdl_op_definition,
    opt_attr_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    MemoryWriteEffect,
    NoTerminator,
    Pure,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from simdopt.dialects.traits import PerThreadSource

DimensionAttr = xdsl_gpu.DimensionAttr


class AddressSpace(StrEnum):
    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """MLIR's `#gpu.address_space<global|workgroup|private>`, a memref memory space."""

    name = "gpu.address_space"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpace:
        with parser.in_angle_brackets():
            return AddressSpace(super().parse_parameter(parser))


WORKGROUP = AddressSpaceAttr(AddressSpace.WORKGROUP)
PRIVATE = AddressSpaceAttr(AddressSpace.PRIVATE)


def is_workgroup_memref(t: Attribute) -> bool:
    """A memref type in `#gpu.address_space<workgroup>` (shared by the threads of a block)."""
    return isinstance(t, MemRefType) and t.memory_space == WORKGROUP


class GpuIndexOp(IRDLOperation):
    """A launch value without dimension: `index`, optionally bounded (`upper_bound N`)."""

    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())

    def __init__(self, upper_bound: int | None = None, **props: Attribute):
        if upper_bound is not None:
            props["upper_bound"] = IntegerAttr(upper_bound, IndexType())
        super().__init__(result_types=[IndexType()], properties=props)


class GpuDimensionOp(GpuIndexOp):
    """A launch value along `x`, `y` or `z`: `%t = gpu.thread_id x`."""

    dimension = prop_def(DimensionAttr)
    assembly_format = "$dimension (`upper_bound` $upper_bound^)? attr-dict"

    def __init__(self, dim: str | DimensionAttr, upper_bound: int | None = None):
        if isinstance(dim, str):
            dim = DimensionAttr(xdsl_gpu.DimensionEnum(dim))
        super().__init__(upper_bound, dimension=dim)


@irdl_op_definition
class ThreadIdOp(GpuDimensionOp):
    """Thread index inside its block (CUDA threadIdx, OpenCL get_local_id): `gpu.thread_id x`."""

    name = "gpu.thread_id"
    traits = traits_def(Pure(), PerThreadSource())


@irdl_op_definition
class BlockIdOp(GpuDimensionOp):
    """Block index in the grid (blockIdx, get_group_id): `%b = gpu.block_id x`."""

    name = "gpu.block_id"


@irdl_op_definition
class BlockDimOp(GpuDimensionOp):
    """Threads per block (blockDim, get_local_size): `%d = gpu.block_dim x`."""

    name = "gpu.block_dim"


@irdl_op_definition
class GridDimOp(GpuDimensionOp):
    """Blocks in the grid (gridDim, get_num_groups): `%g = gpu.grid_dim x`."""

    name = "gpu.grid_dim"


@irdl_op_definition
class GlobalIdOp(GpuDimensionOp):
    """block_id * block_dim + thread_id (get_global_id): `%i = gpu.global_id x`."""

    name = "gpu.global_id"
    traits = traits_def(Pure(), PerThreadSource())


@irdl_op_definition
class LaneIdOp(GpuIndexOp):
    """Index of the thread in its subgroup (= `simd.lane_id`): `%l = gpu.lane_id`."""

    name = "gpu.lane_id"
    traits = traits_def(Pure(), PerThreadSource())
    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict"


class GpuSubgroupOp(GpuIndexOp):
    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)"


@irdl_op_definition
class SubgroupIdOp(GpuSubgroupOp):
    """Index of the subgroup in its block: `%s = gpu.subgroup_id : index`."""

    name = "gpu.subgroup_id"


@irdl_op_definition
class SubgroupSizeOp(GpuSubgroupOp):
    """Lanes per subgroup (W): `%w = gpu.subgroup_size : index`."""

    name = "gpu.subgroup_size"


@irdl_op_definition
class NumSubgroupsOp(GpuSubgroupOp):
    """Subgroups per block: `%n = gpu.num_subgroups : index`."""

    name = "gpu.num_subgroups"


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """Every thread of the block waits here until all of them reached it: `gpu.barrier`.

    A barrier reached by only some threads of a block is undefined behaviour on a GPU;
    the SPMD executor reports it as an error.
    """

    name = "gpu.barrier"
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


PRINTF_CONVERSION = re.compile(r"%([-+ #0]*)(\d+)?(?:\.(\d+))?(hh|h|ll|l|z|j|t|L)?([diuxXocfFeEgGaAs%])")
"""One conversion of a C format: flags, width, precision, length, conversion."""


@irdl_op_definition
class PrintfOp(IRDLOperation):
    """The thread prints its arguments with a C format (MLIR's `gpu.printf`; the runs
    collect the text per thread, `interpreters/printf.py`):
    `gpu.printf "item %d: %f\n", %i, %x : i32, f32`."""

    name = "gpu.printf"
    format = prop_def(StringAttr)
    args = var_operand_def()
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$format attr-dict (`,` $args^ `:` type($args))?"

    def __init__(self, format: str, args: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[args], properties={"format": StringAttr(format)})

    def verify_(self) -> None:
        fmt = self.format.data
        convs = [m.group(5) for m in PRINTF_CONVERSION.finditer(fmt) if m.group(5) != "%"]
        if "%" in PRINTF_CONVERSION.sub("", fmt) or "s" in convs:
            raise VerifyException(
                f"format {fmt!r}: only the conversions %d %i %u %x %X %o %c %f %F %e %E %g %G %a %A "
                "(flags, width, precision, hh h l ll z j t L) and %% are supported"
            )
        if len(convs) != len(self.args):
            raise VerifyException(f"format {fmt!r} has {len(convs)} conversions but {len(self.args)} arguments")
        for i, a in enumerate(self.args):
            if not isinstance(a.type, IntegerType | IndexType | AnyFloat):
                raise VerifyException(f"argument #{i}: expected an integer, index or float, found {a.type}")


@irdl_op_definition
class ModuleOp(IRDLOperation):
    """A module of device code: `gpu.module @m { gpu.func @k() kernel { gpu.return } }`."""

    name = "gpu.module"
    body = region_def("single_block")
    sym_name = prop_def(SymbolNameConstraint())
    traits = traits_def(
        IsolatedFromAbove(), NoTerminator(), SymbolOpInterface(), SymbolTable()
    )
    assembly_format = "$sym_name attr-dict-with-keyword $body"

    def __init__(self, name: str, ops: Sequence[Operation] = ()):
        super().__init__(
            properties={"sym_name": StringAttr(name)}, regions=[Region(Block(ops))]
        )


_KNOWN_SIZE = DenseArrayBase.constr(i32)
_SIZE_PROPS = ("known_block_size", "known_grid_size")


class GpuFuncCallableInterface(CallableOpInterface):
    """A `gpu.func` is called with its inputs, then its workgroup and private
    attributions (the entry block's arguments): interpreters call it like `func.func`."""

    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        assert isinstance(op, FuncOp)
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.outputs.data


_RESERVED = (
    "sym_name", "function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs",
    "private_attrib_attrs", "gpu.kernel", "workgroup_attributions",
)  # fmt: skip


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A device function; with `kernel`, an entry point launched over a grid.

        gpu.func @k(%a: memref<?xf32>) workgroup(%w : memref<64xf32, #gpu.address_space<workgroup>>) kernel {
          gpu.return
        }

    The entry block's arguments are the function's inputs, then the workgroup
    attributions (memrefs in `#gpu.address_space<workgroup>`, one copy per block), then
    the private attributions (`#gpu.address_space<private>`, one copy per thread).  As
    in MLIR, `gpu.kernel` and `workgroup_attributions` are attributes, the rest
    properties.
    """

    name = "gpu.func"
    body = region_def()
    sym_name = attr_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    workgroup_attrib_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    private_attrib_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    known_block_size = opt_prop_def(_KNOWN_SIZE)
    known_grid_size = opt_prop_def(_KNOWN_SIZE)
    kernel = opt_attr_def(UnitAttr, attr_name="gpu.kernel")
    workgroup_attributions = opt_attr_def(IntegerAttr[I64])

    traits = traits_def(
        IsolatedFromAbove(),
        HasParent(ModuleOp),
        SymbolOpInterface(),
        GpuFuncCallableInterface(),
    )

    def __init__(
        self,
        name: str,
        function_type: FunctionType,
        region: Region | None = None,
        *,
        kernel: bool = False,
        workgroup: Sequence[Attribute] = (),
        private: Sequence[Attribute] = (),
        known_block_size: Sequence[int] | None = None,
    ):
        if region is None:
            region = Region(
                Block(arg_types=[*function_type.inputs, *workgroup, *private])
            )
        props: dict[str, Attribute | None] = {"function_type": function_type}
        if known_block_size is not None:
            props["known_block_size"] = DenseArrayBase.from_list(i32, known_block_size)
        attrs: dict[str, Attribute | None] = {
            "sym_name": StringAttr(name),
            "workgroup_attributions": IntegerAttr(len(workgroup), i64),
        }
        if kernel:
            attrs["gpu.kernel"] = UnitAttr()
        super().__init__(properties=props, attributes=attrs, regions=[region])

    @property
    def num_workgroup(self) -> int:
        w = self.workgroup_attributions
        return 0 if w is None else w.value.data

    @property
    def arguments(self) -> Sequence[SSAValue]:
        """The function's inputs (the entry block's first arguments)."""
        return self.body.blocks[0].args[: len(self.function_type.inputs)]

    @property
    def workgroup_args(self) -> Sequence[SSAValue]:
        n = len(self.function_type.inputs)
        return self.body.blocks[0].args[n : n + self.num_workgroup]

    @property
    def private_args(self) -> Sequence[SSAValue]:
        n = len(self.function_type.inputs) + self.num_workgroup
        return self.body.blocks[0].args[n:]

    def verify_(self) -> None:
        if not self.body.blocks:
            return
        args = self.body.blocks[0].args
        inputs = self.function_type.inputs.data
        n_in, n_wg = len(inputs), self.num_workgroup
        if len(args) < n_in + n_wg:
            raise VerifyException(
                f"expected at least {n_in + n_wg} entry block arguments "
                f"({n_in} inputs + {n_wg} workgroup attributions), got {len(args)}"
            )
        for i, (t, a) in enumerate(zip(inputs, args, strict=False)):
            if a.type != t:
                raise VerifyException(
                    f"entry block argument #{i} has type {a.type}, "
                    f"expected the function input type {t}"
                )
        attributions = {WORKGROUP: args[n_in : n_in + n_wg], PRIVATE: args[n_in + n_wg :]}
        for space, values in attributions.items():
            for i, a in enumerate(values):
                if not (isinstance(a.type, MemRefType) and a.type.memory_space == space):
                    raise VerifyException(
                        f"{space.data} attribution #{i} must be a memref in {space}, "
                        f"got {a.type}"
                    )
        if self.kernel is not None and self.function_type.outputs.data:
            raise VerifyException(
                "a kernel function must return nothing, got results "
                + ", ".join(str(t) for t in self.function_type.outputs.data)
            )
        for name in _SIZE_PROPS:
            size = getattr(self, name)
            if size is not None:
                values = size.get_values()
                if len(values) != 3 or any(v < 1 for v in values):
                    raise VerifyException(
                        f"{name} must be three positive sizes (x, y, z), got {list(values)}"
                    )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        if not self.body.blocks:
            printer.print_list(self.function_type.inputs, printer.print_attribute)
        else:
            args = self.body.blocks[0].args[: len(self.function_type.inputs)]
            dicts = self.arg_attrs.data if self.arg_attrs is not None else [None] * len(args)
            printer.print_list(
                zip(args, dicts, strict=True),
                lambda p: print_func_argument(printer, *p),
            )
        printer.print_string(")")
        _print_func_outputs(printer, self.function_type.outputs.data, self.res_attrs)

        def print_attribution(a: SSAValue) -> None:
            printer.print_ssa_value(a)
            printer.print_string(" : ")
            printer.print_attribute(a.type)

        for keyword, values in (
            ("workgroup", self.workgroup_args),
            ("private", self.private_args),
        ):
            if values:
                printer.print_string(f" {keyword}(")
                printer.print_list(values, print_attribution)
                printer.print_string(")")
        if self.kernel is not None:
            printer.print_string(" kernel")
        props = {k: v for k, v in self.properties.items() if k in _SIZE_PROPS}
        printer.print_op_attributes(
            {**props, **self.attributes},
            reserved_attr_names=_RESERVED,
            print_keyword=True,
        )
        if self.body.blocks:
            printer.print_string(" ")
            printer.print_region(self.body, False, True)

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        name = parser.parse_symbol_name().data

        def parse_input() -> tuple[Parser.Argument, dict[str, Attribute]]:
            arg = parser.parse_argument()
            return arg, parser.parse_optional_dictionary_attr_dict()

        inputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_input)
        outputs, res_attrs = _parse_func_outputs(parser)
        workgroup, private = (
            parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
            if parser.parse_optional_keyword(keyword)
            else []
            for keyword in ("workgroup", "private")
        )
        kernel = parser.parse_optional_keyword("kernel") is not None
        extra = parser.parse_optional_attr_dict_with_keyword()
        entry = [a for a, _ in inputs] + workgroup + private
        region = parser.parse_optional_region(entry)
        if region is None:
            region = Region()
        op = cls(
            name,
            FunctionType.from_lists([a.type for a, _ in inputs], outputs),
            region,
            kernel=kernel,
        )
        op.attributes["workgroup_attributions"] = IntegerAttr(len(workgroup), i64)
        if any(d for _, d in inputs):
            op.arg_attrs = ArrayAttr(DictionaryAttr(d) for _, d in inputs)
        op.res_attrs = res_attrs
        if extra is not None:
            for k, v in extra.data.items():
                if k in _SIZE_PROPS:
                    op.properties[k] = v
                else:
                    op.attributes[k] = v
        return op


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """Returns from a `gpu.func`: `gpu.return` or `gpu.return %x : f32`."""

    name = "gpu.return"
    args = var_operand_def()
    traits = traits_def(IsTerminator(), HasParent(FuncOp))
    assembly_format = "attr-dict ($args^ `:` type($args))?"

    def __init__(self, operands: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[operands])

    def verify_(self) -> None:
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            return
        expected = list(func.function_type.outputs.data)
        found = [a.type for a in self.args]
        if expected != found:
            raise VerifyException(
                f"gpu.return returns ({', '.join(map(str, found))}), but the enclosing "
                f"gpu.func @{func.sym_name.data} returns ({', '.join(map(str, expected))})"
            )


_OURS = [
    ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp, LaneIdOp, SubgroupIdOp,
    SubgroupSizeOp, NumSubgroupsOp, BarrierOp, PrintfOp, ModuleOp, FuncOp, ReturnOp,
]  # fmt: skip
_OUR_NAMES = {op.name for op in _OURS}

PER_THREAD_SOURCES: tuple[type[IRDLOperation], ...] = tuple(
    op for op in _OURS if op.has_trait(PerThreadSource)
)
"""The per-thread ids of `gpu` (`PerThreadSource`: thread, global and lane ids)."""

GPU = Dialect(
    "gpu",
    [*_OURS, *(op for op in xdsl_gpu.GPU.operations if op.name not in _OUR_NAMES)],
    [*xdsl_gpu.GPU.attributes, AddressSpaceAttr],
)
