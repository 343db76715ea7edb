// The lowering (exec masks, unfused) of tools/kernel_gen.py seed 15 vectorized naive at W = 4:
// the input of tests/filecheck/passes/fuse-exec-masks-mnot-of-mand-terminates.mlir.
builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = 3, cycles_vector = 1, cycles_scalar = 1, cycles_mask = 1, cycles_branch = 1, e_issue = 1.0, e_lane = 1.0, e_reg_scalar = 0.25, e_reg_vector = 0.25, e_reg_mask = 0.1, e_mem = 4.0, permute_latency = 2>} {
  func.func @kernel(%n: i32, %m: memref<64xi32>, %out: memref<?xi32>, %group_base: i32) {
    %live = lockstep.exec_save : vector<4xi1>
    %0 = lockstep.vbcast %n : vector<4xi32>
    %1 = arith.constant 0 : i32
    %2 = arith.constant 1 : i32
    %3 = arith.constant 2 : i32
    %4 = arith.constant 3 : i32
    %lanes = lockstep.vpack %1, %2, %3, %4 : vector<4xi32>
    %5 = lockstep.vbcast %group_base : vector<4xi32>
    %tids = lockstep.valu add %5, %lanes : vector<4xi32>
    %c0 = arith.constant 0 : i32
    %c0_1 = lockstep.vbcast %c0 : vector<4xi32>
    %c1 = arith.constant 1 : i32
    %c1_1 = lockstep.vbcast %c1 : vector<4xi32>
    %c3 = arith.constant 3 : i32
    %c3_1 = lockstep.vbcast %c3 : vector<4xi32>
    %c7 = arith.constant 7 : i32
    %c7_1 = lockstep.vbcast %c7 : vector<4xi32>
    %c32 = arith.constant 32 : i32
    %c32_1 = lockstep.vbcast %c32 : vector<4xi32>
    %p1 = lockstep.vcmp slt, %tids, %tids : vector<4xi32>
    lockstep.exec_and %p1 : vector<4xi1>
    %6 = lockstep.mnot %p1 : vector<4xi1>
    %7 = lockstep.mand %live, %6 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and not %p1 : vector<4xi1>
    %r3 = lockstep.valu and %tids, %c3_1 : vector<4xi32>
    %b4 = lockstep.valu add %r3, %c1_1 : vector<4xi32>
    %8 = arith.constant 0 : i32
    lockstep.exec_restore %live : vector<4xi1>
    %9 = lockstep.vbcast %8 : vector<4xi32>
    %10 = arith.constant 0 : i32
    %11 = lockstep.vbcast %10 : vector<4xi32>
    %12 = arith.constant false
    %13 = lockstep.mbcast %12 : vector<4xi1>
    %14 = arith.constant false
    %15 = lockstep.mbcast %14 : vector<4xi1>
    %16 = arith.constant 0 : i32
    %17 = lockstep.vbcast %16 : vector<4xi32>
    %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %a5 = scf.while (%a5_1 = %c0_1, %a6 = %tids, %active = %7, %32 = %9, %33 = %11, %34 = %13, %35 = %15, %36 = %tids, %37 = %17, %38 = %c0_1) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
      lockstep.exec_and %active : vector<4xi1>
      %h9 = lockstep.valu add %a6, %a5_1 : vector<4xi32>
      %p10 = lockstep.vcmp slt, %a5_1, %b4 : vector<4xi32>
      %39 = arith.constant true
      %40 = lockstep.mbcast %39 : vector<4xi1>
      %41 = lockstep.mnot %40 : vector<4xi1>
      %42 = lockstep.mnot %p10 : vector<4xi1>
      %43 = lockstep.mand %p10, %41 : vector<4xi1>
      %44 = lockstep.mand %42, %40 : vector<4xi1>
      %45 = lockstep.mor %43, %44 : vector<4xi1>
      %46 = lockstep.mand %active, %p10 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %46 : vector<4xi1>
      %p11 = lockstep.vcmp sle, %a5_1, %c0_1 : vector<4xi32>
      %47 = lockstep.mand %46, %p11 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %47 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %47 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      %48 = lockstep.mnot %p11 : vector<4xi1>
      %49 = lockstep.mand %46, %48 : vector<4xi1>
      lockstep.exec_and %49 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %46 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %active : vector<4xi1>
      %50 = lockstep.mand %active, %p10 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %50 : vector<4xi1>
      %v19 = lockstep.valu add %h9, %a6 : vector<4xi32>
      %i20 = lockstep.valu add %a5_1, %c1_1 : vector<4xi32>
      %p21 = lockstep.vcmp ne, %tids, %tids : vector<4xi32>
      %51 = arith.constant true
      %52 = lockstep.mbcast %51 : vector<4xi1>
      %53 = lockstep.mnot %52 : vector<4xi1>
      %54 = lockstep.mnot %p21 : vector<4xi1>
      %55 = lockstep.mand %p21, %53 : vector<4xi1>
      %56 = lockstep.mand %54, %52 : vector<4xi1>
      %57 = lockstep.mor %55, %56 : vector<4xi1>
      %58 = lockstep.mnot %p10 : vector<4xi1>
      %59 = lockstep.mand %active, %58 : vector<4xi1>
      %60 = arith.constant false
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %59 : vector<4xi1>
      %61 = lockstep.mbcast %60 : vector<4xi1>
      %62 = arith.constant false
      %63 = lockstep.mbcast %62 : vector<4xi1>
      %64 = lockstep.mand %p10, %p21 : vector<4xi1>
      %65 = lockstep.mnot %p10 : vector<4xi1>
      %66 = lockstep.mand %65, %61 : vector<4xi1>
      %p21_1 = lockstep.mor %64, %66 : vector<4xi1>
      %67 = ub.poison : vector<4xi32>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %active : vector<4xi1>
      %v19_1 = lockstep.vsel %p10, %v19, %67 : vector<4xi32>
      %68 = lockstep.mand %p10, %57 : vector<4xi1>
      %69 = lockstep.mnot %p10 : vector<4xi1>
      %70 = lockstep.mand %69, %63 : vector<4xi1>
      %71 = lockstep.mor %68, %70 : vector<4xi1>
      %72 = ub.poison : vector<4xi32>
      %i20_1 = lockstep.vsel %p10, %i20, %72 : vector<4xi32>
      %73 = lockstep.mand %p10, %p21_1 : vector<4xi1>
      %74 = lockstep.mand %p10, %71 : vector<4xi1>
      %still = lockstep.mand %active, %74 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and not %p1 : vector<4xi1>
      %75 = lockstep.vsel %active, %i20_1, %32 : vector<4xi32>
      %76 = lockstep.vsel %active, %v19_1, %33 : vector<4xi32>
      %77 = lockstep.mand %active, %45 : vector<4xi1>
      %78 = lockstep.mnot %active : vector<4xi1>
      %79 = lockstep.mand %78, %34 : vector<4xi1>
      %80 = lockstep.mor %77, %79 : vector<4xi1>
      %81 = lockstep.mand %active, %73 : vector<4xi1>
      %82 = lockstep.mnot %active : vector<4xi1>
      %83 = lockstep.mand %82, %35 : vector<4xi1>
      %84 = lockstep.mor %81, %83 : vector<4xi1>
      %85 = lockstep.vsel %active, %a6, %36 : vector<4xi32>
      %86 = lockstep.vsel %active, %v19_1, %37 : vector<4xi32>
      %87 = lockstep.vsel %active, %a5_1, %38 : vector<4xi32>
      %88 = lockstep.many %still : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      scf.condition(%88) %i20_1, %v19_1, %45, %73, %a6, %v19_1, %a5_1, %still, %75, %76, %80, %84, %85, %86, %87 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>
    } do {
    ^bb0(%89: vector<4xi32>, %90: vector<4xi32>, %91: vector<4xi1>, %92: vector<4xi1>, %93: vector<4xi32>, %94: vector<4xi32>, %95: vector<4xi32>, %active_1: vector<4xi1>, %96: vector<4xi32>, %97: vector<4xi32>, %98: vector<4xi1>, %99: vector<4xi1>, %100: vector<4xi32>, %101: vector<4xi32>, %102: vector<4xi32>):
      scf.yield %89, %90, %active_1, %96, %97, %98, %99, %100, %101, %102 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>
    }
    lockstep.exec_and not %p1 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    %v23 = lockstep.valu sub %tids, %c1_1 : vector<4xi32>
    %p24 = lockstep.vcmp eq, %lanes, %tids : vector<4xi32>
    lockstep.exec_and %p24 : vector<4xi1>
    %103 = lockstep.mnot %p24 : vector<4xi1>
    %104 = lockstep.mand %live, %103 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and not %p24 : vector<4xi1>
    %p28 = lockstep.vcmp eq, %c3_1, %tids : vector<4xi32>
    %105 = lockstep.mand %104, %p28 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %105 : vector<4xi1>
    %p29 = lockstep.vcmp ne, %lanes, %tids : vector<4xi32>
    %106 = arith.constant true
    %107 = lockstep.mbcast %106 : vector<4xi1>
    %108 = lockstep.mnot %107 : vector<4xi1>
    %109 = lockstep.mnot %p29 : vector<4xi1>
    %110 = lockstep.mand %p29, %108 : vector<4xi1>
    %111 = lockstep.mand %109, %107 : vector<4xi1>
    %112 = lockstep.mor %110, %111 : vector<4xi1>
    %113 = lockstep.mand %105, %112 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %113 : vector<4xi1>
    %p30 = lockstep.vcmp sle, %v23, %tids : vector<4xi32>
    %114 = arith.constant true
    %115 = lockstep.mbcast %114 : vector<4xi1>
    %116 = lockstep.mnot %115 : vector<4xi1>
    %117 = lockstep.mnot %p30 : vector<4xi1>
    %118 = lockstep.mand %p30, %116 : vector<4xi1>
    %119 = lockstep.mand %117, %115 : vector<4xi1>
    %120 = lockstep.mor %118, %119 : vector<4xi1>
    %121 = lockstep.mnot %112 : vector<4xi1>
    %122 = lockstep.mand %105, %121 : vector<4xi1>
    %123 = arith.constant false
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %122 : vector<4xi1>
    %124 = lockstep.mbcast %123 : vector<4xi1>
    %125 = arith.constant false
    %126 = lockstep.mbcast %125 : vector<4xi1>
    %127 = lockstep.mand %112, %p30 : vector<4xi1>
    %128 = lockstep.mnot %112 : vector<4xi1>
    %129 = lockstep.mand %128, %124 : vector<4xi1>
    %p30_1 = lockstep.mor %127, %129 : vector<4xi1>
    %130 = lockstep.mand %112, %120 : vector<4xi1>
    %131 = lockstep.mnot %112 : vector<4xi1>
    %132 = lockstep.mand %131, %126 : vector<4xi1>
    %133 = lockstep.mor %130, %132 : vector<4xi1>
    %134 = lockstep.mand %112, %p30_1 : vector<4xi1>
    %135 = lockstep.mand %112, %133 : vector<4xi1>
    %136 = lockstep.mand %105, %134 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %136 : vector<4xi1>
    %p32 = lockstep.vcmp eq, %c0_1, %c3_1 : vector<4xi32>
    %137 = arith.constant true
    %138 = lockstep.mbcast %137 : vector<4xi1>
    %139 = lockstep.mnot %138 : vector<4xi1>
    %140 = lockstep.mnot %p32 : vector<4xi1>
    %141 = lockstep.mand %p32, %139 : vector<4xi1>
    %142 = lockstep.mand %140, %138 : vector<4xi1>
    %143 = lockstep.mor %141, %142 : vector<4xi1>
    %144 = lockstep.mnot %134 : vector<4xi1>
    %145 = lockstep.mand %105, %144 : vector<4xi1>
    %146 = arith.constant false
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %145 : vector<4xi1>
    %147 = lockstep.mbcast %146 : vector<4xi1>
    %148 = arith.constant false
    %149 = lockstep.mbcast %148 : vector<4xi1>
    %150 = lockstep.mand %134, %p32 : vector<4xi1>
    %151 = lockstep.mnot %134 : vector<4xi1>
    %152 = lockstep.mand %151, %147 : vector<4xi1>
    %p32_1 = lockstep.mor %150, %152 : vector<4xi1>
    %153 = lockstep.mand %134, %143 : vector<4xi1>
    %154 = lockstep.mnot %134 : vector<4xi1>
    %155 = lockstep.mand %154, %149 : vector<4xi1>
    %156 = lockstep.mor %153, %155 : vector<4xi1>
    %157 = lockstep.mand %134, %p32_1 : vector<4xi1>
    %158 = lockstep.mand %134, %156 : vector<4xi1>
    %159 = lockstep.mor %135, %157 : vector<4xi1>
    %160 = lockstep.mand %105, %159 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %160 : vector<4xi1>
    %v33 = lockstep.valu min %c0_1, %c0_1 : vector<4xi32>
    %w36 = lockstep.valu and %c1_1, %c3_1 : vector<4xi32>
    %w37 = lockstep.valu shl %w36, %c3_1 : vector<4xi32>
    %w38 = lockstep.valu and %tids, %c7_1 : vector<4xi32>
    %w39 = lockstep.valu or %w37, %w38 : vector<4xi32>
    %r34 = lockstep.valu add %w39, %c32_1 : vector<4xi32>
    lockstep.vscatter %v33, %m[%r34] : memref<64xi32>, vector<4xi32>
    %161 = lockstep.mor %158, %159 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %105 : vector<4xi1>
    %162 = lockstep.mand %105, %161 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %162 : vector<4xi1>
    %163 = lockstep.mnot %p28 : vector<4xi1>
    %164 = lockstep.mand %104, %163 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %164 : vector<4xi1>
    %w46 = lockstep.valu and %c1_1, %c3_1 : vector<4xi32>
    %w47 = lockstep.valu shl %w46, %c3_1 : vector<4xi32>
    %w48 = lockstep.valu and %tids, %c7_1 : vector<4xi32>
    %w49 = lockstep.valu or %w47, %w48 : vector<4xi32>
    %r44 = lockstep.valu add %w49, %c32_1 : vector<4xi32>
    lockstep.vscatter %0, %m[%r44] : memref<64xi32>, vector<4xi32>
    %p50 = lockstep.vcmp eq, %c1_1, %lanes : vector<4xi32>
    %165 = lockstep.mand %164, %p50 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %165 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %165 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and not %p24 : vector<4xi1>
    %v53 = lockstep.valu max %v23, %c1_1 : vector<4xi32>
    %p54 = lockstep.vcmp sgt, %v23, %c3_1 : vector<4xi32>
    %166 = arith.constant true
    %167 = lockstep.mbcast %166 : vector<4xi1>
    %168 = lockstep.mnot %167 : vector<4xi1>
    %169 = lockstep.mnot %p54 : vector<4xi1>
    %170 = lockstep.mand %p54, %168 : vector<4xi1>
    %171 = lockstep.mand %169, %167 : vector<4xi1>
    %172 = lockstep.mor %170, %171 : vector<4xi1>
    %173 = lockstep.mand %104, %p54 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %173 : vector<4xi1>
    %p56 = lockstep.vcmp ne, %v53, %tids : vector<4xi32>
    %174 = lockstep.mnot %p54 : vector<4xi1>
    %175 = lockstep.mand %104, %174 : vector<4xi1>
    %176 = arith.constant false
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %175 : vector<4xi1>
    %177 = lockstep.mbcast %176 : vector<4xi1>
    %178 = lockstep.mand %p54, %p56 : vector<4xi1>
    %179 = lockstep.mnot %p54 : vector<4xi1>
    %180 = lockstep.mand %179, %177 : vector<4xi1>
    %p56_1 = lockstep.mor %178, %180 : vector<4xi1>
    %181 = lockstep.mand %p54, %p56_1 : vector<4xi1>
    %182 = lockstep.mor %172, %181 : vector<4xi1>
    %183 = lockstep.mand %104, %182 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and %183 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    lockstep.exec_and not %p24 : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    %p58 = lockstep.vcmp sle, %tids, %lanes : vector<4xi32>
    %184 = arith.constant 0 : i32
    %185 = lockstep.vbcast %184 : vector<4xi32>
    %186 = arith.constant 0 : i32
    %187 = lockstep.vbcast %186 : vector<4xi32>
    %188 = arith.constant 0 : i32
    %189 = lockstep.vbcast %188 : vector<4xi32>
    %190 = arith.constant 0 : i32
    %191 = lockstep.vbcast %190 : vector<4xi32>
    %192 = arith.constant 0 : i32
    %193 = lockstep.vbcast %192 : vector<4xi32>
    %194 = arith.constant 1 : i32
    %195 = lockstep.vbcast %194 : vector<4xi32>
    %196 = lockstep.vsel %p58, %189, %195 : vector<4xi32>
    %197 = lockstep.vsel %p58, %c0_1, %191 : vector<4xi32>
    %198 = lockstep.vsel %p58, %lanes, %193 : vector<4xi32>
    %199 = lockstep.vsel %p58, %185, %c0_1 : vector<4xi32>
    %200 = lockstep.vsel %p58, %187, %lanes : vector<4xi32>
    %201 = arith.constant 0 : i32
    %202 = lockstep.vbcast %201 : vector<4xi32>
    %203 = arith.constant 0 : i32
    %204 = lockstep.vbcast %203 : vector<4xi32>
    %205 = arith.constant 0 : i32
    %206 = lockstep.vbcast %205 : vector<4xi32>
    %207 = arith.constant 0 : i32
    %208 = lockstep.vbcast %207 : vector<4xi32>
    %209 = arith.constant 0 : i32
    %210 = lockstep.vbcast %209 : vector<4xi32>
    %211 = arith.constant false
    %212 = lockstep.mbcast %211 : vector<4xi1>
    %213 = arith.constant false
    %214 = lockstep.mbcast %213 : vector<4xi1>
    %215 = arith.constant 0 : i32
    %216 = lockstep.vbcast %215 : vector<4xi32>
    %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235 = scf.while (%236 = %196, %a59 = %197, %a60 = %198, %a61 = %199, %a62 = %200, %active_2 = %live, %237 = %202, %238 = %204, %239 = %206, %240 = %208, %241 = %210, %242 = %212, %243 = %214, %244 = %198, %245 = %216) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
      %246 = arith.constant 1 : i32
      lockstep.exec_and %active_2 : vector<4xi1>
      %247 = lockstep.vbcast %246 : vector<4xi32>
      %248 = lockstep.vcmp eq, %236, %247 : vector<4xi32>
      %249 = arith.constant true
      %250 = lockstep.mbcast %249 : vector<4xi1>
      %251 = lockstep.mnot %250 : vector<4xi1>
      %252 = lockstep.mnot %248 : vector<4xi1>
      %253 = lockstep.mand %248, %251 : vector<4xi1>
      %254 = lockstep.mand %252, %250 : vector<4xi1>
      %255 = lockstep.mor %253, %254 : vector<4xi1>
      %256 = lockstep.mand %active_2, %255 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %256 : vector<4xi1>
      %k64 = lockstep.valu add %a59, %c1_1 : vector<4xi32>
      %y65 = lockstep.valu add %a60, %c3_1 : vector<4xi32>
      %p66 = lockstep.vcmp slt, %k64, %c3_1 : vector<4xi32>
      %257 = arith.constant 0 : i32
      %258 = lockstep.vbcast %257 : vector<4xi32>
      %259 = arith.constant 0 : i32
      %260 = lockstep.vbcast %259 : vector<4xi32>
      %261 = arith.constant 1 : i32
      %262 = lockstep.vbcast %261 : vector<4xi32>
      %263 = arith.constant true
      %264 = lockstep.mbcast %263 : vector<4xi1>
      %265 = lockstep.mnot %264 : vector<4xi1>
      %266 = lockstep.mnot %p66 : vector<4xi1>
      %267 = lockstep.mand %p66, %265 : vector<4xi1>
      %268 = lockstep.mand %266, %264 : vector<4xi1>
      %269 = lockstep.mor %267, %268 : vector<4xi1>
      %270 = lockstep.mnot %255 : vector<4xi1>
      %271 = lockstep.mand %active_2, %270 : vector<4xi1>
      %272 = arith.constant false
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %271 : vector<4xi1>
      %273 = lockstep.mbcast %272 : vector<4xi1>
      %274 = arith.constant false
      %275 = lockstep.mbcast %274 : vector<4xi1>
      %276 = lockstep.mand %255, %p66 : vector<4xi1>
      %277 = lockstep.mnot %255 : vector<4xi1>
      %278 = lockstep.mand %277, %273 : vector<4xi1>
      %p66_1 = lockstep.mor %276, %278 : vector<4xi1>
      %279 = ub.poison : vector<4xi32>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %active_2 : vector<4xi1>
      %280 = lockstep.vsel %255, %262, %279 : vector<4xi32>
      %281 = ub.poison : vector<4xi32>
      %282 = lockstep.vsel %255, %258, %281 : vector<4xi32>
      %283 = ub.poison : vector<4xi32>
      %284 = lockstep.vsel %255, %260, %283 : vector<4xi32>
      %285 = ub.poison : vector<4xi32>
      %k64_1 = lockstep.vsel %255, %k64, %285 : vector<4xi32>
      %286 = ub.poison : vector<4xi32>
      %y65_1 = lockstep.vsel %255, %y65, %286 : vector<4xi32>
      %287 = lockstep.mand %255, %269 : vector<4xi1>
      %288 = lockstep.mnot %255 : vector<4xi1>
      %289 = lockstep.mand %288, %275 : vector<4xi1>
      %290 = lockstep.mor %287, %289 : vector<4xi1>
      %291 = lockstep.mand %255, %p66_1 : vector<4xi1>
      %292 = lockstep.mand %255, %290 : vector<4xi1>
      %293 = lockstep.mand %active_2, %248 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %293 : vector<4xi1>
      %k67 = lockstep.valu add %a61, %c1_1 : vector<4xi32>
      %y68 = lockstep.valu add %a62, %v23 : vector<4xi32>
      %p69 = lockstep.vcmp slt, %k67, %c3_1 : vector<4xi32>
      %294 = arith.constant 0 : i32
      %295 = lockstep.vbcast %294 : vector<4xi32>
      %296 = arith.constant 0 : i32
      %297 = lockstep.vbcast %296 : vector<4xi32>
      %298 = arith.constant 0 : i32
      %299 = lockstep.vbcast %298 : vector<4xi32>
      %300 = arith.constant true
      %301 = lockstep.mbcast %300 : vector<4xi1>
      %302 = lockstep.mnot %301 : vector<4xi1>
      %303 = lockstep.mnot %p69 : vector<4xi1>
      %304 = lockstep.mand %p69, %302 : vector<4xi1>
      %305 = lockstep.mand %303, %301 : vector<4xi1>
      %306 = lockstep.mor %304, %305 : vector<4xi1>
      %307 = lockstep.mnot %248 : vector<4xi1>
      %308 = lockstep.mand %active_2, %307 : vector<4xi1>
      %309 = arith.constant false
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %308 : vector<4xi1>
      %310 = lockstep.mbcast %309 : vector<4xi1>
      %311 = arith.constant false
      %312 = lockstep.mbcast %311 : vector<4xi1>
      %313 = lockstep.mand %248, %p69 : vector<4xi1>
      %314 = lockstep.mnot %248 : vector<4xi1>
      %315 = lockstep.mand %314, %310 : vector<4xi1>
      %p69_1 = lockstep.mor %313, %315 : vector<4xi1>
      %316 = ub.poison : vector<4xi32>
      lockstep.exec_restore %live : vector<4xi1>
      lockstep.exec_and %active_2 : vector<4xi1>
      %317 = lockstep.vsel %248, %299, %316 : vector<4xi32>
      %318 = ub.poison : vector<4xi32>
      %k67_1 = lockstep.vsel %248, %k67, %318 : vector<4xi32>
      %319 = ub.poison : vector<4xi32>
      %y68_1 = lockstep.vsel %248, %y68, %319 : vector<4xi32>
      %320 = ub.poison : vector<4xi32>
      %321 = lockstep.vsel %248, %295, %320 : vector<4xi32>
      %322 = ub.poison : vector<4xi32>
      %323 = lockstep.vsel %248, %297, %322 : vector<4xi32>
      %324 = lockstep.mand %248, %306 : vector<4xi1>
      %325 = lockstep.mnot %248 : vector<4xi1>
      %326 = lockstep.mand %325, %312 : vector<4xi1>
      %327 = lockstep.mor %324, %326 : vector<4xi1>
      %328 = lockstep.mand %248, %p69_1 : vector<4xi1>
      %329 = lockstep.mand %248, %327 : vector<4xi1>
      %330 = lockstep.mor %291, %328 : vector<4xi1>
      %331 = lockstep.vsel %291, %280, %317 : vector<4xi32>
      %332 = lockstep.vsel %291, %282, %k67_1 : vector<4xi32>
      %333 = lockstep.vsel %291, %284, %y68_1 : vector<4xi32>
      %334 = lockstep.vsel %291, %k64_1, %321 : vector<4xi32>
      %335 = lockstep.vsel %291, %y65_1, %323 : vector<4xi32>
      %still_1 = lockstep.mand %active_2, %330 : vector<4xi1>
      lockstep.exec_restore %live : vector<4xi1>
      %336 = lockstep.vsel %active_2, %331, %237 : vector<4xi32>
      %337 = lockstep.vsel %active_2, %332, %238 : vector<4xi32>
      %338 = lockstep.vsel %active_2, %333, %239 : vector<4xi32>
      %339 = lockstep.vsel %active_2, %334, %240 : vector<4xi32>
      %340 = lockstep.vsel %active_2, %335, %241 : vector<4xi32>
      %341 = lockstep.mand %active_2, %292 : vector<4xi1>
      %342 = lockstep.mnot %active_2 : vector<4xi1>
      %343 = lockstep.mand %342, %242 : vector<4xi1>
      %344 = lockstep.mor %341, %343 : vector<4xi1>
      %345 = lockstep.mand %active_2, %329 : vector<4xi1>
      %346 = lockstep.mnot %active_2 : vector<4xi1>
      %347 = lockstep.mand %346, %243 : vector<4xi1>
      %348 = lockstep.mor %345, %347 : vector<4xi1>
      %349 = lockstep.vsel %active_2, %a60, %244 : vector<4xi32>
      %350 = lockstep.vsel %active_2, %y68_1, %245 : vector<4xi32>
      %351 = lockstep.many %still_1 : vector<4xi1>
      scf.condition(%351) %331, %332, %333, %334, %335, %292, %329, %a60, %y68_1, %still_1, %336, %337, %338, %339, %340, %344, %348, %349, %350 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>
    } do {
    ^bb0(%352: vector<4xi32>, %353: vector<4xi32>, %354: vector<4xi32>, %355: vector<4xi32>, %356: vector<4xi32>, %357: vector<4xi1>, %358: vector<4xi1>, %359: vector<4xi32>, %360: vector<4xi32>, %active_3: vector<4xi1>, %361: vector<4xi32>, %362: vector<4xi32>, %363: vector<4xi32>, %364: vector<4xi32>, %365: vector<4xi32>, %366: vector<4xi1>, %367: vector<4xi1>, %368: vector<4xi32>, %369: vector<4xi32>):
      scf.yield %352, %353, %354, %355, %356, %active_3, %361, %362, %363, %364, %365, %366, %367, %368, %369 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>
    }
    lockstep.vscatter %c1_1, %out[%tids] : memref<?xi32>, vector<4xi32>
    func.return
  }
}

