package flashr.engine.exec;

import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.fn.VectorLoops;
import flashr.engine.memory.MemStore;
import flashr.linalg.Blas;
import flashr.linalg.SimpleProducts;

import java.lang.foreign.MemorySegment;

/**
 * Partial of the double product t(A) %*% B (crossprod, or crossprod(A) when A is B): the p x k
 * sums over the rows added so far. Each block's product is computed as R's crossprod computes the
 * whole: by R's plain loop when the block has a NaN, NA or infinite value (continuing each element's
 * sum, NaN payloads as R's C propagates them, so NA stays NA), else by the node's BLAS (dsyrk for
 * crossprod(A), dgemv when one operand has one column, dgemm otherwise) where {@link ProductRoute}
 * finds it cheaper, else by the engine's vector loops, then added to the sums. Partials merge in partition order, so the result
 * does not depend on which thread took which rows.
 *
 * <p>With a BLAS, crossprod(A) reads stored A in place, and rows that follow each other in memory
 * (the Pcache blocks of one partition) go to the BLAS in one call. Their values are checked only
 * when the product's diagonal is not finite (a sum of squares is finite exactly when its column's
 * values are, unless a square overflows): a scan of every block before the BLAS read the data
 * from memory once more and cost a third of the product. The run's blocks are then taken again
 * one by one as they would have been checked on arrival, so the results are the same bits.
 */
final class ProductPartial extends SinkPartial {
    private final int p, k;
    private final boolean same;
    /** The BLAS, or null for the engine's loops. */
    private final Blas blas;
    /** The sums: element (i, j) at j * p + i, every element (not only a triangle). */
    private final double[] acc;
    /** One block's product before it is added (for crossprod(A) only its upper triangle). */
    private final double[] block;
    private final int[] slots4 = new int[4];
    /**
     * Rows read in place not yet multiplied: column c of them at runStart + c * runStride (bytes),
     * in native memory, or in the Java array runArray (data viewed where R holds it) at that offset.
     */
    private long runStart, runStride;
    private int runRows;
    private Object runArray;
    /** The lengths of the run's blocks, in order (runBlocks of them). */
    private int[] runLens = new int[64];
    private int runBlocks;
    /**
     * Work (p * p * rows) up to which a run in a Java array grows: the BLAS then reads the array
     * in place (linalg passes arrays to short calls directly, below 4e7), where a longer call
     * would copy the run's whole span.
     */
    private static final double HEAP_RUN_FLOPS = 1e7;

    ProductPartial(InnerProdSinkNode node) {
        this.p = node.a.ncol;
        this.k = node.b.ncol;
        this.same = node.a == node.b;
        this.blas = ProductRoute.cross(node);
        this.acc = new double[p * k];
        this.block = new double[p * k];
    }

    /** Only what the BLAS reads can be read in place (the vector loops take arrays). */
    @Override public boolean readsInPlace() { return blas != null && same; }

    /** Also A of t(A) %*% y by the loops: a strided array ({@link Block#heap}) is read where it is. */
    @Override public boolean readsInPlace(int input, int inputs) {
        return inputs == 1 ? readsInPlace() : input == 0 && !same && blas == null && k == 1;
    }

    @Override public void add(Block[] in, long r0, int len) {
        if (len == 0 || p == 0 || k == 0) return;
        Block a = in[0];
        if (!same && a.heap != null) {
            addStrided(a.heap, a.heapOffset, a.heapLd, in[1].asDoubles(), len);
            return;
        }
        if (a.columns != null && same) {
            if (inPlace(a.columns, len)) return;
            flushRun();
        }
        double[] ad = a.asDoubles();
        double[] bd = same ? ad : in[1].asDoubles();
        // The product first, its p x k values checked after: a value of A or B that is not
        // finite makes every product of its column NaN or infinite (and crossprod(A)'s diagonal),
        // so a finite product proves finite blocks, and only a product that is not finite
        // checks the (p + k) x len values of the blocks.
        if (blas != null) product(MemorySegment.ofArray(ad), len, MemorySegment.ofArray(bd), len, len);
        else loops(ad, bd, len);
        if (productFinite() || VectorLoops.allFinite(ad, 0, len * p) && (same || VectorLoops.allFinite(bd, 0, len * k))) {
            addBlock();
        } else {
            flushRun();
            SimpleProducts.gemm(true, false, p, k, len, ad, 0, len, bd, 0, len, acc, 0, p, true);
        }
    }

