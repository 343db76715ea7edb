#!/usr/bin/env -S python3 -I -S
"""The `simd-opt`/`simd-run`/`filecheck` of the lit suite: a client of `../tool_server.py`
(standard library only: `-I -S` spares the start-up the site packages' path files).

Sends the arguments, working directory, environment and stdin/stdout/stderr to the
server named by SIMDOPT_TOOL_SERVER and exits with the tool's status; without a
server, runs the installed tool (`SIMDOPT_TOOL_BIN`/<tool>)."""

import json
import os
import socket
import struct
import sys


def main() -> None:
    tool = os.path.basename(sys.argv[0])
    path = os.environ.get("SIMDOPT_TOOL_SERVER")
    if path:
        try:
            conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            conn.connect(path)
        except OSError:
            conn = None
        if conn is not None:
            data = json.dumps({"tool": tool, "argv": [tool, *sys.argv[1:]], "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
            socket.send_fds(conn, [struct.pack("!I", len(data))], [0, 1, 2])
            conn.sendall(data)
            status = b""
            while len(status) < 4:
                chunk = conn.recv(4 - len(status))
                if not chunk:
                    sys.stderr.write(f"{tool}: the tool server lost the run (crashed?)\n")
                    sys.exit(70)
                status += chunk
            sys.exit(struct.unpack("!i", status)[0])
    real = os.path.join(os.environ.get("SIMDOPT_TOOL_BIN", ""), tool)
    os.execv(real, [real, *sys.argv[1:]])


main()
