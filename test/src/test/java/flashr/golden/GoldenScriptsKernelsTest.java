package flashr.golden;

import flashr.engine.EngineConfig;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden corpus in the engine (as {@link GoldenScriptsEngineTest}: threshold 0, 8-row
 * partitions, 2 threads) with generated kernels forced on, every pass included (a pass of one
 * Pcache step too, which otherwise runs the interpreting kernel), and forced off (the interpreting
 * kernel only): each must print what GNU R printed. {@code -Dflashr.golden.kernels.share=N} runs
 * the engine's folders and N sixteenths of the others (default 2; 16: the whole corpus, about
 * twice the engine run's time), {@code -Dflashr.golden.only=PART} as in {@link GoldenScriptsTest}.
 */
class GoldenScriptsKernelsTest {
    @TestFactory
    Stream<DynamicTest> generatedKernelsForcedOn() throws IOException {
        return scripts(EngineConfig.builder().threads(2).partitionRows(8).compiledKernels(true).oneStepInterpreted(false).build());
    }

    @TestFactory
    Stream<DynamicTest> generatedKernelsForcedOff() throws IOException {
        return scripts(EngineConfig.builder().threads(2).partitionRows(8).compiledKernels(false).build());
    }

    private static Stream<DynamicTest> scripts(EngineConfig config) throws IOException {
        int share = Integer.getInteger("flashr.golden.kernels.share", 2);
        return GoldenScriptsTest.scripts().stream()
                .map(p -> GoldenScriptsTest.ROOT.relativize(p).toString())
                .filter(n -> !GoldenScriptsEngineTest.KNOWN.containsKey(n) && GoldenScriptsFileStoreTest.inShare(n, share))
                .map(n -> DynamicTest.dynamicTest(n, () -> GoldenScriptsEngineTest.check(GoldenScriptsTest.ROOT.resolve(n), config)));
    }
}
