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
 * broadcasts, ifelse, casts, row folds) passes ASM's CheckClassAdapter: well-formed, and its
 * bytecode verifies by data flow (types of locals and stack at every instruction).
 */
class GeneratedClassesTest {
    @Test void generatedClassesVerify() {
        List<byte[]> classes = new CopyOnWriteArrayList<>();
        RegionCompiler.onGenerate = classes::add;
        CompiledKernels.forgetShapes();
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).pcacheBytes(1024)
                .memoryBudget(1L << 30).compiledKernels(true).build())) {
            for (int dag = 0; dag < 300; dag++) {
                List<Matrix> targets = new ElementwiseDags(e, 20261201L + dag * 7919L).build();
                e.materialize(targets.toArray(Matrix[]::new));
            }
        } finally {
            RegionCompiler.onGenerate = null;
        }
        assertTrue(classes.size() > 50, "many region shapes generated: " + classes.size());
        for (byte[] bytes : classes) {
            StringWriter problems = new StringWriter();
            CheckClassAdapter.verify(new ClassReader(bytes), GeneratedClassesTest.class.getClassLoader(), false, new PrintWriter(problems));
            assertEquals("", problems.toString(), "a generated class fails verification");
        }
    }
}
