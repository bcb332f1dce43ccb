package flashr.golden;

import flashr.engine.EngineConfig;
import flashr.engine.storage.StorageSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The golden corpus with every engine value held by the engine (threshold 0) and every engine
 * matrix of more than one partition forced onto the file store: 8-row partitions striped in
 * 8 KB units over three data directories, one partition read ahead, two threads. Each script must
 * print what GNU R printed, as in {@link GoldenScriptsEngineTest} (the same scripts are known to
 * differ). The whole corpus takes about two and a half minutes (small stores take one write and
 * one read), so the default run keeps part: {@code -Dflashr.golden.files.share=N} keeps the scripts
 * of FlashR's API and of engine values (flashr/, engine/, engine-na/, long-vectors/) and a
 * deterministic N sixteenths of the others, those whose path's hash falls in buckets 0 to N - 1
 * (default 6; 16: all). Scripts in {@link #SLOW} take
 * minutes on files and are left out.
 */
class GoldenScriptsFileStoreTest {
    @TempDir static Path tmp;

    /** Scripts too slow on files in 8-row partitions for the 60-second limit or the default run, with the reason. */
    static final Map<String, String> SLOW = Map.ofEntries(
            Map.entry("flashr/eigen_restart.R",
                    "hundreds of products with a 240 x 240 block matrix, small stores in the pack files: 35 s under load (over 5 minutes with a file per store), too long for the default run"),
            Map.entry("stats/optim-sann-trace.R",
                    "thousands of small vectors in the pack files: 50 s under load, near the limit (its output matched)"),
            Map.entry("random/rnorm-inversion-bits.R",
                    "1.6M draws and 12.8M bytes of writeBin in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("random/deviate-bits.R",
                    "nine draws of 5e5 and their bytes in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("random/cauchy-bits.R",
                    "5e5 draws and their bytes in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("random/deviate-bits-more.R",
                    "fourteen draws of 2e5 and their bytes in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("random/dpq-bits.R",
                    "fifty functions over 2e4 arguments and their bytes in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("stats/pretty-hist.R",
                    "hist of 2e6 uniforms: 250,000 partitions of 8 rows on files, 46 s (checked in the other modes)"),
            Map.entry("system/object-size.R",
                    "a 1e6 x 3 matrix and vectors of 1e6: hundreds of thousands of 8-row partitions on files, 46 s"),
            Map.entry("vectors/ifelse-lazy-branches.R",
                    "ifelse over 2e6 elements in 8-row partitions on files: 33 s"),
            Map.entry("arith/large-temporaries.R",
                    "temporaries of 2e5 elements in 8-row partitions on files: 26 s"),
            Map.entry("stats/glm-engine-binary.R",
                    "IRLS over 125,000 rows in 8-row partitions on files: 24 s (checked in the other modes)"),
            Map.entry("random/trig-deviates-bits.R",
                    "twenty functions over 2e3-2e4 arguments and their bytes in 8-row partitions on files (R's bits are checked in the other modes)"),
            Map.entry("random/noncentral-bits.R",
                    "noncentral series in emulated long double over 2e4 arguments, bisections over them, their bytes in 8-row partitions on files (R's bits are checked in the other modes)"),
            Map.entry("math/trig-bits.R",
                    "a 1e6-element vector and the bytes of thirteen results in 8-row partitions on files (R's bits are checked in the other modes)"),
            Map.entry("math/asin-acos-bits.R",
                    "a 1e6-element vector and the bytes of its results in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("stats/cor-bits.R",
                    "vectors of 2.2e6 and a 3e5 x 6 matrix in 8-row partitions on files: over 60 s (R's bits are checked in the other modes)"),
            Map.entry("stats/mean-extremes.R",
                    "means of data below 2^-900 and past 2^1024 take the exact scalar steps; with 8-row partitions on files over 60 s under load (R's bits are checked in the other modes)"),
            Map.entry("math/log2-bits.R",
                    "a 1e6-element vector and the bytes of five results in 8-row partitions on files (R's bits are checked in the other modes)"));

    /** Folders of the corpus always run on files. */
    private static final List<String> ALWAYS = List.of("flashr/", "engine/", "engine-na/", "long-vectors/");

    @TestFactory
    Stream<DynamicTest> goldenScriptsOnFiles() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.walk(GoldenScriptsTest.ROOT)) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        int share = Integer.getInteger("flashr.golden.files.share", 6);
        return scripts.stream()
                .map(p -> GoldenScriptsTest.ROOT.relativize(p).toString())
                .filter(n -> !GoldenScriptsEngineTest.KNOWN.containsKey(n) && !SLOW.containsKey(n))
                .filter(n -> inShare(n, share))
                .map(n -> DynamicTest.dynamicTest(n, () -> GoldenScriptsEngineTest.check(GoldenScriptsTest.ROOT.resolve(n), config())));
    }

    /** Whether script {@code n} (relative to the corpus) runs in a share of N sixteenths: always for the engine's folders. */
    static boolean inShare(String n, int share) {
        return ALWAYS.contains(n.substring(0, n.indexOf('/') + 1)) || Math.floorMod(n.hashCode(), 16) < share;
    }

    static EngineConfig config() {
        StorageSettings files = StorageSettings.defaults()
                .withDataDirs(List.of(tmp.resolve("d0"), tmp.resolve("d1"), tmp.resolve("d2")))
                .withIoDepth(1).withStripeBytes(8192).withMaxMerge(2).withAllOnFiles(true);
        return EngineConfig.builder().threads(2).partitionRows(8).storage(files).build();
    }
}
