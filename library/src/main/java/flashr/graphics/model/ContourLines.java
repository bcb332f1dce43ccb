package flashr.graphics.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Contour lines of a grid of z values as R's graphics engine traces them (behind
 * {@code contourLines()} and {@code contour()}): each cell crossed by a level gets one or two
 * segments (a corner exactly at the level is moved up by {@code atom}; a cell with one missing
 * corner is cut along its diagonal), then segments are joined into polylines, cells taken in
 * R's order (x index outer), each line followed from its first segment's end, then from its
 * start. The order of lines and of their points is R's, so results print as R's do.
 */
public final class ContourLines {
    /** One polyline of a level. */
    public record Line(double level, double[] x, double[] y) {}

    /** One segment; lists of them per cell, newest first, as R keeps them. */
    private static final class Segment {
        Segment next;
        double x0, y0, x1, y1;

        Segment(double x0, double y0, double x1, double y1, Segment next) {
            this.x0 = x0;
            this.y0 = y0;
            this.x1 = x1;
            this.y1 = y1;
            this.next = next;
        }

        void reverse() {
            double x = x0, y = y0;
            x0 = x1;
            y0 = y1;
            x1 = x;
            y1 = y;
        }
    }

    private final double[] x, y, z;
    private final int nx, ny;
    private final double atom;

