package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.S3Dispatch;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code cbind} and {@code rbind} for vectors and matrices, as R's bind.c does them. Written
 * for cbind ("rows" is the shared extent, "slices" the columns); rbind is the same with the
 * roles of the two dimensions exchanged.
 */
final class MatrixBind {
    private MatrixBind() {}

    static void register(Registry r) {
        r.builtin("cbind", "..., deparse.level", a -> bind(a, true));
        r.builtin("rbind", "..., deparse.level", a -> bind(a, false));
    }

    /**
     * R's dispatch of cbind and rbind: the first argument with a class that has a method
     * ({@code cbind.data.frame}, a user's {@code rbind.foo}) has the whole call; null when none does.
     */
    private static RFunction method(Args a, RValue[] dots, String generic) {
        for (RValue v : dots) {
            RString classes = v.classAttr();
            if (classes == null) continue;
            for (int i = 0; i < classes.length(); i++) {
                RFunction m = S3Dispatch.lookupMethod(a.interp(), generic, classes.get(i), a.env());
                if (m != null) return m;
            }
        }
        return null;
    }

    private static RValue bind(Args a, boolean columns) {
        RValue[] dots = a.dots();
        String[] tags = a.dotNames();
        int deparseLevel = a.has(1) ? Coerce.intScalar(a.get(1)) : 1;
        String[] symbols = deparseLevel == 1 || deparseLevel == 2 ? argumentSymbols(a.call(), dots.length, deparseLevel == 2)
                : new String[dots.length];
        RFunction method = method(a, dots, columns ? "cbind" : "rbind");
        if (method != null) {
            if (!columns && method == a.interp().findFunction(RSymbol.of("rbind.data.frame"), a.interp().baseEnv(), a.call())) {
                // plain data frames bound without R's general method (DataFrameRbind says when)
                RValue fast = flashr.base.data.DataFrameRbind.tryBind(dots, tags);
                if (fast != null) return fast;
            }
            return a.interp().apply(method, dots, tags, a.env(), a.call());
        }
        if (columns) {
            for (RValue v : dots) {
                // as R's cbind.ts: series are aligned on the union of their time bases
                if (v.inherits("ts")) return cbindSeries(a, dots, tags);
            }
        }
        int across = columns ? 0 : 1; // the dimension all arguments share
        RType type = null;
        for (RValue v : dots) {
            if (v == RNull.NULL) continue;
            if (!(v instanceof RVector vec)) throw new RError("cannot create a matrix from type '" + v.typeName() + "'");
            type = type == null ? vec.type() : RType.higher(type, vec.type());
        }
        if (type == null) return RNull.NULL;
        if (type == RType.EXPRESSION) type = RType.LIST;
        int lenmin = 0;
        for (RValue v : dots) {
            if (v instanceof RVector vec && (vec.isMatrix() ? vec.dim()[across] : vec.length()) > 0) {
                lenmin = 1;
                break;
            }
        }
        int mrows = -1;
        int rows = 0;
        int slices = 0;
        for (int k = 0; k < dots.length; k++) {
            if (!(dots[k] instanceof RVector vec)) continue;
            if (vec.isMatrix()) {
                int[] d = vec.dim();
                if (mrows == -1) {
                    mrows = d[across];
                } else if (mrows != d[across]) {
                    throw new RError("number of " + (columns ? "rows" : "columns") + " of matrices must match (see arg " + (k + 1) + ")");
                }
                slices += d[1 - across];
            } else if (vec.length() >= lenmin) {
                rows = Math.max(rows, vec.length());
                slices++;
            }
        }
        if (mrows != -1) rows = mrows;
        for (int k = 0; k < dots.length; k++) {
            if (dots[k] instanceof RVector vec && !vec.isMatrix()) {
                int len = vec.length();
                if (len > 0 && (len > rows || rows % len != 0)) {
                    a.interp().warning(a.call(), "number of " + (columns ? "rows" : "columns")
                            + " of result is not a multiple of vector length (arg " + (k + 1) + ")");
                    break;
                }
            }
        }
        RVector result = Coerce.allocate(type, rows * slices);
        String[] sliceNames = new String[slices];
        boolean haveSliceNames = false;
        RString rowNames = null;
        int s = 0;
        for (int k = 0; k < dots.length; k++) {
            if (!(dots[k] instanceof RVector vec0)) continue;
            boolean matrix = vec0.isMatrix();
            if (!matrix && vec0.length() < lenmin) continue;
            RVector vec = Coerce.to(vec0, type);
            if (matrix) {
                int[] d = vec0.dim();
                int n = d[1 - across];
                for (int j = 0; j < n; j++, s++) {
                    for (int i = 0; i < rows; i++) {
                        int src = columns ? i + j * d[0] : j + i * d[0];
                        vec.copyElement(src, result, target(columns, i, s, rows, slices));
                    }
                }
                if (rowNames == null) rowNames = MatrixDims.dimnamesAt(vec0, across);
                RString own = MatrixDims.dimnamesAt(vec0, 1 - across);
                if (own != null) {
                    haveSliceNames = true;
                    for (int j = 0; j < n; j++) sliceNames[s - n + j] = own.get(j);
                }
            } else {
                int len = vec.length();
                for (int i = 0; i < rows && len > 0; i++) vec.copyElement(i % len, result, target(columns, i, s, rows, slices));
                RString names = vec0.names();
                if (rowNames == null && names != null && names.length() == rows) rowNames = names;
                String name = tags[k] != null && !tags[k].isEmpty() ? tags[k] : symbols[k];
                if (name != null) {
                    haveSliceNames = true;
                    sliceNames[s] = name;
                }
                s++;
            }
        }
        if (columns) {
            MatrixDims.shape(result, rows, slices);
        } else {
            MatrixDims.shape(result, slices, rows);
        }
        if (haveSliceNames || rowNames != null) {
            RString sn = null;
            if (haveSliceNames) {
                for (int j = 0; j < slices; j++) {
                    if (sliceNames[j] == null) sliceNames[j] = "";
                }
                sn = new RString(sliceNames);
            }
            RString rn = rowNames == null ? null : MatrixDims.asNames(rowNames);
            result.setAttr("dimnames", columns ? RList.of(nullable(rn), nullable(sn))
                    : RList.of(nullable(sn), nullable(rn)));
        }
        return result;
    }

