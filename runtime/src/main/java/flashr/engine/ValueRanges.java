package flashr.engine;

import flashr.engine.dag.AggNode;
import flashr.engine.dag.CbindNode;
import flashr.engine.dag.CumColNode;
import flashr.engine.dag.GeneratorNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.RbindNode;
import flashr.engine.dag.RowSelectNode;
import flashr.engine.dag.SapplyNode;
import flashr.engine.dag.SelectColsNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * What the engine can prove about a DAG's values without computing it, by interval arithmetic
 * over the nodes: bounds on the elements that are not NA/NaN, and whether NA/NaN may occur.
 * Stored data contribute their least and greatest element (found by one pass the first time,
 * then kept with the data, which never change); operators combine intervals. Two uses:
 * results whose R type depends on whether NA occurs (apply(D, 1, which.min) is a list when a row
 * is all NA) stay lazy when none can; and an operation that cannot produce what R warns about
 * (NaNs produced, integer overflow) can run lazily, since R would not warn either.
 * The bounds are loose; they only need to stay far from overflow, so rounding does not matter.
 */
final class ValueRanges {
    /** Bounds beyond this are treated as possibly infinite (interval rounding never gets near it). */
    private static final double LIMIT = 1e300;

    /**
     * Bounds of the elements that are not NA/NaN (infinite when infinities may occur), and whether
     * NA/NaN may occur. Bounds that come out NaN (Inf - Inf) make no range.
     */
    record Range(double lo, double hi, boolean nan) {
        static Range of(double lo, double hi, boolean nan) {
            return lo <= hi ? new Range(lo, hi, nan) : null;
        }

        boolean unbounded() { return lo < -LIMIT || hi > LIMIT; }

        static Range hull(Range a, Range b) {
            return a == null || b == null ? null : new Range(Math.min(a.lo, b.lo), Math.max(a.hi, b.hi), a.nan || b.nan);
        }

        /** Whether every element is a finite number. */
        boolean finite() { return !nan && !unbounded(); }
    }

    /** Data up to this many elements are scanned directly each time, larger data once by a pass. */
    private static final long SCAN_LIMIT = 1 << 16;

    private final Engine engine;
    /**
     * Ranges found so far per node (nodes never change; a node computed and stored later keeps
     * the range found while it was virtual), null for possible NA, NaN or infinity.
     */
    private final Map<Node, Range[]> known = Collections.synchronizedMap(new WeakHashMap<>());
    /** Ranges of stored data, null values for data with NA, NaN or infinity. */
    private final Map<MemStore, Range[]> stored = Collections.synchronizedMap(new WeakHashMap<>());

    ValueRanges(Engine engine) { this.engine = engine; }

    /** The range of x's elements, or null when they are not bounded (infinities, unknown ops). */
    Range of(Node x) {
        List<Node> unscanned = new ArrayList<>();
        collectUnscanned(x, unscanned, Collections.newSetFromMap(new IdentityHashMap<>()));
        if (!unscanned.isEmpty()) scan(unscanned);
        return of(x, known);
    }

    /** Large stored inputs of x whose ranges are not known yet. */
    private void collectUnscanned(Node x, List<Node> out, Set<Node> seen) {
        if (!seen.add(x) || known.containsKey(x)) return;
        if (x.isMaterialized()) {
            if (x.nrow * x.ncol > SCAN_LIMIT && !stored.containsKey(x.data())) out.add(x);
            return;
        }
        for (Node in : x.inputs()) collectUnscanned(in, out, seen);
    }

