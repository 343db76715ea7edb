"""The experiment runner behind `simd-sweep` (SPEC section 7).

A sweep is kernels x axis points; each point is one pipeline run and one launch, and
gives one row of stats.  The pieces:

* `spec`     — the sweep file (TOML): kernels, axes, stages; errors located `file:line`;
* `point`    — one point run in a worker: the stage's pipeline, the launch, the
  comparison with the SPMD executor; every failure is a row with its error;
* `executor` — where the points run: this process, a local process pool
  (`concurrent.futures`) or a Dask cluster (`dask.distributed`); a crashed or hung
  worker costs the row of its point, never the sweep;
* `output`   — rows as CSV (or Parquet), resumable; `--plot`.

The campaigns in `benchmarks/` hand their own point functions to `executor.run_points`,
so there is one loop and one place for parallelism.
"""
