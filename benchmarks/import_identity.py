"""Byte-identity check for the LLVM importer: import every `.ll` of the repository (and
/work/shared/precision/*.ll when present) and write, per file, the printed module, every
op's recorded `.ll` offset, and `inlined_module_text` - or the exact `LLVMImportError`
text and offset - to one snapshot file.

    python benchmarks/import_identity.py save  DIR   # snapshot before a change
    python benchmarks/import_identity.py check DIR   # compare after it: exit 1 on a difference
"""

from __future__ import annotations

import glob
import hashlib
import io
import re
import subprocess
import sys
from pathlib import Path

from xdsl.ir import Operation
from xdsl.printer import Printer

from simdopt.frontends.llvm import LLVMImportError, import_llvm, inlined_module_text
from simdopt.ir.output import write_file
from simdopt.tools.checkout import checkout

ROOT = checkout()


def inputs() -> list[Path]:
    out = subprocess.run(["git", "ls-files", "*.ll"], cwd=ROOT, capture_output=True, text=True, check=True)
    files = [ROOT / p for p in out.stdout.split()]
    files += [Path(p) for p in sorted(glob.glob("/work/shared/precision/*.ll"))]
    return files


def imported(text: str, entry: str | None, buf: io.StringIO) -> None:
    positions: dict[Operation, int] = {}
    try:
        module = import_llvm(text, positions, entry)
    except LLVMImportError as e:
        buf.write(f"LLVMImportError: {e.message} @ {e.offset}\n")
    else:
        Printer(stream=buf).print_op(module)
        buf.write("\n-- positions\n")
        for op in module.walk():
            buf.write(f"{op.name} {positions.get(op)}\n")


def snapshot(path: Path) -> str:
    """The whole module, then each defined function as `entry`."""
    text = path.read_text()
    buf = io.StringIO()
    imported(text, None, buf)
    for name in re.findall(r"^define\b[^@\n]*@(\"[^\"]*\"|[-\w.$]+)", text, re.M):
        buf.write(f"-- entry {name}\n")
        imported(text, name.strip('"'), buf)
    buf.write("-- inlined\n")
    try:
        buf.write(inlined_module_text(text))
    except LLVMImportError as e:
        buf.write(f"LLVMImportError: {e.message} @ {e.offset}\n")
    return buf.getvalue()


def key(path: Path) -> str:
    return hashlib.sha1(str(path).replace(str(ROOT), "").encode()).hexdigest()[:12] + "-" + path.name + ".txt"


def main() -> int:
    mode, out = sys.argv[1], Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    same = differ = 0
    for p in inputs():
        got = snapshot(p)
        f = out / key(p)
        if mode == "save":
            write_file(f, got)
            continue
        if f.exists() and f.read_text() == got:
            same += 1
        else:
            differ += 1
            print(f"DIFFERENT: {p}")
    if mode == "check":
        print(f"{same} identical, {differ} different")
    else:
        print(f"saved {len(list(out.iterdir()))} snapshots to {out}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