    /** Finds the least and greatest element that is not NA/NaN and whether there are NA/NaN, in one pass. */
    private void scan(List<Node> xs) {
        Matrix[] aggs = new Matrix[3 * xs.size()];
        for (int i = 0; i < xs.size(); i++) {
            Node x = xs.get(i);
            Matrix m = engine.wrap(x, false), na = engine.sapply(m, UnaryOp.IS_NA);
            boolean d = x.type == ElementType.DOUBLE;
            ElementType t = d ? ElementType.DOUBLE : ElementType.INTEGER;
            double top = d ? Double.POSITIVE_INFINITY : Integer.MAX_VALUE, bottom = d ? Double.NEGATIVE_INFINITY : -Integer.MAX_VALUE;
            aggs[3 * i] = engine.agg(engine.ifelse(na, engine.constant(x.nrow, x.ncol, top, t), m, t), AggOp.MIN);
            aggs[3 * i + 1] = engine.agg(engine.ifelse(na, engine.constant(x.nrow, x.ncol, bottom, t), m, t), AggOp.MAX);
            aggs[3 * i + 2] = engine.agg(na, AggOp.ANY);
        }
        engine.materialize(aggs);
        for (int i = 0; i < xs.size(); i++) {
            Node x = xs.get(i);
            double l = value(aggs[3 * i], x.type), h = value(aggs[3 * i + 1], x.type);
            boolean nan = aggs[3 * i + 2].toIntArray()[0] != 0;
            // infinite extremes (and all elements NA) fail Range.of
            stored.put(x.data(), new Range[] {Range.of(l, h, nan)});
        }
    }

    private static double value(Matrix agg, ElementType type) {
        return type == ElementType.DOUBLE ? agg.toDoubleArray()[0] : intOrNaN(agg.toIntArray()[0]);
    }

    private Range of(Node x, Map<Node, Range[]> memo) {
        Range[] known = memo.get(x);
        if (known != null) return known[0];
        Range r = compute(x, memo);
        memo.put(x, new Range[] {r});
        return r;
    }

    private Range compute(Node x, Map<Node, Range[]> memo) {
        if (x.isMaterialized()) return stored(x);
        return switch (x) {
            case GeneratorNode g when g.type != ElementType.DOUBLE && g.kind == GeneratorNode.Kind.CONST && g.a == flashr.engine.type.NA.INT -> null;
            case GeneratorNode g -> switch (g.kind) {
                case CONST -> Range.of(g.a, g.a, false);
                case SEQ -> Range.of(Math.min(g.a, g.a + g.b * (g.nrow * g.ncol - 1)), Math.max(g.a, g.a + g.b * (g.nrow * g.ncol - 1)), false);
                case RUNIF -> Range.of(g.a, g.b, false);
                case RNORM -> null;
            };
            case SapplyNode s -> unary(s, of(s.in, memo));
            case MapplyNode m -> {
                Range a = of(m.m, memo), b = of(m.other, memo);
                yield a == null || b == null ? null : m.otherLeft ? binary(m.op, b, a, m.type) : binary(m.op, a, b, m.type);
            }
            case InnerProdTallNode ip -> innerProd(ip, memo);
            case SelectColsNode s -> of(s.in, memo);
            case RowSelectNode s -> of(s.in, memo);
            case CbindNode c -> hull(c.parts, memo);
            case RbindNode r -> hull(r.parts, memo);
            default -> null;
        };
    }

    private Range hull(java.util.List<Node> parts, Map<Node, Range[]> memo) {
        Range r = of(parts.get(0), memo);
        for (Node p : parts) r = Range.hull(r, of(p, memo));
        return r;
    }

    /** The range of stored data (large data were scanned by {@link #scan}). */
    private Range stored(Node x) {
        if (x.nrow * x.ncol > SCAN_LIMIT) {
            Range[] r = stored.get(x.data());
            return r == null ? null : r[0];
        }
        Matrix m = engine.wrap(x, false);
        double[] v = x.type == ElementType.DOUBLE ? m.toDoubleArray() : toDoubles(m.toIntArray());
        double l = Double.POSITIVE_INFINITY, h = Double.NEGATIVE_INFINITY;
        boolean nan = false;
        for (double e : v) {
            if (Double.isNaN(e)) { nan = true; continue; }
            l = Math.min(l, e);
            h = Math.max(h, e);
        }
        return Range.of(l, h, nan);
    }

