package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.exec.KernelFactory;
import flashr.engine.exec.PassPlan;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** The switch between compiled and interpreting kernels, and what a plan's fused steps cover. */
class CompiledKernelsTest {
    @Test void propertyChoosesTheKernels() {
        String old = System.getProperty(CompiledKernels.PROPERTY);
        try {
            System.setProperty(CompiledKernels.PROPERTY, "interpreting");
            assertSame(KernelFactory.INTERPRETING, CompiledKernels.fromProperty());
            assertSame(KernelFactory.INTERPRETING, EngineConfig.builder().build().kernels());
            System.setProperty(CompiledKernels.PROPERTY, "compiled");
            assertSame(CompiledKernels.factory(), CompiledKernels.fromProperty());
            System.clearProperty(CompiledKernels.PROPERTY);
            assertSame(CompiledKernels.factory(), EngineConfig.builder().build().kernels(), "compiled by default");
            System.setProperty(CompiledKernels.PROPERTY, "fast");
            assertThrows(IllegalArgumentException.class, CompiledKernels::fromProperty);
        } finally {
            if (old == null) System.clearProperty(CompiledKernels.PROPERTY); else System.setProperty(CompiledKernels.PROPERTY, old);
        }
        assertSame(KernelFactory.INTERPRETING, EngineConfig.builder().compiledKernels(false).build().kernels());
        assertSame(CompiledKernels.factory(), EngineConfig.builder().compiledKernels(true).build().kernels());
    }

    @Test void stepsCoverEachRegionOnce() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(16).compiledKernels(false).build())) {
            Matrix x = e.fromArray(new double[] {1, -4, 9, 0, 2, 3, -1, 5}, 4, 2);
            Matrix a = e.mapply(e.sapply(x, UnaryOp.ABS), 2.0, BinaryOp.MUL);
            Matrix b = e.mapply(e.sapply(a, UnaryOp.SQRT), e.sapply(a, UnaryOp.FLOOR), BinaryOp.ADD);
            PassPlan plan = new PassPlan(List.of(b.node()), null, null, 16, 1 << 12);
            var steps = CompiledKernels.steps(plan);
            assertEquals(2, steps.size(), "abs, * (read twice) and sqrt, floor, +");
            assertEquals(plan.indexOf(a.node()), steps.get(0).output());
            assertEquals(1, steps.get(0).interior().length);
            assertArrayEquals(new int[] {plan.indexOf(a.node())}, steps.get(1).inputs());
            assertEquals(2, steps.get(1).interior().length);
        }
    }
}
