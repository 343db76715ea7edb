"""Analyses: read IR, never mutate it."""
