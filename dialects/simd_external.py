"""`simd.external_call`: a call to a function whose body is not in the module (LLVM
import with `--assume-external=divergent`).  Part of the `simd` dialect (`simd.py` lists
it).

```mlir
%r = simd.external_call @hash(%x, %y) : (i32, f32) -> i32
simd.external_call @log_event() : () -> ()
```

It is opaque: its results are divergent (LLVM's AMDGPU and NVPTX targets treat every
call's result as a source of divergence), it may read and write any memory (no memory
effect is declared, so no pass moves or removes it), and nothing runs it: the
interpreters stop at it with a located error, and so do `spmd-vectorize` and the
lowering (no vector form).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    FlatSymbolRefAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    prop_def,
    var_operand_def,
    var_result_def,
)
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.traits import Behaviour

SCALARS = (IntegerType, Float16Type, Float32Type, Float64Type, IndexType)


@irdl_op_definition
class ExternalCallOp(IRDLOperation):
    """A call to the declared-only function `@callee` with scalar arguments and at most
    one scalar result: `%r = simd.external_call @f(%x) : (i32) -> i32`."""

    name = "simd.external_call"
    callee = prop_def(FlatSymbolRefAttr)
    args = var_operand_def()
    res = var_result_def()
    assembly_format = "$callee `(` $args `)` attr-dict `:` functional-type($args, $res)"
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.SOURCE

    def __init__(self, callee: str, args: Sequence[SSAValue | Operation], result_types: Sequence[Attribute]):
        super().__init__(
            operands=[list(args)],
            result_types=[list(result_types)],
            properties={"callee": SymbolRefAttr(callee)},
        )

    def verify_(self) -> None:
        if len(self.res) > 1:
            raise VerifyException("an external call has at most one result")
        for v in (*self.args, *self.res):
            if not isinstance(v.type, SCALARS):
                raise VerifyException(f"an external call passes scalars only, found {v.type}")


EXTERNAL_OPS: tuple[type[IRDLOperation], ...] = (ExternalCallOp,)
