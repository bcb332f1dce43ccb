package flashr.engine.storage;

import java.lang.foreign.MemorySegment;

/**
 * A small store's partitions as read back in one read: slot p at p x slotBytes of slots; errors[p]
 * (errors null: none at all) says that partition p is damaged or missing, so the others still read.
 * Held by the store until it is freed, as a read cache held a store of that size.
 */
record SmallImage(MemorySegment slots, StorageException[] errors) {
    /** Reads every partition of a small store (bytes of slots side by side) and checks each. */
    static SmallImage read(PartitionReader reader, long bytes) {
        MemorySegment b = heap(bytes);
        return new SmallImage(b, reader.loadAll(b));
    }

    /** The partitions in a heap array of their own size (not a slice of a larger buffer). */
    SmallImage copy() { return new SmallImage(heap(slots.byteSize()).copyFrom(slots), errors); }

    /** Partition p's slot, or its error (the matrix and block named). */
    MemorySegment slot(long p, long slotBytes) {
        if (errors != null && errors[(int) p] != null) throw errors[(int) p];
        return slots.asSlice(p * slotBytes, slotBytes);
    }

    /**
     * Memory for a small store's extent or partitions: a byte array on the Java heap, exactly its
     * size, rather than an I/O buffer, which is a native arena of its own, zeroed, at least 8 KB
     * with its alignment, and closed by a handshake with every thread: a profile of many small
     * stores found most of their read time in allocating those. Page-cache I/O needs no alignment
     * (the store reads and writes its elements with unaligned layouts).
     */
    static MemorySegment heap(long bytes) {
        if (bytes > Integer.MAX_VALUE - 64) throw new IllegalArgumentException("a small store of " + bytes + " bytes");
        return MemorySegment.ofArray(new byte[(int) bytes]);
    }
}
