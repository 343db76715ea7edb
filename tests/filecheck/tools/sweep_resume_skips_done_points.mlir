// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/two.toml --out %t.csv --jobs 0
// RUN: head -n 3 %t.csv > %t.part.csv
// RUN: simd-sweep %S/Inputs/sweep/two.toml --out %t.part.csv --jobs 0 2>&1 | filecheck %s --check-prefix=PART
// RUN: simd-sweep %S/Inputs/sweep/two.toml --out %t.part.csv --jobs 0 2>&1 | filecheck %s --check-prefix=ALL
// RUN: cut -d, -f1-17 %t.csv > %t.full.cut && cut -d, -f1-17 %t.part.csv | diff - %t.full.cut
// A rerun with the same --out skips the points already there: from a file holding two
// of the four rows it runs the other two, then nothing; the rows (timing aside) are
// those of the uninterrupted run, in the same order.

// PART: simd-sweep: 4 of 4 points (2 from {{.*}}part.csv), 0 with an error
// ALL: simd-sweep: 4 of 4 points (4 from {{.*}}part.csv), 0 with an error
