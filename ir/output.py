"""Writing files so that nothing is lost: the one way the tools and benchmarks write.

`write_file(path, data)` writes a temporary file in the target's directory, fsyncs it
and renames it over the target only when everything was written (`os.replace` is
atomic on POSIX): a full disk, a read-only file system or a Ctrl-C leaves the old
file as it was and no half-written one.  A target that is not a regular file (a
device such as `/dev/null` or `/dev/full`, a FIFO) is written in place: renaming over
it would replace the device node.  Every failure is one `WriteError`,
"cannot write FILE: reason", which the tools print and exit 1 with.

`GuardedStream` wraps `sys.stdout` the same way: a failing write (`> /dev/full`, a
closed descriptor) is a `WriteError` naming `<stdout>`, while a reader that went away
(`BrokenPipeError`) passes through for the tools' quiet SIGPIPE exit.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from typing import Any, TextIO

from simdopt.ir.diagnostics import Diagnostic


class WriteError(Diagnostic):
    """A file (or stdout) could not be written: "cannot write FILE: reason"."""

    def __init__(self, path: str | os.PathLike[str], err: OSError | str):
        reason = err if isinstance(err, str) else (err.strerror or type(err).__name__)
        super().__init__(f"cannot write {os.fspath(path)}: {reason}")
        self.path = os.fspath(path)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_file(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Replace `path`'s content by `data` (text is UTF-8), atomically; raise WriteError."""
    path = os.fspath(path)
    payload = data.encode() if isinstance(data, str) else data
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise WriteError(path, e) from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise WriteError(path, os.strerror(errno.EISDIR))
    if st is not None and not stat.S_ISREG(st.st_mode):
        _write_in_place(path, payload)
        return
    folder = os.path.dirname(path) or "."
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(path)}.", suffix=".tmp")
    except OSError as e:
        raise WriteError(path, e) from None
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
            # mkstemp makes the file 0600: keep the old file's mode, or what open() gives.
            os.fchmod(fd, stat.S_IMODE(st.st_mode) if st is not None else 0o666 & ~_umask())
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise WriteError(path, e) from None
        raise


def _write_in_place(path: str, payload: bytes) -> None:
    try:
        with open(path, "wb") as fh:
            fh.write(payload)
    except OSError as e:
        raise WriteError(path, e) from None


class GuardedStream:
    """A text stream whose write failures are WriteErrors naming it (`<stdout>`)."""

    def __init__(self, inner: TextIO | None, name: str = "<stdout>"):
        self.inner = inner
        self.name = name

    def _fail(self, e: OSError) -> WriteError:
        return WriteError(self.name, e)

    def write(self, text: str) -> int:
        if self.inner is None:  # the process was started with the descriptor closed
            raise self._fail(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        try:
            return self.inner.write(text)
        except BrokenPipeError:
            raise
        except OSError as e:
            raise self._fail(e) from None

    def flush(self) -> None:
        if self.inner is None:
            return
        try:
            self.inner.flush()
        except BrokenPipeError:
            raise
        except OSError as e:
            raise self._fail(e) from None

    def __getattr__(self, name: str) -> Any:
        if self.inner is None:
            raise self._fail(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        return getattr(self.inner, name)
