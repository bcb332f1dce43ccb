package flashr.rds;

/**
 * The numbers R's serialization format gives object types and special values, and the bits of
 * an item's flags word: type in the low byte, then "is object", "has attributes", "has tag", and
 * the general-purpose bits (a string's encoding) from bit 12.
 */
final class SexpType {
    private SexpType() {}

    static final int NIL = 0, SYM = 1, LIST = 2, CLOS = 3, ENV = 4, PROM = 5, LANG = 6, SPECIAL = 7, BUILTIN = 8,
            CHAR = 9, LGL = 10, INT = 13, REAL = 14, CPLX = 15, STR = 16, DOT = 17, VEC = 19, EXPR = 20,
            BCODE = 21, EXTPTR = 22, WEAKREF = 23, RAW = 24, S4 = 25;

    static final int REF = 255, NILVALUE = 254, GLOBALENV = 253, UNBOUNDVALUE = 252, MISSINGARG = 251,
            BASENAMESPACE = 250, NAMESPACE = 249, PACKAGE = 248, PERSIST = 247, EMPTYENV = 242, BASEENV = 241,
            ATTRLANG = 240, ATTRLIST = 239, ALTREP = 238;

    static final int IS_OBJECT = 1 << 8, HAS_ATTR = 1 << 9, HAS_TAG = 1 << 10;

    /** Encoding bits of a CHARSXP's general-purpose field. */
    static final int LATIN1 = 1 << 2, UTF8 = 1 << 3, ASCII = 1 << 6;

    /** The version of R whose format is written (4.2.2), and the oldest that reads it (3.5.0). */
    static final int WRITER_VERSION = (4 << 16) | (2 << 8) | 2, MIN_READER_VERSION = (3 << 16) | (5 << 8);
}
