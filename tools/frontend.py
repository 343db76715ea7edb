"""Loading IR for the tools: context, a parser that remembers where each op came
from, a verifier that also checks SSA dominance, and file:line:col diagnostics.

xDSL 0.74's parser drops source positions of custom-format ops and its verifier
neither checks dominance nor says which op failed; `simd-opt` and `simd-run` both go
through this module so every error names its place in the file.
"""

from __future__ import annotations

import bisect
import contextlib
import dataclasses
import functools
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import cf, scf
from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import (
    AttributeInvT,
    Block,
    ErasedSSAValue,
    Operation,
    Region,
    SSAValue,
)
from xdsl.parser import UnresolvedOperand
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.traits import IsTerminator, NoTerminator
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.lexer import Span

from simdopt.ir.cfg import CFG, DomTree, dominator_tree
from simdopt.ir.diagnostics import Diagnostic, SourceError
from simdopt.ir.parsed_types import TypeCachingParser
from simdopt.ir.xdsl_patches import add_loop_canonicalization, replace_dialect


def register_project_dialects(ctx: Context) -> None:
    """Add the project's dialects (lazily) to a context, and the project's
    canonicalization patterns to xDSL's scf loops (`ir/xdsl_patches.py`)."""
    from simdopt.dialects import get_all_dialects

    add_loop_canonicalization()
    for name, factory in get_all_dialects().items():
        if name not in ctx.registered_dialect_names:
            ctx.register_dialect(name, factory)
        elif name in ("gpu", "arith"):  # ours replace xDSL's (same ops, plus MLIR's syntax / remf)
            replace_dialect(ctx, name, factory)


def make_context() -> Context:
    """Every xDSL dialect plus ours."""
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    register_project_dialects(ctx)
    return ctx


@dataclass
class SourceMap:
    """Source positions of parsed ops, turned into line:column on demand."""

    name: str
    text: str
    line_offset: int = 0
    positions: dict[Operation, int] = field(default_factory=dict[Operation, int])
    _line_starts: list[int] = field(default_factory=list[int])

    def __post_init__(self) -> None:
        lines = self.text.split("\n")[:-1]  # every line that a newline ends
        self._line_starts = list(itertools.accumulate((len(x) + 1 for x in lines), initial=0))

    def line_col(self, pos: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._line_starts, pos) - 1
        return line + 1 + self.line_offset, pos - self._line_starts[line] + 1

    def locate(self, op: Operation) -> tuple[str, int, int] | None:
        """(file, line, column) of an op: its parse position, its own
        `loc("file":l:c)`, or those of its nearest located ancestor."""
        cur: Operation | None = op
        while cur is not None:
            if (pos := self.positions.get(cur)) is not None:
                line, col = self.line_col(pos)
                return self.name, line, col
            loc = cur.location
            if isinstance(loc, FileLineColLoc):
                return loc.filename.data, loc.line.data, loc.column.data
            cur = cur.parent_op()
        return None

    def source_line(self, line: int) -> str | None:
        i = line - 1 - self.line_offset
        if 0 <= i < len(self._line_starts):
            end = self.text.find("\n", self._line_starts[i])
            return self.text[self._line_starts[i] : end if end != -1 else None]
        return None


class LocatingParser(TypeCachingParser):
    """The MLIR parser (one type object per plain vector/memref spelling:
    `ir/parsed_types.py`), recording the position of every op it parses."""

    def __init__(self, ctx: Context, text: str, source: SourceMap):
        super().__init__(ctx, text, source.name)
        self.source = source
        self.first_forward_use: dict[str, Span] = {}

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        try:
            op = super().parse_operation()
        except ParseError:
            raise
        except DiagnosticException as e:
            # A custom-format op whose types break its constraints (e.g. a result
            # type the format fixes) fails while being built, before it has a
            # position: report it at the op's first token.
            msg = str(e.args[0]) if e.args else type(e).__name__
            self.raise_error(msg, Span(start, start + 1, self.lexer.input))
        self.source.positions[op] = start
        return op

    def resolve_operand(self, operand: UnresolvedOperand, type: AttributeInvT) -> SSAValue[AttributeInvT]:
        name = operand.operand_name
        if name not in self.ssa_values and name not in self.forward_ssa_references:
            # Remember where a value is first used before its definition: if it is
            # never defined, that use is where the error belongs (xDSL reports EOF).
            self.first_forward_use[name] = operand.span
        value = super().resolve_operand(operand, type)
        if isinstance(value, ForwardDeclaredValue) and value.name_hint is None:
            with contextlib.suppress(ValueError):  # named for the verifier's message
                value.name_hint = name
        return value


