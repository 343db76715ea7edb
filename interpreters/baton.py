"""The baton the schedulers pass: `spmd.py` runs a thread per lane, `gpu.py`'s
`run_block` a thread per subgroup of a block, and one of them runs at a time."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
_POLL = 0.2  # seconds between the scheduler's looks at a pending signal


class _Abort(BaseException):
    """Unwinds a parked body when the scheduler stops it (not an Exception, so neither
    xDSL's per-op `except Exception` nor an interpreter layer wraps it)."""


class Baton(Generic[T]):
    """A body run in its own Python thread, one step at a time, so the interpreters need
    no locking: `start(body)` starts the thread, which waits; the scheduler (the caller's
    thread) `resume()`s it and waits until the body `park()`s (a lane at a sync point, a
    subgroup at `gpu.barrier`) or ends (`done`, with its `result`, or its `error`, which
    `resume` re-raises); `stop()` unwinds a body that has not ended (its `park` raises
    `_Abort`) and waits for the thread.  `go`: the body may run; `back`: the scheduler."""

    def __init__(self) -> None:
        self.go = threading.Semaphore(0)
        self.back = threading.Semaphore(0)
        self.thread: threading.Thread | None = None
        self.aborted = self.done = self.running = False
        self.error: BaseException | None = None
        self.result: T | None = None

    def start(self, body: Callable[[], T]) -> None:
        self.thread = threading.Thread(target=self._run, args=(body,), daemon=True)
        self.thread.start()

    def resume(self) -> None:
        self.go.release()
        self.running = True
        # A timed wait, so Ctrl-C reaches the scheduler (the main thread) while a body
        # runs a long stretch: the kernel may deliver SIGINT to the body's thread, and
        # Python only runs the handler when the main thread runs bytecode again.
        while not self.back.acquire(timeout=_POLL):
            pass
        self.running = False
        if self.error is not None:
            raise self.error

    def park(self) -> None:
        self.back.release()
        self.go.acquire()
        if self.aborted:
            raise _Abort()

    def stop(self) -> None:
        self.aborted = True  # (a body that ended never reads it)
        if self.running:  # the scheduler was interrupted (Ctrl-C) while the body ran:
            return  # it is a daemon thread, gone with the process; waiting could be forever
        self.go.release()
        if self.thread is not None:
            self.thread.join()

    def _run(self, body: Callable[[], T]) -> None:
        self.go.acquire()
        try:
            if not self.aborted:
                self.result = body()
        except _Abort:
            pass
        except BaseException as e:  # handed to the scheduler, which re-raises it
            self.error = e
        finally:
            self.done = True
            self.back.release()
