package flashr.engine.memory;

/**
 * A block matrix whose 32-column TAS blocks are stores of any kind (the blocks of a wide matrix
 * on files, each block a file store of its own): reading some columns touches only their blocks.
 */
public final class BlockStore extends MatrixStore {
    private final MatrixStore[] blocks;

    BlockStore(MatrixStore[] blocks) {
        super(blocks[0].nrow, java.util.Arrays.stream(blocks).mapToInt(b -> b.ncol).sum(), blocks[0].type, blocks[0].layout, blocks[0].partRows);
        for (int b = 0; b + 1 < blocks.length; b++) if (blocks[b].ncol != BLOCK_COLS) throw new IllegalArgumentException("blocks must have 32 columns");
        this.blocks = blocks.clone();
    }

    /** Block b (32 columns from column 32 b). */
    public MatrixStore block(int b) { return blocks[b]; }

    @Override public int numBlocks() { return blocks.length; }

    @Override public boolean inMemory() {
        for (MatrixStore b : blocks) if (!b.inMemory()) return false;
        return true;
    }

    @Override public void free() { for (MatrixStore b : blocks) b.free(); }

    @Override public void prefetch(long p0, int n) { for (MatrixStore b : blocks) b.prefetch(p0, n); }

    /** Reads ahead only the blocks that hold one of cols (null: every block), and in them only those columns. */
    @Override public void prefetch(long p0, int n, int[] cols) {
        if (cols == null) { prefetch(p0, n); return; }
        int[][] within = new int[blocks.length][];
        int[] count = new int[blocks.length];
        for (int c : cols) count[c / BLOCK_COLS]++;
        for (int b = 0; b < blocks.length; b++) if (count[b] > 0) within[b] = new int[count[b]];
        java.util.Arrays.fill(count, 0);
        for (int c : cols) within[c / BLOCK_COLS][count[c / BLOCK_COLS]++] = c % BLOCK_COLS;
        for (int b = 0; b < blocks.length; b++) if (within[b] != null) blocks[b].prefetch(p0, n, within[b]);
    }

    @Override public void finishWrites() { for (MatrixStore b : blocks) b.finishWrites(); }

    @Override public double getDouble(long r, int c) { return blocks[c / BLOCK_COLS].getDouble(r, c % BLOCK_COLS); }

    @Override public int getInt(long r, int c) { return blocks[c / BLOCK_COLS].getInt(r, c % BLOCK_COLS); }

    @Override public void setDouble(long r, int c, double v) { blocks[c / BLOCK_COLS].setDouble(r, c % BLOCK_COLS, v); }

    @Override public void setInt(long r, int c, int v) { blocks[c / BLOCK_COLS].setInt(r, c % BLOCK_COLS, v); }

    /** Reads each run of wanted columns that lie in one block with one call of that block's store. */
    @Override public void readInto(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff) {
        int nc = cols == null ? ncol : cols.length;
        for (int k = 0; k < nc; ) {
            int b = (cols == null ? k : cols[k]) / BLOCK_COLS;
            int n = 1;
            while (k + n < nc && (cols == null ? k + n : cols[k + n]) / BLOCK_COLS == b) n++;
            int[] within = null;
            if (cols != null || n != blocks[b].ncol) {
                within = new int[n];
                for (int i = 0; i < n; i++) within[i] = (cols == null ? k + i : cols[k + i]) % BLOCK_COLS;
            }
            blocks[b].readInto(r0, len, within, dst, dsti, dstOff + k * len);
            k += n;
        }
    }

    @Override public void writeFrom(long r0, int len, double[] src, int[] srci, int srcOff) {
        for (int b = 0; b < blocks.length; b++) blocks[b].writeFrom(r0, len, src, srci, srcOff + b * BLOCK_COLS * len);
    }

    @Override public void writeColumn(int col, long r0, int len, double[] src, int[] srci, int srcOff) {
        blocks[col / BLOCK_COLS].writeColumn(col % BLOCK_COLS, r0, len, src, srci, srcOff);
    }

    @Override public PartitionLease lease(long p) { throw new IllegalStateException("a block matrix has no partitions of its own"); }
}
