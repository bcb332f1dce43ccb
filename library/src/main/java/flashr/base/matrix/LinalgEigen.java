package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code eigen} for symmetric matrices. R calls LAPACK's dsyevr: Householder reduction to
 * tridiagonal form (dsytd2, lower), eigenvectors of the tridiagonal matrix by MRRR, then the
 * back transformation. The reduction is reproduced exactly here; the tridiagonal problem is
 * solved by Jacobi rotations, and each tridiagonal eigenvector gets MRRR's sign: MRRR fixes
 * the component at its "twist index", which is where the eigenvector is largest, to be positive.
 */
public final class LinalgEigen {
    private LinalgEigen() {}

    static void register(Registry r) {
        r.builtin("eigen", "x, symmetric, only.values, EISPACK", LinalgEigen::eigen);
        r.builtin("print.eigen", "x, ...", LinalgEigen::print);
        r.builtin("isSymmetric", "object, tol, ...", LinalgEigen::isSymmetricBuiltin);
    }

    private static RValue eigen(Args a) {
        RVector x = LinalgBuiltins.asMatrix(a.get(0), "x");
        int n = x.dim()[0];
        if (n == 0) throw new RError("0 x 0 matrix");
        if (n != x.dim()[1]) throw new RError("non-square matrix in 'eigen'");
        double[] v = MatrixDims.readDoubles(x, "non-numeric argument to 'eigen'"); // only read: each routine copies
        for (double d : v) {
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new RError("infinite or missing values in 'x'");
        }
        boolean onlyValues = a.has(2) && Coerce.flag(a.get(2), "only.values");
        boolean symmetric = a.has(1) ? Coerce.flag(a.get(1), "symmetric") : isSymmetric(v, n);
        LinalgMode mode = LinalgBuiltins.mode(a);
        if (!symmetric) {
            // with the native LAPACK, dgeev once: its result answers a complex spectrum and, on the native backend, a real one
            double[][] byDgeev = LinalgMode.backend().lapack().isPresent() ? LinalgNative.generalEigen(v, n, !onlyValues) : null;
            RList complex = LinalgEigenComplex.eigenIfComplex(byDgeev, v, n, onlyValues);
            if (complex != null) return complex;
            double[][] g = mode == LinalgMode.NATIVE ? LinalgEigenGeneral.sortedNative(byDgeev, n, !onlyValues)
                    : LinalgEigenGeneral.eigen(v, n, !onlyValues);
            RList out = RList.of(new RDouble(g[0]), onlyValues ? RNull.NULL : MatrixDims.doubleMatrix(g[1], n, n));
            out.setAttr("names", RString.of("values", "vectors"));
            if (!onlyValues) out.setAttr("class", RString.of("eigen"));
            return out;
        }
        double[][] result = mode == LinalgMode.NATIVE ? LinalgNative.symmetricEigen(v, n, !onlyValues) : symmetricEigen(v, n);
        double[] values = result[0];
        // LAPACK gives increasing values; R reverses the order
        double[] rvalues = new double[n];
        double[] rvectors = new double[n * n];
        for (int k = 0; k < n; k++) {
            rvalues[k] = values[n - 1 - k];
            if (!onlyValues) System.arraycopy(result[1], (n - 1 - k) * n, rvectors, k * n, n);
        }
        RList out = RList.of(new RDouble(rvalues), onlyValues ? RNull.NULL : MatrixDims.doubleMatrix(rvectors, n, n));
        out.setAttr("names", RString.of("values", "vectors"));
        if (!onlyValues) out.setAttr("class", RString.of("eigen"));
        return out;
    }

    /** print.eigen: a header, then the list without its class. */
    private static RValue print(Args a) {
        RValue x = a.get(0);
        a.interp().out().print("eigen() decomposition\n");
        RValue plain = x;
        if (x instanceof RList l) {
            RList copy = (RList) l.copy();
            copy.setAttr("class", null);
            plain = copy;
        }
        if (a.interp().baseEnv().getLocal("print") instanceof flashr.lang.RFunction print) {
            a.interp().apply(print, new RValue[] {plain}, null, a.env(), a.call());
        }
        a.interp().setVisible(false);
        return x;
    }

