"""Interpreters: one module per dialect, plus the lockstep machine simulator."""
