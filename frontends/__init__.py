"""Readers of other formats into the project's SPMD kernels (SPEC section 10)."""
