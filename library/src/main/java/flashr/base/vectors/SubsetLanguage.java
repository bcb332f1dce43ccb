package flashr.base.vectors;

import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * Calls indexed like lists, as R does for language objects: element 1 is the function,
 * the arguments follow ({@code quote(f(x))[[2]]} is {@code x}); the result of {@code [} is a call.
 */
public final class SubsetLanguage {
    private SubsetLanguage() {}

    /** The function and arguments of a call as a list, named by the argument names when any. */
    public static RList asList(RCall c) {
        int n = c.argCount();
        RValue[] values = new RValue[n + 1];
        values[0] = c.function();
        boolean named = c.functionTag() != null;
        String[] names = new String[n + 1];
        names[0] = named ? c.functionTag() : "";
        for (int i = 0; i < n; i++) {
            values[i + 1] = c.arg(i);
            String name = c.argName(i);
            names[i + 1] = name == null ? "" : name;
            named |= name != null && !name.isEmpty();
        }
        RList l = new RList(values);
        if (named) l.setAttr("names", new RString(names));
        return l;
    }

    /**
     * A call changed by {@code [<-}, {@code [[<-} or {@code $<-}: as in R, which changes the call in
     * place, it keeps its attributes (a formula's class and environment, a terms object's).
     */
    static RCall assigned(RValue v, RCall like) {
        RCall out = asCall(v, like);
        if (like.hasAttributes()) out.setAttributes(like.attributes());
        return out;
    }

    /** A list back as a call: the first element is the function, the others the (named) arguments. */
    static RCall asCall(RValue v, RCall like) {
        if (!(v instanceof RList l) || l.length() == 0) throw new RError("invalid formal argument list");
        int n = l.length() - 1;
        RValue[] args = new RValue[n];
        String[] names = new String[n];
        RString ln = l.names();
        for (int i = 0; i < n; i++) {
            args[i] = l.get(i + 1);
            String name = ln == null ? null : ln.get(i + 1);
            names[i] = name == null || name.isEmpty() ? null : name;
        }
        return new RCall(l.get(0), args, names, like.pos()).withFunctionTag(ln == null ? null : ln.get(0));
    }
}
