package flashr.base.apply;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code vapply}: lapply with every result checked against FUN.VALUE's length and type. */
final class ApplyVapply {
    private ApplyVapply() {}

    static RValue vapply(Args a) {
        RVector x = ApplyCalls.elementsOf(a, a.get(0));
        RFunction f = ApplyCalls.matchFun(a, a.get(1));
        if (!(a.get(2) instanceof RVector template)) throw new RError("'FUN.VALUE' must be a vector");
        boolean useNames = !a.has(4) || Coerce.flag(a.get(4), "USE.NAMES");
        int n = x.length();
        int common = template.length();
        RType type = template.type();
        int[] dimV = template.dim();
        boolean arrayValue = dimV != null && dimV.length >= 1;
        RVector result = Coerce.allocate(type, n * common);
        RValue rowNames = arrayValue ? template.getAttr("dimnames") : template.names();
        RVector mapped = common == 1 && !arrayValue ? ApplyCalls.typedMap(a, f, x) : null;
        if (mapped != null && (mapped.type() == type || widens(mapped.type(), type))) { // one plain number per element, of FUN.VALUE's type or one it widens
            RVector r = Coerce.to(mapped, type);
            RString names = useNames ? ApplyBuiltins.useNames(x) : null;
            if (names != null) r.setAttr("names", names);
            return r;
        }
        RCall call = ApplyCalls.elementCall("FUN", "X");
        for (int i = 0; i < n; i++) {
            RValue val = ApplyCalls.call(a, f, call, ApplyCalls.element(x, i));
            int len = ApplyCalls.length(val);
            if (len != common) {
                throw new RError("values must be length " + common + ",\n but FUN(X[[" + (i + 1) + "]]) result is length " + len);
            }
            RType vt = val.type();
            if (vt != type && !widens(vt, type)) {
                throw new RError("values must be type '" + type.typeName() + "',\n but FUN(X[[" + (i + 1) + "]]) result is type '" + vt.typeName() + "'");
            }
            if (i == 0 && useNames && rowNames == null) {
                rowNames = arrayValue ? val.getAttr("dimnames") : ((RVector) val).names();
            }
            RVector v = Coerce.to((RVector) val, type);
            v.copyRange(0, result, i * common, common);
        }
        RString names = useNames ? ApplyBuiltins.useNames(x) : null;
        if (common != 1 || arrayValue) {
            int[] dim;
            if (arrayValue) {
                dim = java.util.Arrays.copyOf(dimV, dimV.length + 1);
                dim[dimV.length] = n;
            } else {
                dim = new int[] {common, n};
            }
            result.setAttr("dim", new RInt(dim));
            if (rowNames != null || names != null) {
                RValue[] parts = new RValue[dim.length];
                java.util.Arrays.fill(parts, RNull.NULL);
                if (arrayValue && rowNames instanceof RList dn) {
                    for (int k = 0; k < dn.length() && k < parts.length - 1; k++) parts[k] = dn.get(k);
                } else if (rowNames != null) {
                    parts[0] = rowNames;
                }
                parts[dim.length - 1] = names == null ? RNull.NULL : names;
                result.setAttr("dimnames", new RList(parts));
            }
        } else if (names != null) {
            result.setAttr("names", names);
        }
        return result;
    }

    /** Whether a result of type {@code from} may be widened to FUN.VALUE's type {@code to}. */
    private static boolean widens(RType from, RType to) {
        return switch (to) {
            case DOUBLE -> from == RType.INTEGER || from == RType.LOGICAL;
            case INTEGER -> from == RType.LOGICAL;
            default -> false;
        };
    }
}
