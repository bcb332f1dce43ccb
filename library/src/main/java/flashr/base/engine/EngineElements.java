package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.vectors.LongVectors;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RBuiltin;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * A few elements of a long engine vector (more elements than a heap vector holds, so R's indexing
 * of it materialized cannot run): {@code x[[i]]}, {@code x[i]} by positions that may be NA or past
 * the end (those {@link EngineSubset} leaves), and {@code x[i] <- v} / {@code x[[i]] <- v} at
 * positions within its length, as a lazy node that patches those elements in where a pass reads
 * x ({@code Engine.setElements}). Each assignment is a node over the one before, so this is for a
 * few assignments, not a loop over the elements. Values the engine holds on the heap (all others)
 * keep R's own indexing, which changes them in place.
 */
final class EngineElements {
    /** The most positions one assignment patches in (each held in the node). */
    static final int MAX_POSITIONS = 4096;

    private EngineElements() {}

    /**
     * Registered after {@link EngineSubset}, whose {@code [} views come first, and before
     * {@link EngineSelect}, whose {@code [<-} method tries this one after its own.
     */
    static void register(Registry r) {
        r.engineMethodOf("[", b -> {
            RBuiltin.Body views = b.engineMethod();
            return a -> {
                RValue v = views == null ? null : views.apply(a);
                return v != null ? v : select(a);
            };
        });
        r.engineMethod("[[", EngineElements::element);
        r.engineMethod("[[<-", a -> assign(a, true));
    }

    /** {@code x[i] <- v} at positions of a long x, or null. */
    static RValue assign(Args a) {
        return assign(a, false);
    }

    private static boolean unnamed(String[] names) {
        return names == null || java.util.Arrays.stream(names).allMatch(java.util.Objects::isNull);
    }

    /** {@code v} when it is a long plain engine value (a vector held as one column, or a matrix), else null. */
    private static FmMatrix longVector(RValue v) {
        if (!(v instanceof FmMatrix fm) || fm.isFlashR() || !LongVectors.isLong(fm.length())) return null;
        return (fm.isVector() ? fm.column() : fm.matrix()).isTransposed() ? null : fm;
    }

    /** {@code x[i]} or {@code x[[i]]} of a long plain vector x by one unnamed subscript i without attributes. */
    private record Indexing(FmMatrix x, RValue i) {
        /** The indexing that {@code a} asks for, or null when it is another (R's path). */
        static Indexing of(Args a) {
            RValue[] d = a.dots();
            if (d.length != 2 || !unnamed(a.dotNames())) return null;
            FmMatrix x = longVector(d[0]);
            return x == null || !x.isVector() || d[1].hasAttributes() ? null : new Indexing(x, d[1]);
        }

        /** The subscript when it is numbers (positions), else null. */
        RVector positions() {
            return i instanceof RInt || i instanceof RDouble ? (RVector) i : null;
        }
    }

    /** {@code x[[i]]} of a long x: one position, within its length (else R's error); null for anything else (R's path). */
    private static RValue element(Args a) {
        Indexing ix = Indexing.of(a);
        RVector i = ix == null ? null : ix.positions();
        if (i == null) return null;
        FmMatrix x = ix.x();
        if (i.length() == 1 && i.getDouble(0) >= x.length() + 1) throw new RError("subscript out of bounds");
        long[] p = positions(i, x.length());
        return p == null || p.length != 1 ? null : elements(a, x, p);
    }

    /**
     * {@code x[i]} of a long vector x by a few positions that R's engine views do not take: NA and
     * positions past the end select NA, zeros select nothing (R's rules); by negative positions
     * or by a logical vector of x's length, the elements kept ({@link EngineWhich}); names go to
     * R's path.
     */
    private static RValue select(Args a) {
        Indexing ix = Indexing.of(a);
        if (ix == null) return null;
        FmMatrix x = ix.x();
        if (ix.i() instanceof FmMatrix mask) return masked(a, x, mask);
        RVector i = ix.positions();
        if (i == null || i.length() > MAX_POSITIONS) return null;
        if (dropsPositions(i)) return without(a, x, i);
        long[] wanted = new long[i.length()];
        int n = 0;
        int found = 0;
        for (int k = 0; k < i.length(); k++) {
            double s = i.getDouble(k);
            if (s < 0) return null; // mixed with positive positions or NA: R's error, on its path
            if (s < 1) continue; // position 0 (R truncates fractions) selects nothing
            long p = Double.isNaN(s) || s >= x.length() + 1 ? -1 : (long) s - 1;
            wanted[n++] = p;
            if (p >= 0) found++;
        }
        long[] inRange = new long[found];
        for (int k = 0, j = 0; k < n; k++) if (wanted[k] >= 0) inRange[j++] = wanted[k];
        RVector got = found == 0 ? null : elements(a, x, inRange);
        RVector out = flashr.eval.Coerce.allocate(x.type(), n);
        for (int k = 0, j = 0; k < n; k++) {
            if (wanted[k] >= 0) got.copyElement(j++, out, k);
            else out.setNA(k);
        }
        return out;
    }