    /** {@link #add} of A's column c at a[ao + c * lda] (read where it is stored) by the loops. */
    private void addStrided(double[] a, int ao, int lda, double[] bd, int len) {
        java.util.Arrays.fill(block, 0);
        VectorLoops.dotsWith(a, ao, lda, p, bd, 0, len, block, 0);
        boolean finite = productFinite();
        if (!finite) {
            finite = VectorLoops.allFinite(bd, 0, len);
            for (int c = 0; c < p && finite; c++) finite = VectorLoops.allFinite(a, ao + c * lda, len);
        }
        if (finite) addBlock();
        else SimpleProducts.gemm(true, false, p, k, len, a, ao, lda, bd, 0, len, acc, 0, p, true);
    }

    /**
     * A block's t(A) y computed elsewhere ({@link LogisticStep}: dots[c] as {@code
     * VectorLoops.dotsWith} sums column c) added as {@link #addStrided} adds it when finite; false
     * (nothing added) when a sum is not finite: the caller then adds the block by {@link #add}.
     */
    boolean addFiniteDots(double[] dots) {
        double s = 0;
        for (int c = 0; c < p; c++) s += dots[c] * 0.0;
        if (Double.isNaN(s)) return false;
        // (dotsWith adds each sum to a zeroed block: 0 + -0 is 0)
        for (int c = 0; c < p; c++) block[c] = 0.0 + dots[c];
        addBlock();
        return true;
    }

    /** Whether the block's product is finite (for crossprod(A) its diagonal: a sum of squares). */
    private boolean productFinite() {
        if (same) return diagonalFinite();
        double s = 0;
        for (int e = 0; e < p * k; e++) s += block[e] * 0.0;
        return !Double.isNaN(s);
    }

    /**
     * Takes a block read in place into the run of rows waiting for the BLAS, when its values are
     * finite and its columns evenly spaced; a block that does not continue the run starts a new one.
     */
    private boolean inPlace(MemorySegment[] cols, int len) {
        Object array = cols[0].heapBase().orElse(null);
        if (array != null && !(array instanceof double[])) return false;
        long start = cols[0].address();
        // (one column: no spacing, the run's own length is its leading dimension)
        long stride = p > 1 ? cols[1].address() - start : Long.MAX_VALUE & ~7L;
        if (stride < 8L * len || stride % 8 != 0 || stride / 8 > Integer.MAX_VALUE && p > 1) return false;
        for (int c = 0; c < p; c++) {
            if (cols[c].address() != start + c * stride || cols[c].heapBase().orElse(null) != array) return false;
        }
        // a run taken again after a value that is not finite can leave its last rows waiting
        while (runRows > 0 && !continuesRun(array, start, stride, len)) flushOnce();
        if (runRows == 0) {
            runArray = array;
            runStart = start;
            runStride = stride;
            runBlocks = 0;
        }
        runRows += len;
        if (runBlocks == runLens.length) runLens = java.util.Arrays.copyOf(runLens, 2 * runBlocks);
        runLens[runBlocks++] = len;
        return true;
    }

    private boolean continuesRun(Object array, long start, long stride, int len) {
        return array == runArray && start == runStart + 8L * runRows && stride == runStride
                && 8L * (runRows + len) <= stride && (array == null || (double) p * p * (runRows + len) <= HEAP_RUN_FLOPS);
    }

    /** Multiplies all rows waiting in place (their memory is the store's, alive for the pass). */
    private void flushRun() {
        while (runRows > 0) flushOnce();
    }

    /**
     * Multiplies the rows waiting in place; when a value among them is not finite, takes their
     * blocks again as checked on arrival ({@link #retake}), which may leave the last rows waiting.
     */
    private void flushOnce() {
        long bytes = (p - 1) * runStride + 8L * runRows;
        MemorySegment rows = runArray != null ? MemorySegment.ofArray((double[]) runArray).asSlice(runStart, bytes)
                : MemorySegment.ofAddress(runStart).reinterpret(bytes);
        int ld = p > 1 ? (int) (runStride / 8) : runRows;
        int n = runRows, blocks = runBlocks;
        int[] lens = runLens;
        Object array = runArray;
        long stride = runStride;
        runRows = 0;
        runBlocks = 0;
        runArray = null;
        product(rows, ld, rows, ld, n);
        if (diagonalFinite()) addBlock();
        else retake(rows, stride, array, lens.clone(), blocks);
    }

