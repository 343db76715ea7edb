"""benchmarks/plotting.py: `--plot` refuses cleanly without matplotlib, and each
script's plot function writes an image from a table's numbers."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from simdopt.benchmarks import plotting

ROOT = Path(__file__).resolve().parents[2]


HAVE_MPL = importlib.util.find_spec("matplotlib") is not None
needs_mpl = pytest.mark.skipif(
    not HAVE_MPL, reason="matplotlib is not installed (pip install '.[plots]')"
)


def test_plot_without_matplotlib_is_one_clear_error():
    """A Python where `import matplotlib` fails: the option is refused at parse time
    with the install hint and exit code 2, before any benchmark runs."""
    code = (
        "import sys; sys.modules['matplotlib'] = None; "
        f"sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); "
        "import plotting; sys.argv = ['seed_table.py', '--plot', 'x.png']; "
        "plotting.plot_option('doc'); print('not reached')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert "not reached" not in done.stdout
    assert "--plot needs matplotlib: pip install '.[plots]'" in done.stderr
    assert "Traceback" not in done.stderr


@needs_mpl
def test_plot_needs_an_image_suffix():
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "divergence_time.py"), "--plot", "t.txt"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "give a .png, .svg or .pdf file name" in done.stderr


def _is_png(path: Path) -> bool:
    return path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_mpl
def test_each_plot_writes_an_image(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    seed = tmp_path / "seed.png"
    plotting.seed_table(
        str(seed),
        [("FIR", 60, 60, 53, "35", "26"), ("Synthetic", 53, 50, 39, "n/a", "error")],
    )
    lock = tmp_path / "lockstep.png"
    stats = {"cycles": 10, "alu_lane_ops": 40, "energy": 12.5}
    plotting.lockstep_table(
        str(lock),
        [
            ("fir", "exec", "baseline", stats),
            ("fir", "exec", "scalar", None),
            ("fn0", "per-op", "baseline", stats),
        ],
    )
    times = tmp_path / "time.svg"
    plotting.analysis_time(str(times), {"chain": [(1000, 0.1), (10000, 1.2)]})
    llvm = tmp_path / "llvm.png"
    plotting.llvm_compare(
        str(llvm), {"values": {"agree": 890, "less": 0}, "branches": {"agree": 9}}
    )
    assert _is_png(seed) and _is_png(lock) and _is_png(llvm)
    assert "<svg" in times.read_text()
    out = capsys.readouterr().out
    assert out.count("plot written to") == 4
