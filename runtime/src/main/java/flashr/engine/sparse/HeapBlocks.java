package flashr.engine.sparse;

import java.util.ArrayList;
import java.util.List;

/** Row blocks held on the heap. */
public record HeapBlocks(List<CsrBlock> blocks) implements SparseBlocks {
    public HeapBlocks {
        blocks = List.copyOf(blocks);
    }

    @Override public int count() { return blocks.size(); }

    @Override public CsrBlock block(int b) { return blocks.get(b); }

    @Override public int nnz(int b) { return blocks.get(b).nnz(); }

    @Override public boolean valued(int b) { return blocks.get(b).vals() != null; }

    @Override public boolean inMemory() { return true; }

    @Override public long bytes() {
        long n = 0;
        for (CsrBlock x : blocks) n += 4L * (x.rows() + 1) + 4L * x.nnz() + (x.vals() == null ? 0 : 8L * x.nnz());
        return n;
    }

    /** Collects blocks in row order. */
    static final class Sink implements BlockSink {
        private final List<CsrBlock> blocks = new ArrayList<>();

        @Override public void add(CsrBlock b) { blocks.add(b); }

        @Override public SparseBlocks finish() { return new HeapBlocks(blocks); }

        @Override public void abandon() { blocks.clear(); }
    }
}
