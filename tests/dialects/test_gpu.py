"""Our `gpu` dialect: it replaces xDSL's registration, keeps xDSL's other ops, builds and
verifies kernels from Python."""

from __future__ import annotations

from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects.builtin import FunctionType, MemRefType, ModuleOp, f32
from xdsl.printer import Printer

from simdopt.dialects import gpu
from simdopt.tools.frontend import make_context


def test_context_resolves_gpu_ops_to_ours_and_keeps_xdsls_others() -> None:
    ctx = make_context()
    assert ctx.get_op("gpu.thread_id") is gpu.ThreadIdOp
    assert ctx.get_op("gpu.func") is gpu.FuncOp
    assert ctx.get_op("gpu.launch") is xdsl_gpu.LaunchOp
    assert ctx.get_optional_attr("gpu.address_space") is gpu.AddressSpaceAttr


def test_build_a_kernel_with_a_workgroup_attribution() -> None:
    shared = MemRefType(f32, [64], memory_space=gpu.WORKGROUP)
    func = gpu.FuncOp(
        "k",
        FunctionType.from_lists([MemRefType(f32, [-1])], []),
        kernel=True,
        workgroup=[shared],
        known_block_size=[64, 1, 1],
    )
    block = func.body.blocks[0]
    tid = gpu.ThreadIdOp("x", upper_bound=64)
    block.add_ops([tid, gpu.LaneIdOp(), gpu.BarrierOp(), gpu.ReturnOp()])
    module = ModuleOp([gpu.ModuleOp("m", [func])])
    module.verify()
    assert len(func.arguments) == 1
    assert [a.type for a in func.workgroup_args] == [shared]
    assert not func.private_args
    assert gpu.is_workgroup_memref(shared)
    assert not gpu.is_workgroup_memref(MemRefType(f32, [64]))
    text = str(module)
    assert "workgroup(%" in text and ") kernel attributes {known_block_size" in text
    assert "gpu.thread_id x upper_bound 64" in text


def test_printer_prints_mlir_custom_forms() -> None:
    import io

    out = io.StringIO()
    Printer(stream=out).print_op(gpu.SubgroupSizeOp())
    assert out.getvalue().endswith("gpu.subgroup_size : index")
