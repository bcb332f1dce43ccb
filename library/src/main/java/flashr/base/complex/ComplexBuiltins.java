package flashr.base.complex;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.engine.fn.math.Atan;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: complex, Re, Im, Mod, Arg, Conj, is.complex, as.complex, fft, mvfft, polyroot; and the raw ones ({@link RawBuiltins}). */
public final class ComplexBuiltins {
    private ComplexBuiltins() {}

    private static final int RE = 0, IM = 1, MOD = 2, ARG = 3, CONJ = 4;

    public static void register(Registry r) {
        r.builtin(".complex", "length.out, real, imaginary", ComplexBuiltins::complex);
        RSource.define(r, "base/complex.R");
        String[] parts = {"Re", "Im", "Mod", "Arg", "Conj"};
        for (int k = 0; k < parts.length; k++) {
            int part = k;
            r.builtin(parts[k], "z", a -> part(part, required(a, 0, "z")));
        }
        r.builtin("is.complex", "x", a -> RLogical.of(required(a, 0, "x") instanceof RComplex));
        r.builtin("as.complex", "x, ...", a -> {
            RValue x = required(a, 0, "x");
            if (x == RNull.NULL) return new RComplex(new double[0], new double[0]);
            if (!(x instanceof RVector v) || v.type() == RType.LIST && !allScalars(v)) {
                throw new RError("(list) object cannot be coerced to type 'complex'");
            }
            if (x instanceof RComplex z && !z.hasAttributes()) return z;
            RComplex z = RComplex.from(v);
            for (int i = 0; i < z.length(); i++) {
                if (z.isNA(i) && !v.isNA(i)) {
                    a.interp().warning(null, "NAs introduced by coercion");
                    break;
                }
            }
            return z;
        });
        // inverse as C's asLogical: NA (or anything not TRUE) is the forward transform
        r.builtin("fft", "z, inverse", a -> Fft.fft(required(a, 0, "z"), a.has(1) && Coerce.logicalScalar(a.get(1)) == 1));
        r.builtin("mvfft", "x, inverse", a -> Fft.mvfft(required(a, 0, "x"), a.has(1) && Coerce.logicalScalar(a.get(1)) == 1));
        r.builtin("polyroot", "z", a -> Polyroot.polyroot(required(a, 0, "z")));
        RawBuiltins.register(r);
        MemCompress.register(r);
    }

    private static boolean allScalars(RVector list) {
        for (int i = 0; i < list.length(); i++) {
            if (!(list.getElement(i) instanceof RVector e) || e.length() != 1 || e.type() == RType.LIST) return false;
        }
        return true;
    }

    static RValue required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(i);
    }

    /**
     * R's {@code .Internal(complex(length.out, real, imaginary))}: the parts coerced to double as
     * coerceVector does (warning in complex's call), recycled to the longest or {@code length.out}.
     */
    private static RValue complex(Args a) {
        RValue call = callerCall(a);
        int lengthOut = flashr.base.vectors.VectorSizes.asInteger(a, a.get(0));
        if (lengthOut == flashr.lang.RInt.NA || lengthOut < 0) throw new RError("invalid length", call);
        RVector real = doubles(a, a.get(1), call);
        RVector imag = doubles(a, a.get(2), call);
        int n = Math.max(lengthOut, Math.max(real.length(), imag.length()));
        double[] re = new double[n], im = new double[n];
        for (int i = 0; i < n; i++) {
            if (real.length() > 0) re[i] = real.getDouble(i % real.length());
            if (imag.length() > 0) im[i] = imag.getDouble(i % imag.length());
        }
        return new RComplex(re, im);
    }

    private static RVector doubles(Args a, RValue v, RValue call) {
        if (v instanceof RComplex z) {
            for (int i = 0; i < z.length(); i++) {
                if (!Double.isNaN(z.im(i)) && z.im(i) != 0) {
                    a.interp().warning(call, "imaginary parts discarded in coercion");
                    break;
                }
            }
        }
        try {
            return flashr.base.vectors.TypeConversion.as(a, v, RType.DOUBLE, call);
        } catch (RError e) {
            throw e.hasCall() ? e : new RError(e.getMessage(), call);
        }
    }

    /** The call of complex, the closure whose internal this is, as R's .Internal reports. */
    private static RValue callerCall(Args a) {
        RValue c = flashr.eval.Calls.sysCall(a.interp(), a.env(), 0);
        return c == RNull.NULL ? a.call() : c;
    }

    /** Re, Im, Mod, Arg or Conj of a numeric or complex vector, keeping its attributes. */
    private static RValue part(int part, RValue x) {
        if (!(x instanceof RVector v) || !(v.type().isNumeric() || v.type() == RType.COMPLEX)) {
            throw new RError("non-numeric argument to function");
        }
        int n = v.length();
        if (part == CONJ) {
            if (!(v instanceof RComplex z)) return v;
            double[] re = z.re().clone(), im = new double[n];
            for (int i = 0; i < n; i++) im[i] = -z.im(i);
            return keep(new RComplex(re, im), v);
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double re, im;
            if (v instanceof RComplex z) {
                re = z.re(i);
                im = z.im(i);
            } else {
                re = v.getDouble(i);
                im = Double.isNaN(re) ? re : 0;
            }
            out[i] = switch (part) {
                case RE -> re;
                case IM -> im;
                case MOD -> v instanceof RComplex ? Cplx.abs(re, im) : Math.abs(re);
                default -> v instanceof RComplex ? Atan.atan2(im, re) : Double.isNaN(re) ? re : re >= 0 ? 0 : Math.PI;
            };
        }
        return keep(new RDouble(out), v);
    }

    private static RVector keep(RVector r, RVector from) {
        if (from.hasAttributes()) r.setAttributes(from.attributes());
        return r;
    }
}