def decode_source(name: str, data: bytes) -> str:
    """`data` as UTF-8 text; otherwise a SourceError naming the file and the place of
    the first byte that is not UTF-8."""
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise SourceError(
            f"not UTF-8 text: byte 0x{data[e.start]:02x} cannot start a character here", pos=f"{name}:{line}:{col}"
        ) from None


def format_error(err: Diagnostic, source: SourceMap | None) -> str:
    """`file:line:col: error: message`, the source line and a caret, like MLIR."""
    where = err.pos
    line_text = None
    col = 0
    if where is not None and source is not None:
        _, _, tail = where.rpartition(source.name + ":")
        parts = tail.split(":")
        if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
            line_text = source.source_line(int(parts[0]))
            col = int(parts[1])
    if where is None and err.op is not None and source is not None:
        loc = source.locate(err.op)
        if loc is not None:
            where = f"{loc[0]}:{loc[1]}:{loc[2]}"
            if loc[0] == source.name:
                line_text = source.source_line(loc[1])
                col = loc[2]
    if where is None:
        where = source.name if source is not None else "<unknown>"
    text = f"{where}: error: {err.message}"
    if err.op is not None and line_text is None and err.pos is None:
        text += f"\n  in op '{err.op.name}'"
    if line_text is not None:
        text += f"\n{line_text}\n{' ' * (col - 1)}^"
    return text


MAX_NESTING = {"mlir": 100, "ll": 256}
"""Deepest bracket nesting read (MLIR: `{` and `[`, i.e. regions and attribute lists;
LLVM IR: `{ ( [ <`, i.e. struct types, constant expressions, arrays, vectors).  xDSL's
parser, printer and passes and our LLVM type reader recurse once per level and hit
Python's recursion limit at ~120 nested MLIR regions and ~400 nested LLVM types;
deeper input is refused up front with a located message naming the depth."""

_BRACKETS = {
    "mlir": re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|[{}\[\]]'),
    "ll": re.compile(r'"[^"\n]*"|;[^\n]*|[{}()\[\]<>]'),
}


def check_nesting(source: SourceMap, fmt: str) -> None:
    """Raise SourceError at the first bracket nested deeper than MAX_NESTING[fmt]."""
    limit = MAX_NESTING[fmt]
    text = source.text
    opens = "{[" if fmt == "mlir" else "{([<"
    if sum(text.count(c) for c in opens) <= limit:
        return  # cannot nest deeper than it has brackets
    depth = 0
    for m in _BRACKETS[fmt].finditer(text):
        c = m.group()
        if c in opens:
            depth += 1
            if depth > limit:
                line, col = source.line_col(m.start())
                raise SourceError(
                    f"nesting deeper than {limit} levels is not supported (regions, types, constant expressions)",
                    pos=f"{source.name}:{line}:{col}",
                )
        elif len(c) == 1 and c in "}])>":
            depth = max(0, depth - 1)


# A string literal as xDSL's lexer reads it (escapes \" \n \t \\ \XX, no line break,
# form feed or vertical tab), a comment, or a quote that opens no such literal.
_MLIR_STRINGS = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"|//[^\n]*|"')


def check_strings(source: SourceMap) -> None:
    """Raise SourceError at a string literal xDSL's lexer cannot read.  Its pattern for
    them, `"(?:[^"...]+|escape)*"`, backtracks exponentially when no closing quote
    follows: one unterminated 40-character string made `simd-opt` run for minutes."""
    if '"' not in source.text:
        return
    for m in _MLIR_STRINGS.finditer(source.text):
        if m.group() == '"':
            line, col = source.line_col(m.start())
            raise SourceError(
                "unterminated string literal (no closing '\"' on its line, or an escape other than "
                "\\n \\t \\\\ \\\" \\XX)",
                pos=f"{source.name}:{line}:{col}",
            )


