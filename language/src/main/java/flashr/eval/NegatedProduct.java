package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.lang.Temporaries;

/**
 * {@code -X %*% y} computed as {@code -(X %*% y)}. R's unary minus binds tighter than {@code %*%},
 * so the common way of writing a negated linear predictor negates the whole matrix first: a copy of
 * X (128 MB for 2e6 x 8) made and dropped at every call, where negating the product touches one
 * column. The two are the same numbers to the bit: each product and partial sum only changes sign
 * (rounding to nearest is symmetric), and the result has the product's dim and dimnames either way,
 * {@code -X} keeping X's attributes. Taken only where nothing can tell them apart: base's {@code -}
 * and {@code %*%}, a double X of at least {@link Temporaries#LARGE} elements with no class, and an
 * operand y without a class, so no method sees the negated matrix.
 */
final class NegatedProduct {
    private NegatedProduct() {}

    /** The value of {@code call}, a call of base's {@code %*%}, or null when it is not {@code -X %*% y} as above (nothing evaluated then). */
    static RValue of(Interpreter in, RBuiltin product, RCall call, REnvironment env) {
        if (call.argCount() != 2 || call.names() != null || !(call.arg(0) instanceof RCall neg)
            || !"-".equals(neg.functionName()) || neg.argCount() != 1 || neg.names() != null
            || !(neg.arg(0) instanceof RSymbol) || !(call.arg(1) instanceof RSymbol || call.arg(1) instanceof RCall)) {
            return null;
        }
        if (!(in.baseEnv().getLocal("-") instanceof RBuiltin minus) || in.findFunction(RSymbol.of("-"), env, neg) != minus) return null;
        RValue x = in.eval(neg.arg(0), env);
        boolean plain = x instanceof RDouble dx && dx.length() >= Temporaries.LARGE && dx.classAttr() == null;
        if (!plain) x = negated(in, minus, neg, env, x); // as R: the negation, then the product
        in.hold(); // x is held while y is evaluated, as any first argument
        RValue y;
        try {
            y = in.eval(call.arg(1), env);
        } finally {
            in.release();
        }
        if (plain && (!(y instanceof RVector) || y instanceof EngineValue || y.classAttr() != null)) {
            x = negated(in, minus, neg, env, x); // a method of y's class sees -X
            plain = false;
        }
        RValue r = in.invokeBuiltin(product, call, env, new RValue[] {x, y}, BuiltinCalls.unnamed(2), true);
        return plain ? negated(in, minus, neg, env, r) : r;
    }

    /** {@code -v}, as the call {@code neg} computes it; a large product is negated in place ({@link Temporaries}). */
    private static RValue negated(Interpreter in, RBuiltin minus, RCall neg, REnvironment env, RValue v) {
        return in.invokeBuiltin(minus, neg, env, new RValue[] {v}, BuiltinCalls.unnamed(1), true);
    }
}
