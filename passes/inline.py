"""`inline`: replace each `func.call` of a function defined in the module by its body.

    %r = func.call @f(%a) : (i32) -> i32     ->   (a copy of @f's body on %a; %r = its result)

xDSL 0.74 has no general inliner, and `spmd-vectorize` takes one kernel body, so helper
functions must be inlined first.  Like MLIR's `inline` pass:

* a callee whose body is one block is copied in place of the call (this works inside
  `scf` regions too);
* a multi-block callee (a `cf` CFG) is copied into the caller's CFG: the caller's block is
  split at the call and each `func.return` becomes a `cf.br` to the continuation block,
  whose arguments replace the call's results;  inside a single-block (`scf`) region that
  is impossible, so it is an error at the call naming the way out (`convert-scf-to-cf`
  first);
* calls inside a recursive cycle of the call graph, and calls of declarations, are left
  as they are;
* a `private` function no call refers to any more is erased (MLIR's inliner does the
  same); public functions stay, being kernels of their own.

Callees are inlined bottom-up, so a call chain disappears in one run.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.dialects.cf import BranchOp
from xdsl.ir import Block, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.passes import ModulePass
from xdsl.rewriter import BlockInsertPoint, InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from simdopt.ir.diagnostics import fail_at


def _callee(module: builtin.ModuleOp, call: func.CallOp) -> func.FuncOp | None:
    target = SymbolTable.lookup_symbol(module, call.callee)
    if isinstance(target, func.FuncOp) and target.body.blocks:
        return target
    return None


def _recursive(module: builtin.ModuleOp, funcs: list[func.FuncOp]) -> set[func.FuncOp]:
    """Functions on a cycle of the call graph (Tarjan-free: reachability per function,
    fine for the handful of functions a kernel module has)."""
    calls: dict[func.FuncOp, set[func.FuncOp]] = {}
    for f in funcs:
        calls[f] = set()
        for op in f.walk():
            if isinstance(op, func.CallOp) and (c := _callee(module, op)) is not None:
                calls[f].add(c)
    rec: set[func.FuncOp] = set()
    for f in funcs:
        seen: set[func.FuncOp] = set()
        stack = list(calls[f])
        while stack:
            g = stack.pop()
            if g is f:
                rec.add(f)
                break
            if g not in seen:
                seen.add(g)
                stack.extend(calls.get(g, ()))
    return rec


def _inline_call(call: func.CallOp, callee: func.FuncOp) -> None:
    body = callee.body.clone()
    entry = body.blocks.first
    assert entry is not None
    for arg, operand in zip(entry.args, call.arguments, strict=True):
        arg.replace_all_uses_with(operand)
    for arg in reversed(entry.args):
        entry.erase_arg(arg)
    if body.blocks.first is body.blocks.last:
        ret = entry.last_op
        assert isinstance(ret, func.ReturnOp)
        results: list[SSAValue] = list(ret.operands)
        Rewriter.erase_op(ret)
        Rewriter.inline_block(entry, InsertPoint.before(call))
        Rewriter.replace_op(call, [], results)
        return
    block = call.parent_block()
    region = call.parent_region()
    assert block is not None and region is not None
    parent = region.parent
    if isinstance(parent, IRDLOperation) and not isinstance(parent, func.FuncOp) and (
        region.first_block is region.last_block
    ):
        msg = (
            f"inline: cannot inline the multi-block function @{callee.sym_name.data} into "
            f"a single-block region of '{parent.name}'; run convert-scf-to-cf first"
        )
        fail_at(call, msg)
    rest = block.split_before(call)
    cont = Block(arg_types=call.result_types)
    region.insert_block_before(cont, rest)
    Rewriter.insert_op(BranchOp(rest), InsertPoint.at_end(cont))
    for b in list(body.blocks):
        ret = b.last_op
        if isinstance(ret, func.ReturnOp):
            Rewriter.replace_op(ret, BranchOp(cont, *ret.operands))
    Rewriter.inline_region(body, BlockInsertPoint.before(cont))
    Rewriter.insert_op(BranchOp(entry), InsertPoint.at_end(block))
    Rewriter.replace_op(call, [], cont.args)


@dataclass(frozen=True)
class InlinePass(ModulePass):
    """Inline calls of the module's functions (bottom-up); erase dead private callees."""

    name = "inline"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        funcs = [f for f in op.walk() if isinstance(f, func.FuncOp)]
        recursive = _recursive(op, funcs)
        # Bottom-up: a callee is inlined into its callers after its own calls were.
        done: set[func.FuncOp] = set()

        def visit(f: func.FuncOp) -> None:
            if f in done:
                return
            done.add(f)
            for call in [c for c in f.walk() if isinstance(c, func.CallOp)]:
                callee = _callee(op, call)
                if callee is None or callee in recursive:
                    continue
                visit(callee)
                _inline_call(call, callee)

        for f in funcs:
            visit(f)
        referenced = {
            c.callee.string_value() for c in op.walk() if isinstance(c, func.CallOp)
        }
        for f in funcs:
            private = f.sym_visibility is not None and f.sym_visibility.data == "private"
            if private and f.sym_name.data not in referenced:
                Rewriter.erase_op(f)