def parse_module(ctx: Context, source: SourceMap, fmt: str | None = None, assume_external: str | None = None) -> ModuleOp:
    """Parse `source.text` - MLIR, or LLVM IR when `fmt` is "ll" (default: from the
    file name's extension; `assume_external` as `import_llvm`'s) - then verify (with
    dominance).  Raises SourceError."""
    if fmt is None:
        fmt = "ll" if source.name.endswith(".ll") else "mlir"
    if fmt == "ll":
        return import_ll(source, assume_external=assume_external)
    check_nesting(source, "mlir")
    check_strings(source)
    try:
        parser = LocatingParser(ctx, source.text, source)
    except ParseError as e:  # xDSL lexes the first token in the constructor: a stray `'` there
        span = dataclasses.replace(e.span, line_offset=source.line_offset)
        raise SourceError(e.msg, pos=str(span.get_location())) from None
    try:
        module = parser.parse_module()
    except ParseError as e:
        e = _relocate(parser, e)
        span = dataclasses.replace(e.span, line_offset=source.line_offset)
        raise SourceError(e.msg, pos=str(span.get_location())) from None
    except (ValueError, OverflowError) as e:  # a literal xDSL's parser cannot convert (a 100 000-digit integer)
        span = dataclasses.replace(parser._current_token.span, line_offset=source.line_offset)  # pyright: ignore[reportPrivateUsage]
        raise SourceError(str(e).split(";")[0], pos=str(span.get_location())) from None
    verify_module(module)
    return module


def import_ll(source: SourceMap, entry: str | None = None, assume_external: str | None = None) -> ModuleOp:
    """Import LLVM IR (`frontends/llvm.py`), every op located at its `.ll` line, then
    verify.  Raises SourceError."""
    from simdopt.frontends.llvm import LLVMImportError, import_llvm
    from simdopt.frontends.llvm.isolate import check_in_child

    check_nesting(source, "ll")
    try:
        check_in_child(source.text)  # an LLVM assertion: a located error, not a dead tool
        module = import_llvm(source.text, source.positions, entry=entry, assume_external=assume_external)
    except LLVMImportError as e:
        pos = None
        if e.offset is not None:
            line, col = source.line_col(e.offset)
            pos = f"{source.name}:{line}:{col}"
        raise SourceError(e.message, pos=pos) from None
    verify_module(module)
    return module


def _relocate(parser: LocatingParser, e: ParseError) -> ParseError:
    """Point end-of-input errors at their cause.

    xDSL raises "values used but not defined" at the end of the input; the first use
    of the first such value is where the user must look.  Input that ends inside a
    region (a missing `}`) surfaces as an odd "in block definition" at EOF: say what
    is missing."""
    undefined = [n for n in parser.forward_ssa_references if n in parser.first_forward_use]
    if "used but not defined" in e.msg and undefined:
        name = undefined[0]
        return ParseError(parser.first_forward_use[name], f"use of undefined value %{name}")
    at_eof = e.span.start >= len(parser.lexer.input.content.rstrip())
    if at_eof and ("block definition" in e.msg or "Expected '}'" in e.msg):
        return ParseError(e.span, "unexpected end of input: missing '}' to close a region")
    return e


# --------------------------------------------------------------------------- verify


def verify_module(root: Operation) -> None:
    """Verify every op (innermost first, like xDSL) and SSA dominance; raise a
    SourceError naming the first failing op."""
    for op in root.walk(reverse=False, region_first=True):
        try:
            _verify_op(op)
        except VerifyException as e:
            msg = str(e.args[0]) if e.args else str(e)
            raise SourceError(msg, op) from None
        except DiagnosticException as e:  # pragma: no cover - defensive
            raise SourceError(str(e), op) from None
    check_dominance(root)


def _verify_op(op: Operation) -> None:
    """`Operation.verify(verify_nested_ops=False)` without its quadratic part.

    xDSL 0.74 counts a region's blocks (`len(region.blocks)` walks the list) for every
    block terminator, which makes verification quadratic in the number of blocks; here
    "more than one block" is an O(1) look at the first block's successor.  The checks
    and messages are xDSL's."""
    for operand in op.operands:
        if isinstance(operand, ErasedSSAValue):
            raise VerifyException("Erased SSA value is used by the operation")
        if isinstance(operand, ForwardDeclaredValue):  # defined only inside a region of its user
            raise VerifyException(f"use of {_value_name(operand)}, which is defined inside a region of this op: not where the op can see it")
    block = op.parent
    region = None if block is None else block.parent
    if op.successors:
        if block is None or region is None:
            raise VerifyException(
                f"Operation {op.name} with block successors does not belong to a block or a region"
            )
        if block.last_op is not op:
            raise VerifyException(
                f"Operation {op.name} with block successors must terminate its parent block"
            )
        for succ in op.successors:
            if succ.parent is not region:
                raise VerifyException(
                    f"Operation {op.name} is branching to a block of a different region"
                )
    if block is not None and region is not None and block.last_op is op:
        first = region.first_block
        multi_block = first is not None and first.next_block is not None
        if multi_block:
            if not op.has_trait(IsTerminator):
                raise VerifyException(
                    f"Operation {op.name} terminates block in multi-block region but is not a terminator"
                )
        elif (
            (parent_op := region.parent) is not None
            and not parent_op.has_trait(NoTerminator)
            and not op.has_trait(IsTerminator)
        ):
            raise VerifyException(
                f"Operation {op.name} terminates block in single-block region but is not a terminator"
            )
    op.verify_()
    check = _EXTRA_CHECKS.get(type(op))
    if check is not None:
        check(op)


