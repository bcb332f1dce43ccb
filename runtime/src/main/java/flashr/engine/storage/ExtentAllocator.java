package flashr.engine.storage;

import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

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
    /**
     * The same extents by length: the offsets of each length, so that the lowest fitting
     * extent is found among the few lengths large enough rather than by a walk over every free
     * extent (thousands in a pack file of many small matrices: the walk showed in profiles).
     */
    private final TreeMap<Long, TreeSet<Long>> byLength = new TreeMap<>();
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
        long best = -1, have = 0;
        for (Map.Entry<Long, TreeSet<Long>> e : byLength.tailMap(len, true).entrySet()) {
            long off = e.getValue().first();
            if (best < 0 || off < best) { best = off; have = e.getKey(); }
        }
        if (best >= 0) {
            remove(best, have);
            if (have > len) add(best + len, have - len);
            live += len;
            return best;
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
            long b = below.getKey(), bl = below.getValue();   // read before the removal
            remove(b, bl);
            off = b;
            len += bl;
        }
        Long above = free.get(off + len);
        if (above != null) {
            remove(off + len, above);
            len += above;
        }
        if (off + len == end) end = off;
        else add(off, len);
    }

    private void add(long off, long len) {
        free.put(off, len);
        byLength.computeIfAbsent(len, k -> new TreeSet<>()).add(off);
    }

    private void remove(long off, long len) {
        free.remove(off);
        TreeSet<Long> at = byLength.get(len);
        at.remove(off);
        if (at.isEmpty()) byLength.remove(len);
    }

    /** The end of the last extent: the bytes the file needs. */
    long end() { return end; }

    /** Bytes in extents handed out and not taken back. */
    long liveBytes() { return live; }

    /** Free extents below the end (tests: fragmentation). */
    int freeExtents() { return free.size(); }

    /** Free extents as listed by length (tests: the two indexes agree). */
    int freeExtentsByLength() { int n = 0; for (TreeSet<Long> s : byLength.values()) n += s.size(); return n; }
}
