#!/bin/sh
# Rebuild the LLVM IR of every kernel here (needs clang-22: apt-get install clang-22).
#   examples/opencl/X.cl -> X.ll (AMDGPU) and nvptx/X.ll (NVPTX)
set -e
cd "$(dirname "$0")"
mkdir -p nvptx
for f in *.cl; do
  clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -S -emit-llvm "$f" -o "${f%.cl}.ll"
  clang-22 -x cl -cl-std=CL2.0 -target nvptx64-nvidia-cuda -nogpulib -O2 -S -emit-llvm "$f" -o "nvptx/${f%.cl}.ll"
done
