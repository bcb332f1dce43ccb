package flashr.methods;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.eval.S4Calls;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RS4Object;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * The primitives under formal classes and methods (methods/s4.R): the tables of classes and generics,
 * a bare S4 object, {@code standardGeneric} and {@code callNextMethod}. The R code chooses methods;
 * these run the chosen one in place of the generic's call. A method runs with {@code .nextMethods}
 * (the methods after it, best first) and {@code .Generic} bound in an environment between its frame
 * and its own environment, which is how {@code callNextMethod} and {@code callGeneric} find them.
 */
public final class S4Builtins {
    private S4Builtins() {}

    public static void register(Registry r) {
        r.defineRaw(".S4_classes", new REnvironment(r.baseEnv()));
        r.defineRaw(".S4_generics", new REnvironment(r.baseEnv()));
        r.builtin(".s4_object", "", a -> new RS4Object());
        r.builtin("isS4", "object", a -> RLogical.of(isS4(a.get(0))));
        r.builtin("standardGeneric", "f, fdef", a -> {
            if (!(a.get(0) instanceof RString f) || f.length() != 1) {
                throw new RError("argument to 'standardGeneric' must be a non-empty character string");
            }
            RList methods = methodsFor(a, f.get(0), a.env());
            return S4Calls.callAsGeneric(a.interp(), a.env(), wrapped(methods, 0, f.get(0)));
        });
        r.builtin("callNextMethod", null, a -> {
            RValue next = a.interp().getVariable(flashr.lang.RSymbol.of(".nextMethods"), a.env());
            RValue generic = a.env().lookup(".Generic");
            if (!(next instanceof RList l) || l.length() == 0) throw new RError("no next method available");
            RClosure m = wrapped(l, 0, Coerce.stringScalar(generic));
            RValue v = a.dots().length == 0 ? S4Calls.callWithCurrentArgs(a.interp(), a.env(), m)
                    : a.interp().apply(m, a.dots(), a.dotNames(), a.env(), null);
            a.interp().setVisible(true); // a closure in R: its value prints
            return v;
        });
    }

    /** The methods of generic {@code f} for the arguments in the frame {@code env}, best first (R code: .s4_methods_for). */
    private static RList methodsFor(flashr.eval.Args a, String f, REnvironment env) {
        RValue select = a.interp().baseEnv().getLocal(".s4_methods_for");
        RValue l = a.interp().apply((flashr.lang.RFunction) select, new RValue[] {RString.of(f), env}, null, env, null);
        if (!(l instanceof RList list) || list.length() == 0) throw new RError("no method for generic " + f);
        return list;
    }

    /** Method {@code i} of {@code methods}, to run with the methods after it as {@code .nextMethods}. */
    private static RClosure wrapped(RList methods, int i, String generic) {
        if (!(methods.get(i) instanceof RClosure m)) throw new RError("invalid method for '" + generic + "'");
        REnvironment env = new REnvironment(m.env());
        RValue[] rest = new RValue[methods.length() - i - 1];
        for (int k = 0; k < rest.length; k++) rest[k] = methods.get(i + 1 + k);
        env.define(".nextMethods", new RList(rest));
        env.define(".Generic", generic == null ? RNull.NULL : RString.of(generic));
        return new RClosure(m.formalNames(), m.defaults(), m.body(), env, m.source());
    }

    /** An instance of a formal class: an S4 object, or a value whose class attribute names its package. */
    static boolean isS4(RValue x) {
        return x instanceof RS4Object || IndexSlots.isFormal(x);
    }
}
