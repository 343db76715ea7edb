"""Facts read from the `.ll` text that llvmlite does not expose: each function's
instructions with their offsets (for locating ops), value and label names, parameter
names, top-level lists and float literals; and SPEC section 10's naming of values."""

from __future__ import annotations

import re
import struct
import unicodedata
from dataclasses import dataclass, field


@dataclass
class Inst:
    text: str
    offset: int


@dataclass
class FnText:
    offset: int
    header: str
    insts: list[Inst] = field(default_factory=list[Inst])
    labels: dict[int, str] = field(default_factory=dict[int, str])  # first inst index -> label


_NAME = r'("(?:[^"\\]|\\.)*"|[-\w.$]+)'  # an LLVM name, maybe quoted
DEFINE = re.compile(r"define\b[^@]*@" + _NAME + r"\s*\(")
LABEL = re.compile(_NAME + ":")
RESULT = re.compile("%" + _NAME + r"\s*=")


def param_names(header: str) -> list[str | None]:
    """The `%names` of a define line's parameters (None for an unnamed one)."""
    start = header.find("(", header.find("@"))
    depth = 0
    for i in range(start, len(header)):
        if header[i] == "(":
            depth += 1
        elif header[i] == ")":
            depth -= 1
            if depth == 0:
                found = [re.search("%" + _NAME + r"\s*$", p) for p in split_top(header[start + 1 : i])]
                return [m.group(1).strip('"') if m else None for m in found]
    return []


def _code(line: str) -> str:
    """The line without its `;` comment (quotes respected)."""
    if '"' not in line:
        return line.split(";", 1)[0]
    inq = False
    for i, c in enumerate(line):
        if c == '"':
            inq = not inq
        elif c == ";" and not inq:
            return line[:i]
    return line


def scan_functions(text: str) -> dict[str, FnText]:
    """Each defined function's header and its instructions' text and offsets, in order
    (an instruction spanning several lines - a `switch` - is joined)."""
    out: dict[str, FnText] = {}
    cur: FnText | None = None
    depth = 0
    offset = 0
    for raw in text.splitlines(keepends=True):
        start = offset
        offset += len(raw)
        line = _code(raw).rstrip()
        stripped = line.lstrip()
        if cur is None:
            if stripped.startswith("define"):
                m = DEFINE.match(stripped)
                if m:
                    name = m.group(1).strip('"')
                    cur = out[name] = FnText(start, stripped)
                    depth = 0
            continue
        if not stripped:
            continue
        if depth > 0:
            cur.insts[-1].text += " " + stripped
            depth += stripped.count("[") - stripped.count("]")
            continue
        if stripped == "}":
            cur = None
            continue
        if (lm := LABEL.fullmatch(stripped)) is not None:
            cur.labels[len(cur.insts)] = lm.group(1).strip('"')
            continue
        cur.insts.append(Inst(stripped, start + len(line) - len(stripped)))
        depth = stripped.count("[") - stripped.count("]")
        if stripped.startswith("}"):  # `}` closing a function whose last line ended oddly
            cur = None
    return out


GEP_SOURCE = re.compile(r"\bgetelementptr\s+(?:(?:inbounds|nuw|nusw|inrange\([^)]*\))\s+)*")
"""A GEP's text up to its source element type."""


_HEX_FLOAT = re.compile(r"0x([0-9A-Fa-f]{16})$")


def float_literal(tok: str) -> float:
    m = _HEX_FLOAT.match(tok)
    if m:
        return struct.unpack(">d", bytes.fromhex(m.group(1)))[0]
    if tok.startswith(("0xH", "0xK", "0xL", "0xM", "0xR")):
        raise ValueError(f"unsupported float literal '{tok}'")
    return float(tok)


def split_top(s: str) -> list[str]:
    """Split at top-level commas."""
    out: list[str] = []
    depth = 0
    cur = ""
    for c in s:
        if c in "<[{(":
            depth += 1
        elif c in ">]})":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


class Namer:
    """Names of SPEC section 10: the text's (`%x.next`, `%5` -> `v5`, `for.body:`,
    `5:` -> `L5`, `bb7:` -> `Lbb7`), else LLVM's numbering of unnamed values."""

    def __init__(self) -> None:
        self.next = 0

    def _number(self, text: str | None) -> str:
        if text is not None and text.isdigit():
            self.next = int(text) + 1
            return text
        n = self.next
        self.next += 1
        return str(n)

    def value(self, name: str, text: str | None = None) -> str:
        return name or "v" + self._number(text)

    def block(self, name: str, text: str | None = None) -> str:
        if not name:
            return "L" + self._number(text)
        return "L" + name if re.fullmatch(r"bb\d+|\d.*", name) else name


_VALID_NAME = re.compile(r"[A-Za-z_$.-][\w$.-]*", re.ASCII)


def hint(name: str) -> str | None:
    """An LLVM name as a valid xDSL name, recognisably: accents dropped (`éntrée` ->
    `entree`), other characters outside [A-Za-z0-9_$.-] as `_`, `v` before a leading
    digit (`%"5x"` -> `v5x`); None for a name with nothing left (`%"%5"` -> `v_5`)."""
    if _VALID_NAME.fullmatch(name):
        return name
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    plain = re.sub(r"[^A-Za-z0-9_$.-]", "_", plain)
    if plain[:1].isdigit() or plain[:1] == "_":
        plain = "v" + plain
    return plain if _VALID_NAME.fullmatch(plain) and plain.strip("_") else None


def text_matches(opcodes: list[str], text: FnText) -> bool:
    """Does each instruction's text start with its opcode (after `%x =`)?"""
    for op, t in zip(opcodes, text.insts, strict=True):
        m = RESULT.match(t.text)
        words = (t.text[m.end() :] if m else t.text).split(None, 2)
        if not words:
            return False
        if words[0] == op:
            continue
        if op == "call" and words[0] in ("tail", "musttail", "notail") and words[1:2] == ["call"]:
            continue
        return False
    return True
