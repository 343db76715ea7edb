"""Where the points of a sweep run: this process, a local process pool, a Dask cluster.

`run_points(fn, items, ...)` yields `(index, fn(items[index]))` as the points finish,
whatever runs them:

* `jobs=0`: this process, one after the other (no isolation: for debugging);
* `jobs=N >= 1`: a `concurrent.futures.ProcessPoolExecutor` of N workers.  At most N
  points are handed out at a time, so when a worker dies (a segfault in native code, the
  OOM killer) the points it may have been running are known: they run again one at a
  time, alone in a fresh pool, and the one that kills its worker again becomes a row
  made by `failed(item, "crash", message)`.  A point that outlives `timeout` plus a
  grace period (native code deaf to the worker's own alarm) has its pool's processes
  killed and becomes `failed(item, "timeout", ...)`; the points it shared the pool with
  run again;
* `scheduler="tcp://HOST:PORT"`: the points go to that Dask distributed scheduler
  (`client.map`); a task that raises, or whose workers kept dying (`KilledWorker`), is a
  `failed` row.  Dask runs tasks in worker threads, where no alarm can interrupt a
  point: the interpreters' own time limit bounds a run there.

The functions must be picklable (module-level) and deterministic, so that every way of
running gives the same results; and an item must carry what its point reads (kernel
text, not a path): a Dask worker need not see this machine's files.
"""

from __future__ import annotations

import argparse
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

GRACE = 30.0
"""Seconds past a point's timeout before its worker is killed."""


def add_options(parser: argparse.ArgumentParser, default_jobs: int = 0) -> None:
    """`--jobs N | --scheduler tcp://HOST:PORT`, as the benchmarks on the runner take them."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=default_jobs,
                       help=f"worker processes (0: this process; default {default_jobs})")  # fmt: skip
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", help="run the points on this Dask distributed scheduler")


def run_points(
    fn: Callable[[T], R],
    items: Sequence[T],
    failed: Callable[[T, str, str], R],
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    timeout: float | None = None,
) -> Iterator[tuple[int, R]]:
    """`(index, fn(items[index]))` for every item, in the order they finish."""
    if scheduler is not None:
        yield from _dask(fn, items, failed, scheduler)
    elif jobs <= 0:
        for i, item in enumerate(items):
            yield i, fn(item)
    else:
        yield from _pool(fn, items, failed, jobs, timeout)


def in_order(results: Iterator[tuple[int, R]]) -> Iterator[R]:
    """The results of `run_points` in the items' order (each as soon as its turn comes)."""
    waiting: dict[int, R] = {}
    turn = 0
    for i, r in results:
        waiting[i] = r
        while turn in waiting:
            yield waiting.pop(turn)
            turn += 1


def _pool(
    fn: Callable[[T], R], items: Sequence[T], failed: Callable[[T, str, str], R], jobs: int, timeout: float | None
) -> Iterator[tuple[int, R]]:
    todo: deque[int] = deque(range(len(items)))
    alone: deque[int] = deque()  # suspects of a worker's death: each runs by itself
    while todo or alone:
        queue, limit = (alone, 1) if alone else (todo, jobs)
        running: dict[Future[R], tuple[int, float]] = {}
        hung: set[int] = set()
        broken = False
        ex = ProcessPoolExecutor(max_workers=limit)
        try:
            while (queue or running) and not broken:
                while queue and len(running) < limit:
                    i = queue.popleft()
                    running[ex.submit(fn, items[i])] = (i, time.monotonic())
                done, _ = wait(running, timeout=1.0, return_when=FIRST_COMPLETED)
                for f in done:
                    i, _ = running[f]
                    try:
                        r = f.result()
                    except BrokenProcessPool:
                        broken = True
                        continue
                    except Exception as e:  # fn itself raised: that point's row
                        r = failed(items[i], "internal", f"{type(e).__name__}: {e}")
                    del running[f]
                    yield i, r
                if timeout is not None and not broken:
                    now = time.monotonic()
                    hung = {i for i, t0 in running.values() if now - t0 > timeout + GRACE}
                    if hung:
                        for p in list(ex._processes.values()):  # a worker deaf to its alarm
                            p.kill()
                        broken = True
        finally:
            ex.shutdown(wait=True, cancel_futures=True)
        lost = [i for i, _ in running.values()]
        if not broken and not hung:
            continue
        if limit == 1 or hung:
            for i in lost:
                if i in hung:
                    yield i, failed(items[i], "timeout", f"timed out after {timeout:g} s (worker killed)")
                elif limit == 1:
                    yield i, failed(items[i], "crash", "the worker process died running this point")
                else:  # shared the pool with a hung point: run again
                    todo.appendleft(i)
        else:
            alone.extend(sorted(lost))


def _dask(fn: Callable[[T], R], items: Sequence[T], failed: Callable[[T, str, str], R], scheduler: str) -> Iterator[tuple[int, R]]:
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise RuntimeError("--scheduler needs dask.distributed: pip install '.[cluster]'") from None
    with Client(scheduler, set_as_default=False) as client:
        futures: list[Any] = client.map(fn, list(items), pure=False)  # pyright: ignore[reportUnknownMemberType]
        index = {f.key: i for i, f in enumerate(futures)}
        for f in as_completed(futures, loop=client.loop):
            i = index[f.key]
            try:
                r = f.result()
            except Exception as e:  # the task raised, or its workers kept dying
                r = failed(items[i], "crash", f"{type(e).__name__}: {e}")
            yield i, r
