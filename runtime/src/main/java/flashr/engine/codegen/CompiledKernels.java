package flashr.engine.codegen;

import flashr.engine.exec.FusedStep;
import flashr.engine.exec.KernelFactory;
import flashr.engine.exec.LogisticStep;
import flashr.engine.exec.PassPlan;
import flashr.engine.fn.AggOp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The kernel factory with compiled fusion regions, and the switch between it and the interpreting
 * kernel: system property {@code flashr.kernels=compiled|interpreting} (compiled by default), or
 * {@code EngineConfig.Builder.compiledKernels}. A region whose body cannot be generated is left to
 * the interpreting path.
 */
public final class CompiledKernels {
    public static final String PROPERTY = "flashr.kernels";
    /**
     * The generated bodies' class name (hidden classes: the JVM adds "/0x..."): the launcher's
     * flags compile them early by this name (flashr.boot.Boot.EARLY_COMPILED).
     */
    public static final String BODY_CLASS = "flashr.engine.codegen.FusedRegionBody";

    /** Generated bodies by region shape key (empty: the shape is not compiled). */
    private static final Map<String, Optional<RegionBody>> BODIES = new ConcurrentHashMap<>();
    /**
     * Beyond this many shapes the cache starts afresh: generated classes are not strongly held by
     * their loader, so the ones no kernel uses any more are unloaded (a bound on metaspace).
     */
    private static final int MAX_SHAPES = 4096;
    private static final AtomicInteger FAILED = new AtomicInteger();
    /** Classes generated so far (each a shape met for the first time, or again after the cache was cleared). */
    private static final java.util.concurrent.atomic.AtomicLong COMPILATIONS = new java.util.concurrent.atomic.AtomicLong();

    /** Region loops that feed their agg/agg.col sink ({@code -Dflashr.codegen.sinks=false}: they write blocks, to compare). */
    static final boolean SINKS = !"false".equals(System.getProperty("flashr.codegen.sinks"));
    /** Fused steps made that feed a sink (for tests). */
    private static final java.util.concurrent.atomic.AtomicLong SINK_STEPS = new java.util.concurrent.atomic.AtomicLong();

    private static final KernelFactory FACTORY = KernelFactory.withFusedSteps(CompiledKernels::steps);
    private static final KernelFactory REGIONS_ONLY = KernelFactory.withFusedSteps(plan -> steps(plan, false, SINKS));
    private static final KernelFactory BLOCKS_TO_SINKS = KernelFactory.withFusedSteps(plan -> steps(plan, true, false));
    private static final KernelFactory NO_LOGISTIC = KernelFactory.withFusedSteps(plan -> steps(plan, true, SINKS, false));

    private CompiledKernels() {}

    /** Interpreting kernels with every fusion region of a plan computed by generated code. */
    public static KernelFactory factory() { return FACTORY; }

    /** Compiled regions without {@link ProductFolds} (what they gain is measured against this). */
    public static KernelFactory regionsOnly() { return REGIONS_ONLY; }

    /** Compiled kernels whose regions write blocks that sinks read (no loop feeds a sink; to compare). */
    public static KernelFactory blocksToSinks() { return BLOCKS_TO_SINKS; }

    /** Compiled kernels without {@link LogisticStep} (the per-node path it must match bit for bit; tests). */
    public static KernelFactory withoutLogisticStep() { return NO_LOGISTIC; }

    /** How many fused steps feeding a sink have been made (for tests). */
    public static long sinkSteps() { return SINK_STEPS.get(); }

    /** The kernels the system property chooses: compiled (the default), regions (no product folds) or interpreting. */
    public static KernelFactory fromProperty() {
        String v = System.getProperty(PROPERTY, "compiled");
        return switch (v) {
            case "interpreting" -> KernelFactory.INTERPRETING;
            case "regions" -> REGIONS_ONLY;
            case "compiled" -> FACTORY;
            default -> throw new IllegalArgumentException(PROPERTY + " must be compiled, regions or interpreting, not " + v);
        };
    }

    /** How many region shapes have a generated class in the cache (for tests). */
    public static int compiledShapes() { return (int) BODIES.values().stream().filter(Optional::isPresent).count(); }

    /**
     * How many region bodies have been generated and defined (for tests: the iterations of an
     * algorithm after its first meet only shapes already compiled, so this stays put).
     */
    public static long compilations() { return COMPILATIONS.get(); }

    /** Drops every generated class (tests: the next plans generate their shapes afresh). */
    static void forgetShapes() { BODIES.clear(); }

    /** How many region shapes could not be compiled and ran interpreted (for tests: none should). */
    public static int failedShapes() { return FAILED.get(); }

    /**
     * The fused steps of a plan: one per product fold (a vector loop written by hand, see
     * {@link ProductFolds}), then one per other region whose body compiles.
     */
    public static List<FusedStep> steps(PassPlan plan) { return steps(plan, true, SINKS); }

    /** sinks: whether a region whose output only an agg/agg.col reads feeds it (else writes its block). */
    public static List<FusedStep> steps(PassPlan plan, boolean productFolds, boolean sinks) { return steps(plan, productFolds, sinks, true); }

    /** logistic: whether the logistic gradient's fused step is looked for ({@link LogisticStep}). */
    static List<FusedStep> steps(PassPlan plan, boolean productFolds, boolean sinks, boolean logistic) {
        List<ProductFoldStep> folds = productFolds ? ProductFolds.find(plan) : List.of();
        List<FusedStep> out = new ArrayList<>(folds);
        // the logistic gradient's loop (its nodes are left out of the regions: a region that
        // computes y, as.double(u < 0.5), writes y's block for it)
        boolean[] excluded = new boolean[plan.nodes.size()];
        for (FusedStep f : logistic ? LogisticStep.find(plan, RegionFinder.readers(plan)) : List.<FusedStep>of()) {
            if (ProductFolds.covers(folds, f.output()) || java.util.Arrays.stream(f.interior()).anyMatch(k -> ProductFolds.covers(folds, k))) continue;
            out.add(f);
            excluded[f.output()] = true;
            for (int k : f.interior()) excluded[k] = true;
        }
        if (BODIES.size() > MAX_SHAPES) BODIES.clear();
        for (Region r : RegionFinder.find(plan, excluded)) {
            if (r.members().stream().anyMatch(k -> ProductFolds.covers(folds, k))) continue;
            RegionShape.Bound b = RegionShape.of(plan, r);
            int sink = sinks ? RegionFinder.sinkOf(plan, r) : -1;
            RegionShape shape = sink >= 0 ? b.shape().feedingSink() : b.shape();
            Optional<RegionBody> body = BODIES.computeIfAbsent(shape.key(), k -> compileOrEmpty(shape));
            AggOp fold = shape.fold();
            boolean byColumn = fold == AggOp.WHICH_MIN || fold == AggOp.WHICH_MAX || fold == AggOp.SUM;
            if (body.isEmpty()) continue;
            if (sink >= 0) SINK_STEPS.incrementAndGet();
            out.add(new CompiledRegion(r, body.get(), b.smallArrays(), byColumn, plan.pcRows, sink, plan.nodes.get(r.output()).type));
        }
        return out;
    }

    private static Optional<RegionBody> compileOrEmpty(RegionShape shape) {
        try {
            COMPILATIONS.incrementAndGet();
            return Optional.of(RegionCompiler.compile(shape));
        } catch (RuntimeException e) {
            FAILED.incrementAndGet();
            return Optional.empty();
        }
    }
}