    /**
     * {@code z} column-major, {@code x.length} rows by {@code y.length} columns; {@code atom} is
     * R's tie-breaker, 1e-3 of the range of the finite z.
     */
    public ContourLines(double[] x, double[] y, double[] z, double atom) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.nx = x.length;
        this.ny = y.length;
        this.atom = atom;
    }

    /** R's tie-breaker for {@code z}, or NaN when its finite values do not span a range. */
    public static double atom(double[] z) {
        double min = Double.POSITIVE_INFINITY, max = Double.NEGATIVE_INFINITY;
        for (double v : z) {
            if (Double.isFinite(v)) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        return min < max ? 1e-3 * (max - min) : Double.NaN;
    }

    /** The polylines of {@code level}, in R's order. */
    public List<Line> lines(double level) {
        Segment[] cells = segments(level);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < nx - 1; i++) {
            for (int j = 0; j < ny - 1; j++) {
                Segment first;
                while ((first = cells[i + j * nx]) != null) {
                    cells[i + j * nx] = first.next;
                    List<Segment> chain = new ArrayList<>();
                    chain.add(first);
                    follow(cells, i, j, first.x1, first.y1, true, chain);
                    List<Segment> head = new ArrayList<>();
                    follow(cells, i, j, first.x0, first.y0, false, head);
                    List<Segment> line = new ArrayList<>(head.size() + chain.size());
                    for (int k = head.size() - 1; k >= 0; k--) line.add(head.get(k));
                    line.addAll(chain);
                    out.add(polyline(level, line));
                }
            }
        }
        return out;
    }

    /** Follows a line through neighbouring cells from (xe, ye), collecting the segments it meets. */
    private void follow(Segment[] cells, int i, int j, double xe, double ye, boolean tail, List<Segment> into) {
        int[] cell = {i, j};
        int dir;
        while ((dir = nextCell(xe, ye, cell)) != 0) {
            int k = cell[0] + cell[1] * nx;
            Segment found = null, prev = null;
            for (Segment s = cells[k]; s != null; prev = s, s = s.next) {
                boolean byY = dir == 1 || dir == 3;
                double e = byY ? ye : xe;
                boolean atStart = (byY ? s.y0 : s.x0) == e, atEnd = (byY ? s.y1 : s.x1) == e;
                if (atStart || atEnd) {
                    // the end that meets the line comes first when extending its tail, last at its head
                    if (atStart ? !tail : tail) s.reverse();
                    found = s;
                    break;
                }
            }
            if (found == null) break;
            if (prev == null) cells[k] = found.next;
            else prev.next = found.next;
            found.next = null;
            into.add(found);
            xe = tail ? found.x1 : found.x0;
            ye = tail ? found.y1 : found.y0;
        }
    }

    /** The cell across the edge (xe, ye) lies on (1 up, 2 right, 3 down, 4 left), or 0 at the grid's border. */
    private int nextCell(double xe, double ye, int[] cell) {
        int i = cell[0], j = cell[1];
        if (ye == y[j]) {
            if (j == 0) return 0;
            cell[1] = j - 1;
            return 3;
        }
        if (xe == x[i]) {
            if (i == 0) return 0;
            cell[0] = i - 1;
            return 4;
        }
        if (ye == y[j + 1]) {
            if (j >= ny - 2) return 0;
            cell[1] = j + 1;
            return 1;
        }
        if (xe == x[i + 1]) {
            if (i >= nx - 2) return 0;
            cell[0] = i + 1;
            return 2;
        }
        return 0;
    }

    private static Line polyline(double level, List<Segment> line) {
        int n = line.size();
        double[] px = new double[n + 1], py = new double[n + 1];
        for (int k = 0; k < n; k++) {
            px[k] = line.get(k).x0;
            py[k] = line.get(k).y0;
        }
        px[n] = line.get(n - 1).x1;
        py[n] = line.get(n - 1).y1;
        return new Line(level, px, py);
    }

    /** Each cell's segments crossing {@code level}. */
    private Segment[] segments(double level) {
        Segment[] cells = new Segment[nx * ny];
        double[] xx = new double[4], yy = new double[4];
        for (int i = 0; i < nx - 1; i++) {
            double xl = x[i], xh = x[i + 1];
            for (int j = 0; j < ny - 1; j++) {
                double yl = y[j], yh = y[j + 1];
                int k = i + j * nx;
                double zll = nudge(z[k], level), zhl = nudge(z[k + 1], level);
                double zlh = nudge(z[k + nx], level), zhh = nudge(z[k + nx + 1], level);
                int finite = (Double.isFinite(zll) ? 1 : 0) + (Double.isFinite(zhl) ? 2 : 0)
                        + (Double.isFinite(zlh) ? 4 : 0) + (Double.isFinite(zhh) ? 8 : 0);
                Crossings c = new Crossings(xx, yy, level);
                switch (finite) {
                    case 15 -> {
                        c.bottom(zll, zhl, xl, xh, yl);
                        c.side(zll, zlh, xl, yl, yh);
                        c.side(zhl, zhh, xh, yl, yh);
                        c.bottom(zlh, zhh, xl, xh, yh);
                    }
                    case 14 -> {
                        c.side(zhl, zhh, xh, yl, yh);
                        c.bottom(zlh, zhh, xl, xh, yh);
                        c.diagonal(zlh, zhl, xl, xh, yh, yl);
                    }
                    case 13 -> {
                        c.side(zll, zlh, xl, yl, yh);
                        c.bottom(zlh, zhh, xl, xh, yh);
                        c.diagonal(zll, zhh, xl, xh, yl, yh);
                    }
                    case 11 -> {
                        c.side(zhl, zhh, xh, yl, yh);
                        c.bottom(zll, zhl, xl, xh, yl);
                        c.diagonal(zll, zhh, xl, xh, yl, yh);
                    }
                    case 7 -> {
                        c.side(zll, zlh, xl, yl, yh);
                        c.bottom(zll, zhl, xl, xh, yl);
                        c.diagonal(zlh, zhl, xl, xh, yh, yl);
                    }
                    default -> { }
                }
                Segment list = null;
                if (c.k == 2) {
                    list = new Segment(xx[0], yy[0], xx[1], yy[1], null);
                } else if (c.k == 4) {
                    sortByX(xx, yy);
                    list = new Segment(xx[0], yy[0], xx[1], yy[1], null);
                    list = new Segment(xx[2], yy[2], xx[3], yy[3], list);
                }
                cells[k] = list;
            }
        }
        return cells;
    }

    private double nudge(double v, double level) {
        return v == level ? v + atom : v;
    }

    /** Four crossings in increasing x, ties in R's order (a selection from the top down). */
    private static void sortByX(double[] xx, double[] yy) {
        for (int k = 3; k >= 1; k--) {
            int m = k;
            double max = xx[k];
            for (int l = 0; l < k; l++) {
                if (xx[l] > max) {
                    max = xx[l];
                    m = l;
                }
            }
            if (m != k) {
                double tx = xx[k], ty = yy[k];
                xx[k] = xx[m];
                yy[k] = yy[m];
                xx[m] = tx;
                yy[m] = ty;
            }
        }
    }

    /** The points where a cell's edges cross the level, in the order found. */
    private static final class Crossings {
        final double[] xx, yy;
        final double level;
        int k;

        Crossings(double[] xx, double[] yy, double level) {
            this.xx = xx;
            this.yy = yy;
            this.level = level;
        }

        /** The fraction of the way from z0 to z1 where the level lies, or NaN when it is not between them. */
        private double at(double z0, double z1) {
            return (z0 - level) * (z1 - level) < 0 ? (level - z0) / (z1 - z0) : Double.NaN;
        }

        /** A horizontal edge at height {@code yv}. */
        void bottom(double z0, double z1, double x0, double x1, double yv) {
            double f = at(z0, z1);
            if (f == f) add(x0 + f * (x1 - x0), yv);
        }

        /** A vertical edge at {@code xv}. */
        void side(double z0, double z1, double xv, double y0, double y1) {
            double f = at(z0, z1);
            if (f == f) add(xv, y0 + f * (y1 - y0));
        }

        /** The diagonal from (x0, y0) to (x1, y1). */
        void diagonal(double z0, double z1, double x0, double x1, double y0, double y1) {
            double f = at(z0, z1);
            if (f == f) add(x0 + f * (x1 - x0), y0 + f * (y1 - y0));
        }

        private void add(double xv, double yv) {
            xx[k] = xv;
            yy[k] = yv;
            k++;
        }
    }
}
