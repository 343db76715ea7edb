#!/bin/sh
# Regenerate the committed .ll of the cross-lane examples with clang-22 (-O2).
set -e
cd "$(dirname "$0")"
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -O2 -S -emit-llvm cuda_crosslane.cu -o cuda_crosslane.ll -Wno-unknown-cuda-version
clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -O2 -S -emit-llvm hip_crosslane.hip -o hip_crosslane.ll
clang-22 -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm -Xclang -finclude-default-header ocl_crosslane.cl -o ocl_crosslane.ll
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -O2 -S -emit-llvm cuda_patterns.cu -o cuda_patterns.ll -Wno-unknown-cuda-version
clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -O2 -S -emit-llvm hip_patterns.hip -o hip_patterns.ll
clang-22 -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm -Xclang -finclude-default-header ocl_patterns.cl -o ocl_patterns.ll
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -O2 -S -emit-llvm ballot_compact.cu -o ballot_compact.ll -Wno-unknown-cuda-version
clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -O2 -S -emit-llvm hip_dpp.hip -o hip_dpp.ll
clang-22 -cl-std=CL3.0 -target spir64 -O2 -S -emit-llvm -Xclang -finclude-default-header ocl_ballot.cl -o ocl_ballot.ll
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O2 -S -emit-llvm cuda_redux_unsigned.cu -o cuda_redux_unsigned.ll -Wno-unknown-cuda-version
clang-22 -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm -Xclang -finclude-default-header ocl_unsigned_collectives.cl -o ocl_unsigned_collectives.ll
clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx1200 -O2 -S -emit-llvm hip_permlane_var.hip -o hip_permlane_var.ll
