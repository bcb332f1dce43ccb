package flashr.base.data;

import flashr.base.vectors.SortSets;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RSymbol;
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
        if (bin instanceof RInt ib) {
            // integers and factors from their array: an element call each was most of a first
            // tabulate's cost (model.frame's check for unused levels of a 2e5-row factor)
            int[] s = ib.storage();
            for (int i = 0; i < n; i++) {
                int b = s[i];
                if (b >= 1 && b <= nbins) counts[b - 1]++;
            }
            return new RInt(counts);
        }
        for (int i = 0; i < n; i++) {
            int b = bin.getInt(i);
            if (b != RInt.NA && b >= 1 && b <= nbins) counts[b - 1]++;
        }
        return new RInt(counts);
    }

    /**
     * {@code table(...)}: one dimension per argument, its levels made as R's table makes them
     * ({@link TableFactor}); {@code exclude} null when not given, {@code useNA} null when not given.
     */
    public static RValue table(RValue[] args, String[] names, RValue exclude, String[] useNA, Interpreter in, RCall call) {
        TableFactor.Options o = options(exclude, useNA, in, call);
        if (args.length == 0) throw new RError("nothing to tabulate");
        List<TableFactor> factors = new ArrayList<>();
        int n = -1;
        long total = 1;
        for (RValue a : args) {
            if (!(a instanceof RVector v) || !v.type().isAtomic()) throw new RError("all arguments must have the same length");
            if (n >= 0 && v.length() != n) throw new RError("all arguments must have the same length");
            n = v.length();
            TableFactor f = TableFactor.of(v, o);
            factors.add(f);
            total *= f.levels().length;
            if (total > Integer.MAX_VALUE) throw new RError("attempt to make a table with >= 2^31 elements");
        }
        int[] dims = new int[factors.size()];
        for (int k = 0; k < dims.length; k++) dims[k] = factors.get(k).levels().length;
        int[] counts = new int[(int) total];
        for (int i = 0; i < n; i++) {
            long index = 0, stride = 1;
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
            // as R's tabulate, a bin past the table is not counted (a code of a dropped NA level)
            if (!skip && index < total) counts[(int) index]++;
        }
        RInt result = new RInt(counts);
        result.setAttr("dim", new RInt(dims));
        RValue[] dimnames = new RValue[dims.length];
        for (int k = 0; k < dims.length; k++) dimnames[k] = levelNames(factors.get(k).levels());
        RList dn = new RList(dimnames);
        dn.setAttr("names", new RString(names));
        result.setAttr("dimnames", dn);
        result.setAttr("class", RString.of("table"));
        return result;
    }

    /**
     * A one-way table(x) from x's distinct values and how often each occurs (an engine vector's
     * groupby): the levels are made from the distinct values exactly as from x itself (R's levels
     * depend only on which values occur), and each level adds the counts of its values. Integer
     * counts, doubles past 2^31 - 1 (as R's tabulate of a long vector).
     */
    public static RValue oneWayOfDistinct(RVector distinct, double[] counts, String name, RValue exclude, String[] useNA,
                                          Interpreter in, RCall call) {
        TableFactor f = TableFactor.of(distinct, options(exclude, useNA, in, call));
        double[] sums = new double[f.levels().length];
        boolean fits = true;
        for (int k = 0; k < counts.length; k++) {
            int c = f.codes()[k];
            if (c >= 0 && c < sums.length) fits &= (sums[c] += counts[k]) <= Integer.MAX_VALUE;
        }
        if (fits) {
            int[] ints = new int[sums.length];
            for (int k = 0; k < ints.length; k++) ints[k] = (int) sums[k];
            return oneWay(f.levels(), ints, name);
        }
        return labelled(new RDouble(sums), f.levels(), name);
    }

    /** table's useNA argument as strings (NULL: all the choices, which match.arg reads as the first). */
    public static String[] useNAArgument(RValue u) {
        if (u == flashr.lang.RNull.NULL) return USE_NA.clone();
        return ((RString) Coerce.to(Coerce.vector(u, "useNA"), flashr.lang.RType.CHARACTER)).data();
    }

    private static final String[] USE_NA = {"no", "ifany", "always"};

    /**
     * R's table() preamble: a given exclude without NA means useNA "ifany"; else match.arg(useNA).
     * The default exclude, c(NA, NaN) for "no" and NULL otherwise, follows the resolved useNA.
     */
    private static TableFactor.Options options(RValue exclude, String[] useNA, Interpreter in, RCall call) {
        RVector ex = exclude == null ? null : SortSets.values(exclude, "'match'");
        boolean excludeNA = ex != null && SortSets.matchIndices(new RLogical(new int[] {RLogical.NA}), ex)[0] >= 0;
        String use = useNA == null && ex != null && !excludeNA ? "ifany" : matchUseNA(useNA);
        if (useNA != null && ex != null && !use.equals("no") && excludeNA && in != null) {
            in.warning(call, "'exclude' containing NA and 'useNA' != \"no\"' are a bit contradicting");
        }
        if (ex == null) ex = use.equals("no") ? new RDouble(new double[] {RDouble.NA, Double.NaN}) : new RLogical(new int[0]);
        return new TableFactor.Options(use, ex, exclude != null);
    }

    /** {@code match.arg(useNA)} with R's errors. */
    private static String matchUseNA(String[] given) {
        if (given == null || java.util.Arrays.equals(given, USE_NA)) return "no";
        RCall where = new RCall(RSymbol.of("match.arg"), new RValue[] {RSymbol.of("useNA")}, new String[] {null}, null);
        if (given.length != 1) throw new RError("'arg' must be of length 1", where);
        String found = null;
        for (String choice : USE_NA) {
            if (choice.equals(given[0])) return choice;
            if (given[0] != null && !given[0].isEmpty() && choice.startsWith(given[0])) found = found == null ? choice : "";
        }
        if (found == null || found.isEmpty()) {
            throw new RError("'arg' should be one of \u201cno\u201d, \u201cifany\u201d, \u201calways\u201d", where);
        }
        return found;
    }

    /** A one-way table of {@code counts} for {@code levels}, its dimension named {@code name}, as table() makes it. */
    public static RValue oneWay(String[] levels, int[] counts, String name) {
        return labelled(new RInt(counts), levels, name);
    }

    private static RValue labelled(RVector result, String[] levels, String name) {
        result.setAttr("dim", RInt.of(result.length()));
        RList dn = new RList(new RValue[] {levelNames(levels)});
        dn.setAttr("names", RString.of(name));
        result.setAttr("dimnames", dn);
        result.setAttr("class", RString.of("table"));
        return result;
    }

    /** A dimension's names: as R's dimnames<-, none (NULL) for a factor without levels. */
    private static RValue levelNames(String[] levels) {
        return levels.length == 0 ? RNull.NULL : new RString(levels);
    }
}
