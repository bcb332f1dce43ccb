package flashr.base.data;

import flashr.base.vectors.SortOrder;
import flashr.base.vectors.SortSets;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/** Counting: {@code tabulate} and {@code table} (contingency tables of vectors and factors). */
public final class TableCounts {
    private TableCounts() {}

    /** {@code tabulate(bin, nbins)}: counts of 1..nbins, ignoring NA and values out of range. */
    public static RValue tabulate(RValue binArg, RValue nbinsArg) {
        RVector bin = Coerce.vector(binArg, "bin");
        if (!bin.type().isNumeric() && !bin.inherits("factor")) throw new RError("'bin' must be numeric or a factor");
        int n = bin.length();
        int nbins;
        if (nbinsArg == null) {
            nbins = 1;
            for (int i = 0; i < n; i++) {
                int b = bin.getInt(i);
                if (b != RInt.NA) nbins = Math.max(nbins, b);
            }
        } else {
            // R's tabulate: too many bins first, then R's .Internal check
            if (nbinsArg instanceof RVector nv && nv.length() >= 1 && nv.getDouble(0) > Integer.MAX_VALUE) {
                throw new RError("attempt to make a table with >= 2^31 elements");
            }
            nbins = Coerce.intScalar(nbinsArg);
            if (nbins == RInt.NA || nbins < 0) throw new RError("invalid 'nbins' argument");
        }
        int[] counts = new int[nbins];
        for (int i = 0; i < n; i++) {
            int b = bin.getInt(i);
            if (b != RInt.NA && b >= 1 && b <= nbins) counts[b - 1]++;
        }
        return new RInt(counts);
    }

    /** One classifying factor: each element's level index (-1 when excluded) and the level names. */
    private record Factor(int[] codes, String[] levels) {}

    /**
     * {@code table(...)}: one dimension per argument, levels sorted (or a factor's own levels),
     * NA excluded unless {@code useNA} asks for it ("no", "ifany", "always").
     */
    public static RValue table(RValue[] args, String[] names, String useNA) {
        if (args.length == 0) throw new RError("nothing to tabulate");
        List<Factor> factors = new ArrayList<>();
        int n = -1;
        for (RValue a : args) {
            if (!(a instanceof RVector v) || !v.type().isAtomic()) throw new RError("all arguments must have the same length");
            if (n >= 0 && v.length() != n) throw new RError("all arguments must have the same length");
            n = v.length();
            factors.add(factor(v, useNA));
        }
        int[] dims = new int[factors.size()];
        int total = 1;
        for (int k = 0; k < dims.length; k++) {
            dims[k] = factors.get(k).levels().length;
            total *= dims[k];
        }
        int[] counts = new int[total];
        for (int i = 0; i < n; i++) {
            int index = 0, stride = 1;
            boolean skip = false;
            for (int k = 0; k < dims.length; k++) {
                int c = factors.get(k).codes()[i];
                if (c < 0) {
                    skip = true;
                    break;
                }
                index += c * stride;
                stride *= dims[k];
            }
            if (!skip) counts[index]++;
        }
        RInt result = new RInt(counts);
        result.setAttr("dim", new RInt(dims));
        RValue[] dimnames = new RValue[dims.length];
        for (int k = 0; k < dims.length; k++) dimnames[k] = new RString(factors.get(k).levels());
        RList dn = new RList(dimnames);
        dn.setAttr("names", new RString(names));
        result.setAttr("dimnames", dn);
        result.setAttr("class", RString.of("table"));
        return result;
    }

    /** A one-way table of {@code counts} for {@code levels}, its dimension named {@code name}, as table() makes it. */
    public static RValue oneWay(String[] levels, int[] counts, String name) {
        RInt result = new RInt(counts);
        result.setAttr("dim", RInt.of(counts.length));
        RList dn = new RList(new RValue[] {new RString(levels)});
        dn.setAttr("names", RString.of(name));
        result.setAttr("dimnames", dn);
        result.setAttr("class", RString.of("table"));
        return result;
    }

    private static Factor factor(RVector v, String useNA) {
        int n = v.length();
        int[] codes = new int[n];
        String[] levels;
        boolean anyNA = false;
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString lv) {
            levels = lv.data().clone();
            for (int i = 0; i < n; i++) {
                int c = v.getInt(i);
                codes[i] = c == RInt.NA ? -1 : c - 1;
                anyNA |= c == RInt.NA;
            }
        } else {
            // as R's factor(): the distinct values first, then only they are sorted (not all n)
            RVector plain = Coerce.to(v, v.type());
            RVector u = (RVector) SortOrder.sort((RVector) SortSets.unique(plain), false, null);
            levels = ((RString) Coerce.to(u, RType.CHARACTER)).data();
            boolean exact = v.type() == RType.CHARACTER || v.type() == RType.INTEGER;
            int[] m = exact ? SortSets.matchIndices(plain, u) : SortSets.matchIndices(Coerce.to(v, RType.DOUBLE), Coerce.to(u, RType.DOUBLE));
            for (int i = 0; i < n; i++) {
                codes[i] = m[i] < 0 ? -1 : m[i];
                anyNA |= v.isNA(i);
            }
        }
        if (useNA.equals("always") || (useNA.equals("ifany") && anyNA)) {
            String[] withNA = java.util.Arrays.copyOf(levels, levels.length + 1);
            for (int i = 0; i < n; i++) if (codes[i] < 0) codes[i] = levels.length;
            levels = withNA;
        }
        return new Factor(codes, levels);
    }
}
