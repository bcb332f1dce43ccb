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

    @Override public void finishWrites() { for (MatrixStore b : blocks) b.finishWrites(); }

    @Override public double getDouble(long r, int c) { return blocks[c / BLOCK_COLS].getDouble(r, c % BLOCK_COLS); }

    @Override public int getInt(long r, int c) { return blocks[c / BLOCK_COLS].getInt(r, c % BLOCK_COLS); }

    @Override public void setDouble(long r, int c, double v) { blocks[c / BLOCK_COLS].setDouble(r, c % BLOCK_COLS, v); }

    @Override public void setInt(long r, int c, int v) { blocks[c / BLOCK_COLS].setInt(r, c % BLOCK_COLS, v); }

    @Override public void readInto(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff) {
        int nc = cols == null ? ncol : cols.length;
        int[] one = new int[1];
        for (int k = 0; k < nc; k++) {
            int c = cols == null ? k : cols[k];
            one[0] = c % BLOCK_COLS;
            blocks[c / BLOCK_COLS].readInto(r0, len, one, dst, dsti, dstOff + k * len);
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
