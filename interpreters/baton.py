"""The baton `gpu.py`'s `run_block` passes: a thread per subgroup of a block of a
vectorized launch with barriers, one of them running at a time.  (The SPMD executor's
lanes are generators instead, `spmd_steps.py`: a lane switches at every shared-memory
access, far too often for a thread hand-off.)

The threads come from a pool (`_Worker`): inside `pooled` (a vectorized launch) a
finished body's thread waits for the next body instead of ending (at most `_IDLE_MAX`
wait; the rest end), and the pool's threads end with the run.  The hand-offs are raw
locks (`_thread.allocate_lock`) used as binary semaphores: the `threading.Semaphore`
they replace is Python code around a condition variable, several times slower per
hand-off."""

from __future__ import annotations

import _thread
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Generic, TypeVar

T = TypeVar("T")
_POLL = 0.2  # seconds between the scheduler's looks at a pending signal


class _Abort(BaseException):
    """Unwinds a parked body when the scheduler stops it (not an Exception, so neither
    xDSL's per-op `except Exception` nor an interpreter layer wraps it)."""


_IDLE_MAX = 64
"""Threads kept waiting for a next body; more end when their body does."""


class _Pool:
    """The workers of the runs in progress (`pooled`)."""

    guard = threading.Lock()
    depth = 0
    """Nesting of `pooled` contexts: workers are kept while it is positive."""
    idle: list[_Worker] = []
    threads: list[threading.Thread] = []


@contextmanager
def pooled() -> Iterator[None]:
    """Batons started inside run on pooled threads, which end (and are joined) when the
    outermost `pooled` context does: a run leaves no thread behind."""
    with _Pool.guard:
        _Pool.depth += 1
    interrupted = False
    try:
        yield
    except KeyboardInterrupt:
        interrupted = True  # a body may still run (`Baton.stop`): do not wait for it
        raise
    finally:
        idle: list[_Worker] = []
        threads: list[threading.Thread] = []
        with _Pool.guard:
            _Pool.depth -= 1
            if _Pool.depth == 0:
                idle, _Pool.idle = _Pool.idle, []
                threads, _Pool.threads = _Pool.threads, []
        for w in idle:
            w.job = None
            w.wake.release()
        for t in threads if not interrupted else ():
            t.join()


class _Worker:
    """A pooled daemon thread running one `Baton` body after another."""

    def __init__(self) -> None:
        self.wake = _locked()
        self.job: Callable[[], Any] | None = None
        thread = threading.Thread(target=self._loop, daemon=True)
        _Pool.threads.append(thread)
        thread.start()

    @staticmethod
    def run(job: Callable[[], Any]) -> None:
        with _Pool.guard:
            worker = _Pool.idle.pop() if _Pool.idle else _Worker()
        worker.job = job
        worker.wake.release()

    def _loop(self) -> None:
        while True:
            self.wake.acquire()
            job, self.job = self.job, None
            if job is None:
                return
            job()
            with _Pool.guard:
                if _Pool.depth == 0 or len(_Pool.idle) >= _IDLE_MAX:
                    return
                _Pool.idle.append(self)


def _locked() -> Any:
    lock = _thread.allocate_lock()
    lock.acquire()
    return lock


class Baton(Generic[T]):
    """A body run in its own Python thread, one step at a time, so the interpreters need
    no locking: `start(body)` hands it to a (pooled) thread, which waits; the scheduler
    (the caller's thread) `resume()`s it and waits until the body `park()`s (a lane at a
    sync point, a subgroup at `gpu.barrier`) or ends (`done`, with its `result`, or its
    `error`, which `resume` re-raises); `stop()` unwinds a body that has not ended (its
    `park` raises `_Abort`) and waits for it.  `go`: the body may run; `back`: the
    scheduler; `ended`: released when the body is over."""

    def __init__(self) -> None:
        self.go = _locked()
        self.back = _locked()
        self.ended: Any = None
        self.thread: threading.Thread | None = None
        self.aborted = self.done = self.running = False
        self.error: BaseException | None = None
        self.result: T | None = None

    def start(self, body: Callable[[], T]) -> None:
        self.ended = _locked()
        if _Pool.depth:
            _Worker.run(lambda: self._run(body))
        else:  # not inside `pooled`: a thread of its own, joined by `stop`
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
        if self.ended is None or self.aborted:
            return
        self.aborted = True  # (a body that ended never reads it)
        if self.running:  # the scheduler was interrupted (Ctrl-C) while the body ran:
            return  # it is a daemon thread, gone with the process; waiting could be forever
        if not self.done:
            self.go.release()
        self.ended.acquire()
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
            if not self.aborted:
                self.back.release()
            self.ended.release()
