"""C's printf formatting of `gpu.printf` (`interpreters/printf.py`) against C's own
answers, and the text order of a run's records."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import f32, f64, i8, i32, i64

from simdopt.interpreters.printf import PrintLog, c_format

# what glibc's printf prints for each (format, values, types)
CASES = [
    ("%d|%i|%5d|%-5d|%05d", [-7, 3, 42, 42, 42], [i32] * 5, "-7|3|   42|42   |00042"),
    ("%u %x %X %o", [-1, -1, 255, 8], [i32] * 4, "4294967295 ffffffff FF 10"),
    ("%lu %ld %lx", [-1, -1, -1], [i64] * 3, "18446744073709551615 -1 ffffffffffffffff"),
    ("%hhd %hhu", [-1, -1], [i8, i8], "-1 255"),
    ("%f %.3f %e %g %G", [1.5, 2.0, 12345.678, 0.0001, 1e20], [f64] * 5,
     "1.500000 2.000 1.234568e+04 0.0001 1E+20"),
    ("%+.1f|%8.2e", [3.25, -0.5], [f32, f32], "+3.2|-5.00e-01"),
    ("%c%c 100%%", [72, 105], [i32, i32], "Hi 100%"),
    ("no conversions\n", [], [], "no conversions\n"),
]


@pytest.mark.parametrize(("fmt", "values", "types", "want"), CASES)
def test_c_format_prints_what_c_prints(fmt: str, values: list[object], types: list[object], want: str) -> None:
    assert c_format(fmt, values, types) == want  # pyright: ignore[reportArgumentType]


def test_c_format_refuses_a_missing_argument() -> None:
    with pytest.raises(ValueError, match="has no argument"):
        c_format("%d %d", [1], [i32])


def test_log_orders_by_thread_then_program_order() -> None:
    log = PrintLog()
    for thread, text in [(2, "a"), (0, "b"), (2, "c"), (1, "d"), (0, "e")]:
        log.print(thread, text)
    assert log.lines() == ["b", "e", "d", "a", "c"]
