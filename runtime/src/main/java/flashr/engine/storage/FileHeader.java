package flashr.engine.storage;

import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * The header at the start of every matrix file (little-endian): magic, format version, element
 * type, layout, the matrix's (block's) dimensions and partition height, the slot size, the stripe
 * map (files, this file's index, partitions per stripe block, hash seed), the matrix's width and
 * this block's index (wide matrices are one set of files per 32-column block), flags (1: the
 * matrix is seen transposed, as FlashR stores one with fewer rows than columns), the matrix name,
 * a CRC32C of the header, and from {@link #TABLE_OFFSET} the checksum table in slot order: per
 * partition slot one CRC32C of the slot, then (version 2, column-major blocks of several columns)
 * one CRC32C of each column's bytes, so that a pass reading a few columns reads and checks only
 * those ({@code columnCrcs} columns; 0 in version 1 files, which are still read). It is written
 * last, after every partition: a file whose header does not check was never completed.
 */
record FileHeader(ElementType type, Layout layout, long nrow, int ncol, int partRows, long slotBytes,
                  int files, int fileIndex, int stripeParts, long seed, long partsInFile,
                  long totalCols, int blockIndex, int blocks, int flags, String name, int columnCrcs) {
    static final long MAGIC = 0x584D_5248_5341_4C46L;   // the bytes "FLASHRMX"
    static final int VERSION = 2;
    private static final int COLUMN_CRCS_AT = 92;
    static final int TABLE_OFFSET = 512;
    private static final int CRC_AT = 508;
    private static final int NAME_AT = 128;
    private static final int NAME_MAX = CRC_AT - NAME_AT - 4;
    private static final ValueLayout.OfLong L = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt I = ValueLayout.JAVA_INT_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN);

    /**
     * Writes the header and the checksum table into buf (at least headerBytes, zeroed here). The
     * bytes are put together in a heap buffer and copied once: a store's headers are written once
     * each, too rarely for the JIT to compile element-wise segment writes, which interpreted cost
     * microseconds apiece (a profile of many small stores found them in the top methods).
     */
    void encode(MemorySegment buf, int[] crcs) {
        java.nio.ByteBuffer h = java.nio.ByteBuffer.allocate(TABLE_OFFSET + 4 * crcs.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        h.putLong(0, MAGIC).putInt(8, VERSION).put(12, (byte) type.ordinal()).put(13, (byte) layout.ordinal())
                .putLong(16, nrow).putInt(24, ncol).putInt(28, partRows).putLong(32, slotBytes)
                .putInt(40, files).putInt(44, fileIndex).putInt(48, stripeParts).putLong(56, seed).putLong(64, partsInFile)
                .putLong(72, totalCols).putInt(80, blockIndex).putInt(84, blocks).putInt(88, flags).putInt(COLUMN_CRCS_AT, columnCrcs);
        byte[] nm = name.getBytes(StandardCharsets.UTF_8);
        int n = Math.min(nm.length, NAME_MAX);
        h.putInt(NAME_AT, n).put(NAME_AT + 4, nm, 0, n);
        h.position(TABLE_OFFSET);
        h.asIntBuffer().put(crcs);
        CRC32C c = new CRC32C();
        c.update(h.array(), 0, CRC_AT);
        c.update(h.array(), TABLE_OFFSET, 4 * crcs.length);
        h.putInt(CRC_AT, (int) c.getValue());
        MemorySegment.copy(h.array(), 0, buf, ValueLayout.JAVA_BYTE, 0, h.capacity());
        if (buf.byteSize() > h.capacity()) buf.asSlice(h.capacity()).fill((byte) 0);
    }

    private static int checksum(MemorySegment buf, long entries) {
        CRC32C c = new CRC32C();
        c.update(buf.asSlice(0, CRC_AT).asByteBuffer());
        c.update(buf.asSlice(TABLE_OFFSET, 4 * entries).asByteBuffer());
        return (int) c.getValue();
    }

    /** Checksums per slot: the slot's and its columns'. */
    int perSlot() { return 1 + columnCrcs; }

    /** Checksums per slot of a header whose first {@link #TABLE_OFFSET} bytes are in buf (1 if unknown). */
    static int perSlot(MemorySegment buf) {
        if (buf.get(I, 8) < 2) return 1;
        int n = buf.get(I, COLUMN_CRCS_AT);
        return n < 0 || n > 32 ? 1 : 1 + n;
    }

    /** Reads a header and its checksum table, checking both (versions 1 and 2). */
    static FileHeader decode(MemorySegment buf, String what) {
        if (buf.byteSize() < TABLE_OFFSET || buf.get(L, 0) != MAGIC) throw new StorageException(what + " is not a flashr matrix file (or was never completed)");
        int version = buf.get(I, 8);
        if (version != 1 && version != VERSION) throw new StorageException(what + " has format version " + version + "; this flashr reads versions 1 and " + VERSION);
        int t = buf.get(ValueLayout.JAVA_BYTE, 12), l = buf.get(ValueLayout.JAVA_BYTE, 13);
        long parts = buf.get(L, 64);
        int columnCrcs = version == 1 ? 0 : buf.get(I, COLUMN_CRCS_AT);
        if (t < 0 || t >= ElementType.values().length || l < 0 || l >= Layout.values().length || parts < 0
                || columnCrcs < 0 || columnCrcs > 32 || TABLE_OFFSET + 4 * parts * (1 + columnCrcs) > buf.byteSize())
            throw new StorageException(what + ": the header is corrupt");
        if (checksum(buf, parts * (1 + columnCrcs)) != buf.get(I, CRC_AT)) throw new StorageException(what + ": the header is corrupt (checksum mismatch)");
        int n = buf.get(I, NAME_AT);
        byte[] nm = new byte[Math.max(0, Math.min(n, NAME_MAX))];
        MemorySegment.copy(buf, ValueLayout.JAVA_BYTE, NAME_AT + 4, nm, 0, nm.length);
        return new FileHeader(ElementType.values()[t], Layout.values()[l], buf.get(L, 16), buf.get(I, 24), buf.get(I, 28),
                buf.get(L, 32), buf.get(I, 40), buf.get(I, 44), buf.get(I, 48), buf.get(L, 56), parts,
                buf.get(L, 72), buf.get(I, 80), buf.get(I, 84), buf.get(I, 88), new String(nm, StandardCharsets.UTF_8), columnCrcs);
    }

    /** Checksum k of the table (slot s's at s * perSlot, its column c's at s * perSlot + 1 + c). */
    static int crc(MemorySegment buf, long k) { return buf.get(I, TABLE_OFFSET + 4 * k); }

    /** Bytes to read to see a header whose file holds parts partitions with perSlot checksums each. */
    static long bytesFor(long parts, int perSlot) { return FileLayout.align(TABLE_OFFSET + 4 * parts * perSlot); }
}
