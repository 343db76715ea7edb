"""Nothing is lost when an output cannot be written: the old `-o` file survives a full
disk, and every write failure is "cannot write FILE: reason" with exit status 1."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from simdopt.ir.output import WriteError, write_file
from simdopt.tools import simd_opt

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _disk_full_after(limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """os.write accepts `limit` bytes in all, then fails with ENOSPC, like a full disk."""
    real_write = os.write
    left = [limit]

    def write(fd: int, data: bytes | memoryview) -> int:
        if left[0] <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        n = real_write(fd, bytes(data[: left[0]]))
        left[0] -= n
        return n

    monkeypatch.setattr(os, "write", write)


def test_full_disk_keeps_the_old_output_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out.mlir"
    target.write_text("// the previous output\n")
    _disk_full_after(64, monkeypatch)
    with pytest.raises(SystemExit) as exit_info:
        simd_opt.main([str(EXAMPLES / "fir.mlir"), "-o", str(target)])
    assert exit_info.value.code == 1
    assert target.read_text() == "// the previous output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir"]  # no temporary left
    err = capsys.readouterr().err
    assert err.strip() == f"simd-opt: error: cannot write {target}: No space left on device"


def test_write_file_replaces_and_keeps_the_mode(tmp_path: Path) -> None:
    target = tmp_path / "data.txt"
    target.write_text("old")
    target.chmod(0o640)
    write_file(target, "new")
    assert target.read_text() == "new"
    assert target.stat().st_mode & 0o777 == 0o640


def test_write_file_onto_a_directory_is_a_write_error(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match=f"cannot write {tmp_path}: Is a directory"):
        write_file(tmp_path, "x")


def test_write_file_into_a_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match="No such file or directory"):
        write_file(tmp_path / "missing" / "out.txt", "x")


def test_write_file_to_a_device_writes_in_place() -> None:
    write_file(os.devnull, "x")  # not replaced by a regular file
    assert not Path(os.devnull).is_file()


def _tool(tool: str, *args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", f"simdopt.tools.{tool}", *args]
    return subprocess.run(cmd, capture_output=True, text=True, check=False, **kw)  # type: ignore[call-overload]


@pytest.mark.parametrize("tool", ["simd_opt", "simd_run"])
def test_closed_stdout_is_a_write_error(tool: str) -> None:
    args = [str(EXAMPLES / "fir.mlir")] if tool == "simd_opt" else [str(EXAMPLES / "fir.mlir"), "--args", "[[2, 3], [1, 2, 3, 4, 5]]"]
    cmd = [sys.executable, "-m", f"simdopt.tools.{tool}", *args]
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False, close_fds=True,
                          preexec_fn=lambda: os.close(1))  # fmt: skip
    name = tool.replace("_", "-")
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.strip() == f"{name}: error: cannot write <stdout>: Bad file descriptor"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("tool", ["simd_opt", "simd_run"])
def test_full_stdout_is_a_write_error(tool: str) -> None:
    args = [str(EXAMPLES / "fir.mlir")] if tool == "simd_opt" else [str(EXAMPLES / "fir.mlir"), "--args", "[[2, 3], [1, 2, 3, 4, 5]]"]
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", f"simdopt.tools.{tool}", *args], stdout=full,
                              stderr=subprocess.PIPE, text=True, check=False)  # fmt: skip
    name = tool.replace("_", "-")
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.strip() == f"{name}: error: cannot write <stdout>: No space left on device"