    private static RValue nullable(RValue v) {
        return v == null ? RNull.NULL : v;
    }

    private static int target(boolean columns, int i, int s, int rows, int slices) {
        return columns ? i + s * rows : s + i * slices;
    }

    /**
     * The argument expressions that are plain symbols (deparse.level = 1 names them), read
     * from the call as written; all null when the call passes {@code ...} on, since the
     * expressions behind it are no longer known here.
     */
    /** {@code cbind} of time series: {@code .cbind_ts(list(...), names)}, each named by its tag or its expression. */
    private static RValue cbindSeries(Args a, RValue[] dots, String[] tags) {
        String[] names = new String[dots.length];
        RCall call = a.call();
        int k = 0;
        for (int i = 0; call != null && i < call.argCount() && k < names.length; i++) {
            if ("deparse.level".equals(call.argName(i)) || call.arg(i) == RSymbol.of("...")) continue;
            names[k++] = flashr.parse.Deparser.firstLine(call.arg(i));
        }
        if (k != names.length) java.util.Arrays.fill(names, null); // arguments came through ...
        for (int i = 0; i < names.length; i++) {
            if (tags != null && tags[i] != null && !tags[i].isEmpty()) names[i] = tags[i];
            else if (names[i] == null) names[i] = "Series " + (i + 1);
        }
        RValue f = a.interp().findFunction(RSymbol.of(".cbind_ts"), a.interp().baseEnv(), call);
        return a.interp().apply((flashr.lang.RFunction) f, new RValue[] {new flashr.lang.RList(dots.clone()),
            new flashr.lang.RString(names)}, new String[2], a.env(), call);
    }

    /**
     * The names R's bind.c gives vector arguments without a tag: at deparse.level 1 a plain symbol's
     * name; at 2 any expression, deparsed to one line and cut to 10 characters and "..." (deparse1line's abbreviation).
     */
    private static String[] argumentSymbols(RCall call, int count, boolean any) {
        String[] out = new String[count];
        if (call == null) return out;
        int k = 0;
        for (int i = 0; i < call.argCount(); i++) {
            if ("deparse.level".equals(call.argName(i))) continue;
            RValue e = call.arg(i);
            if (e == RSymbol.of("...")) return new String[count];
            if (k < count) out[k] = e instanceof RSymbol sym ? sym.name() : any ? abbreviated(e) : null;
            k++;
        }
        return k == count ? out : new String[count];
    }

    private static String abbreviated(RValue e) {
        String s = flashr.parse.Deparser.firstLine(e);
        return s.length() > 10 ? s.substring(0, 10) + "..." : s;
    }
}
