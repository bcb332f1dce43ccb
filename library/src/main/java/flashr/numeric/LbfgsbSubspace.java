package flashr.numeric;

import static flashr.numeric.Lbfgsb.at;
import static flashr.numeric.LbfgsbLinalg.dcopy;
import static flashr.numeric.LbfgsbLinalg.ddot;
import static flashr.numeric.LbfgsbLinalg.dpofa;
import static flashr.numeric.LbfgsbLinalg.dtrsl;

/**
 * L-BFGS-B's subspace minimization and limited-memory matrices: formk (the factored 2m x 2m
 * matrix K of the reduced problem over the free variables, updated as variables enter and
 * leave), formt (the factor of theta S'S + L D^-1 L'), cmprlb (the reduced gradient at the Cauchy
 * point), subsm (the Newton step over the free variables, backtracked into the box) and matupd
 * (the new correction pair into the circular S, Y and S'S, S'Y). Arrays are 1-based, as in the
 * Fortran original; arithmetic is in its order.
 */
final class LbfgsbSubspace {
    private LbfgsbSubspace() {}

    /** Forms and factors K in s.wn (s.snd keeps the unfactored blocks); 0, -1 or -2 when not positive definite. */
    static int formk(Lbfgsb s) {
        int n = s.n, m = s.m, col = s.col, head = s.head, nsub = s.nfree;
        double[] wn = s.wn, wn1 = s.snd, ws = s.ws, wy = s.wy, sy = s.sy;
        int[] ind = s.indx, indx2 = s.indx2;
        int m2 = 2 * m;
        int upcl;
        if (s.updatd) {
            if (s.iupdat > m) {   // shift the old blocks up and left
                for (int jy = 1; jy <= m - 1; ++jy) {
                    int js = m + jy;
                    dcopy(m - jy, wn1, at(jy + 1, jy + 1, m2), wn1, at(jy, jy, m2));
                    dcopy(m - jy, wn1, at(js + 1, js + 1, m2), wn1, at(js, js, m2));
                    dcopy(m - 1, wn1, at(m + 2, jy + 1, m2), wn1, at(m + 1, jy, m2));
                }
            }
            // the new row and column from the newest pair
            int pbegin = 1, pend = nsub, dbegin = nsub + 1, dend = n;
            int iy = col, is = m + col;
            int ipntr = head + col - 1;
            if (ipntr > m) ipntr -= m;
            int jpntr = head;
            for (int jy = 1; jy <= col; ++jy) {
                int js = m + jy;
                double temp1 = 0., temp2 = 0., temp3 = 0.;
                for (int k = pbegin; k <= pend; ++k) {
                    int k1 = ind[k];
                    temp1 += wy[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                }
                for (int k = dbegin; k <= dend; ++k) {
                    int k1 = ind[k];
                    temp2 += ws[at(k1, ipntr, n)] * ws[at(k1, jpntr, n)];
                    temp3 += ws[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                }
                wn1[at(iy, jy, m2)] = temp1;
                wn1[at(is, js, m2)] = temp2;
                wn1[at(is, jy, m2)] = temp3;
                jpntr = jpntr % m + 1;
            }
            int jy = col;
            jpntr = head + col - 1;
            if (jpntr > m) jpntr -= m;
            ipntr = head;
            for (int i = 1; i <= col; ++i) {
                is = m + i;
                double temp3 = 0.;
                for (int k = pbegin; k <= pend; ++k) {
                    int k1 = ind[k];
                    temp3 += ws[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                }
                ipntr = ipntr % m + 1;
                wn1[at(is, jy, m2)] = temp3;
            }
            upcl = col - 1;
        } else {
            upcl = col;
        }
        // the older entries, changed by the variables that entered or left the free set
        int ipntr = head;
        for (int iy = 1; iy <= upcl; ++iy) {
            int is = m + iy;
            int jpntr = head;
            for (int jy = 1; jy <= iy; ++jy) {
                int js = m + jy;
                double temp1 = 0., temp2 = 0., temp3 = 0., temp4 = 0.;
                for (int k = 1; k <= s.nenter; ++k) {
                    int k1 = indx2[k];
                    temp1 += wy[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                    temp2 += ws[at(k1, ipntr, n)] * ws[at(k1, jpntr, n)];
                }
                for (int k = s.ileave; k <= n; ++k) {
                    int k1 = indx2[k];
                    temp3 += wy[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                    temp4 += ws[at(k1, ipntr, n)] * ws[at(k1, jpntr, n)];
                }
                wn1[at(iy, jy, m2)] = wn1[at(iy, jy, m2)] + temp1 - temp3;
                wn1[at(is, js, m2)] = wn1[at(is, js, m2)] - temp2 + temp4;
                jpntr = jpntr % m + 1;
            }
            ipntr = ipntr % m + 1;
        }
        ipntr = head;
        for (int is = m + 1; is <= m + upcl; ++is) {
            int jpntr = head;
            for (int jy = 1; jy <= upcl; ++jy) {
                double temp1 = 0., temp3 = 0.;
                for (int k = 1; k <= s.nenter; ++k) {
                    int k1 = indx2[k];
                    temp1 += ws[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                }
                for (int k = s.ileave; k <= n; ++k) {
                    int k1 = indx2[k];
                    temp3 += ws[at(k1, ipntr, n)] * wy[at(k1, jpntr, n)];
                }
                if (is <= jy + m) wn1[at(is, jy, m2)] += temp1 - temp3;
                else wn1[at(is, jy, m2)] += -temp1 + temp3;
                jpntr = jpntr % m + 1;
            }
            ipntr = ipntr % m + 1;
        }
        // K's upper triangle from the blocks, then its factor
        double theta = s.theta;
        for (int iy = 1; iy <= col; ++iy) {
            int is = col + iy, is1 = m + iy;
            for (int jy = 1; jy <= iy; ++jy) {
                int js = col + jy, js1 = m + jy;
                wn[at(jy, iy, m2)] = wn1[at(iy, jy, m2)] / theta;
                wn[at(js, is, m2)] = wn1[at(is1, js1, m2)] * theta;
            }
            for (int jy = 1; jy <= iy - 1; ++jy) wn[at(jy, is, m2)] = -wn1[at(is1, jy, m2)];
            for (int jy = iy; jy <= col; ++jy) wn[at(jy, is, m2)] = wn1[at(is1, jy, m2)];
            wn[at(iy, iy, m2)] += sy[at(iy, iy, m)];
        }
        if (dpofa(wn, 1, m2, col) != 0) return -1;
        int col2 = col << 1;
        for (int js = col + 1; js <= col2; ++js) dtrsl(wn, 1, m2, col, wn, at(1, js, m2), 11);
        for (int is = col + 1; is <= col2; ++is) {
            for (int js = is; js <= col2; ++js) wn[at(is, js, m2)] += ddot(col, wn, at(1, is, m2), wn, at(1, js, m2));
        }
        if (dpofa(wn, at(col + 1, col + 1, m2), m2, col) != 0) return -2;
        return 0;
    }

    /** Forms and factors T = theta S'S + L D^-1 L' in s.wt; 0, or -3 when not positive definite. */
    static int formt(Lbfgsb s) {
        int m = s.m, col = s.col;
        double[] wt = s.wt, sy = s.sy, ss = s.ss;
        double theta = s.theta;
        for (int j = 1; j <= col; ++j) wt[at(1, j, m)] = theta * ss[at(1, j, m)];
        for (int i = 2; i <= col; ++i) {
            for (int j = i; j <= col; ++j) {
                int k1 = (i > j ? j : i) - 1;
                double ddum = 0.;
                for (int k = 1; k <= k1; ++k) ddum += sy[at(i, k, m)] * sy[at(j, k, m)] / sy[at(k, k, m)];
                wt[at(i, j, m)] = ddum + theta * ss[at(i, j, m)];
            }
        }
        return dpofa(wt, 1, m, col) != 0 ? -3 : 0;
    }

    /** The reduced gradient -Z'(B(xcp - x) + g) into s.r; 0, or -8 when bmv fails. */
    static int cmprlb(Lbfgsb s) {
        int n = s.n, m = s.m, col = s.col;
        double[] r = s.r, g = s.g, z = s.z, x = s.x, wa = s.wa, ws = s.ws, wy = s.wy;
        int[] indx = s.indx;
        double theta = s.theta;
        if (!s.cnstnd && col > 0) {
            for (int i = 1; i <= n; ++i) r[i] = -g[i];
            return 0;
        }
        int nf = s.nfree;
        for (int i = 1; i <= nf; ++i) {
            int k = indx[i];
            r[i] = -theta * (z[k] - x[k]) - g[k];
        }
        if (LbfgsbCauchy.bmv(s, wa, 2 * m + 1, wa, 1) != 0) return -8;
        int pointr = s.head;
        for (int j = 1; j <= col; ++j) {
            double a1 = wa[j];
            double a2 = theta * wa[col + j];
            for (int i = 1; i <= nf; ++i) {
                int k = indx[i];
                r[i] += wy[at(k, pointr, n)] * a1 + ws[at(k, pointr, n)] * a2;
            }
            pointr = pointr % m + 1;
        }
        return 0;
    }

    /**
     * The subspace Newton step from the Cauchy point (s.z) over the free variables, its
     * direction in s.r, cut back at the first bound it crosses; 0, or dtrsl's info.
     */
    static int subsm(Lbfgsb s) {
        int n = s.n, m = s.m, col = s.col, ns = s.nfree;
        double[] l = s.l, u = s.u, x = s.z, d = s.r, ws = s.ws, wy = s.wy, wv = s.wa, wn = s.wn;
        int[] ind = s.indx, nbd = s.nbd;
        double theta = s.theta;
        if (ns <= 0) return 0;
        int pointr = s.head;
        for (int i = 1; i <= col; ++i) {
            double temp1 = 0., temp2 = 0.;
            for (int j = 1; j <= ns; ++j) {
                int k = ind[j];
                temp1 += wy[at(k, pointr, n)] * d[j];
                temp2 += ws[at(k, pointr, n)] * d[j];
            }
            wv[i] = temp1;
            wv[col + i] = theta * temp2;
            pointr = pointr % m + 1;
        }
        int m2 = m << 1, col2 = col << 1;
        int info = dtrsl(wn, 1, m2, col2, wv, 1, 11);
        if (info != 0) return info;
        for (int i = 1; i <= col; ++i) wv[i] = -wv[i];
        info = dtrsl(wn, 1, m2, col2, wv, 1, 1);
        if (info != 0) return info;
        pointr = s.head;
        for (int jy = 1; jy <= col; ++jy) {
            int js = col + jy;
            for (int i = 1; i <= ns; ++i) {
                int k = ind[i];
                d[i] += (wy[at(k, pointr, n)] * wv[jy] / theta + ws[at(k, pointr, n)] * wv[js]);
            }
            pointr = pointr % m + 1;
        }
        for (int i = 1; i <= ns; ++i) d[i] /= theta;
        // the longest step (at most 1) that keeps the free variables in the box
        double alpha = 1., temp1 = alpha;
        int ibd = 0;
        for (int i = 1; i <= ns; ++i) {
            int k = ind[i];
            double dk = d[i];
            if (nbd[k] != 0) {
                if (dk < 0. && nbd[k] <= 2) {
                    double temp2 = l[k] - x[k];
                    if (temp2 >= 0.) temp1 = 0.;
                    else if (dk * alpha < temp2) temp1 = temp2 / dk;
                } else if (dk > 0. && nbd[k] >= 2) {
                    double temp2 = u[k] - x[k];
                    if (temp2 <= 0.) temp1 = 0.;
                    else if (dk * alpha > temp2) temp1 = temp2 / dk;
                }
                if (temp1 < alpha) {
                    alpha = temp1;
                    ibd = i;
                }
            }
        }
        if (alpha < 1.) {
            double dk = d[ibd];
            int k = ind[ibd];
            if (dk > 0.) {
                x[k] = u[k];
                d[ibd] = 0.;
            } else if (dk < 0.) {
                x[k] = l[k];
                d[ibd] = 0.;
            }
        }
        for (int i = 1; i <= ns; ++i) x[ind[i]] += alpha * d[i];
        s.iword = alpha < 1. ? 1 : 0;
        return 0;
    }

    /** Stores the correction pair (s.d, s.r) and updates S'Y, S'S and theta. */
    static void matupd(Lbfgsb s, double rr, double dr) {
        int n = s.n, m = s.m;
        double[] ws = s.ws, wy = s.wy, sy = s.sy, ss = s.ss, d = s.d, r = s.r;
        if (s.iupdat <= m) {
            s.col = s.iupdat;
            s.itail = (s.head + s.iupdat - 2) % m + 1;
        } else {
            s.itail = s.itail % m + 1;
            s.head = s.head % m + 1;
        }
        int col = s.col;
        dcopy(n, d, 1, ws, at(1, s.itail, n));
        dcopy(n, r, 1, wy, at(1, s.itail, n));
        s.theta = rr / dr;
        if (s.iupdat > m) {   // drop the oldest pair: shift the matrices up and left
            for (int j = 1; j <= col - 1; ++j) {
                dcopy(j, ss, at(2, j + 1, m), ss, at(1, j, m));
                dcopy(col - j, sy, at(j + 1, j + 1, m), sy, at(j, j, m));
            }
        }
        int pointr = s.head;
        for (int j = 1; j <= col - 1; ++j) {
            sy[at(col, j, m)] = ddot(n, d, 1, wy, at(1, pointr, n));
            ss[at(j, col, m)] = ddot(n, ws, at(1, pointr, n), d, 1);
            pointr = pointr % m + 1;
        }
        ss[at(col, col, m)] = s.stp == 1. ? s.dtd : s.stp * s.stp * s.dtd;
        sy[at(col, col, m)] = dr;
    }
}