    /** isSymmetric(object): square, row names equal to column names, and numerically equal to its transpose. */
    private static RValue isSymmetricBuiltin(Args a) {
        RValue o = a.get(0);
        if (!(o instanceof RVector x) || !x.type().isAtomic()) {
            throw new RError("no applicable method for 'isSymmetric' applied to an object of class \"" + o.typeName() + "\"");
        }
        int[] d = x.dim();
        if (d == null || d.length != 2) {
            throw new RError("no applicable method for 'isSymmetric' applied to an object of class \"c('" + x.typeName() + "', 'numeric')\"");
        }
        int n = d[0];
        if (n != d[1]) return flashr.lang.RLogical.of(false);
        RString rn = MatrixDims.dimnamesAt(x, 0);
        RString cn = MatrixDims.dimnamesAt(x, 1);
        if ((rn == null) != (cn == null) || rn != null && !java.util.Arrays.equals(rn.data(), cn.data())) {
            return flashr.lang.RLogical.of(false);
        }
        if (x.type() == flashr.lang.RType.CHARACTER) {
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    if (!java.util.Objects.equals(x.getString(i + j * n), x.getString(j + i * n))) return flashr.lang.RLogical.of(false);
                }
            }
            return flashr.lang.RLogical.of(true);
        }
        double tol = a.has(1) ? Coerce.doubleScalar(a.get(1)) : 100 * Math.ulp(1.0);
        return flashr.lang.RLogical.of(isSymmetric(MatrixDims.doubles(x, "'x' must be numeric"), n, tol));
    }

    /** isSymmetric.matrix: all.equal(x, t(x)) with tolerance 100 * .Machine$double.eps. */
    static boolean isSymmetric(double[] v, int n) {
        return isSymmetric(v, n, 100 * Math.ulp(1.0));
    }

    static boolean isSymmetric(double[] v, int n, double tol) {
        double diff = 0;
        double size = 0;
        int count = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = v[i + j * n];
                double y = v[j + i * n];
                if (Double.isNaN(x) || Double.isNaN(y)) {
                    if (Double.isNaN(x) != Double.isNaN(y)) return false;
                    continue;
                }
                diff += Math.abs(x - y);
                size += Math.abs(x);
                count++;
            }
        }
        if (count == 0) return true;
        double xy = diff / count;
        double xn = size / count;
        if (xn > tol) xy /= xn;
        return xy <= tol;
    }

    /**
     * Eigenvalues (increasing) and unit eigenvectors (columns) of the symmetric matrix {@code a}
     * (its lower triangle is used), as {values, vectors}.
     */
    static double[][] symmetricEigen(double[] a0, int n) {
        double[] a = a0.clone();
        double[] d = new double[n];
        double[] e = new double[Math.max(0, n - 1)];
        double[] tau = new double[Math.max(0, n - 1)];
        tridiagonalize(a, n, d, e, tau);
        double[] t = new double[n * n];
        for (int i = 0; i < n; i++) {
            t[i + i * n] = d[i];
            if (i < n - 1) {
                t[i + 1 + i * n] = e[i];
                t[i + (i + 1) * n] = e[i];
            }
        }
        double[] z = new double[n * n];
        double[] w = jacobi(t, n, z);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (p, q) -> Double.compare(w[p], w[q]));
        double[] values = new double[n];
        double[] vectors = new double[n * n];
        for (int k = 0; k < n; k++) {
            int src = order[k];
            values[k] = w[src];
            double[] col = new double[n];
            System.arraycopy(z, src * n, col, 0, n);
            fixSign(col);
            backTransform(a, n, tau, col);
            System.arraycopy(col, 0, vectors, k * n, n);
        }
        if (n == 2) twoByTwo(d, e, values, vectors);
        return new double[][] {values, vectors};
    }

    /** MRRR's sign, approximately: the largest component (the first of equal ones) is positive. */
    private static void fixSign(double[] z) {
        int r = 0;
        for (int i = 1; i < z.length; i++) {
            if (Math.abs(z[i]) > Math.abs(z[r]) * (1 + 1e-10)) r = i;
        }
        if (z[r] < 0) {
            for (int i = 0; i < z.length; i++) z[i] = -z[i];
        }
    }

    /** dstemr's n = 2 case: dlaev2 gives the pair directly. */
    private static void twoByTwo(double[] d, double[] e, double[] values, double[] vectors) {
        double[] r = laev2(d[0], e[0], d[1]);
        double r1 = r[0];
        double r2 = r[1];
        double cs = r[2];
        double sn = r[3];
        boolean swap = r1 < r2;
        if (swap) {
            double tmp = r1;
            r1 = r2;
            r2 = tmp;
        }
        values[0] = r2;
        values[1] = r1;
        if (swap) {
            vectors[0] = cs;
            vectors[1] = sn;
            vectors[2] = -sn;
            vectors[3] = cs;
        } else {
            vectors[0] = -sn;
            vectors[1] = cs;
            vectors[2] = cs;
            vectors[3] = sn;
        }
    }

    /** dsytd2 with uplo = "L": d, e, and the reflectors below the subdiagonal of a, their factors in tau. */
    private static void tridiagonalize(double[] a, int n, double[] d, double[] e, double[] tau) {
        for (int i = 0; i < n - 1; i++) {
            int m = n - i - 1; // order of the trailing block
            int col = i * n;
            double taui = larfg(a, col + i + 1, col + Math.min(i + 2, n - 1), m);
            e[i] = a[col + i + 1];
            if (taui != 0) {
                a[col + i + 1] = 1;
                double[] y = new double[m];
                // y := taui * A(i+1:n, i+1:n) * v (dsymv, lower)
                for (int j = 0; j < m; j++) {
                    double temp1 = taui * a[col + i + 1 + j];
                    double temp2 = 0;
                    int aj = (i + 1 + j) * n + (i + 1);
                    y[j] += temp1 * a[aj + j];
                    for (int k = j + 1; k < m; k++) {
                        y[k] += temp1 * a[aj + k];
                        temp2 += a[aj + k] * a[col + i + 1 + k];
                    }
                    y[j] += taui * temp2;
                }
                double alpha = -0.5 * taui * LinalgQR.dot(y, 0, a, col + i + 1, m);
                for (int k = 0; k < m; k++) y[k] += alpha * a[col + i + 1 + k];
                // A := A - v w' - w v' (dsyr2, lower)
                for (int j = 0; j < m; j++) {
                    double xj = a[col + i + 1 + j];
                    if (xj != 0 || y[j] != 0) {
                        double temp1 = -y[j];
                        double temp2 = -xj;
                        int aj = (i + 1 + j) * n + (i + 1);
                        for (int k = j; k < m; k++) a[aj + k] = a[aj + k] + a[col + i + 1 + k] * temp1 + y[k] * temp2;
                    }
                }
                a[col + i + 1] = e[i];
            }
            d[i] = a[col + i];
            tau[i] = taui;
        }
        d[n - 1] = a[(n - 1) * n + n - 1];
    }

    /** dlarfg on alpha = a[alphaAt] and x = a[xAt .. xAt+m-2]; returns tau, leaves beta in a[alphaAt] and v in x. */
    private static double larfg(double[] a, int alphaAt, int xAt, int m) {
        if (m <= 1) return 0;
        double xnorm = LinalgQR.nrm2(a, xAt, m - 1);
        if (xnorm == 0) return 0;
        double alpha = a[alphaAt];
        double beta = -Math.copySign(lapy2(alpha, xnorm), alpha);
        double tau = (beta - alpha) / beta;
        double scale = 1.0 / (alpha - beta);
        for (int k = 0; k < m - 1; k++) a[xAt + k] = scale * a[xAt + k];
        a[alphaAt] = beta;
        return tau;
    }

    public static double lapy2(double x, double y) {
        double xa = Math.abs(x);
        double ya = Math.abs(y);
        double w = Math.max(xa, ya);
        double z = Math.min(xa, ya);
        if (z == 0 || w > Double.MAX_VALUE) return w;
        return w * Math.sqrt(1 + (z / w) * (z / w));
    }

    /** z := Q z with Q = H(1) ... H(n-1) from the reduction (dormtr). */
    private static void backTransform(double[] a, int n, double[] tau, double[] z) {
        for (int i = n - 2; i >= 0; i--) {
            if (tau[i] == 0) continue;
            int col = i * n;
            // v = (1, a[i+2..n-1, i]) on rows i+1..n-1
            double s = z[i + 1];
            for (int k = i + 2; k < n; k++) s += a[col + k] * z[k];
            s *= tau[i];
            z[i + 1] -= s;
            for (int k = i + 2; k < n; k++) z[k] -= s * a[col + k];
        }
    }

    /** Cyclic Jacobi on the symmetric n x n matrix t (destroyed); eigenvectors into z; returns the eigenvalues. */
    static double[] jacobi(double[] t, int n, double[] z) {
        for (int i = 0; i < n; i++) z[i + i * n] = 1;
        for (int sweep = 0; sweep < 100; sweep++) {
            double off = 0;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < j; i++) off += t[i + j * n] * t[i + j * n];
            }
            if (off == 0) break;
            for (int p = 0; p < n - 1; p++) {
                for (int q = p + 1; q < n; q++) {
                    double apq = t[p + q * n];
                    if (apq == 0) continue;
                    double app = t[p + p * n];
                    double aqq = t[q + q * n];
                    double theta = (aqq - app) / (2 * apq);
                    double tt = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
                    if (theta == 0) tt = 1;
                    double c = 1 / Math.sqrt(tt * tt + 1);
                    double s = tt * c;
                    for (int k = 0; k < n; k++) {
                        double akp = t[k + p * n];
                        double akq = t[k + q * n];
                        t[k + p * n] = c * akp - s * akq;
                        t[k + q * n] = s * akp + c * akq;
                    }
                    for (int k = 0; k < n; k++) {
                        double apk = t[p + k * n];
                        double aqk = t[q + k * n];
                        t[p + k * n] = c * apk - s * aqk;
                        t[q + k * n] = s * apk + c * aqk;
                    }
                    t[p + q * n] = 0;
                    t[q + p * n] = 0;
                    for (int k = 0; k < n; k++) {
                        double zkp = z[k + p * n];
                        double zkq = z[k + q * n];
                        z[k + p * n] = c * zkp - s * zkq;
                        z[k + q * n] = s * zkp + c * zkq;
                    }
                }
            }
        }
        double[] w = new double[n];
        for (int i = 0; i < n; i++) w[i] = t[i + i * n];
        return w;
    }

    /**
     * LAPACK dlaev2: eigen decomposition of the symmetric 2 x 2 matrix [[a, b], [b, c]] as
     * {rt1, rt2, cs1, sn1}: |rt1| >= |rt2| and (cs1, sn1) the unit eigenvector of rt1.
     */
    static double[] laev2(double a, double b, double c) {
        double sm = a + c;
        double df = a - c;
        double adf = Math.abs(df);
        double tb = b + b;
        double ab = Math.abs(tb);
        double acmx = Math.abs(a) > Math.abs(c) ? a : c;
        double acmn = Math.abs(a) > Math.abs(c) ? c : a;
        double rt;
        if (adf > ab) {
            rt = adf * Math.sqrt(1 + (ab / adf) * (ab / adf));
        } else if (adf < ab) {
            rt = ab * Math.sqrt(1 + (adf / ab) * (adf / ab));
        } else {
            rt = ab * Math.sqrt(2.0);
        }
        double rt1;
        double rt2;
        int sgn1;
        if (sm < 0) {
            rt1 = 0.5 * (sm - rt);
            sgn1 = -1;
            rt2 = (acmx / rt1) * acmn - (b / rt1) * b;
        } else if (sm > 0) {
            rt1 = 0.5 * (sm + rt);
            sgn1 = 1;
            rt2 = (acmx / rt1) * acmn - (b / rt1) * b;
        } else {
            rt1 = 0.5 * rt;
            rt2 = -0.5 * rt;
            sgn1 = 1;
        }
        double cs;
        int sgn2;
        if (df >= 0) {
            cs = df + rt;
            sgn2 = 1;
        } else {
            cs = df - rt;
            sgn2 = -1;
        }
        double cs1;
        double sn1;
        if (Math.abs(cs) > ab) {
            double ct = -tb / cs;
            sn1 = 1 / Math.sqrt(1 + ct * ct);
            cs1 = ct * sn1;
        } else if (ab == 0) {
            cs1 = 1;
            sn1 = 0;
        } else {
            double tn = -cs / tb;
            cs1 = 1 / Math.sqrt(1 + tn * tn);
            sn1 = tn * cs1;
        }
        if (sgn1 == sgn2) {
            double tn = cs1;
            cs1 = -sn1;
            sn1 = tn;
        }
        return new double[] {rt1, rt2, cs1, sn1};
    }
}
