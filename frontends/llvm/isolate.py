"""LLVM's assertions, caught: read the module once in a forked child first.

llvmlite's LLVM is built with assertions, and some malformed IR that its parser
accepts makes a later call abort the process (SIGABRT, no message from us): e.g.
`select i1 %c, label %3, label %4` parses, then printing the instruction walks the
block's predecessors and asserts "BasicBlock used in non-terminator".  Before the
importer touches the module, `check_in_child(text)` forks; the child parses,
verifies and prints the module (the printer visits every value, type, block and
predecessor list the importer will ask about) and exits.  A child killed by a signal
becomes an `LLVMImportError` quoting LLVM's assertion and located, where the
assertion says what to look for, at the first line that matches it.  A parse error
is left to the parent, which reports it located as before.

Cost: one fork of the tool's process plus a second parse and print of the module:
~7 ms for the fork (a ~75 MB process) and ~1.5 ms per 1000 lines of IR: measured
+17 ms (1 %) on `simd-opt examples/opencl/bfs.ll` (1.81 s, median of 8, 2 busy cores).  The tools
(`tools/frontend.import_ll`) check every `.ll` input; `import_llvm` itself does not, so
library users and the test suite, which import thousands of modules in one process
and trust them, do not pay for it.  Where `os.fork` does not exist the check is
skipped.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal

from simdopt.frontends.llvm.errors import LLVMImportError

# What an assertion is about -> a line of the text that shows it (first match).
_CULPRITS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "BasicBlock used in non-terminator",
        re.compile(r"^\s*(?:%[-\w.$]+\s*=\s*)?(?!br\b|switch\b|indirectbr\b|invoke\b|callbr\b)\w[^;\n]*\blabel\s+%", re.M),
    ),
)


def _child(text: str, report: int) -> None:
    import llvmlite.binding as llvm

    try:
        module = llvm.parse_assembly(text)
    except RuntimeError:
        return  # a parse error: the parent reports it, located
    with contextlib.suppress(RuntimeError):  # an invalid module: the parent says why
        module.verify()
    str(module)
    os.write(report, b"ok")


def check_in_child(text: str) -> None:
    """Raise LLVMImportError when reading `text` with llvmlite kills the process."""
    if not hasattr(os, "fork"):
        return
    err_r, err_w = os.pipe()
    ok_r, ok_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: LLVM's assertion text goes to the pipe, nothing else runs
        status = 0
        try:
            os.close(err_r)
            os.close(ok_r)
            os.dup2(err_w, 2)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            _child(text, ok_w)
        except BaseException:
            status = 1
        finally:
            os._exit(status)
    os.close(err_w)
    os.close(ok_w)
    try:
        stderr = _read_all(err_r)
        ok = _read_all(ok_r) == b"ok"
    finally:
        os.close(err_r)
        os.close(ok_r)
        _, status = os.waitpid(pid, 0)
    if ok or not os.WIFSIGNALED(status):
        return
    raise _crash_error(text, os.WTERMSIG(status), stderr.decode(errors="replace"))


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


def _crash_error(text: str, sig: int, stderr: str) -> LLVMImportError:
    name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else f"signal {sig}"
    m = re.search(r"Assertion `(.*)' failed", stderr)
    what = m.group(1) if m else None
    if what is not None:
        reason = re.search(r'"([^"]+)"', what)
        what = reason.group(1) if reason else what
    message = f"LLVM aborted ({name}) while reading this module" + (f": {what}" if what else "")
    offset = None
    for key, pattern in _CULPRITS:
        if what is not None and key in what and (hit := pattern.search(text)):
            offset = hit.start() + len(hit.group(0)) - len(hit.group(0).lstrip())
            break
    return LLVMImportError(message, offset)
