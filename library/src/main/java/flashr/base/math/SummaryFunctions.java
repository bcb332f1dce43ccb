package flashr.base.math;

import flashr.base.arith.CompareOps;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleProduct;
import flashr.engine.fn.LongDoubleRun;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** The Summary group over several arguments: sum, prod, max, min, all, any. */
public final class SummaryFunctions {
    private SummaryFunctions() {}

    /** The arguments as vectors (NULL skipped), each of a type the summary accepts. */
    private static RVector[] vectors(RValue[] args, boolean allowCharacter) {
        RVector[] r = new RVector[args.length];
        int k = 0;
        for (RValue a : args) {
            if (a == RNull.NULL) continue;
            if (!(a instanceof RVector v) || !(v.type().isNumeric() || allowCharacter && v.type() == RType.CHARACTER)) {
                throw new RError("invalid 'type' (" + a.typeName() + ") of argument");
            }
            r[k++] = v;
        }
        return java.util.Arrays.copyOf(r, k);
    }

    private static RType highest(RVector[] vs) {
        RType t = RType.INTEGER;
        for (RVector v : vs) t = RType.higher(t, v.type());
        return t;
    }

    /**
     * {@code sum}: as R, each argument is summed on its own (doubles in long double, integers
     * exactly) and the argument sums are added in double.
     */
    static RValue sum(RValue[] args, boolean naRm) {
        RVector[] vs = vectors(args, false);
        boolean doubles = highest(vs) == RType.DOUBLE;
        double total = 0;
        long intTotal = 0;
        boolean promote = false, na = false;
        for (RVector v : vs) {
            if (v instanceof RDouble d) {
                Sum s = new Sum();
                s.addAll(d, naRm);
                na |= RDouble.isNAValue(s.value());
                total += s.value();
                continue;
            }
            long part = 0;
            int[] a = v instanceof RInt i ? i.data() : ((RLogical) v).data();
            for (int x : a) {
                if (x != RInt.NA) part += x;
                else if (!naRm) na = true;
            }
            if (doubles) {
                total += part;
            } else {
                intTotal += part;
                if (intTotal > Integer.MAX_VALUE || intTotal < -Integer.MAX_VALUE) promote = true;
            }
        }
        if (na) return doubles ? RDouble.of(RDouble.NA) : RInt.of(RInt.NA);
        if (doubles) return RDouble.of(total);
        return promote ? RDouble.of(intTotal) : RInt.of((int) intTotal);
    }

    /** R's double sum: a long double accumulator, with NA winning over NaN. */
    public static final class Sum {
        private final LongDouble acc = new LongDouble();
        private boolean na, nan;

        public void add(double x) {
            if (Double.isNaN(x)) {
                if (RDouble.isNAValue(x)) na = true;
                else nan = true;
                return;
            }
            acc.add(x);
        }

        public void addAll(RVector v, boolean naRm) {
            int n = v.length();
            if (v instanceof RDouble d) {
                addAll(d.data(), naRm);
            } else {
                for (int i = 0; i < n; i++) {
                    if (!v.isNA(i)) add(v.getDouble(i));
                    else if (!naRm) na = true;
                }
            }
        }

        /** Adds the elements of a in order (NA and NaN left out with naRm). */
        public void addAll(double[] a, boolean naRm) {
            addAll(a, 0, a.length, naRm);
        }

        /** Adds a[from .. to) in order (NA and NaN left out with naRm): pieces of a vector add as the whole. */
        public void addAll(double[] a, int from, int to, boolean naRm) {
            for (int i = from; (i = LongDoubleRun.add(acc, a, i, to)) < to; i++) {
                if (!naRm) add(a[i]);
            }
        }

        /** The sum so far; NaN (or NA) values leave it as it is. */
        public LongDouble total() {
            return acc;
        }

        public double value() {
            if (na) return RDouble.NA;
            if (nan) return Double.NaN;
            return acc.value();
        }
    }

    /**
     * {@code prod}: each argument's product in R's long double (its exponent range, so a product
     * can pass below 1e-308 or above 1e308 and come back, rounded once; of an NA and a NaN, NA),
     * the products multiplied in double.
     */
    static RValue prod(RValue[] args, boolean naRm) {
        double p = 1;
        for (RVector v : vectors(args, false)) {
            LongDoubleProduct acc = new LongDoubleProduct();
            for (int i = 0, n = v.length(); i < n; i++) {
                double x = v.getDouble(i);
                if (naRm && Double.isNaN(x)) continue;
                acc.multiplyLoaded(x);
            }
            p *= acc.value();
        }
        return RDouble.of(p);
    }

