package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Every class the region compiler generates for random element-wise DAGs (all ops and types,
 * broadcasts, ifelse, casts, row folds; vector loops over double chains; loops feeding agg and agg.col sinks) passes ASM's CheckClassAdapter: well-formed, and its
 * bytecode verifies by data flow (types of locals and stack at every instruction).
 */
class GeneratedClassesTest {
    @Test void generatedClassesVerify() {
        List<byte[]> classes = new CopyOnWriteArrayList<>();
        long vectorBefore = RegionCompiler.VECTOR_BODIES.get();
        long sinksBefore = CompiledKernels.sinkSteps();
        RegionCompiler.onGenerate = classes::add;
        CompiledKernels.forgetShapes();
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).pcacheBytes(1024)
                .memoryBudget(1L << 30).compiledKernels(true).build())) {
            for (int dag = 0; dag < 300; dag++) {
                List<Matrix> targets = new ElementwiseDags(e, 20261201L + dag * 7919L).build();
                e.materialize(targets.toArray(Matrix[]::new));
                List<Matrix> sinks = new ElementwiseDags(e, 20261204L + dag * 7919L, new int[] {0, 1, 40, 300}).buildSinks();
                e.materialize(sinks.toArray(Matrix[]::new));
            }
            // chains of double arithmetic: vector loops
            Matrix x = e.runif(300, 3, -1, 1, 5), y = e.runif(300, 3, 0, 2, 6);
            e.materialize(x, y);
            Matrix a = e.mapply(e.sapply(e.mapply(x, y, flashr.engine.fn.BinaryOp.EUCLIDEAN), flashr.engine.fn.UnaryOp.SQRT), 2.0, flashr.engine.fn.BinaryOp.DIV);
            Matrix b = e.sweep(e.mapply(1.0, e.sapply(e.sapply(x, flashr.engine.fn.UnaryOp.ABS), flashr.engine.fn.UnaryOp.NEG), flashr.engine.fn.BinaryOp.SUB), 2,
                    e.fromArray(new double[] {1, 2, 3}, 3, 1), flashr.engine.fn.BinaryOp.MUL, false);
            Matrix c = e.sweep(e.mapply(x, y, flashr.engine.fn.BinaryOp.MUL), 1, e.runif(300, 1, 0, 1, 7), flashr.engine.fn.BinaryOp.ADD, true);
            e.materialize(e.mapply(a, 1.0, flashr.engine.fn.BinaryOp.ADD), b, c);
        } finally {
            RegionCompiler.onGenerate = null;
        }
        assertTrue(classes.size() > 50, "many region shapes generated: " + classes.size());
        assertTrue(CompiledKernels.sinkSteps() - sinksBefore > 50, "many loops feed sinks: " + (CompiledKernels.sinkSteps() - sinksBefore));
        assertTrue(RegionCompiler.VECTOR_BODIES.get() - vectorBefore >= 2, "some with vector loops: " + (RegionCompiler.VECTOR_BODIES.get() - vectorBefore));
        for (byte[] bytes : classes) {
            StringWriter problems = new StringWriter();
            CheckClassAdapter.verify(new ClassReader(bytes), GeneratedClassesTest.class.getClassLoader(), false, new PrintWriter(problems));
            assertEquals("", problems.toString(), "a generated class fails verification");
        }
    }
}
