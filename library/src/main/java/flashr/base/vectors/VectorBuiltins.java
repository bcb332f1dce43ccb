package flashr.base.vectors;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/** Builtins: c, vector, numeric, seq, rep, rev, append, head, tail, list, unlist, which, length, lengths. */
public final class VectorBuiltins {
    private VectorBuiltins() {}

    /** The arguments, after R's check that none is empty ({@code list(1, )}). */
    private static flashr.eval.Args nonEmpty(flashr.eval.Args a) {
        RValue[] d = a.dots();
        for (int i = 0; i < d.length; i++) {
            if (d[i] == null || (d[i] == flashr.lang.RMissing.MISSING && !a.emptyValuesAreSymbols()))
                throw new RError("argument " + (i + 1) + " is empty");
        }
        return a;
    }

    public static void register(Registry r) {
        r.builtin("c", null, a -> c(nonEmpty(a)));
        r.builtin("unlist", "x, recursive, use.names", a -> VectorCombine.unlist(a.get(0),
                !a.has(1) || Coerce.flag(a.get(1), "recursive"), !a.has(2) || Coerce.flag(a.get(2), "use.names")));
        r.builtin("list", null, a -> {
            RList l = new RList(nonEmpty(a).dots().clone());
            RString names = tags(a.dotNames());
            if (names != null) l.setAttr("names", names);
            return l;
        });
        r.builtin("vector", "mode, length", a -> {
            String mode = a.has(0) ? Coerce.stringScalar(a.get(0)) : "logical";
            return allocate(a, modeType(mode), a.get(1));
        });
        allocator(r, "logical", RType.LOGICAL);
        allocator(r, "integer", RType.INTEGER);
        allocator(r, "numeric", RType.DOUBLE);
        allocator(r, "double", RType.DOUBLE);
        allocator(r, "character", RType.CHARACTER);
        registerSequences(r);
        r.builtin("rep", "x, times, length.out, each", a -> VectorRepeat.rep(a.interp(), a.get(0), a.get(1), a.get(2), a.get(3), true));
        r.builtin("rep_len", "x, length.out", a -> VectorRepeat.rep(a.interp(), a.get(0), null, a.get(1), null, false));
        r.builtin("rep.int", "x, times", a -> {
            RValue out = VectorRepeat.rep(a.interp(), a.get(0), a.get(1), null, null, false);
            // rep.int keeps a factor a factor (its levels and class), no other attribute
            if (a.get(0) instanceof RVector x && x.inherits("factor") && out instanceof RVector rep) {
                RVector v = rep == x ? x.copy() : rep;
                v.setAttr("levels", x.getAttr("levels"));
                v.setAttr("class", x.inherits("ordered") ? RString.of("ordered", "factor") : RString.of("factor"));
                return v;
            }
            return out;
        });
        r.builtin("rev", "x", a -> {
            if (!(a.get(0) instanceof RVector x)) return reverseOther(a.get(0));
            int n = x.length();
            int[] p = new int[n];
            for (int i = 0; i < n; i++) p[i] = n - 1 - i;
            if (x.dim() != null && x.dim().length == 1) {
                // rev.default is x[length(x):1L]: a 1-d array (a table) keeps its dim and dimnames
                for (int i = 0; i < n; i++) p[i]++;
                return Subset.subset(x, new RValue[] {new RInt(p)}, true);
            }
            return Subset.vector(x, IndexPositions.of(p));
        });
        r.builtin("append", "x, values, after", VectorBuiltins::append);
        r.builtin("head", "x, n, ...", a -> VectorEnds.fast(a) ? VectorEnds.head(SummaryBuiltins.required(a, 0, "x"),
                a.has(1) ? Coerce.intScalar(a.get(1)) : 6) : VectorEnds.inR(a, "head"));
        r.builtin("tail", "x, n, ...", a -> VectorEnds.fast(a) ? VectorEnds.tail(SummaryBuiltins.required(a, 0, "x"),
                a.has(1) ? Coerce.intScalar(a.get(1)) : 6) : VectorEnds.inR(a, "tail"));
        r.builtin("length", "x", a -> RInt.of(valueLength(a.get(0))));
        r.builtin("length<-", "x, value", a -> VectorEnds.setLength(a, a.get(0), a.get(1)));
        r.builtin("lengths", "x, use.names", a -> lengths(a.get(0), !a.has(1) || Coerce.flag(a.get(1), "use.names")));
        r.builtin("which", "x, arr.ind, useNames", a -> VectorWhich.which(a.get(0),
                a.has(1) && Coerce.flag(a.get(1), "arr.ind"), !a.has(2) || Coerce.flag(a.get(2), "useNames")));
    }

