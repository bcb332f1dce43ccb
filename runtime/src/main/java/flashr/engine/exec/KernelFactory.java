package flashr.engine.exec;

import flashr.engine.memory.MemStore;

/** Creates one kernel per worker for a pass plan (generated kernels plug in here, per DAG shape). */
@FunctionalInterface
public interface KernelFactory {
    Kernel create(PassPlan plan, PassState shared, MemStore[] stores);

    KernelFactory INTERPRETING = InterpretingKernel::new;
}