    /** {@code max} (max = true) or {@code min} of all arguments. */
    static RValue extreme(boolean max, RValue[] args, boolean naRm, Interpreter interp, RValue call) {
        RVector[] vs = vectors(args, true);
        RType type = highest(vs);
        String name = max ? "max" : "min";
        if (type == RType.CHARACTER) {
            String best = null;
            for (RVector v : vs) {
                for (int i = 0, n = v.length(); i < n; i++) {
                    String s = v.getString(i);
                    if (s == null) {
                        if (!naRm) return RString.of((String) null);
                    } else if (best == null || (CompareOps.collate(s, best) > 0) == max && !s.equals(best)) {
                        best = s;
                    }
                }
            }
            if (best == null) interp.warning(call, "no non-missing arguments, returning NA");
            return RString.of(best);
        }
        if (type == RType.INTEGER) {
            boolean found = false;
            int best = 0;
            for (RVector v : vs) {
                for (int i = 0, n = v.length(); i < n; i++) {
                    int x = v.getInt(i);
                    if (x == RInt.NA) {
                        if (!naRm) return RInt.of(RInt.NA);
                    } else if (!found || (max ? x > best : x < best)) {
                        best = x;
                        found = true;
                    }
                }
            }
            if (found) return RInt.of(best);
            return noValues(max, interp, call);
        }
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        boolean found = false;
        for (RVector v : vs) {
            for (int i = 0, n = v.length(); i < n; i++) {
                double x = v.getDouble(i);
                if (Double.isNaN(x)) {
                    if (!naRm) {
                        // NA wins over NaN
                        if (!RDouble.isNAValue(best)) best = x;
                        found = true;
                    }
                } else if (!Double.isNaN(best) && (!found || (max ? x > best : x < best))) {
                    best = x;
                    found = true;
                }
            }
        }
        if (!found) return noValues(max, interp, call);
        return RDouble.of(best);
    }

    private static RValue noValues(boolean max, Interpreter interp, RValue call) {
        interp.warning(call, max ? "no non-missing arguments to max; returning -Inf"
                : "no non-missing arguments to min; returning Inf");
        return RDouble.of(max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
    }

    /** {@code all} (all = true) or {@code any}, with R's NA rules. */
    static RValue allAny(boolean all, RValue[] args, boolean naRm, Interpreter interp, RValue call) {
        boolean sawNA = false;
        for (RValue a : args) {
            // R skips empty arguments of any type first (an empty list from sapply, character(0))
            if (a == RNull.NULL || a instanceof RVector e && e.length() == 0) continue;
            if (a instanceof flashr.lang.RList l && l.type() == RType.LIST) {
                // a list of single values is coerced as as.logical does, with R's warning
                interp.warning(call, "coercing argument of type 'list' to logical");
                a = flashr.eval.Coerce.to(l, RType.LOGICAL);
            }
            if (!(a instanceof RVector v) || !v.type().isAtomic()) {
                throw new RError("invalid 'type' (" + a.typeName() + ") of argument");
            }
            if (v.type() == RType.DOUBLE || v.type() == RType.CHARACTER) {
                interp.warning(call, "coercing argument of type '" + v.typeName() + "' to logical");
            }
            int seen = v instanceof RLogical l ? scan(l.data(), all) : scanElements(v, all);
            if (seen == DECIDED) return RLogical.of(!all);
            if (seen == SAW_NA) sawNA = true;
        }
        return sawNA && !naRm ? RLogical.na() : RLogical.of(all);
    }

    // all/any's scans are small methods of their own, compiled apart from the argument handling.
    private static final int SAW_NA = 1, DECIDED = 2;

    /** DECIDED at the first value that decides all (a FALSE) or any (a TRUE); else SAW_NA or 0. */
    private static int scan(int[] a, boolean all) {
        int seen = 0;
        for (int b : a) {
            if (b == RLogical.NA) seen = SAW_NA;
            else if ((b == 1) != all) return DECIDED;
        }
        return seen;
    }

    private static int scanElements(RVector v, boolean all) {
        int seen = 0;
        for (int i = 0, n = v.length(); i < n; i++) {
            int b = v.getLogical(i);
            if (b == RLogical.NA) seen = SAW_NA;
            else if ((b == 1) != all) return DECIDED;
        }
        return seen;
    }
}