    /**
     * rev.default's {@code if (length(x)) x[length(x):1L] else x} on what is no vector: a call's
     * elements reversed (its function last), NULL and an empty environment as they are, the rest
     * not subsettable.
     */
    private static RValue reverseOther(RValue x) {
        if (x instanceof flashr.lang.RCall c) {
            int n = c.argCount() + 1;
            RValue[] parts = new RValue[n];
            String[] names = new String[n];
            for (int i = 0; i < n; i++) {
                parts[n - 1 - i] = i == 0 ? c.function() : c.arg(i - 1);
                names[n - 1 - i] = i == 0 || c.names() == null ? null : c.names()[i - 1];
            }
            return new flashr.lang.RCall(parts[0], java.util.Arrays.copyOfRange(parts, 1, n),
                    java.util.Arrays.copyOfRange(names, 1, n), null);
        }
        if (x == RNull.NULL || x instanceof flashr.lang.REnvironment e && e.names().isEmpty()) return x;
        throw new RError("object of type '" + x.typeName() + "' is not subsettable",
                flashr.parse.RParser.parse("x[length(x):1L]", "<rev>").get(0));
    }

    private static void registerSequences(Registry r) {
        r.builtin(":", "from, to", a -> FactorCross.applies(a.get(0), a.get(1)) ? FactorCross.cross(a.get(0), a.get(1))
                : VectorSequence.colon(a.interp(), a.get(0), a.get(1)));
        r.builtin("seq", "from, to, by, length.out, along.with, ...", a -> {
            try {
                // seq.default checks length.out's length (NULL too) where seq.int takes NULL as missing
                if (a.has(3) && (!(a.get(3) instanceof flashr.lang.RVector lo) || lo.length() == 0)) {
                    throw new RError("argument 'length.out' must be of length 1");
                }
                return VectorSequence.seq(a.get(0), a.get(1), a.get(2), a.get(3), a.get(4));
            } catch (RError e) {
                RCall c = a.call();
                throw new RError(e.getMessage(), new RCall(RSymbol.of("seq.default"), c.args(), c.names(), c.pos()));
            }
        });
        r.builtin("seq.int", "from, to, by, length.out, along.with, ...",
                a -> VectorSequence.seq(a.get(0), a.get(1), a.get(2), a.get(3) == RNull.NULL ? null : a.get(3), a.get(4)));
        r.builtin("seq_len", "length.out", a -> {
            RValue n = a.get(0);
            if (n instanceof RVector v && v.length() > 1) a.interp().warning(a.call(), "first element used of 'length.out' argument");
            double d = Coerce.doubleScalar(n);
            if (Double.isNaN(d) || d < 0) throw new RError("argument must be coercible to non-negative integer");
            // R makes a longer sequence (of doubles past 2^31 - 1), compact: the engine holds one without storing it
            if (d > VectorSizes.MAX) {
                RValue compact = d <= 4503599627370496.0 ? a.interp().longSequence(1, 1, (long) d, d <= Integer.MAX_VALUE) : null;
                if (compact != null) return compact;
                throw VectorSizes.tooLarge(Math.floor(d), RType.DOUBLE);
            }
            return VectorSequence.seqLen((int) d);
        });
        // seq_along asks length(), so a length method of x's class counts
        r.builtin("seq_along", "along.with", a -> VectorSequence.seqLen(a.get(0).classAttr() == null ? valueLength(a.get(0))
                : Coerce.intScalar(flashr.lang.EngineValue.local(a.interp().apply((flashr.lang.RFunction) a.interp().baseEnv().getLocal("length"),
                        new RValue[] {a.get(0)}, null, a.env(), a.call())))));
        // an engine value's length is known without its elements; a long one's sequence is compact, as seq_len's
        r.engineMethod("seq_along", a -> {
            if (!(a.get(0) instanceof flashr.lang.EngineValue e) || a.get(0).classAttr() != null) return null;
            long n = e.length();
            return LongVectors.isLong(n) ? a.interp().longSequence(1, 1, n, n <= Integer.MAX_VALUE) : VectorSequence.seqLen((int) n);
        });
    }

    private static void allocator(Registry r, String name, RType type) {
        r.builtin(name, "length", a -> allocate(a, type, a.get(0)));
    }

