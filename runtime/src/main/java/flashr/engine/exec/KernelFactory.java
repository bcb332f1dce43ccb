package flashr.engine.exec;

import flashr.engine.memory.MatrixStore;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** Creates one kernel per worker for a pass plan (generated kernels plug in here, per DAG shape). */
@FunctionalInterface
public interface KernelFactory {
    Kernel create(PassPlan plan, PassState shared, MatrixStore[] stores);

    KernelFactory INTERPRETING = InterpretingKernel::new;

    /**
     * The factory for one plan's kernels: the interpreting kernel for a pass of one Pcache step
     * ({@link PassPlan#onePcacheStep}), whose regions would each be found, keyed and bound (and the
     * first time generated and loaded as a class, then run interpreted by the JVM) to run once over
     * a few elements; {@code configured} otherwise. The results are the same bits either way
     * (generated kernels must produce the interpreting kernel's results).
     */
    static KernelFactory forPlan(KernelFactory configured, PassPlan plan) {
        return plan.onePcacheStep() ? INTERPRETING : configured;
    }

    /** The EXPLAIN of the kernel this factory makes for plan ({@link Kernel#describe}); makes one, runs nothing. */
    default String describe(PassPlan plan) {
        return create(plan, new PassState(plan), new MatrixStore[plan.storeRoots.size()]).describe();
    }

    /**
     * A factory that asks {@code generator} once per DAG shape ({@link PassPlan#shapeKey()}) for a
     * specialised factory (e.g. an ASM-generated kernel class) and falls back to the interpreting
     * kernel when it returns null. Generated kernels build their sink partials with
     * {@link SinkPartial#forSink} and must produce the interpreting kernel's results.
     */
    static KernelFactory byShape(Function<PassPlan, KernelFactory> generator) {
        Map<String, KernelFactory> cache = new ConcurrentHashMap<>();
        return (plan, shared, stores) -> {
            KernelFactory f = cache.computeIfAbsent(plan.shapeKey(), k -> {
                KernelFactory g = generator.apply(plan);
                return g != null ? g : INTERPRETING;
            });
            return f.create(plan, shared, stores);
        };
    }

    /**
     * The interpreting kernel with fused steps: {@code finder} picks, per plan, groups of nodes
     * that one call computes per Pcache step (generated code), and the kernel evaluates the rest
     * node by node. In ordered (cumulative) passes the nodes feeding cumulative ops are evaluated
     * node by node (partitions compute them ahead of their turn).
     */
    static KernelFactory withFusedSteps(Function<PassPlan, List<FusedStep>> finder) {
        return (plan, shared, stores) -> new InterpretingKernel(plan, shared, stores, finder.apply(plan));
    }
}
