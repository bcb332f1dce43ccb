package flashr.engine;

import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.*;

/** A kernel factory chosen per DAG shape replaces the interpreting kernel, asked once per shape. */
class KernelFactoryTest {
    @Test void generatorIsAskedOncePerShape() {
        AtomicInteger asked = new AtomicInteger();
        AtomicInteger created = new AtomicInteger();
        KernelFactory f = KernelFactory.byShape(plan -> {
            asked.incrementAndGet();
            return (p, shared, stores) -> { created.incrementAndGet(); return KernelFactory.INTERPRETING.create(p, shared, stores); };
        });
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).kernels(f).build())) {
            for (int k = 0; k < 3; k++) {
                Matrix x = e.runif(100, 2, 0, 1, k);
                assertEquals(e.agg(e.sapply(x, UnaryOp.SQRT), AggOp.SUM).toDoubleArray()[0],
                        sum(e.sapply(x, UnaryOp.SQRT).toDoubleArray()), 1e-12);
            }
            assertEquals(2, asked.get(), "two DAG shapes: sum(sqrt(runif)) and sqrt(runif)");
            // a worker the caller outran is called off before it makes its kernel: at most one per worker per pass
            assertTrue(created.get() >= 6 && created.get() <= 2 * 6, "kernels made in 6 passes on 2 workers: " + created.get());
        }
    }

    private static double sum(double[] a) { double s = 0; for (double v : a) s += v; return s; }
}
