package flashr.numeric;

import static flashr.numeric.LbfgsbLinalg.daxpy;
import static flashr.numeric.LbfgsbLinalg.dcopy;
import static flashr.numeric.LbfgsbLinalg.ddot;
import static flashr.numeric.LbfgsbLinalg.dscal;
import static flashr.numeric.LbfgsbLinalg.dtrsl;

/**
 * L-BFGS-B's generalized Cauchy point (cauchy): the first local minimizer of the quadratic model
 * along the projected steepest descent path, found by walking the path's breakpoints in order
 * (a heap, hpsolb) and updating the model's slope and curvature at each; and bmv, the product of
 * the 2m x 2m middle matrix of the compact L-BFGS form with a vector. Arrays are 1-based, as in
 * the Fortran original ({@link Lbfgsb} holds them); arithmetic is in the original's order.
 */
final class LbfgsbCauchy {
    private LbfgsbCauchy() {}

    /** The Cauchy point into s.z (p, c, wbp, v live in s.wa); 0, or bmv's nonzero info. */
    static int cauchy(Lbfgsb s) {
        int n = s.n, m = s.m, col = s.col;
        double[] x = s.x, l = s.l, u = s.u, g = s.g, t = s.t, d = s.d, xcp = s.z, wy = s.wy, ws = s.ws, wa = s.wa;
        int[] nbd = s.nbd, iorder = s.indx2, iwhere = s.iwhere;
        int p = 0, c = 2 * m, wbp = 4 * m, v = 6 * m;   // wa[p + i] is p(i), and so on
        double theta = s.theta;
        if (s.sbgnrm <= 0.) {
            if (s.iprint >= 0) s.print("Subgnorm = 0.  GCP = X.\n");
            dcopy(n, x, 1, xcp, 1);
            return 0;
        }
        boolean bnded = true;
        int nfree = n + 1, nbreak = 0, ibkmin = 0;
        double bkmin = 0., f1 = 0., tl = 0.0, tu = 0.0;
        int col2 = col << 1;
        if (s.iprint >= 99) s.print("\n---------------- CAUCHY entered-------------------\n\n");
        for (int i = 1; i <= col2; ++i) wa[p + i] = 0.;
        for (int i = 1; i <= n; ++i) {   // where each variable is, and the breakpoints of the path
            double neggi = -g[i];
            if (iwhere[i] != 3 && iwhere[i] != -1) {
                if (nbd[i] <= 2) tl = x[i] - l[i];
                if (nbd[i] >= 2) tu = u[i] - x[i];
                boolean xlower = nbd[i] <= 2 && tl <= 0.;
                boolean xupper = nbd[i] >= 2 && tu <= 0.;
                iwhere[i] = 0;
                if (xlower) {
                    if (neggi <= 0.) iwhere[i] = 1;
                } else if (xupper) {
                    if (neggi >= 0.) iwhere[i] = 2;
                } else if (Math.abs(neggi) <= 0.) {
                    iwhere[i] = -3;
                }
            }
            int pointr = s.head;
            if (iwhere[i] != 0 && iwhere[i] != -1) {
                d[i] = 0.;
            } else {
                d[i] = neggi;
                f1 -= neggi * neggi;
                for (int j = 1; j <= col; ++j) {
                    wa[p + j] += wy[Lbfgsb.at(i, pointr, n)] * neggi;
                    wa[p + col + j] += ws[Lbfgsb.at(i, pointr, n)] * neggi;
                    pointr = pointr % m + 1;
                }
                if (nbd[i] <= 2 && nbd[i] != 0 && neggi < 0.) {
                    ++nbreak;
                    iorder[nbreak] = i;
                    t[nbreak] = tl / (-neggi);
                    if (nbreak == 1 || t[nbreak] < bkmin) {
                        bkmin = t[nbreak];
                        ibkmin = nbreak;
                    }
                } else if (nbd[i] >= 2 && neggi > 0.) {
                    ++nbreak;
                    iorder[nbreak] = i;
                    t[nbreak] = tu / neggi;
                    if (nbreak == 1 || t[nbreak] < bkmin) {
                        bkmin = t[nbreak];
                        ibkmin = nbreak;
                    }
                } else {
                    --nfree;
                    iorder[nfree] = i;
                    if (Math.abs(neggi) > 0.) bnded = false;
                }
            }
        }
        if (theta != 1.) dscal(col, theta, wa, p + col + 1);
        dcopy(n, x, 1, xcp, 1);
        if (nbreak == 0 && nfree == n + 1) {
            if (s.iprint > 100) s.printVector("Cauchy X = ", xcp, n);
            return 0;
        }
        for (int j = 1; j <= col2; ++j) wa[c + j] = 0.;
        double f2 = -theta * f1;
        double f2Org = f2;
        if (col > 0) {
            int info = bmv(s, wa, p + 1, wa, v + 1);
            if (info != 0) return info;
            f2 -= ddot(col2, wa, v + 1, wa, p + 1);
        }
        double dtm = -f1 / f2;
        double tsum = 0.;
        s.nint = 1;
        if (s.iprint >= 99) s.print("There are " + nbreak + "  breakpoints\n");
        boolean skipToEnd = false;   // the path ended at the last breakpoint (C's goto L999)
        if (nbreak > 0) {
            int nleft = nbreak, iter = 1;
            double tj = 0.;
            while (true) {   // the segment from breakpoint tj0 to tj
                double tj0 = tj;
                int ibp;
                if (iter == 1) {
                    tj = bkmin;
                    ibp = iorder[ibkmin];
                } else {
                    if (iter == 2 && ibkmin != nbreak) {
                        t[ibkmin] = t[nbreak];
                        iorder[ibkmin] = iorder[nbreak];
                    }
                    hpsolb(nleft, t, iorder, iter - 2);
                    tj = t[nleft];
                    ibp = iorder[nleft];
                }
                double dt = tj - tj0;
                if (dt != 0 && s.iprint >= 100) {
                    s.print("\nPiece    " + String.format("%3d", s.nint) + " f1, f2 at start point " + Lbfgsb.e(f1, 11, 4)
                            + " " + Lbfgsb.e(f2, 11, 4) + "\n");
                    s.print("Distance to the next break point =  " + Lbfgsb.e(dt, 11, 4) + "\n");
                    s.print("Distance to the stationary point =  " + Lbfgsb.e(dtm, 11, 4) + "\n");
                }
                if (dtm < dt) break;   // the minimizer is in this segment
                tsum += dt;
                --nleft;
                ++iter;
                double dibp = d[ibp];
                d[ibp] = 0.;
                double zibp;
                if (dibp > 0.) {
                    zibp = u[ibp] - x[ibp];
                    xcp[ibp] = u[ibp];
                    iwhere[ibp] = 2;
                } else {
                    zibp = l[ibp] - x[ibp];
                    xcp[ibp] = l[ibp];
                    iwhere[ibp] = 1;
                }
                if (s.iprint >= 100) s.print("Variable  " + ibp + "  is fixed.\n");
                if (nleft == 0 && nbreak == n) {
                    dtm = dt;
                    skipToEnd = true;
                    break;
                }
                ++s.nint;
                double dibp2 = dibp * dibp;
                f1 += dt * f2 + dibp2 - theta * dibp * zibp;
                f2 -= theta * dibp2;
                if (col > 0) {
                    daxpy(col2, dt, wa, p + 1, wa, c + 1);
                    int pointr = s.head;
                    for (int j = 1; j <= col; ++j) {
                        wa[wbp + j] = wy[Lbfgsb.at(ibp, pointr, n)];
                        wa[wbp + col + j] = theta * ws[Lbfgsb.at(ibp, pointr, n)];
                        pointr = pointr % m + 1;
                    }
                    int info = bmv(s, wa, wbp + 1, wa, v + 1);
                    if (info != 0) return info;
                    double wmc = ddot(col2, wa, c + 1, wa, v + 1);
                    double wmp = ddot(col2, wa, p + 1, wa, v + 1);
                    double wmw = ddot(col2, wa, wbp + 1, wa, v + 1);
                    daxpy(col2, -dibp, wa, wbp + 1, wa, p + 1);
                    f1 += dibp * wmc;
                    f2 += (2. * dibp * wmp - dibp2 * wmw);
                }
                double floor = s.epsmch * f2Org;
                if (f2 < floor) f2 = floor;
                if (nleft > 0) {
                    dtm = -f1 / f2;
                } else if (bnded) {
                    f1 = 0.;
                    f2 = 0.;
                    dtm = 0.;
                    break;
                } else {
                    dtm = -f1 / f2;
                    break;
                }
            }
        }
        if (!skipToEnd) {
            if (s.iprint >= 99) {
                s.print("\nGCP found in this segment\n");
                s.print("Piece    " + String.format("%3d", s.nint) + " f1, f2 at start point " + Lbfgsb.e(f1, 11, 4)
                        + " " + Lbfgsb.e(f2, 11, 4) + "\n");
                s.print("Distance to the stationary point =  " + Lbfgsb.e(dtm, 11, 4) + "\n");
            }
            if (dtm <= 0.) dtm = 0.;
            tsum += dtm;
            daxpy(n, tsum, d, 1, xcp, 1);
        }
        if (col > 0) daxpy(col2, dtm, wa, p + 1, wa, c + 1);
        if (s.iprint >= 100) s.printVector("Cauchy X = ", xcp, n);
        if (s.iprint >= 99) s.print("\n---------------- exit CAUCHY----------------------\n\n");
        return 0;
    }

