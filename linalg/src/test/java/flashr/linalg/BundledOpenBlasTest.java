package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The OpenBLAS shipped in the Maven artifact: extracted once, re-extracted when damaged, and it computes. */
class BundledOpenBlasTest {
    @TempDir
    Path cache;

    @Test
    void extractsOnceRepairsAndLoads() throws Exception {
        String old = System.getProperty("flashr.linalg.cache");
        System.setProperty("flashr.linalg.cache", cache.toString());
        try {
            Path lib = BundledOpenBlas.extract();
            assertTrue(Files.isRegularFile(lib));
            assertTrue(lib.getParent().getFileName().toString().startsWith("openblas-"));
            assertNotEquals("unknown", BundledOpenBlas.version());
            long modified = Files.getLastModifiedTime(lib).toMillis();
            Files.setLastModifiedTime(lib, java.nio.file.attribute.FileTime.fromMillis(modified - 10_000));
            BundledOpenBlas.extract();
            assertEquals(modified - 10_000, Files.getLastModifiedTime(lib).toMillis(), "a complete copy is reused");
            Files.write(lib.getParent().resolve("libgfortran.so.5"), new byte[] {1, 2, 3});
            BundledOpenBlas.extract();
            assertTrue(Files.size(lib.getParent().resolve("libgfortran.so.5")) > 1000, "a damaged copy is replaced");

            String oldLib = System.getProperty("flashr.linalg.library");
            System.setProperty("flashr.linalg.library", lib.toString());
            List<String> failures = new ArrayList<>();
            try {
                NativeBackend b = new NativeBackend(OpenBlasLibrary.load(failures).orElseThrow(() -> new AssertionError(failures)));
                assertTrue(b.description().startsWith("OpenBLAS"), b.description());
                double[] c = new double[1];
                b.blas().dgemm('N', 'N', 1, 1, 2, 1, MemorySegment.ofArray(new double[] {1, 2}), 1,
                        MemorySegment.ofArray(new double[] {3, 4}), 2, 0, MemorySegment.ofArray(c), 1);
                assertEquals(11.0, c[0]);
            } finally {
                if (oldLib == null) System.clearProperty("flashr.linalg.library");
                else System.setProperty("flashr.linalg.library", oldLib);
            }
        } finally {
            if (old == null) System.clearProperty("flashr.linalg.cache");
            else System.setProperty("flashr.linalg.cache", old);
        }
    }
}
