package flashr.parse;

/** The node tags of {@link StoredAst}'s form; one byte each, followed by the node's fields. */
final class AstTags {
    private AstTags() {}

    /** A symbol: its name's string index. */
    static final int SYMBOL = 1;
    /** A call: flags ({@link #HAS_NAMES}, {@link #HAS_POS}), function, argument count, arguments, names, position. */
    static final int CALL = 2;
    /** A double constant: its 64 bits, NA's payload included. */
    static final int DOUBLE = 3;
    /** An integer constant. */
    static final int INT = 4;
    /** A logical constant: TRUE, FALSE or NA as R's int. */
    static final int LOGICAL = 5;
    /** A string constant: its string index, 0 for NA. */
    static final int STRING = 6;
    /** A complex constant: both parts' 64 bits. */
    static final int COMPLEX = 7;
    static final int NULL = 8;
    static final int MISSING = 9;
    /** A function's formals: their count, then each name's string index and default. */
    static final int FORMALS = 10;
    /** A string constant that is text of the source (a function's own text): offset and length. */
    static final int SOURCE_TEXT = 11;

    static final int HAS_NAMES = 1;
    static final int HAS_POS = 2;
}
