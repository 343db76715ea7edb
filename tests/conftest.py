"""pytest configuration: tests import the installed `simdopt` package.

The `tools` fixture runs `simd-opt`/`simd-run` command lines as the installed console
scripts would, but through lit's fork server (`tests/filecheck/Inputs/tool_server.py`):
each call is a fresh fork of one process that imported the tools once, so a test pays
the tool's work and not its ~0.5 s of start-up.  Exit status, stdout and stderr are the
process's own; without fork or Unix sockets the installed tools run as subprocesses.

`tests/support/` (helper modules tests of several folders share, as `lane_run.py`) goes
on `sys.path` here, before any test is collected: with `--import-mode=importlib` pytest
puts no test folder there, and the tests are no package."""

from __future__ import annotations

import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

_SUPPORT = str(Path(__file__).resolve().parent / "support")
if _SUPPORT not in sys.path:
    sys.path.insert(0, _SUPPORT)

_SERVER = Path(__file__).resolve().parent / "filecheck" / "Inputs" / "tool_server.py"
_BIN = Path(sys.executable).parent


class Tools:
    """`run(argv)`: `subprocess.run(argv, capture_output=True, text=True)` for a command
    line whose program is the installed `simd-opt` or `simd-run` (a path or a name)."""

    def __init__(self) -> None:
        self._server: subprocess.Popen[str] | None = None
        self._folder: str | None = None
        self._socket: str | None = None
        self._tried = False

    def _start(self) -> str | None:
        self._tried = True
        if not hasattr(os, "fork") or not hasattr(socket, "send_fds"):
            return None
        self._folder = tempfile.mkdtemp(prefix="simdopt-pytest-")
        path = os.path.join(self._folder, "tools.sock")
        self._server = subprocess.Popen([sys.executable, str(_SERVER), path], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
        assert self._server.stdout is not None
        if self._server.stdout.readline().strip() != "ready":
            self.close()
            return None
        self._socket = path
        return path

    def close(self) -> None:
        if self._server is not None:
            self._server.terminate()
            self._server.wait()
            if self._server.stdout is not None:
                self._server.stdout.close()
            self._server = None
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None
        self._socket = None

    def run(self, argv: list[str], input: str | None = None) -> subprocess.CompletedProcess[str]:
        tool = os.path.basename(argv[0])
        assert tool in ("simd-opt", "simd-run"), f"not a tool of the server: {argv[0]}"
        path = self._socket if self._tried else self._start()
        if path is None:
            return subprocess.run([str(_BIN / tool), *argv[1:]], input=input, capture_output=True, text=True)
        with tempfile.TemporaryFile("w+") as stdin, tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            if input is not None:
                stdin.write(input)
                stdin.flush()
                stdin.seek(0)
            request = json.dumps({"tool": tool, "argv": [tool, *argv[1:]], "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                conn.connect(path)
                socket.send_fds(conn, [struct.pack("!I", len(request))], [stdin.fileno(), out.fileno(), err.fileno()])
                conn.sendall(request)
                status = b""
                while len(status) < 4:
                    chunk = conn.recv(4 - len(status))
                    assert chunk, f"{tool}: the tool server lost the run (crashed?)"
                    status += chunk
            out.seek(0)
            err.seek(0)
            return subprocess.CompletedProcess(argv, struct.unpack("!i", status)[0], out.read(), err.read())


@pytest.fixture(scope="session")
def tools() -> Iterator[Tools]:
    """One tool server per pytest process (each xdist worker), started on first use."""
    runner = Tools()
    yield runner
    runner.close()


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """With `-n` and no `--dist`, xdist's `worksteal`: an idle worker takes queued tests
    from a busy one (with `load`, the last slow tests of one file kept one worker busy
    for minutes while the other idled).  Nothing without xdist (`-p no:xdist`)."""
    option = config.option
    if getattr(option, "numprocesses", None) and getattr(option, "dist", None) == "no":
        option.dist = "worksteal"
