package flashr.engine.sort;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.StoreWriter;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * R's functions of a column that need its order, as scans of its merged sorted runs
 * ({@link ColumnSort}): equal values are adjacent there, in their original order. Each scan
 * writes (position, result) pairs in sorted order, and a second sort by position puts the results
 * where R has them ({@link ColumnSort#byFirstColumn}). Nothing holds more than a run in memory.
 * NA and NaN are values of their own here, as in R's unique and duplicated (equal to themselves,
 * not to each other), and -0 equals 0.
 */
public final class SortedScans {
    /** R's rank ties methods ("random" is not one: it draws from R's generator). */
    public enum Ties { AVERAGE, FIRST, LAST, MIN, MAX }

    /** rank's na.last: NA ranks "keep"; TRUE (last) and FALSE (first) rank NAs in order; NA drops them. */
    public enum NaRanks { KEEP, LAST, FIRST, DROP }

    private final Engine engine;
    private final ColumnSort sort;

    public SortedScans(Engine engine) { this(engine, ColumnSort.RUN); }

    /** With runs of {@code runRows} elements (tests make many runs). */
    SortedScans(Engine engine, int runRows) {
        this.engine = engine;
        this.sort = new ColumnSort(engine, runRows);
    }

    /** R's duplicated(x): TRUE for each element equal to an earlier one (logical, n x 1). */
    public Matrix duplicated(Matrix x) {
        return firsts(x, false, ElementType.LOGICAL);
    }

    /**
     * R's duplicated(x, fromLast = TRUE): TRUE for each element equal to a later one. The last of
     * a group is known at the next element, so each number's flag is written one step late; the
     * NAs and NaNs (together at the end, in their order) each hold back their latest position.
     */
    public Matrix duplicatedFromLast(Matrix x) {
        long n = x.nrow();
        SortKeys keys = new SortKeys(false, false);
        try (SortedRuns runs = sort.runs(x, keys, true)) {
            StoreWriter w = sort.writer(n, 2);
            ColumnBuffer pairs = new ColumnBuffer(w);
            // the previous number's position, the latest NA's and NaN's (-1: none); its key
            double[] held = {0, -1, -1, -1};
            long[] previous = {0};
            runs.merge().visit(n, (v, pos) -> {
                long k = keys.of(v);
                if (keys.isMissing(k)) {
                    if (held[1] >= 0) pairs.add(held[1], 0);
                    held[1] = -1;
                    int which = NA.isNA(v) ? 2 : 3;
                    if (held[which] >= 0) pairs.add(held[which], 1);
                    held[which] = pos;
                } else {
                    if (held[1] >= 0) pairs.add(held[1], k == previous[0] ? 1 : 0);
                    previous[0] = k;
                    held[1] = pos;
                }
            });
            for (int h = 1; h <= 3; h++) if (held[h] >= 0) pairs.add(held[h], 0);
            pairs.flush();
            return sort.byFirstColumn(w.finish(), n, n, ElementType.LOGICAL);
        }
    }

    /** R's unique(x): the first of each value, in the order of first appearance, as {@code type}. */
    public Matrix unique(Matrix x, ElementType type) {
        return firsts(x, true, type);
    }

    /**
     * A scan marking each value's first appearance (the first of its group in the stable order;
     * the first NA and the first NaN). duplicated: each position's flag; unique: the firsts'
     * values keyed by their positions, the others after them all (the merge stops before those).
     */
    private Matrix firsts(Matrix x, boolean unique, ElementType type) {
        long n = x.nrow();
        SortKeys keys = new SortKeys(false, false);
        try (SortedRuns runs = sort.runs(x, keys, true)) {
            StoreWriter w = sort.writer(n, 2);
            ColumnBuffer pairs = new ColumnBuffer(w);
            long[] state = {1L, 0, 0, 0}; // previous key (never a number's 1), firsts, NA seen, NaN seen
            double after = n + 1.0;
            runs.merge().visit(n, (v, pos) -> {
                long k = keys.of(v);
                boolean first;
                if (keys.isMissing(k)) {
                    int which = NA.isNA(v) ? 2 : 3;
                    first = state[which] == 0;
                    state[which] = 1;
                } else {
                    first = k != state[0];
                    state[0] = k;
                }
                if (first) state[1]++;
                if (unique) pairs.add(first ? pos : after, v);
                else pairs.add(pos, first ? 0 : 1);
            });
            pairs.flush();
            return sort.byFirstColumn(w.finish(), n, unique ? state[1] : n, type);
        }
    }

    /**
     * R's rank(x, na.last, ties.method) as {@code type} (double for "average"; integer or double
     * for the others, by the length): ranks among the numbers by their sorted index and their
     * group of ties; the NAs' ranks after (or before) them in order, NA, or dropped.
     */
    public Matrix rank(Matrix x, Ties ties, NaRanks na, ElementType type) {
        long n = x.nrow();
        SortKeys keys = new SortKeys(false, na == NaRanks.FIRST);
        try (SortedRuns runs = sort.runs(x, keys, true)) {
            Matrix ends = ties == Ties.FIRST || ties == Ties.MIN ? null : groupEnds(runs);
            StoreWriter w = sort.writer(n, 2);
            ColumnBuffer pairs = new ColumnBuffer(w);
            GroupCursor cursor = new GroupCursor(ends, keys);
            double dropped = n + 1.0;
            runs.merge().visit(n, (v, pos) -> {
                long i = cursor.next(v);
                double r;
                if (cursor.missing) {
                    r = na == NaRanks.KEEP ? NA.REAL : i + 1;
                    if (na == NaRanks.DROP) pos = dropped;
                } else {
                    long s = cursor.start, e = cursor.end;
                    r = switch (ties) {
                        case FIRST -> i + 1;
                        case MIN -> s + 1;
                        case MAX -> e;
                        case LAST -> s + e - i;
                        case AVERAGE -> (s + 1 + e) / 2.0;
                    };
                }
                pairs.add(pos, r);
            });
            pairs.flush();
            if (ends != null) ends.node().data().free();
            return sort.byFirstColumn(w.finish(), n, na == NaRanks.DROP ? n - runs.nas : n, type);
        }
    }

    /** A first scan: the end (sorted index past its last element) of each group of equal numbers, in order. */
    private Matrix groupEnds(SortedRuns runs) {
        StoreWriter w = sort.writer(runs.n, 1);
        ColumnBuffer ends = new ColumnBuffer(w);
        long[] state = {1L, 0}; // previous key, elements seen
        runs.merge().visit(runs.n, (v, pos) -> {
            long k = runs.keys.of(v);
            if (state[1] > 0 && k != state[0] && !runs.keys.isMissing(state[0])) ends.add(state[1]);
            state[0] = k;
            state[1]++;
        });
        if (state[1] > 0 && !runs.keys.isMissing(state[0])) ends.add(state[1]);
        ends.pad();
        return w.finish();
    }
}
