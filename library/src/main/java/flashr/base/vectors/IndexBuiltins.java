package flashr.base.vectors;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/** Builtins: [, [[, $ and their replacement forms, and is.na<-. */
public final class IndexBuiltins {
    private IndexBuiltins() {}

    public static void register(Registry r) {
        r.builtin("[", null, a -> {
            Split s = split(a, "drop", "exact");
            boolean drop = s.option("drop") == null || Coerce.logicalScalar(s.option("drop")) != 0;
            return Subset.subset(s.x, s.subs, drop);
        });
        r.builtin("[[", null, a -> {
            Split s = split(a, "exact", "drop");
            boolean exact = s.option("exact") == null || Coerce.logicalScalar(s.option("exact")) != 0;
            return SubsetElement.element(a.interp(), s.x, s.subs, exact);
        });
        // .subset and .subset2 are [ and [[ without S3 dispatch (dispatch goes by the builtin's name)
        r.builtin(".subset", null, ((flashr.lang.RBuiltin) r.baseEnv().getLocal("[")).body());
        r.builtin(".subset2", null, ((flashr.lang.RBuiltin) r.baseEnv().getLocal("[[")).body());
        r.builtin("[<-", null, Subassign::call);
        r.builtin("[[<-", null, a -> {
            Split s = split(a, "value");
            if (s.option("value") == null) throw new RError("SubAssignArgs: invalid number of arguments");
            return SubassignElement.assign(a, s.x, s.subs, s.option("value"));
        });
        r.builtin("is.na<-", "x, value", a -> Subassign.assign(a, a.get(0), new RValue[] {a.get(1)}, RLogical.na()));
        r.special("$", a -> {
            RCall c = a.call();
            if (c.argCount() != 2) throw new RError(c.argCount() + " arguments passed to '$' which requires 2");
            RValue x = a.interp().eval(c.arg(0), a.env());
            String name = memberName(c.arg(1));
            if (!(c.arg(0) instanceof RSymbol)) { // p[[1]]$name: the value's class may have a $ method
                RValue method = flashr.eval.S3Dispatch.dispatchDollar(a.interp(), x, name, c, a.env());
                if (method != null) return method;
            }
            return SubsetElement.dollar(a.interp(), x, name);
        });
        // the evaluator passes the member name of x$name <- v as a string, so $<- takes values
        r.builtin("$<-", null, a -> {
            RValue[] d = a.dots();
            if (d.length != 3) throw new RError(d.length + " arguments passed to '$<-' which requires 3");
            return SubassignElement.dollar(a, d[0], memberName(d[1]), d[2]);
        });
    }

    /** The name after {@code $}: a symbol or a string, as R accepts. */
    private static String memberName(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v instanceof RString s && s.length() == 1) return s.get(0);
        throw new RError("invalid subscript type '" + v.typeName() + "'");
    }

    /** The object, the subscripts and the named options of a positional indexing call. */
    private record Split(RValue x, RValue[] subs, String[] optionNames, RValue[] options) {
        RValue option(String name) {
            for (int i = 0; i < optionNames.length; i++) {
                if (optionNames[i].equals(name)) return options[i];
            }
            return null;
        }
    }

    private static Split split(Args a, String... optionNames) {
        RValue[] dots = a.dots();
        String[] names = a.dotNames();
        RValue[] options = new RValue[optionNames.length];
        List<RValue> rest = new ArrayList<>();
        for (int k = 0; k < dots.length; k++) {
            String n = names == null ? null : names[k];
            int o = n == null ? -1 : List.of(optionNames).indexOf(n);
            if (o >= 0) options[o] = dots[k];
            else rest.add(dots[k] == null ? RMissing.MISSING : dots[k]);
        }
        if (rest.isEmpty()) throw new RError("incorrect number of arguments to \"[\"");
        RValue[] subs = rest.subList(1, rest.size()).toArray(RValue[]::new);
        return new Split(rest.get(0), subs, optionNames, options);
    }
}
