package flashr.base;

import flashr.numeric.Quadpack;

import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Numerical integration written in R (see {@link MetaPrelude}) to R's definitions:
 * {@code integrate}'s checks and its result of class "integrate", and {@code print.integrate}.
 * The integrators are {@link Quadpack}'s, reached through {@code .dqags} (finite limits) and
 * {@code .dqagi} (an infinite limit), which call f on vectors of 21 or 15 points as R's C code
 * does, with its checks of the values f returns. Errors name the calling closure (integrate).
 */
final class IntegratePrelude {
    private IntegratePrelude() {}

    static void register(Registry r) {
        r.builtin(".dqags", "f, lower, upper, abs.tol, rel.tol, limit", a -> result(Quadpack.finite(
                integrand(a), Coerce.doubleScalar(a.get(1)), Coerce.doubleScalar(a.get(2)),
                Coerce.doubleScalar(a.get(3)), Coerce.doubleScalar(a.get(4)), Coerce.intScalar(a.get(5)))));
        r.builtin(".dqagi", "f, bound, inf, abs.tol, rel.tol, limit", a -> result(Quadpack.infinite(
                integrand(a), Coerce.doubleScalar(a.get(1)), Coerce.intScalar(a.get(2)),
                Coerce.doubleScalar(a.get(3)), Coerce.doubleScalar(a.get(4)), Coerce.intScalar(a.get(5)))));
        MetaPrelude.define(r, SOURCE, "<integrate prelude>");
    }

    /** f (argument 0) as QUADPACK's vectorized integrand: one call per vector of points, R's checks of the result. */
    private static Quadpack.Integrand integrand(Args a) {
        if (!(a.get(0) instanceof RFunction f)) throw a.interp().errorHere("attempt to apply non-function");
        return x -> {
            RValue s = a.interp().apply(f, new RValue[] {new RDouble(x.clone())}, null, a.env(), null);
            if (s instanceof EngineValue e) s = e.materialize();
            int n = s instanceof RVector v ? v.length() : s == RNull.NULL ? 0 : 1;
            if (n != x.length) throw a.interp().errorHere("evaluation of function gave a result of wrong length");
            if (!(s instanceof RDouble || s instanceof RInt)) throw a.interp().errorHere("evaluation of function gave a result of wrong type");
            RVector v = (RVector) s;
            for (int i = 0; i < n; i++) {
                x[i] = v.getDouble(i);   // an integer NA reads as NA_real_
                if (!Double.isFinite(x[i])) throw a.interp().errorHere("non-finite function value");
            }
        };
    }

    private static RValue result(Quadpack.Outcome o) {
        RList l = new RList(new RValue[] {RDouble.of(o.value()), RDouble.of(o.abserr()),
            RInt.of(o.subdivisions()), RInt.of(o.ier())});
        l.setAttr("names", RString.of("value", "abs.error", "subdivisions", "ierr"));
        return l;
    }

    static final String SOURCE = """
        integrate <- function(f, lower, upper, ..., subdivisions = 100L, rel.tol = .Machine$double.eps^0.25,
                              abs.tol = rel.tol, stop.on.error = TRUE, keep.xy = FALSE, aux = NULL) {
            f <- match.fun(f)
            ff <- function(x) f(x, ...)
            limit <- as.integer(subdivisions)
            if (limit < 1L || (abs.tol <= 0 && rel.tol < max(50 * .Machine$double.eps, 5e-29)))
                stop("invalid parameter values")
            stopifnot(length(lower) == 1, length(upper) == 1)
            if (is.finite(lower) && is.finite(upper)) {
                wk <- .dqags(ff, as.double(lower), as.double(upper), as.double(abs.tol), as.double(rel.tol), limit)
            } else {
                if (is.na(lower) || is.na(upper)) stop("a limit is NA or NaN")
                # one finite bound, or none: the range is mapped onto (0, 1)
                if (is.finite(lower)) {
                    inf <- 1L
                    bound <- lower
                } else if (is.finite(upper)) {
                    inf <- -1L
                    bound <- upper
                } else {
                    inf <- 2L
                    bound <- 0
                }
                wk <- .dqagi(ff, as.double(bound), inf, as.double(abs.tol), as.double(rel.tol), limit)
            }
            res <- wk[c("value", "abs.error", "subdivisions")]
            res$message <- switch(wk$ierr + 1L, "OK", "maximum number of subdivisions reached",
                "roundoff error was detected", "extremely bad integrand behaviour",
                "roundoff error is detected in the extrapolation table",
                "the integral is probably divergent", "the input is invalid")
            if (wk$ierr == 6L || (wk$ierr > 0L && stop.on.error)) stop(res$message)
            res$call <- match.call()
            class(res) <- "integrate"
            res
        }
        print.integrate <- function(x, digits = getOption("digits"), ...) {
            if (x$message == "OK")
                cat(format(x$value, digits = digits), " with absolute error < ",
                    format(x$abs.error, digits = 2L), "\\n", sep = "")
            else cat("failed with message ", sQuote(x$message), "\\n", sep = "")
            invisible(x)
        }
        """;
}