    /** Whether subscript i drops positions: some negative, none positive or NA (zeros select nothing). */
    private static boolean dropsPositions(RVector i) {
        boolean negative = false;
        for (int k = 0; k < i.length(); k++) {
            double s = i.getDouble(k);
            if (!(s <= 0)) return false;
            negative |= s <= -1;
        }
        return negative;
    }

    /** {@code x[-i]}: x where a mask that is FALSE at i (past the end: nowhere) keeps the rest. */
    private static RValue without(Args a, FmMatrix x, RVector i) {
        java.util.TreeSet<Long> dropped = new java.util.TreeSet<>();
        for (int k = 0; k < i.length(); k++) {
            double s = -i.getDouble(k);
            if (s >= 1 && s < x.length() + 1) dropped.add((long) s - 1);
        }
        if (dropped.isEmpty()) return x;
        Engine e = EngineOperand.engine(a);
        long[] rows = dropped.stream().mapToLong(Long::longValue).toArray();
        Matrix keep = e.setElements(e.constant(x.length(), 1, 1, ElementType.LOGICAL), rows, new int[rows.length],
                new double[rows.length], ElementType.LOGICAL);
        return EngineWhich.kept(e, x.column(), keep);
    }

    /** {@code x[mask]} by a plain logical engine vector of x's length; another mask goes to R's path. */
    private static RValue masked(Args a, FmMatrix x, FmMatrix mask) {
        if (mask.isFlashR() || !mask.isVector() || mask.type() != flashr.lang.RType.LOGICAL || mask.length() != x.length()) return null;
        return EngineWhich.select(EngineOperand.engine(a), x.column(), mask.column());
    }

    /** The elements of long vector x at 0-based positions p, as an R vector. */
    private static RVector elements(Args a, FmMatrix x, long[] p) {
        return FmMatrix.plain(EngineOperand.engine(a).selectRows(x.column(), p), false).materialize();
    }

    /**
     * {@code x[i] <- v} ({@code [[<-} when {@code single}: one position, one value) of a long plain
     * x, positions within its length and a numeric or logical value recycled over them; x's type
     * rises to the value's. Null for anything else.
     */
    private static RValue assign(Args a, boolean single) {
        RValue[] d = a.dots();
        String[] names = a.dotNames();
        if (d.length != 3 || names == null || !"value".equals(names[2]) || names[0] != null || names[1] != null) return null;
        FmMatrix x = longVector(d[0]);
        if (x == null || !(d[2] instanceof RVector v) || !v.type().isNumeric() || v.hasAttributes()) return null;
        long[] p = positions(d[1], x.length());
        if (p == null || single && p.length != 1) return null;
        if (v.length() == 0) throw new RError("replacement has length zero");
        if (single && v.length() != 1) throw new RError("more elements supplied than there are to replace");
        if (p.length % v.length() != 0) return null; // R warns: its path
        Matrix m = x.isVector() ? x.column() : x.matrix();
        long nrow = m.nrow();
        long[] rows = new long[p.length];
        int[] cols = new int[p.length];
        double[] values = new double[p.length];
        for (int k = 0; k < p.length; k++) {
            rows[k] = p[k] % nrow;
            cols[k] = (int) (p[k] / nrow);
            values[k] = v.getDouble(k % v.length());
        }
        ElementType type = switch (v.type()) {
            case DOUBLE -> ElementType.DOUBLE;
            case INTEGER -> ElementType.INTEGER;
            default -> ElementType.LOGICAL;
        };
        return FmMatrix.plain(EngineOperand.engine(a).setElements(m, rows, cols, values, type), !x.isVector());
    }

    /** 0-based positions of subscript {@code s}: whole numbers 1..n, no attribute, at most {@link #MAX_POSITIONS}; else null. */
    private static long[] positions(RValue s, long n) {
        if (!(s instanceof RInt || s instanceof RDouble) || !(s instanceof RVector v) || v.hasAttributes()) return null;
        if (v.length() == 0 || v.length() > MAX_POSITIONS) return null;
        long[] p = new long[v.length()];
        for (int k = 0; k < p.length; k++) {
            double x = v.getDouble(k);
            if (!(x >= 1 && x < n + 1)) return null; // NA, zero, negative and past the end: R's path
            p[k] = (long) x - 1; // R truncates fractional positions
        }
        return p;
    }
}
