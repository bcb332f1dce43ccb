package flashr.base.vectors;

import flashr.eval.Coerce;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code c()} and {@code unlist()}: concatenation with R's type promotion and R's naming rules
 * ({@code c(a = 1, b = c(x = 2, y = 3))} names a, b.x, b.y; {@code c(a = 1:2)} names a1, a2).
 */
final class VectorCombine {
    private VectorCombine() {}

    /**
     * Combines {@code values} tagged by {@code tags} (null entries where untagged).
     * With {@code recursive}, lists are flattened to their atomic leaves.
     */
    static RValue combine(RValue[] values, String[] tags, boolean recursive, boolean useNames) {
        RType type = RType.NULL;
        for (RValue v : values) type = RType.higher(type, resultType(v, recursive));
        if (type == RType.NULL) return RNull.NULL;
        boolean named = false;
        if (useNames) {
            for (int i = 0; i < values.length; i++) {
                named |= tags != null && tags[i] != null && !tags[i].isEmpty();
                named |= hasNames(values[i], recursive);
            }
        }
        Builder b = new Builder(type, named);
        for (int i = 0; i < values.length; i++) {
            String tag = tags == null || tags[i] == null ? "" : tags[i];
            b.startArgument();
            b.add(values[i], "", tag, recursive);
        }
        return b.result();
    }

    /** {@code unlist(x)}: a list flattened to a vector; anything else unchanged. */
    static RValue unlist(RValue x, boolean recursive, boolean useNames) {
        if (!(x instanceof RList l)) return x;
        RString names = l.names();
        RValue[] values = l.elements();
        String[] tags = new String[values.length];
        for (int i = 0; i < tags.length; i++) tags[i] = names == null ? null : names.get(i);
        return combine(values, tags, recursive, useNames);
    }

    /** The type {@code v} contributes: its own for vectors, its leaves' for lists when recursive, list for others. */
    private static RType resultType(RValue v, boolean recursive) {
        if (v == RNull.NULL) return RType.NULL;
        if (v instanceof RVector vec) {
            if (vec.type() == RType.LIST && recursive) {
                RType t = RType.NULL;
                for (RValue e : ((RList) vec).elements()) t = RType.higher(t, resultType(e, true));
                return t;
            }
            return vec.type();
        }
        return RType.LIST;
    }

    private static boolean hasNames(RValue v, boolean recursive) {
        if (!(v instanceof RVector vec)) return false;
        if (Subset.elementNames(vec) != null) return true;   // a table's dimnames too
        if (recursive && vec instanceof RList l) {
            for (RValue e : l.elements()) {
                if (hasNames(e, true)) return true;
            }
        }
        return false;
    }

    /** Accumulates elements and their names. */
    private static final class Builder {
        private final RType type;
        private final List<RValue> elements = new ArrayList<>();
        private final boolean atomic;
        private final List<RVector> chunks = new ArrayList<>();
        private int size;
        private final List<String> names;
        private int seqno;
        private int count;
        private int firstUnnamed;

        Builder(RType type, boolean named) {
            this.type = type;
            this.atomic = type != RType.LIST && type != RType.EXPRESSION;
            this.names = named ? new ArrayList<>() : null;
        }

        /** Each argument of c() numbers its elements afresh. */
        void startArgument() {
            seqno = 0;
            count = 0;
            firstUnnamed = 0;
        }

        /**
         * Adds {@code v}, naming its elements as R's NewExtractNames: under a new tag the
         * sequence number restarts, and a tag over a single unnamed leaf names it plainly.
         */
        void add(RValue v, String base, String tag, boolean recursive) {
            int savedSeqno = 0;
            int savedCount = 0;
            int savedFirst = 0;
            boolean scoped = !tag.isEmpty();
            if (scoped) {
                base = base.isEmpty() ? tag : base + "." + tag;
                savedSeqno = seqno;
                savedCount = count;
                savedFirst = firstUnnamed;
                seqno = 0;
                count = 0;
                firstUnnamed = -1;
            }
            if (v instanceof RVector vec && v != RNull.NULL) {
                RString vn = Subset.elementNames(vec);
                if (vec.type() == RType.LIST && recursive) {
                    RList l = (RList) vec;
                    for (int i = 0; i < l.length(); i++) {
                        add(l.get(i), base, itemName(vn, i), true);
                    }
                } else {
                    appendAll(vec);
                    if (names != null) {
                        for (int i = 0; i < vec.length(); i++) names.add(newName(base, itemName(vn, i)));
                    }
                }
            } else if (v != RNull.NULL) {
                elements.add(v);
                size++;
                if (names != null) names.add(newName(base, ""));
            }
            if (scoped) {
                if (names != null && firstUnnamed >= 0 && count == 1) names.set(firstUnnamed, base);
                firstUnnamed = savedFirst;
                count = savedCount;
                seqno += savedSeqno;
            }
        }

        private void appendAll(RVector vec) {
            if (!atomic) {
                for (int i = 0; i < vec.length(); i++) elements.add(vec.getElement(i));
            } else {
                // only the elements are read (result() copies them whole): one of the result's
                // type goes in as it is, attributes and all, not copied first to drop them
                // (model.matrix's unlist of its matrix blocks copied every column twice)
                chunks.add(vec.type() == type ? vec : Coerce.to(vec, type));
            }
            size += vec.length();
        }

        private String newName(String base, String tag) {
            if (tag.isEmpty() && count == 0) firstUnnamed = names.size();
            count++;
            seqno++;
            if (!base.isEmpty() && !tag.isEmpty()) return base + "." + tag;
            if (!base.isEmpty()) return base + seqno;
            return tag;
        }

        private static String itemName(RString names, int i) {
            String s = names == null ? null : names.get(i);
            return s == null ? "" : s;
        }

        RValue result() {
            RVector r;
            if (!atomic) {
                r = new RList(elements.toArray(RValue[]::new), type == RType.EXPRESSION);
            } else {
                r = Coerce.allocate(type, size);
                int at = 0;
                for (RVector c : chunks) {
                    copyInto(c, r, at);
                    at += c.length();
                }
            }
            if (names != null) r.setAttr("names", new RString(names.toArray(String[]::new)));
            return r;
        }

        /** A chunk (already of the result's type) into the result from {@code at}: arrays whole, not one call an element. */
        private static void copyInto(RVector c, RVector r, int at) {
            c.copyRange(0, r, at, c.length());
        }
    }
}