    /**
     * vector(), numeric(), ...: {@code length} zeros (FALSE, 0L, 0, "", NULL) of {@code type}; a long
     * vector of them is held by the engine ({@link LongVectors}).
     */
    private static RValue allocate(Args a, RType type, RValue length) {
        double n = lengthArg(a, length);
        if (LongVectors.isLong(n)) return LongVectors.constant(a.interp(), n, type, 0);
        return Coerce.allocate(type, VectorSizes.checked(n, type));
    }

    /** The {@code length} argument of vector(), numeric(), ...: a non-negative count, read as R's asVecSize. */
    private static double lengthArg(Args a, RValue v) {
        if (v == null) return 0;
        double d = VectorSizes.asVecSize(a, v);
        if (d < 0) throw new RError("invalid 'length' argument");
        return d;
    }

    /** The vector type named by a {@code mode} string, as {@code vector(mode)} accepts. */
    static RType modeType(String mode) {
        if (mode == null) throw new RError("vector: cannot make a vector of mode 'NA'.");
        return switch (mode) {
            case "logical", "any" -> RType.LOGICAL;
            case "integer" -> RType.INTEGER;
            case "numeric", "double" -> RType.DOUBLE;
            case "character" -> RType.CHARACTER;
            case "complex" -> RType.COMPLEX;
            case "raw" -> RType.RAW;
            case "list" -> RType.LIST;
            case "expression" -> RType.EXPRESSION;
            default -> throw new RError("vector: cannot make a vector of mode '" + mode + "'.");
        };
    }

    /** R's {@code length}: elements of vectors, variables of environments, parts of calls, else 1. */
    static int valueLength(RValue v) {
        if (v == RNull.NULL) return 0;
        if (v instanceof RVector vec) return vec.length();
        if (v instanceof REnvironment e) return e.names().size();
        if (v instanceof RCall c) return c.argCount() + 1;
        return 1;
    }

    /** {@code lengths(x)}: the length of each element (1 for atomic elements), named as x. */
    private static RValue lengths(RValue x, boolean useNames) {
        if (x == RNull.NULL) return new RInt(new int[0]);
        if (!(x instanceof RVector v)) throw new RError("'x' must be a list or atomic vector");
        int[] n = new int[v.length()];
        for (int i = 0; i < n.length; i++) n[i] = v instanceof RList l ? valueLength(l.get(i)) : 1;
        RInt r = new RInt(n);
        if (useNames && v.names() != null) r.setAttr("names", v.names());
        return r;
    }

    private static RValue c(Args a) {
        List<RValue> values = new ArrayList<>();
        List<String> tags = new ArrayList<>();
        boolean recursive = false;
        boolean useNames = true;
        String[] names = a.dotNames();
        RValue[] dots = a.dots();
        for (int i = 0; i < dots.length; i++) {
            String n = names == null ? null : names[i];
            if ("recursive".equals(n)) recursive = Coerce.logicalScalar(dots[i]) == 1;
            else if ("use.names".equals(n)) useNames = Coerce.logicalScalar(dots[i]) == 1;
            else {
                values.add(dots[i]);
                tags.add(n);
            }
        }
        return VectorCombine.combine(values.toArray(RValue[]::new), tags.toArray(String[]::new), recursive, useNames);
    }

    private static RValue append(Args a) {
        RValue x = a.get(0);
        RValue values = a.get(1) == null ? RNull.NULL : a.get(1);
        int n = valueLength(x);
        int after = a.has(2) ? Coerce.intScalar(a.get(2)) : n;
        if (after >= n) return VectorCombine.combine(new RValue[] {x, values}, null, false, true);
        if (after <= 0) return VectorCombine.combine(new RValue[] {values, x}, null, false, true);
        RVector xv = (RVector) x;
        RVector head = Subset.vector(xv, IndexPositions.of(range(0, after)));
        RVector tail = Subset.vector(xv, IndexPositions.of(range(after, n)));
        return VectorCombine.combine(new RValue[] {head, values, tail}, null, false, true);
    }

    static int[] range(int from, int to) {
        int[] p = new int[Math.max(0, to - from)];
        for (int i = 0; i < p.length; i++) p[i] = from + i;
        return p;
    }

    /** The names attribute for values tagged by {@code names}, or null when none is tagged. */
    static RString tags(String[] names) {
        if (names == null) return null;
        boolean any = false;
        String[] s = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            any |= names[i] != null;
            s[i] = names[i] == null ? "" : names[i];
        }
        return any ? new RString(s) : null;
    }
}
