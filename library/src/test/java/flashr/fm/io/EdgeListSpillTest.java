package flashr.fm.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.sparse.BlockSink;
import flashr.engine.sparse.CsrBlock;
import flashr.engine.sparse.SparseMatrix;
import flashr.lang.RError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Edge lists and Matrix Market files loaded with bounded memory (parsed in pieces, spilled to the
 * file store, built in groups of row blocks) against the same files loaded whole on the heap:
 * skewed degrees, duplicate edges, comments, values with NA and Inf, symmetric and skew-symmetric
 * files, and a bad line's number in a late piece. The count of triplets held on the heap at once
 * stays within what the budget allows while the file holds many times more.
 */
class EdgeListSpillTest {
    @TempDir Path tmp;
    private final Random rnd = new Random(31);
    private static final long BUDGET = 1 << 20;

    private Path edgeList(String name, int n, int edges, boolean valued, String header) throws IOException {
        StringBuilder sb = new StringBuilder(header);
        for (int e = 0; e < edges; e++) {
            if (e % 997 == 0) sb.append("# a comment\n");
            int from = (int) (n * Math.pow(rnd.nextDouble(), 2)), to = rnd.nextInt(n);
            if (header.startsWith("%%")) { from++; to++; }
            sb.append(from).append(' ').append(to);
            if (valued) {
                int k = rnd.nextInt(50);
                sb.append(' ').append(k == 0 ? "NA" : k == 1 ? "Inf" : k == 2 ? "-Inf" : String.valueOf(rnd.nextInt(200) / 8.0));
            }
            sb.append('\n');
        }
        return Files.writeString(tmp.resolve(name), sb.toString());
    }

    private static void same(SparseMatrix heap, SparseMatrix other, String what) {
        assertEquals(heap.nrow(), other.nrow(), what);
        assertEquals(heap.ncol(), other.ncol(), what);
        assertEquals(heap.nnz(), other.nnz(), what);
        assertEquals(heap.isBinary(), other.isBinary(), what);
        assertEquals(heap.blocks().count(), other.blocks().count(), what);
        for (int b = 0; b < heap.blocks().count(); b++) {
            CsrBlock h = heap.blocks().block(b), o = other.blocks().block(b);
            assertEquals(h.firstRow(), o.firstRow(), what);
            assertArrayEquals(h.rowPtr(), o.rowPtr(), what);
            assertArrayEquals(h.cols(), o.cols(), what);
            if (h.vals() == null) assertEquals(null, o.vals(), what);
            else assertArrayEquals(h.vals(), o.vals(), 0, what);
        }
    }

    @Test
    void spilledLoadsBuildWhatWholeLoadsBuildWithinTheBudget() throws IOException {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).dataDirs(List.of(tmp.resolve("store"))).build())) {
            Object[][] cases = {
                {"B", false, edgeList("b.txt", 3000, 60000, false, "")},
                {"D", true, edgeList("d.txt", 2500, 50000, true, "")},
                {"D", false, edgeList("mm.mtx", 900, 50000, true, "%%MatrixMarket matrix coordinate real general\n% c\n900 900 50000\n")},
                {"B", false, edgeList("mms.mtx", 800, 30000, false, "%%MatrixMarket matrix coordinate pattern symmetric\n800 800 30000\n")},
            };
            for (Object[] c : cases) {
                String what = c[2].toString();
                EdgeListLoader whole = new EdgeListLoader((String) c[0], (Boolean) c[1], "auto", 16, 2, BlockSink.Factory.HEAP);
                SparseMatrix heap = whole.load((Path) c[2]);
                assertFalse(whole.spilled(), what);
                EdgeListLoader bounded = new EdgeListLoader((String) c[0], (Boolean) c[1], "auto", 16, 2, BlockSink.Factory.files(e.storage()))
                        .spillingOver(e.storage(), BUDGET);
                SparseMatrix files = bounded.load((Path) c[2]);
                assertTrue(bounded.spilled() && !files.inMemory(), what);
                same(heap, files, what);
                assertEquals(whole.symmetric(), bounded.symmetric(), what);
                // 16 bytes a triplet: what the heap held is within a quarter of the budget, the file holds many times more
                assertTrue(bounded.peakEntries() * 16 <= BUDGET / 4, what + ": held " + bounded.peakEntries());
                assertTrue(heap.nnz() > 3 * bounded.peakEntries(), what);
                files.free();
            }
        }
    }

    @Test
    void aBadLineInALatePieceIsNamedByItsNumber() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int e = 0; e < 120000; e++) sb.append(e % 700).append(' ').append(e % 300).append('\n');
        sb.append("5 x\n");
        Path f = Files.writeString(tmp.resolve("bad.txt"), sb.toString());
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).dataDirs(List.of(tmp.resolve("store"))).build())) {
            EdgeListLoader whole = new EdgeListLoader("B", false, "auto", 16, 2, BlockSink.Factory.HEAP);
            EdgeListLoader bounded = new EdgeListLoader("B", false, "auto", 16, 2, BlockSink.Factory.files(e.storage())).spillingOver(e.storage(), BUDGET);
            String expected = assertThrows(RError.class, () -> whole.load(f)).getMessage();
            assertTrue(expected.startsWith("line 120001 "), expected);
            assertEquals(expected, assertThrows(RError.class, () -> bounded.load(f)).getMessage());
            assertTrue(bounded.spilled());
        }
    }
}