    private static double intOrNaN(int v) {
        return v == flashr.engine.type.NA.INT ? Double.NaN : v;
    }

    private static Range unary(SapplyNode s, Range a) {
        if (a == null) return null;
        boolean n = a.nan;
        return switch (s.op) {
            case NEG -> Range.of(-a.hi, -a.lo, n);
            case ABS -> Range.of(a.lo >= 0 ? a.lo : a.hi <= 0 ? -a.hi : 0, Math.max(-a.lo, a.hi), n);
            case SQRT -> a.lo >= 0 ? Range.of(Math.sqrt(a.lo), Math.sqrt(a.hi), n) : null;
            case EXP -> Range.of(0, Math.exp(a.hi), n);
            // increasing functions, log(0) = -Inf
            case LOG, LOG2, LOG10 -> a.lo >= 0 ? Range.of(log(s.op, a.lo), log(s.op, a.hi), n) : null;
            case CEILING, FLOOR, ROUND -> Range.of(a.lo - 1, a.hi + 1, n);
            case AS_DOUBLE -> a;
            // as.integer of a double beyond the integer range is NA
            case AS_INTEGER -> a.lo > Integer.MIN_VALUE && a.hi < Integer.MAX_VALUE ? Range.of(a.lo - 1, a.hi + 1, n) : null;
            case NOT, AS_LOGICAL -> Range.of(0, 1, n);
            case IS_NA, IS_NAN, IS_FINITE, IS_INFINITE -> Range.of(0, 1, false);
        };
    }

    private static double log(UnaryOp op, double x) {
        return op == UnaryOp.LOG ? Math.log(x) : op == UnaryOp.LOG10 ? Math.log10(x) : Math.log(x) / Math.log(2);
    }

    private static Range binary(BinaryOp op, Range a, Range b, ElementType type) {
        // with infinities, Inf - Inf, 0 * Inf and Inf / Inf are NaN
        boolean n = a.nan || b.nan || a.unbounded() || b.unbounded();
        Range r = switch (op) {
            case ADD -> Range.of(a.lo + b.lo, a.hi + b.hi, n);
            case SUB -> Range.of(a.lo - b.hi, a.hi - b.lo, n);
            case MUL -> product(a, b);
            case DIV -> b.lo > 0 || b.hi < 0
                    ? product(a, Range.of(Math.min(1 / b.lo, 1 / b.hi), Math.max(1 / b.lo, 1 / b.hi), b.nan)) : null;
            case MIN -> Range.of(Math.min(a.lo, b.lo), Math.min(a.hi, b.hi), n);
            case MAX -> Range.of(Math.max(a.lo, b.lo), Math.max(a.hi, b.hi), n);
            case EQ, NE, GT, GE, LT, LE, AND, OR -> Range.of(0, 1, n);
            default -> null;
        };
        // integer results outside the integer range are NA (overflow)
        if (r != null && type != ElementType.DOUBLE && (r.lo <= Integer.MIN_VALUE || r.hi >= Integer.MAX_VALUE)) return null;
        return r;
    }

    private static Range product(Range a, Range b) {
        if (a == null || b == null) return null;
        double p1 = a.lo * b.lo, p2 = a.lo * b.hi, p3 = a.hi * b.lo, p4 = a.hi * b.hi;
        return Range.of(Math.min(Math.min(p1, p2), Math.min(p3, p4)), Math.max(Math.max(p1, p2), Math.max(p3, p4)),
                a.nan || b.nan || a.unbounded() || b.unbounded());
    }

