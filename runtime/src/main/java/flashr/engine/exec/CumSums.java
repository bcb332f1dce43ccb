package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.LongDouble;
import flashr.engine.type.ElementType;
import flashr.engine.fn.X87NaNs;

/**
 * R's cumsum of doubles, sequential as R's: a long double running sum per column (the heap's
 * {@link LongDouble} arithmetic, so the engine gives the heap's bits); from the first NA or NaN
 * input on, the NaN is the x87's adding each input from memory ({@link X87NaNs#runFromNaN}: a
 * later NA loses to a NaN, a quiet NA, NA + 1, wins). The running state lives in
 * the pass's {@link PassState}, so partitions continue it in turn. Summing a partition ahead from
 * zero and adding the prefix later would reassociate ((pre + x1) + x2 against pre + (x1 + x2)),
 * which changes the rounding and where a sum overflows: the result would depend on which
 * partitions ran ahead. A block whose long double sums round at no step takes an integer running
 * sum instead ({@link ExactRunningSums}): the same bits at memory speed. A running sum that
 * passes 2^1024 takes LongDouble's scaled steps ({@link PassState#cumWide}) until it comes back,
 * as the heap's and the x87's do: an infinity of its sign while beyond, then finite again.
 */
final class CumSums {
    private CumSums() {}

    /**
     * Continues column col of cum node k over x[xOff, xOff+len) into out[oOff, oOff+len); in
     * double arithmetic when {@code inDouble} ({@link CumColNode#doubleSums}).
     */
    static void scan(PassState s, int k, boolean inDouble, int col, double[] x, int xOff, double[] out, int oOff, int len) {
        boolean[] stuck = s.cumStuck[k];
        double h = s.cumD[k][col], l = s.cumLo[k][col];
        int r = 0;
        if (inDouble && !stuck[col]) {
            // one add a step: the running sum waits on nothing else (NA and NaN as below)
            for (; r < len; r++) {
                double v = x[xOff + r];
                if (v != v) break;
                h += v;   // Inf - Inf is NaN, as in long double
                out[oOff + r] = h;
            }
        } else if (!stuck[col]) {
            LongDouble a = s.cumWide[k][col];
            if (a == null) {
                r = ExactRunningSums.scan(x, xOff, out, oOff, len, s.cumD[k], s.cumLo[k], s.cumQuantum[k], col);
                h = s.cumD[k][col];
                l = s.cumLo[k][col];
            }
            // the rest (inputs the exact path did not take): LongDouble.add on locals, the running
            // pair stays in registers
            while (r < len) {
                if (a != null) {
                    r = beyondRange(a, x, xOff, out, oOff, r, len);
                    if (a.isWide()) break;   // the block's end, or an NA or NaN input
                    h = a.hi();
                    l = a.lo();
                    a = null;
                    continue;
                }
                double v = x[xOff + r];
                if (v != v) break;
                double sum = h + v;
                if (!Double.isFinite(sum)) {
                    if (Double.isFinite(h) && Double.isFinite(v)) { a = pair(h, l); continue; }   // an overflow
                    h = LongDouble.nonFinite(sum, h, v);
                    l = 0;
                } else {
                    // the exact error of h + v: Fast2Sum (two adds on the running sum's path) once
                    // |h| >= |v|, as it is in a long running sum, else TwoSum; both give the same
                    // number, and a zero's sign is lost in "+ (l + 0.0)", which is never -0
                    double e;
                    if (Math.abs(h) >= Math.abs(v)) {
                        e = v - (sum - h);
                    } else {
                        double bb = sum - h;
                        e = (h - (sum - bb)) + (v - bb);
                    }
                    // as LongDouble.add(v, 0), signed zeros included: e + l by an exact two-sum
                    double lz = l + 0.0, err = e + lz, eb = err - e;
                    double tail = (e - (err - eb)) + (lz - eb);
                    double next = sum + err;
                    if (!Double.isFinite(next)) { a = pair(h, l); continue; }   // rounded up past 2^1024
                    h = next;
                    l = LongDouble.roundedLow(h, err - (h - sum), tail);
                }
                out[oOff + r++] = h + l;
            }
            if (a != null) {   // still beyond the double's range: kept scaled, an infinity of its sign here
                h = a.hi();
                l = a.lo();
            }
            s.cumWide[k][col] = a;
        }
        if (r < len) {
            // from the first NA or NaN input on, the x87's NaN of adds from memory (X87NaNs)
            if (!stuck[col]) { stuck[col] = true; l = 0; s.cumWide[k][col] = null; }
            h = X87NaNs.runFromNaN(h, x, xOff + r, out, oOff + r, len - r);
        }
        s.cumD[k][col] = h;
        s.cumLo[k][col] = l;
    }

    /**
     * The running sum a past 2^1024 (or about to pass it: a's first add takes it there) over
     * x[xOff + r, xOff + len) as LongDouble's scaled steps, the heap's, until it comes back into
     * the double's range, an NA or NaN input, or the end; returns the row reached. Each output is
     * the long double cast to a double: an infinity of its sign while beyond.
     */
    private static int beyondRange(LongDouble a, double[] x, int xOff, double[] out, int oOff, int r, int len) {
        do {
            double v = x[xOff + r];
            if (v != v) return r;
            out[oOff + r++] = a.add(v).value();
        } while (r < len && a.isWide());
        return r;
    }

    private static LongDouble pair(double h, double l) {
        LongDouble a = new LongDouble();
        a.set(h, l);
        return a;
    }

    /** Whether cum node values of this type and op are scanned here. */
    static boolean handles(CumColNode c) {
        return c.op == BinaryOp.ADD && c.type == ElementType.DOUBLE;
    }
}