    /** The middle matrix of the compact form times v (from v's base) into p; 0 or dtrsl's info. */
    static int bmv(Lbfgsb s, double[] v, int vb, double[] p, int pb) {
        int m = s.m, col = s.col;
        double[] sy = s.sy, wt = s.wt;
        if (col == 0) return 0;
        int v0 = vb - 1, p0 = pb - 1;   // v(i) is v[v0 + i]
        p[p0 + col + 1] = v[v0 + col + 1];
        for (int i = 2; i <= col; ++i) {
            int i2 = col + i;
            double sum = 0.;
            for (int k = 1; k <= i - 1; ++k) sum += sy[Lbfgsb.at(i, k, m)] * v[v0 + k] / sy[Lbfgsb.at(k, k, m)];
            p[p0 + i2] = v[v0 + i2] + sum;
        }
        int info = dtrsl(wt, 1, m, col, p, p0 + col + 1, 11);
        if (info != 0) return info;
        for (int i = 1; i <= col; ++i) p[p0 + i] = v[v0 + i] / Math.sqrt(sy[Lbfgsb.at(i, i, m)]);
        info = dtrsl(wt, 1, m, col, p, p0 + col + 1, 1);
        if (info != 0) return info;
        for (int i = 1; i <= col; ++i) p[p0 + i] = -p[p0 + i] / Math.sqrt(sy[Lbfgsb.at(i, i, m)]);
        for (int i = 1; i <= col; ++i) {
            double sum = 0.;
            for (int k = i + 1; k <= col; ++k) sum += sy[Lbfgsb.at(k, i, m)] * p[p0 + col + k] / sy[Lbfgsb.at(i, i, m)];
            p[p0 + i] += sum;
        }
        return 0;
    }

    /**
     * A heap of the breakpoints t(1..n) with their variables: built first (iheap 0), then the
     * least moved to t(n) and the heap of the rest restored.
     */
    static void hpsolb(int n, double[] t, int[] iorder, int iheap) {
        if (iheap == 0) {
            for (int k = 2; k <= n; ++k) {
                double ddum = t[k];
                int indxin = iorder[k];
                int i = k;
                while (i > 1) {
                    int j = i / 2;
                    if (!(ddum < t[j])) break;
                    t[i] = t[j];
                    iorder[i] = iorder[j];
                    i = j;
                }
                t[i] = ddum;
                iorder[i] = indxin;
            }
        }
        if (n > 1) {
            int i = 1;
            double out = t[1];
            int indxou = iorder[1];
            double ddum = t[n];
            int indxin = iorder[n];
            while (true) {
                int j = i + i;
                if (j > n - 1) break;
                if (t[j + 1] < t[j]) ++j;
                if (!(t[j] < ddum)) break;
                t[i] = t[j];
                iorder[i] = iorder[j];
                i = j;
            }
            t[i] = ddum;
            iorder[i] = indxin;
            t[n] = out;
            iorder[n] = indxou;
        }
    }
}