    private boolean diagonalFinite() {
        double s = 0;
        for (int i = 0; i < p; i++) s += block[i * p + i] * 0.0;
        return !Double.isNaN(s);
    }

    /**
     * The blocks of a run whose product was not finite, taken as they are on arrival: a block with
     * a value that is not finite by R's loop, the others in runs for the BLAS. When every value is
     * finite (a square overflowed) the product already computed is the run's.
     */
    private void retake(MemorySegment rows, long stride, Object array, int[] lens, int blocks) {
        boolean[] finite = new boolean[blocks];
        boolean all = true;
        long r0 = 0;
        for (int b = 0; b < blocks; b++) {
            finite[b] = true;
            for (int c = 0; c < p && finite[b]; c++) finite[b] = VectorLoops.allFinite(rows.asSlice(8 * r0 + c * stride, 8L * lens[b]), lens[b]);
            all &= finite[b];
            r0 += lens[b];
        }
        if (all) { addBlock(); return; }
        long base = rows.address();
        r0 = 0;
        for (int b = 0; b < blocks; b++) {
            int len = lens[b];
            if (finite[b]) {
                long start = base + 8 * r0;
                if (runRows > 0 && !continuesRun(array, start, stride, len)) flushOnce();
                if (runRows == 0) { runArray = array; runStart = start; runStride = stride; runBlocks = 0; }
                runRows += len;
                runLens[runBlocks++] = len;
            } else {
                flushRun();
                double[] ad = new double[len * p];
                for (int c = 0; c < p; c++)
                    MemorySegment.copy(rows, java.lang.foreign.ValueLayout.JAVA_DOUBLE, 8 * r0 + c * stride, ad, c * len, len);
                SimpleProducts.gemm(true, false, p, k, len, ad, 0, len, ad, 0, len, acc, 0, p, true);
            }
            r0 += len;
        }
    }

    /** The BLAS's product of n rows of A and B (leading dimensions lda, ldb) into the block. */
    private void product(MemorySegment a, int lda, MemorySegment b, int ldb, int n) {
        MemorySegment t = MemorySegment.ofArray(block);
        if (same) blas.dsyrk('U', 'T', p, n, 1, a, lda, 0, t, p);
        else if (k == 1) blas.dgemv('T', n, p, 1, a, lda, b, 0, t);
        else if (p == 1) blas.dgemv('T', n, k, 1, b, ldb, a, 0, t);
        else blas.dgemm('T', 'N', p, k, n, 1, a, lda, b, ldb, 0, t, p);
    }

    /** The block's product by the engine's vector loops (each column of A read once for four of B), into the block. */
    private void loops(double[] ad, double[] bd, int len) {
        java.util.Arrays.fill(block, 0);
        if (k == 1 && !same) { VectorLoops.dotsWith(ad, 0, len, p, bd, 0, len, block, 0); return; }
        for (int i = 0; i < p; i++) {
            int ao = i * len;
            int j = same ? i : 0;
            for (; j + 4 <= k; j += 4) {
                slots4[0] = j * p + i; slots4[1] = (j + 1) * p + i; slots4[2] = (j + 2) * p + i; slots4[3] = (j + 3) * p + i;
                VectorLoops.dot4(ad, ao, bd, j * len, (j + 1) * len, (j + 2) * len, (j + 3) * len, len, block, slots4);
            }
            for (; j < k; j++) block[j * p + i] += VectorLoops.dot(ad, ao, bd, j * len, len);
        }
    }

    /** Adds the block's product to the sums (a NaN already in a sum stays), mirroring crossprod(A)'s triangle. */
    private void addBlock() {
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < p; i++) {
                double v = same && i > j ? block[i * p + j] : block[j * p + i];
                acc[j * p + i] = SimpleProducts.add(acc[j * p + i], v);
            }
        }
    }

    @Override public void endRun() { flushRun(); }

    @Override public void merge(SinkPartial other) {
        ProductPartial o = (ProductPartial) other;
        flushRun();
        o.flushRun();
        for (int s = 0; s < p * k; s++) acc[s] = SimpleProducts.add(acc[s], o.acc[s]);
    }

    @Override public void finish(MemStore out) {
        flushRun();
        for (int j = 0; j < k; j++) for (int i = 0; i < p; i++) out.setDouble(i, j, acc[j * p + i]);
    }
}
