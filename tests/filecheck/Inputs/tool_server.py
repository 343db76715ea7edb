"""A fork server for the lit suite: `simd-opt`, `simd-run` and `filecheck` without the
start-up.

Every RUN line of the suite starts a tool, and a tool spends most of its time importing
xDSL and our dialects, passes and interpreters (~0.4 s of CPU, ~900 starts), or Python
and `filecheck` (~0.08 s, ~950 starts; the client's own start is ~0.02 s).  lit.cfg
starts this server once per lit run; it imports the tools once and listens on a Unix
socket.  The tools lit finds on PATH are the clients of `bin/` (`client.py`): each sends
its arguments, working directory, environment and its stdin/stdout/stderr (as file
descriptors) to the server, which forks; the child takes them over and runs the tool's
own `main` exactly as the console script does, then sends the exit status back.  Every
call is a fresh fork of the same pristine process: nothing carries over between calls.
Without the server (`lit --param tool-server=0`, or it is not running) the clients run
the installed tools.

    python tool_server.py SOCKET      prints "ready" once listening; ends with lit

pytest's `tools` fixture (tests/conftest.py) starts one per worker the same way.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import struct
import sys


def _tools() -> dict[str, object]:
    from filecheck.main import main as filecheck

    from simdopt.passes import get_all_passes
    from simdopt.tools import simd_opt, simd_run

    # What a run may import late, loaded once here: every pass.
    for factory in get_all_passes().values():
        factory()
    return {"simd-opt": simd_opt.main, "simd-run": simd_run.main, "filecheck": filecheck}


def _receive(conn: socket.socket) -> tuple[dict[str, object], list[int]]:
    head, fds, _, _ = socket.recv_fds(conn, 4, 3)
    (size,) = struct.unpack("!I", head)
    data = b""
    while len(data) < size:
        chunk = conn.recv(size - len(data))
        if not chunk:
            raise ConnectionError("client went away")
        data += chunk
    return json.loads(data), fds


def _fresh_stdio() -> None:
    """New sys.stdin/stdout/stderr over the client's descriptors, as a process started on
    them gets: the server's own were made for its pipe and lit's streams (a stream caches
    whether its file can seek, and `filecheck` reconfigures its encoding, which asks)."""
    streams = []
    for fd, old in enumerate((sys.stdin, sys.stdout, sys.stderr)):
        mode = "r" if fd == 0 else "w"
        buffering = 1 if fd == 2 or os.isatty(fd) else -1  # 1: by line, as Python's stderr
        streams.append(open(fd, mode, buffering, encoding=old.encoding, errors=old.errors, closefd=False))  # noqa: SIM115
    sys.stdin, sys.stdout, sys.stderr = streams
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams


def _child(conn: socket.socket, request: dict[str, object], fds: list[int], tools: dict[str, object]) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    _fresh_stdio()
    argv = [str(a) for a in request["argv"]]  # type: ignore[union-attr]
    os.chdir(str(request["cwd"]))
    os.environ.clear()
    os.environ.update(request["env"])  # type: ignore[arg-type]
    sys.argv = argv
    status = 0
    try:
        result = tools[str(request["tool"])]()  # type: ignore[operator]
        status = result if isinstance(result, int) else 0  # what sys.exit(main()) does
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if not isinstance(e.code, int | None):
            print(e.code, file=sys.stderr)
    except BaseException:
        import traceback

        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError):  # a reader that went away
            stream.flush()
    try:
        conn.sendall(struct.pack("!i", status))
    finally:
        os._exit(0)


def _reap(block: bool) -> None:
    """Wait for finished children (so that their CPU time counts in lit's, as a tool
    run by lit directly would); `block`: for all of them."""
    while True:
        try:
            pid, _ = os.waitpid(-1, 0 if block else os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def serve(path: str) -> None:
    tools = _tools()
    parent = os.getppid()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # lit.cfg's stop()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(16)
    server.settimeout(1.0)
    print("ready", flush=True)
    try:
        while os.getppid() == parent:  # until lit is gone
            _reap(block=False)
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            conn.settimeout(None)
            try:
                request, fds = _receive(conn)
            except (OSError, ValueError):
                conn.close()
                continue
            if os.fork() == 0:
                server.close()
                _child(conn, request, fds, tools)
            for fd in fds:
                os.close(fd)
            conn.close()
    finally:
        server.close()
        os.unlink(path)
        _reap(block=True)


if __name__ == "__main__":
    serve(sys.argv[1])