# What xDSL 0.74's verifiers let through and mlir-opt rejects (later stages crashed on it).


def _check_successor_operands(op: Operation) -> None:
    """Every successor gets as many operands as it has arguments, of their types."""
    groups: list[Sequence[SSAValue]]
    if isinstance(op, cf.BranchOp):
        groups = [op.arguments]
    elif isinstance(op, cf.ConditionalBranchOp):
        groups = [op.then_arguments, op.else_arguments]
    else:
        return
    for succ, values in zip(op.successors, groups, strict=True):
        types = [v.type for v in values]
        expected = [a.type for a in succ.args]
        if types != expected:
            raise VerifyException(
                f"branch passes {len(types)} operand(s) ({', '.join(map(str, types)) or 'none'}) to a block "
                f"with {len(expected)} argument(s) ({', '.join(map(str, expected)) or 'none'})"
            )


def _check_if_yields(op: Operation) -> None:
    """An `scf.if` with results yields that many values from both branches (xDSL adds an
    empty `scf.yield` to a branch written without one)."""
    assert isinstance(op, scf.IfOp)
    if not op.results:
        return
    result_types = [r.type for r in op.results]
    for name, region in (("then", op.true_region), ("else", op.false_region)):
        block = region.first_block
        term = block.last_op if block is not None else None
        types = [v.type for v in term.operands] if isinstance(term, scf.YieldOp) else None
        if types != result_types:
            shown = "no else region" if block is None else f"yields {len(types or [])} value(s)"
            raise VerifyException(
                f"scf.if has {len(result_types)} result(s) ({', '.join(map(str, result_types))}) but its {name} region {shown}"
            )


_EXTRA_CHECKS: dict[type[Operation], Callable[[Operation], None]] = {
    cf.BranchOp: _check_successor_operands,
    cf.ConditionalBranchOp: _check_successor_operands,
    scf.IfOp: _check_if_yields,
}


def check_dominance(root: Operation) -> None:
    """Every use is dominated by its definition (MLIR's rule for SSACFG regions;
    graph regions such as builtin.module's are exempt)."""

    @functools.cache
    def tree(region: Region) -> DomTree[Block]:
        return dominator_tree(CFG(region))

    @functools.cache
    def order(block: Block) -> dict[Operation, int]:
        return {o: i for i, o in enumerate(block.ops)}

    def index_in(block: Block, op: Operation) -> int:
        return order(block)[op]

    for op in root.walk():
        for operand in op.operands:
            if not _dominates(operand, op, tree, index_in):
                raise SourceError(
                    f"operand {_value_name(operand)} of '{op.name}' does not "
                    "dominate this use",
                    op,
                )


def _value_name(v: SSAValue) -> str:
    return f"%{v.name_hint}" if v.name_hint else "value"


def _dominates(value: SSAValue, user: Operation, tree, index_in) -> bool:  # type: ignore[no-untyped-def]
    from xdsl.ir import BlockArgument, OpResult

    if isinstance(value, BlockArgument):
        def_block = value.block
        def_op = None
    else:
        assert isinstance(value, OpResult)
        def_op = value.op
        def_block = def_op.parent_block()
    if def_block is None:
        return False
    region = def_block.parent
    # Lift the user to the op that sits in the definition's region.
    cur: Operation | None = user
    while cur is not None and cur.parent_region() is not region:
        cur = cur.parent_op()
    if cur is None:
        return False  # defined in a region that does not enclose the use
    use_block = cur.parent_block()
    assert use_block is not None
    parent = region.parent if region is not None else None
    if isinstance(parent, ModuleOp):  # a graph region
        return True
    if use_block is def_block:
        if def_op is None:
            return True
        if cur is def_op:
            return False
        return index_in(def_block, def_op) < index_in(def_block, cur)
    assert region is not None
    dom = tree(region)
    if not dom.contains(use_block):
        return True  # unreachable code: MLIR accepts any use there
    return dom.dominates(def_block, use_block)