    /** Sum over t of a's range times b[t, j], the hull over the columns j (plus a chained partial). */
    private Range innerProd(InnerProdTallNode ip, Map<Node, Range[]> memo) {
        if (ip.f1 != BinaryOp.MUL || ip.f2 != BinaryOp.ADD) return null;
        Range a = of(ip.a, memo);
        if (a == null || !ip.b.isMaterialized() || ip.b.type != ElementType.DOUBLE && ip.b.type != ElementType.INTEGER) return null;
        Matrix bm = engine.wrap(ip.b, false);
        double[] b = ip.b.type == ElementType.DOUBLE ? bm.toDoubleArray() : toDoubles(bm.toIntArray());
        int rowsB = (int) ip.b.nrow, p = ip.a.ncol;
        Range all = null;
        for (int j = 0; j < ip.ncol; j++) {
            Range col = Range.of(0, 0, a.nan);
            for (int t = 0; t < p && col != null; t++) {
                double v = b[(ip.bCol + j) * rowsB + ip.bFrom + t];
                // an NA in W spreads to a whole column: not bounded
                Range term = product(a, Range.of(v, v, false));
                col = term == null ? null : Range.of(col.lo + term.lo, col.hi + term.hi, col.nan);
            }
            if (col == null) return null;
            all = all == null ? col : Range.hull(all, col);
        }
        if (all == null) return null;
        if (ip.init == null) return all;
        Range init = of(ip.init, memo);
        return init == null ? null : Range.of(init.lo + all.lo, init.hi + all.hi, init.nan || all.nan);
    }

    // ------------------------------------------------------------------ warnings

    /**
     * Whether a node made after node {@code sinceId} (the nodes of one operation) may produce what
     * R warns about: NaN from a number (sqrt, log of a negative), integer overflow (+ - * of
     * integers, sum, cumsum), a double beyond the integer range made integer. Unknown ranges may.
     */
    boolean mayWarn(Node x, int sinceId) {
        List<Node> made = new ArrayList<>();
        collectMade(x, sinceId, made, Collections.newSetFromMap(new IdentityHashMap<>()));
        for (Node n : made) if (mayWarn(n)) return true;
        return false;
    }

    private static void collectMade(Node x, int sinceId, List<Node> out, Set<Node> seen) {
        if (x.id <= sinceId || x.isMaterialized() || !seen.add(x)) return;
        out.add(x);
        for (Node in : x.inputs()) collectMade(in, sinceId, out, seen);
        for (Node d : x.deps()) collectMade(d, sinceId, out, seen);
    }

    private boolean mayWarn(Node x) {
        boolean ints = x.type != ElementType.DOUBLE;
        return switch (x) {
            case SapplyNode s when s.op == UnaryOp.SQRT || s.op == UnaryOp.LOG || s.op == UnaryOp.LOG2 || s.op == UnaryOp.LOG10 -> {
                Range a = of(s.in);
                yield a == null || a.lo < 0;
            }
            case SapplyNode s when s.op == UnaryOp.AS_INTEGER && s.in.type == ElementType.DOUBLE -> of(x) == null;
            case MapplyNode m when ints && (m.op == BinaryOp.ADD || m.op == BinaryOp.SUB || m.op == BinaryOp.MUL) -> of(x) == null;
            // R's integer sum becomes a double when it does not fit: the engine's integer one must fit
            case AggNode a when a.op == AggOp.SUM && a.in.type != ElementType.DOUBLE -> !sumFitsInt(a.in);
            case CumColNode c when c.op == BinaryOp.ADD && ints -> !sumFitsInt(c.in);
            default -> false;
        };
    }

    /** Whether any sum of x's elements is an integer (no overflow to NA). */
    private boolean sumFitsInt(Node x) {
        Range a = of(x);
        return a != null && (double) x.nrow * x.ncol * Math.max(-a.lo, a.hi) < Integer.MAX_VALUE;
    }

    /** The integers as doubles, NA as NaN. */
    private static double[] toDoubles(int[] v) {
        double[] d = new double[v.length];
        for (int i = 0; i < v.length; i++) d[i] = v[i] == flashr.engine.type.NA.INT ? Double.NaN : v[i];
        return d;
    }
}
