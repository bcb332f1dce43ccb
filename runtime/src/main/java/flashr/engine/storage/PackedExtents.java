package flashr.engine.storage;

/**
 * The extents of one small temporary matrix in its engine's pack files ({@link PackFile}), one per
 * data directory. An extent goes back to its pack file only when no read or write of it is under
 * way (each is bracketed by {@link #enter} and {@link #exit}): a write that finished after the
 * extent had been handed to another matrix would corrupt that matrix.
 */
final class PackedExtents {
    final PackFile[] packs;
    final long[] offsets;
    private final long[] lengths;
    private int active;
    private boolean released;
    private boolean returned;

    /** Extents of lengths[f] bytes in packs[f]; all or none are taken. */
    PackedExtents(PackFile[] packs, long[] lengths) {
        this.packs = packs;
        this.lengths = lengths.clone();
        this.offsets = new long[packs.length];
        for (int f = 0; f < packs.length; f++) offsets[f] = packs[f].allocate(lengths[f]);
    }

    /** Starts a read or write; false when the matrix was freed (nothing may be done then). */
    synchronized boolean enter() {
        if (released) return false;
        active++;
        return true;
    }

    synchronized void exit() {
        active--;
        if (released && active == 0) giveBack();
    }

    /** The matrix is freed: the extents go back now, or when the last read or write ends. */
    synchronized void release() {
        released = true;
        if (active == 0) giveBack();
    }

    private void giveBack() {
        if (returned) return;
        returned = true;
        for (int f = 0; f < packs.length; f++) packs[f].release(offsets[f], lengths[f]);
    }
}
