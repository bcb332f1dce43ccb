package flashr.engine;

import flashr.engine.dag.AggNode;
import flashr.engine.dag.CbindNode;
import flashr.engine.dag.CumColNode;
import flashr.engine.dag.GeneratorNode;
import flashr.engine.dag.IfElseNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.RbindNode;
import flashr.engine.dag.RowSelectNode;
import flashr.engine.dag.SapplyNode;
import flashr.engine.dag.SelectColsNode;
import flashr.engine.dag.TableLookupNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log2;
import flashr.engine.memory.MatrixStore;
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
     * the range found while it was virtual), null where there is none (unknown or unbounded).
     */
    private final Map<Node, Range[]> known = Collections.synchronizedMap(new WeakHashMap<>());
    /** Ranges of large stored data, once scanned (null where all elements are NA). */
    private final Map<MatrixStore, Range[]> stored = Collections.synchronizedMap(new WeakHashMap<>());

    ValueRanges(Engine engine) { this.engine = engine; }

    /** The range of x's elements, or null when they are not bounded (infinities, unknown ops). */
    Range of(Node x) {
        return query(x, r -> r != null);
    }

    /**
     * The range of x, scanning large stored data whose range is not known yet only when the
     * range found without them is not {@code good} enough for the question asked.
     */
    private Range query(Node x, java.util.function.Predicate<Range> good) {
        Walk w = new Walk();
        Range r = w.of(x);
        if (good.test(r) || w.unscanned.isEmpty()) return r;
        scan(new ArrayList<>(w.unscanned));
        return new Walk().of(x);
    }

    /** One evaluation of ranges over a DAG: per-node results, and the stored data it lacked. */
    private final class Walk {
        final Map<Node, Range[]> memo = new IdentityHashMap<>();
        final Set<Node> unscanned = Collections.newSetFromMap(new IdentityHashMap<>());
        /** Times unscanned data were met: a result found without meeting any is final. */
        int misses;

        Range of(Node x) {
            Range[] r = known.get(x);
            if (r != null) return r[0];
            r = memo.get(x);
            if (r != null) {
                misses++; // found without data not scanned yet: what uses it is not final either
                return r[0];
            }
            int before = misses;
            Range v = compute(x, this);
            (misses == before ? known : memo).put(x, new Range[] {v});
            return v;
        }

        /** A stored matrix's range, or null (recorded as missing) when it was not scanned yet. */
        Range stored(Node x) {
            if (x.nrow * x.ncol <= SCAN_LIMIT) return scanSmall(x);
            Range[] r = ValueRanges.this.stored.get(x.data());
            if (r != null) return r[0];
            unscanned.add(x);
            misses++;
            return null;
        }
    }

    /**
     * Records what the caller proved about x's elements: none is NA/NaN and all lie in lo..hi
     * (kept with x's data once stored, as a range proved here is).
     */
    void know(Node x, double lo, double hi, boolean nan) {
        Range r = Range.of(lo, hi, nan);
        if (r != null) known.put(x, new Range[] {r});
    }

    /**
     * Keeps the range proved for x while it was virtual with the data it is now stored in, so a
     * source node of that store (a detached value) needs no pass to find it again.
     */
    void keepWithStore(Node x) {
        Range[] r = known.get(x);
        if (r != null && r[0] != null && x.data() != null) stored.putIfAbsent(x.data(), r);
    }

    /**
     * Records the extremes of data just stored from an array (found while copying it in), so no
     * pass is needed to scan it: lo/hi over the elements that are not NA/NaN (lo > hi when there
     * are none), and whether any is NA/NaN.
     */
    void recordStored(MatrixStore s, double lo, double hi, boolean nan) {
        stored.put(s, new Range[] {Range.of(lo, hi, nan)});
    }

    /**
     * Finds the least and greatest element and whether there are NA/NaN, in one pass for all of
     * these stored matrices (a second for those with NA/NaN, for the extremes of the others).
     */
    private void scan(List<Node> xs) {
        Matrix[] aggs = new Matrix[2 * xs.size()];
        for (int i = 0; i < xs.size(); i++) {
            Matrix m = engine.wrap(xs.get(i), false);
            aggs[2 * i] = engine.agg(m, AggOp.MIN);
            aggs[2 * i + 1] = engine.agg(m, AggOp.MAX);
        }
        engine.materialize(aggs);
        List<Node> withNaN = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            Node x = xs.get(i);
            double l = value(aggs[2 * i], x.type), h = value(aggs[2 * i + 1], x.type);
            // MIN and MAX are NA/NaN when any element is; infinite extremes are unbounded ranges
            if (Double.isNaN(l) || Double.isNaN(h)) withNaN.add(x);
            else stored.put(x.data(), new Range[] {Range.of(l, h, false)});
        }
        if (!withNaN.isEmpty()) scanWithNaN(withNaN);
    }

    /** The extremes of the elements that are not NA/NaN. */
    private void scanWithNaN(List<Node> xs) {
        Matrix[] aggs = new Matrix[2 * xs.size()];
        for (int i = 0; i < xs.size(); i++) {
            Node x = xs.get(i);
            Matrix m = engine.wrap(x, false), na = engine.sapply(m, UnaryOp.IS_NA);
            boolean d = x.type == ElementType.DOUBLE;
            ElementType t = d ? ElementType.DOUBLE : ElementType.INTEGER;
            double top = d ? Double.POSITIVE_INFINITY : Integer.MAX_VALUE, bottom = d ? Double.NEGATIVE_INFINITY : -Integer.MAX_VALUE;
            aggs[2 * i] = engine.agg(engine.ifelse(na, engine.constant(x.nrow, x.ncol, top, t), m, t), AggOp.MIN);
            aggs[2 * i + 1] = engine.agg(engine.ifelse(na, engine.constant(x.nrow, x.ncol, bottom, t), m, t), AggOp.MAX);
        }
        engine.materialize(aggs);
        for (int i = 0; i < xs.size(); i++) {
            Node x = xs.get(i);
            // all elements NA fail Range.of
            stored.put(x.data(), new Range[] {Range.of(value(aggs[2 * i], x.type), value(aggs[2 * i + 1], x.type), true)});
        }
    }

    private static double value(Matrix agg, ElementType type) {
        return type == ElementType.DOUBLE ? agg.toDoubleArray()[0] : intOrNaN(agg.toIntArray()[0]);
    }

    private Range compute(Node x, Walk w) {
        if (x.isMaterialized()) return w.stored(x);
        return switch (x) {
            case GeneratorNode g when g.type != ElementType.DOUBLE && g.kind == GeneratorNode.Kind.CONST && g.a == flashr.engine.type.NA.INT -> null;
            case GeneratorNode g -> switch (g.kind) {
                case CONST -> Range.of(g.a, g.a, false);
                case SEQ -> Range.of(Math.min(g.a, g.a + g.b * (g.nrow * g.ncol - 1)), Math.max(g.a, g.a + g.b * (g.nrow * g.ncol - 1)), false);
                case RUNIF -> Range.of(g.a, g.b, false);
                case RNORM -> null;
            };
            case SapplyNode s -> unary(s, w.of(s.in));
            case MapplyNode m -> {
                Range a = w.of(computedIfSmallSink(m.m)), b = w.of(computedIfSmallSink(m.other));
                if (a == null || b == null) {
                    if (m.op.resultType(m.m.type, m.other.type) == ElementType.LOGICAL) yield UNIT_OR_NA;
                    yield m.type == ElementType.DOUBLE ? oneSidedBound(m.op, a == null ? b : a) : null;
                }
                yield m.otherLeft ? binary(m.op, b, a, m.type) : binary(m.op, a, b, m.type);
            }
            case InnerProdTallNode ip -> innerProd(ip, w);
            case SelectColsNode s -> w.of(s.in);
            case RowSelectNode s -> w.of(s.in);
            case CbindNode c -> hull(c.parts, w);
            case IfElseNode f -> ifElse(f, w);
            case RbindNode r -> hull(r.parts, w);
            case TableLookupNode t -> lookup(t, w);
            default -> null;
        };
    }

    /** A lookup takes its elements from its table, and NA where a position is NA. */
    private static Range lookup(TableLookupNode t, Walk w) {
        Range table = w.of(t.table), pos = w.of(t.index);
        return table == null ? null : new Range(table.lo(), table.hi(), table.nan() || pos == null || pos.nan());
    }

    /**
     * A small sink used as an operand (colMeans(x) in sweep(x, 2, colMeans(x))) is computed before
     * any pass that reads the operation anyway: computed now, its range is its values'.
     */
    private Node computedIfSmallSink(Node x) {
        if (!x.isMaterialized() && x.isSink() && x.nrow * x.ncol <= SCAN_LIMIT) engine.materialize(engine.wrap(x, false));
        return x;
    }

    /** ifelse takes its elements from its branches (NA where the test is NA), as doubles here. */
    private Range ifElse(IfElseNode f, Walk w) {
        if (f.type != ElementType.DOUBLE) return null;
        Range r = Range.hull(w.of(f.yes), w.of(f.no));
        if (r == null) return null;
        Range t = w.of(f.test);
        return new Range(r.lo, r.hi, r.nan || t == null || t.nan);
    }

    private Range hull(List<Node> parts, Walk w) {
        Range r = w.of(parts.get(0));
        for (Node p : parts) r = Range.hull(r, w.of(p));
        return r;
    }

    /** The range of small stored data, read directly. */
    private Range scanSmall(Node x) {
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

    /**
     * pmax/pmin of an unknown operand and a known one keep the known side's bound (pmax(x, 0) is
     * never negative, whatever x is); NaN may come from the unknown one.
     */
    private static Range oneSidedBound(BinaryOp op, Range known) {
        if (known == null) return null;
        return switch (op) {
            case MAX -> Range.of(known.lo, Double.POSITIVE_INFINITY, true);
            case MIN -> Range.of(Double.NEGATIVE_INFINITY, known.hi, true);
            default -> null;
        };
    }

    /** A logical result of unknown operands: FALSE, TRUE or NA. */
    private static final Range UNIT_OR_NA = new Range(0, 1, true);

    private static Range unary(SapplyNode s, Range a) {
        if (s.op == UnaryOp.IS_NA || s.op == UnaryOp.IS_NAN || s.op == UnaryOp.IS_FINITE || s.op == UnaryOp.IS_INFINITE) return Range.of(0, 1, false);
        if (a == null) return s.op == UnaryOp.NOT || s.op == UnaryOp.AS_LOGICAL ? UNIT_OR_NA : null;
        boolean n = a.nan;
        return switch (s.op) {
            case NEG -> Range.of(-a.hi, -a.lo, n);
            case ABS -> Range.of(a.lo >= 0 ? a.lo : a.hi <= 0 ? -a.hi : 0, Math.max(-a.lo, a.hi), n);
            case SQRT -> a.lo >= 0 ? Range.of(Math.sqrt(a.lo), Math.sqrt(a.hi), n) : null;
            case EXP -> Range.of(0, ExpLog.exp(a.hi), n);
            // increasing functions, log(0) = -Inf
            case LOG, LOG2, LOG10 -> a.lo >= 0 ? Range.of(log(s.op, a.lo), log(s.op, a.hi), n) : null;
            case CEILING, FLOOR, ROUND -> Range.of(a.lo - 1, a.hi + 1, n);
            case AS_DOUBLE -> a;
            // as.integer of a double beyond the integer range is NA
            case AS_INTEGER -> a.lo > Integer.MIN_VALUE && a.hi < Integer.MAX_VALUE ? Range.of(a.lo - 1, a.hi + 1, n) : null;
            case NOT, AS_LOGICAL -> Range.of(0, 1, n);
            case IS_NA, IS_NAN, IS_FINITE, IS_INFINITE -> Range.of(0, 1, false);
            case FN -> within(a, s.fn) ? Range.of(s.fn.rangeLo(), s.fn.rangeHi(), n) : null;
        };
    }

    /** Whether all of a's elements lie in fn's domain (where it gives no NaN). */
    private static boolean within(Range a, ScalarFn fn) {
        // a bound beyond LIMIT may be an infinity: only a domain open on that side takes it
        return a != null
                && (fn.domainLo() == Double.NEGATIVE_INFINITY || a.lo >= -LIMIT && a.lo >= fn.domainLo())
                && (fn.domainHi() == Double.POSITIVE_INFINITY || a.hi <= LIMIT && a.hi <= fn.domainHi());
    }

    private static double log(UnaryOp op, double x) {
        // the functions the values are computed by, so a bound is the extreme value itself
        return op == UnaryOp.LOG ? ExpLog.log(x) : op == UnaryOp.LOG10 ? ExpLog.log10(x) : Log2.log2(x);
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
            // x %% y takes y's sign: [0, y) for a positive y (integers: up to y - 1); NA/NaN where x is
            case MOD -> b.lo > 0 && !b.unbounded() ? Range.of(0, type == ElementType.DOUBLE ? b.hi : b.hi - 1, n) : null;
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
    /** (x - v)^2 for x in a: from 0 (or the nearer end's square) to the farther end's square. */
    private static Range squaredDistance(Range a, double v) {
        if (Double.isNaN(v)) return null;
        double lo = a.lo - v, hi = a.hi - v;
        double least = lo <= 0 && hi >= 0 ? 0 : Math.min(lo * lo, hi * hi);
        return Range.of(least, Math.max(lo * lo, hi * hi), a.nan);
    }

    private Range innerProd(InnerProdTallNode ip, Walk w) {
        boolean euclidean = ip.f1 == BinaryOp.EUCLIDEAN;
        if (!euclidean && ip.f1 != BinaryOp.MUL || ip.f2 != BinaryOp.ADD) return null;
        Range a = w.of(ip.a);
        if (a == null || ip.b.type != ElementType.DOUBLE && ip.b.type != ElementType.INTEGER) return null;
        // W is a dependency, computed before any pass over X anyway (theta - eta * g)
        if (!ip.b.isMaterialized() && ip.b.nrow * ip.b.ncol <= SCAN_LIMIT) engine.materialize(engine.wrap(ip.b, false));
        if (!ip.b.isMaterialized()) return null;
        Matrix bm = engine.wrap(ip.b, false);
        double[] b = ip.b.type == ElementType.DOUBLE ? bm.toDoubleArray() : toDoubles(bm.toIntArray());
        int rowsB = (int) ip.b.nrow, p = ip.a.ncol;
        Range all = null;
        for (int j = 0; j < ip.ncol; j++) {
            Range col = Range.of(0, 0, a.nan);
            for (int t = 0; t < p && col != null; t++) {
                double v = b[(ip.bCol + j) * rowsB + ip.bFrom + t];
                // an NA in W spreads to a whole column: not bounded
                Range term = euclidean ? squaredDistance(a, v) : product(a, Range.of(v, v, false));
                col = term == null ? null : Range.of(col.lo + term.lo, col.hi + term.hi, col.nan);
            }
            if (col == null) return null;
            all = all == null ? col : Range.hull(all, col);
        }
        if (all == null) return null;
        if (ip.init == null) return all;
        Range init = w.of(ip.init);
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

    /** The nodes made after node {@code sinceId} that may produce what R warns about (see {@link #mayWarn(Node, int)}). */
    List<Node> mayWarnNodes(Node x, int sinceId) {
        List<Node> made = new ArrayList<>();
        collectMade(x, sinceId, made, Collections.newSetFromMap(new IdentityHashMap<>()));
        made.removeIf(n -> !mayWarn(n));
        return made;
    }

    private boolean mayWarn(Node x) {
        boolean ints = x.type != ElementType.DOUBLE;
        return switch (x) {
            case SapplyNode s when s.op == UnaryOp.SQRT || s.op == UnaryOp.LOG || s.op == UnaryOp.LOG2 || s.op == UnaryOp.LOG10 ->
                    !nonNegative(query(s.in, ValueRanges::nonNegative));
            case SapplyNode s when s.op == UnaryOp.AS_INTEGER && s.in.type == ElementType.DOUBLE -> of(x) == null;
            case SapplyNode s when s.op == UnaryOp.FN -> !within(query(s.in, r -> within(r, s.fn)), s.fn);
            case MapplyNode m when ints && (m.op == BinaryOp.ADD || m.op == BinaryOp.SUB || m.op == BinaryOp.MUL) -> of(x) == null;
            // R's integer sum becomes a double when it does not fit: the engine's integer one must fit
            case AggNode a when a.op == AggOp.SUM && a.in.type != ElementType.DOUBLE -> !sumFitsInt(a.in);
            case CumColNode c when c.op == BinaryOp.ADD && ints -> !sumFitsInt(c.in);
            default -> false;
        };
    }

    private static boolean nonNegative(Range r) {
        return r != null && r.lo >= 0;
    }

    /** Whether any sum of x's elements is an integer (no overflow to NA). */
    boolean sumFitsInt(Node x) {
        double n = (double) x.nrow * x.ncol;
        return fits(n, query(x, r -> fits(n, r)));
    }

    private static boolean fits(double n, Range r) {
        return r != null && n * Math.max(-r.lo, r.hi) < Integer.MAX_VALUE;
    }

    /** Whether x is provably made of finite numbers. */
    boolean finite(Node x) {
        Range r = query(x, ValueRanges::isFinite);
        return isFinite(r);
    }

    private static boolean isFinite(Range r) {
        return r != null && r.finite();
    }

    /** The integers as doubles, NA as NaN. */
    private static double[] toDoubles(int[] v) {
        double[] d = new double[v.length];
        for (int i = 0; i < v.length; i++) d[i] = v[i] == flashr.engine.type.NA.INT ? Double.NaN : v[i];
        return d;
    }
}
