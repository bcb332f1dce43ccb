package flashr.stats.tests;

import flashr.engine.fn.math.ExpLog;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RVector;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The p-value of Fisher's exact test for an r x c table: the total probability, given both
 * margins, of the tables no more probable than the one observed (within R's tolerance).
 * <p>
 * A network search in the spirit of Mehta and Patel's algorithm (R's FEXACT): the columns are
 * stages, a node is the multiset of row totals still to fill, and a path's length is the log of
 * its share of the table probability. At each node the longest and shortest completions (found
 * once per node) decide whether all its completions count, none do, or it must be expanded;
 * paths of equal length into a node are merged.
 */
public final class FisherExact {
    /** R's FEXACT tolerance for equal path lengths (the square root of the smallest relative spacing). */
    private static final double TOL = 3.45254e-7;

    /** A node: the sorted row totals still to fill, before column {@code stage}. */
    private record Node(int stage, int[] rows) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Node n && n.stage == stage && Arrays.equals(n.rows, rows);
        }

        @Override
        public int hashCode() {
            return 31 * stage + Arrays.hashCode(rows);
        }
    }

    private final int[] cols;
    private final double[] logFact;
    private final Map<Node, double[]> bounds = new HashMap<>();

    private FisherExact(int[] cols, int total) {
        this.cols = cols;
        logFact = new double[total + 1];
        for (int i = 2; i <= total; i++) logFact[i] = logFact[i - 1] + ExpLog.log(i);
    }

    /** The p-value for the integer table x (a matrix, by column). */
    public static RDouble pValue(RVector x, int nr, int nc) {
        int[][] t = new int[nr][nc];
        int total = 0;
        for (int j = 0; j < nc; j++) {
            for (int i = 0; i < nr; i++) {
                int v = x.getInt(i + j * nr);
                t[i][j] = v;
                total += v;
            }
        }
        if (nr > nc) {   // fewer rows keep the nodes small
            int[][] tt = new int[nc][nr];
            for (int i = 0; i < nr; i++) for (int j = 0; j < nc; j++) tt[j][i] = t[i][j];
            t = tt;
            int swap = nr;
            nr = nc;
            nc = swap;
        }
        int[] rows = new int[nr];
        int[] cols = new int[nc];
        for (int i = 0; i < nr; i++) for (int j = 0; j < nc; j++) {
            rows[i] += t[i][j];
            cols[j] += t[i][j];
        }
        if (total == 0) throw new RError("all entries of 'x' are zero");
        return RDouble.of(new FisherExact(cols, total).search(t, rows, total));
    }

    private double search(int[][] table, int[] rows, int total) {
        double sumRows = 0;
        for (int r : rows) sumRows += logFact[r];
        double constant = sumRows - logFact[total];
        double observed = 0;
        for (int j = 0; j < cols.length; j++) {
            observed += logFact[cols[j]];
            for (int[] row : table) observed -= logFact[row[j]];
        }
        double limit = observed + TOL;
        int[] start = rows.clone();
        Arrays.sort(start);
        Node root = new Node(0, start);
        double[] rootBounds = bounds(root);
        if (rootBounds[1] <= limit) return 1;
        if (rootBounds[0] > limit) return 0;
        Map<Node, Map<Long, double[]>> stage = new LinkedHashMap<>();
        stage.computeIfAbsent(root, k -> new HashMap<>()).put(0L, new double[] {0, 1});
        double[] p = {0};
        for (int j = 0; j < cols.length && !stage.isEmpty(); j++) {
            Map<Node, Map<Long, double[]>> next = new LinkedHashMap<>();
            for (Map.Entry<Node, Map<Long, double[]>> e : stage.entrySet()) {
                Pasts pasts = new Pasts(e.getValue());
                forEachDaughter(e.getKey(), (daughter, step) -> {
                    double[] b = bounds(daughter);
                    // the pasts whose every completion through this daughter counts, then those with some that do
                    int counted = pasts.atMost(limit - step - b[1]);
                    int open = pasts.atMost(limit - step - b[0]);
                    if (counted > 0) p[0] += pasts.weight(counted) * ExpLog.exp(step + allCompletions(daughter) + constant + pasts.ref);
                    for (int k = counted; k < open; k++) add(next, daughter, pasts.length[k] + step, pasts.count[k]);
                });
            }
            stage = next;
        }
        return Math.max(0, Math.min(1, p[0]));
    }

    /**
     * The paths into a node, by increasing length, with the cumulated weights count * exp(length - ref),
     * so that the paths a daughter resolves (a prefix) add up at once.
     */
    private static final class Pasts {
        final double[] length;
        final double[] count;
        final double[] cumulated;
        final double ref;

        Pasts(Map<Long, double[]> paths) {
            double[][] sorted = paths.values().toArray(new double[0][]);
            Arrays.sort(sorted, (x, y) -> Double.compare(x[0], y[0]));
            int n = sorted.length;
            length = new double[n];
            count = new double[n];
            cumulated = new double[n + 1];
            ref = sorted[n - 1][0];
            for (int k = 0; k < n; k++) {
                length[k] = sorted[k][0];
                count[k] = sorted[k][1];
                cumulated[k + 1] = cumulated[k] + count[k] * ExpLog.exp(length[k] - ref);
            }
        }

        /** How many paths are no longer than {@code bound}. */
        int atMost(double bound) {
            int lo = 0;
            int hi = length.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (length[mid] <= bound) lo = mid + 1;
                else hi = mid;
            }
            return lo;
        }

        /** The weight of the first k paths, relative to exp(ref). */
        double weight(int k) {
            return cumulated[k];
        }
    }

    /** Adds a path of this length and multiplicity into a daughter, merged with an equal one already there. */
    private static void add(Map<Node, Map<Long, double[]>> next, Node daughter, double len, double count) {
        long key = Math.round(len / TOL);
        Map<Long, double[]> into = next.computeIfAbsent(daughter, k -> new HashMap<>());
        double[] slot = into.get(key);
        if (slot == null) into.put(key, new double[] {len, count});
        else slot[1] += count;
    }

    /** Log of the total weight of all completions of a node: (sum of rows)! / prod(rows!). */
    private double allCompletions(Node node) {
        int sum = 0;
        double v = 0;
        for (int r : node.rows) {
            sum += r;
            v -= logFact[r];
        }
        return v + logFact[sum];
    }

    /** {shortest, longest} completion of a node: the least and the greatest remaining path length. */
    private double[] bounds(Node node) {
        double[] b = bounds.get(node);
        if (b != null) return b;
        if (node.stage == cols.length) {
            b = new double[] {0, 0};
        } else {
            double[] acc = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
            forEachDaughter(node, (daughter, step) -> {
                double[] d = bounds(daughter);
                acc[0] = Math.min(acc[0], step + d[0]);
                acc[1] = Math.max(acc[1], step + d[1]);
            });
            b = acc;
        }
        bounds.put(node, b);
        return b;
    }

    private interface DaughterVisitor {
        void visit(Node daughter, double step);
    }

    /** Every way to fill the node's column from its row totals: the daughter node and the step's length. */
    private void forEachDaughter(Node node, DaughterVisitor visitor) {
        int c = cols[node.stage];
        int[] rows = node.rows;
        int[] cell = new int[rows.length];
        int[] after = new int[rows.length + 1];   // capacity of the rows after i
        for (int i = rows.length - 1; i >= 0; i--) after[i] = after[i + 1] + rows[i];
        fill(node, 0, c, cell, after, visitor);
    }

    private void fill(Node node, int i, int left, int[] cell, int[] after, DaughterVisitor visitor) {
        int[] rows = node.rows;
        if (i == rows.length - 1) {
            if (left > rows[i]) return;
            cell[i] = left;
            int[] rest = new int[rows.length];
            double step = logFact[cols[node.stage]];
            for (int k = 0; k < rows.length; k++) {
                rest[k] = rows[k] - cell[k];
                step -= logFact[cell[k]];
            }
            Arrays.sort(rest);
            visitor.visit(new Node(node.stage + 1, rest), step);
            return;
        }
        int lo = Math.max(0, left - after[i + 1]);
        int hi = Math.min(rows[i], left);
        for (int v = lo; v <= hi; v++) {
            cell[i] = v;
            fill(node, i + 1, left - v, cell, after, visitor);
        }
    }
}
