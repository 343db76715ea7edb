"""pytest configuration: tests import the installed `simdopt` package."""
