#!/bin/sh
# Rebuild the LLVM IR of every kernel here (needs clang-22: apt-get install clang-22).
#   examples/opencl/X.cl       -> X.ll (AMDGPU) and nvptx/X.ll (NVPTX)
#   examples/opencl/suite/X.cl -> suite/X.ll and suite/nvptx/X.ll
# all with -ffp-contract=off like the native oracle's build: OpenCL's default (on) makes
# clang emit llvm.fmuladd, whose fusing is the target's choice (x86-64 without FMA
# does not fuse, our stages do), so one source would give two results
#   examples/cuda/X.cu         -> examples/cuda/X.ll (NVPTX, sm_70)
#   examples/hip/X.hip         -> examples/hip/X.ll (AMDGPU, gfx90a)
# The native results (examples/opencl/native/) are rebuilt by
#   python -m simdopt.tools.native_oracle --regenerate
set -e
cd "$(dirname "$0")"
mkdir -p nvptx suite/nvptx
for f in *.cl; do
  clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off -S -emit-llvm "$f" -o "${f%.cl}.ll"
  clang-22 -x cl -cl-std=CL2.0 -target nvptx64-nvidia-cuda -nogpulib -O2 -ffp-contract=off -S -emit-llvm "$f" -o "nvptx/${f%.cl}.ll"
done
for f in suite/*.cl; do
  b=$(basename "${f%.cl}")
  clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off -S -emit-llvm "$f" -o "suite/$b.ll"
  # NVPTX's OpenCL target lacks cl_khr_fp16 by default (half_math.cl computes in half)
  clang-22 -x cl -cl-std=CL2.0 -target nvptx64-nvidia-cuda -nogpulib -O2 -ffp-contract=off \
    -Xclang -cl-ext=+cl_khr_fp16 -S -emit-llvm "$f" -o "suite/nvptx/$b.ll"
done
for f in ../cuda/*.cu; do
  clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -O2 -ffp-contract=off \
    -S -emit-llvm "$f" -o "${f%.cu}.ll"
done
for f in ../hip/*.hip; do
  clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -O2 -ffp-contract=off \
    -S -emit-llvm "$f" -o "${f%.hip}.ll"
done
