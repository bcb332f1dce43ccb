package flashr.engine.storage;

/**
 * Where partitions lie in a matrix's files. Partitions are grouped into stripe blocks of
 * {@code stripeParts} consecutive partitions; block b goes to file {@code hash(b ^ seed) mod files}
 * (one file per data directory), so any set of partitions or columns is spread over every device,
 * and within a file the blocks follow each other in block order. Every partition has a slot of
 * {@code slotBytes} (its bytes rounded up to {@link #ALIGN}) at a fixed offset after its file's
 * header, so a partition (or a run of adjacent ones) is one aligned read.
 */
final class FileLayout {
    /** Alignment of offsets, lengths and buffers: O_DIRECT's logical block (512 or 4096 bytes). */
    static final int ALIGN = 4096;

    final long partitions;
    final long slotBytes;
    final int files;
    final int stripeParts;
    final long seed;
    /** Checksums per slot in the header's table: the slot's and, where kept, each column's. */
    final int crcsPerSlot;
    private final int[] fileOfBlock;
    private final long[] slotOfBlock;
    private final long[] partsInFile;

    FileLayout(long partitions, long slotBytes, int files, int stripeParts, long seed, int crcsPerSlot) {
        this.crcsPerSlot = crcsPerSlot;
        this.partitions = partitions;
        this.slotBytes = slotBytes;
        this.files = files;
        this.stripeParts = stripeParts;
        this.seed = seed;
        long blocks = (partitions + stripeParts - 1) / stripeParts;
        if (blocks > Integer.MAX_VALUE) throw new IllegalArgumentException("too many stripe blocks");
        fileOfBlock = new int[(int) blocks];
        slotOfBlock = new long[(int) blocks];
        partsInFile = new long[files];
        long[] next = new long[files];
        for (int b = 0; b < blocks; b++) {
            int f = fileOf(b, seed, files);
            fileOfBlock[b] = f;
            slotOfBlock[b] = next[f]++;
            partsInFile[f] += Math.min(stripeParts, partitions - (long) b * stripeParts);
        }
    }

    static long align(long bytes) { return (bytes + ALIGN - 1) / ALIGN * ALIGN; }

    /** The file of stripe block b: a mix of the block index, so runs of blocks spread evenly. */
    static int fileOf(long b, long seed, int files) {
        long z = b ^ seed;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        z ^= z >>> 31;
        return (int) Long.remainderUnsigned(z, files);
    }

    int fileOfPartition(long p) { return fileOfBlock[(int) (p / stripeParts)]; }

    /** Index of partition p among the slots of its file. */
    long slotInFile(long p) { return slotOfBlock[(int) (p / stripeParts)] * stripeParts + p % stripeParts; }

    long partsInFile(int f) { return partsInFile[f]; }

    /** Bytes of file f's header: the fixed part and the checksums of the file's partitions. */
    long headerBytes(int f) { return align(FileHeader.TABLE_OFFSET + 4L * crcsPerSlot * partsInFile[f]); }

    long offset(long p) { return headerBytes(fileOfPartition(p)) + slotInFile(p) * slotBytes; }

    long fileBytes(int f) { return headerBytes(f) + partsInFile[f] * slotBytes; }

    /** How many partitions from p on lie one after the other in p's file (at most max). */
    int adjacent(long p, int max) {
        int n = 1;
        int f = fileOfPartition(p);
        long end = offset(p) + slotBytes;
        while (n < max && p + n < partitions && fileOfPartition(p + n) == f && offset(p + n) == end) {
            end += slotBytes;
            n++;
        }
        return n;
    }
}
