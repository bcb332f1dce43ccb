package flashr.engine.storage;

import java.util.Map;
import java.util.TreeMap;

/**
 * Space in a pack file ({@link PackFile}): extents of whole {@link FileLayout#ALIGN} units handed
 * out from a free list, lowest offset first (first fit, so the file stays as short as its live
 * extents allow), and taken back with their free neighbours merged. Space beyond the last extent
 * is the file's end, which grows when no free extent is large enough and shrinks when the last
 * extent goes. Not thread-safe: its pack file locks.
 */
final class ExtentAllocator {
    /** Free extents below {@link #end}: offset to length, never two adjacent. */
    private final TreeMap<Long, Long> free = new TreeMap<>();
    private final long start;
    private long end;
    private long live;

    /** An allocator whose extents lie from start (aligned) on. */
    ExtentAllocator(long start) {
        if (start % FileLayout.ALIGN != 0) throw new IllegalArgumentException("unaligned start");
        this.start = start;
        this.end = start;
    }

    /** The offset of a new extent of bytes (rounded up to the alignment). */
    long allocate(long bytes) {
        long len = FileLayout.align(Math.max(1, bytes));
        for (Map.Entry<Long, Long> e : free.entrySet()) {
            long off = e.getKey(), have = e.getValue();
            if (have < len) continue;
            // read before the removal: TreeMap may reuse the removed entry for its successor
            free.remove(off);
            if (have > len) free.put(off + len, have - len);
            live += len;
            return off;
        }
        long off = end;
        end += len;
        live += len;
        return off;
    }

    /** Takes back the extent at off of bytes (as allocated). */
    void release(long off, long bytes) {
        long len = FileLayout.align(Math.max(1, bytes));
        if (off < start || off + len > end) throw new IllegalArgumentException("extent outside the file: " + off + "+" + len);
        Map.Entry<Long, Long> below = free.floorEntry(off);
        if (below != null && below.getKey() + below.getValue() > off) throw new IllegalArgumentException("extent released twice: " + off);
        live -= len;
        if (below != null && below.getKey() + below.getValue() == off) {
            free.remove(below.getKey());
            off = below.getKey();
            len += below.getValue();
        }
        Long above = free.get(off + len);
        if (above != null) {
            free.remove(off + len);
            len += above;
        }
        if (off + len == end) end = off;
        else free.put(off, len);
    }

    /** The end of the last extent: the bytes the file needs. */
    long end() { return end; }

    /** Bytes in extents handed out and not taken back. */
    long liveBytes() { return live; }

    /** Free extents below the end (tests: fragmentation). */
    int freeExtents() { return free.size(); }
}
