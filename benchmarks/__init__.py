"""Scripts that print tables and plots (run as `python benchmarks/NAME.py`); never timed assertions."""
