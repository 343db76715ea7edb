"""Our divergence verdicts against LLVM's `opt -passes=print<uniformity>` (see README.md here)."""
