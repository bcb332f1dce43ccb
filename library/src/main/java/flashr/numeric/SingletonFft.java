package flashr.numeric;

import flashr.engine.fn.math.SinCos;

/**
 * Singleton's mixed-radix fast Fourier transform ("Programs for Digital Signal Processing", IEEE),
 * in the form GNU R runs it for fft and mvfft (Ross Ihaka's C translation, fft_factor and
 * fft_work in R's stats/src/fft.c), so that results match R's to the last bit: the same
 * factorization (square factors first, 4 for 16), the same butterflies for 2, 3, 4, 5 and odd
 * factors, and the same twiddle recurrences (sin/cos restarted from the C library's values every
 * 32 steps, here {@link SinCos}, glibc's), in plain double arithmetic as R's C does.
 *
 * <p>Data are interleaved: element j of the series is {@code x[2j + 1]} (real) and
 * {@code x[2j + 2]} (imaginary), {@code x[0]} unused; this is R's layout (a complex vector with an
 * increment of 2) seen through the Fortran 1-based indices the code keeps, so that
 * {@code a[k]} of the C code is {@code x[k]} and {@code b[k]} is {@code x[k + 1]}. The goto
 * structure is kept as a small state machine.
 */
public final class SingletonFft {
    private final int[] nfac = new int[21];
    private int m, kt, maxf, maxp;

    private SingletonFft() {}

    /**
     * fft_factor: the factors of n (square factors first, then the square-free ones, then the
     * square factors again in reverse); null where n has more than 20 (R: "fft factorization error").
     */
    public static SingletonFft factor(int n) {
        SingletonFft f = new SingletonFft();
        int[] nfac = f.nfac;
        int mf = 0, k = n;
        if (k == 1) return f;
        while (k % 16 == 0) { // 4 for each 16, so at most one 4 is left
            nfac[mf++] = 4;
            k /= 16;
        }
        boolean changed = false;
        int sqrtk = (int) Math.sqrt(k);
        for (int j = 3; j <= sqrtk; j += 2) {
            int jj = j * j;
            while (k % jj == 0) {
                nfac[mf++] = j;
                k /= jj;
                changed = true;
            }
            if (changed) {
                changed = false;
                sqrtk = (int) Math.sqrt(k);
            }
        }
        if (k <= 4) {
            f.kt = mf;
            nfac[mf] = k;
            if (k != 1) mf++;
        } else {
            if (k % 4 == 0) {
                nfac[mf++] = 2;
                k /= 4;
            }
            f.kt = mf;
            f.maxp = Math.max(f.kt + f.kt + 2, k - 1);
            int j = 2;
            do {
                if (k % j == 0) {
                    nfac[mf++] = j;
                    k /= j;
                }
                if (j > Integer.MAX_VALUE - 2) break;
                j = ((j + 1) / 2) * 2 + 1;
            } while (j <= k);
        }
        int kt = f.kt;
        if (mf <= kt + 1) f.maxp = mf + kt + 1;
        if (mf + kt > 20) return null;
        for (int j = kt; j != 0; ) nfac[mf++] = nfac[--j];
        int maxf = nfac[mf - kt - 1];
        // the last square factor is not necessarily the largest (R's PR#1429)
        if (kt > 0) maxf = Math.max(nfac[kt - 1], maxf);
        if (kt > 1) maxf = Math.max(nfac[kt - 2], maxf);
        if (kt > 2) maxf = Math.max(nfac[kt - 3], maxf);
        f.m = mf;
        f.maxf = maxf;
        return f;
    }

    /**
     * fft_work with R's increment of 2: transforms {@code nseg} blocks of {@code n * nspn} elements
     * along the dimension of length n whose elements are {@code nspn} apart, in place; forward
     * (exp(-2 pi i jk/n)) or inverse (+i, unnormalized). Uses the factorization once: factor anew
     * for the next transform, as R does (the square-free permutation overwrites it).
     */
    public void transform(double[] x, int nseg, int n, int nspn, boolean inverse) {
        if (m == 0) return; // n == 1
        int isn = inverse ? 2 : -2;
        int nspan = n * nspn, ntot = nspan * nseg;
        double[] at = new double[maxf + 1], ck = new double[maxf + 1], bt = new double[maxf + 1], sk = new double[maxf + 1];
        int[] np = new int[Math.max(maxp, m + kt + 2) + 1];
        int k3 = butterflies(x, ntot, n, nspan, isn, at, ck, bt, sk);
        SingletonFftPermute.permute(x, ntot, n, nspan, isn, m, kt, maxf, nfac, np, at, bt, k3);
    }

    // the states of fftmx's goto structure, named by the Fortran labels
    private static final int START = 0, L60 = 1, L70 = 2, L80 = 3, F3 = 4, F4 = 5, L120 = 6, L130 = 7, L140 = 8,
            L150 = 9, L170 = 10, L200 = 11, F5 = 12, ODD = 13, L250 = 14, ROTATE = 15, L300 = 16, FIN = 17;

    /** fftmx's transform phase (before the permutation); returns its k3, which the permutation goes on from. */
    private int butterflies(double[] x, int ntot, int n, int nspan, int isn, double[] at, double[] ck, double[] bt, double[] sk) {
        int[] nfac = this.nfac;
        double aa, aj, ajm, ajp, ak, akm, akp, bb, bj, bjm, bjp, bk, bkm, bkp;
        double c1 = 0, c2 = 0, c3 = 0, s1 = 0, s2 = 0, s3 = 0, cd = 0, sd = 0, dr = 0;
        int i, j, jj, k, k1 = 0, k2, k3 = 0, k4, kk = 0, mm = 0, kspnn = 0;
        int inc = Math.abs(isn), nt = inc * ntot, ks = inc * nspan;
        double rad = Math.PI / 4; // 45 degrees
        double s72 = rad / 0.625; // 72 degrees
        double c72 = SinCos.cos(s72);
        s72 = SinCos.sin(s72);
        double s120 = 0.5 * 1.732050807568877293527446341506; // sin(120 degrees) = sqrt(3)/2
        if (isn <= 0) {
            s72 = -s72;
            s120 = -s120;
            rad = -rad;
        }
        int kspan = ks, nn = nt - inc, jc = ks / n;
        // sin and cos are restarted from the library's values every lim steps
        int lim = 32, klim = lim * jc;
        i = 0;
        int jf = 0;
        int state = START;
        for (;;) {
            switch (state) {
                case START -> {
                    dr = (8.0 * jc) / kspan;
                    cd = SinCos.sin(0.5 * dr * rad);
                    cd = 2.0 * cd * cd;
                    sd = SinCos.sin(dr * rad);
                    kk = 1;
                    i++;
                    if (nfac[i - 1] != 2) {
                        state = F4;
                        continue;
                    }
                    // factor 2, with its rotation factors
                    kspan /= 2;
                    k1 = kspan + 2;
                    do {
                        do {
                            k2 = kk + kspan;
                            ak = x[k2];
                            bk = x[k2 + 1];
                            x[k2] = x[kk] - ak;
                            x[k2 + 1] = x[kk + 1] - bk;
                            x[kk] += ak;
                            x[kk + 1] += bk;
                            kk = k2 + kspan;
                        } while (kk <= nn);
                        kk -= nn;
                    } while (kk <= jc);
                    state = kk > kspan ? FIN : L60;
                }
                case L60 -> {
                    c1 = 1.0 - cd;
                    s1 = sd;
                    mm = Math.min(k1 / 2, klim);
                    state = L80;
                }
                case L70 -> {
                    ak = c1 - (cd * c1 + sd * s1);
                    s1 = (sd * c1 - cd * s1) + s1;
                    c1 = ak;
                    state = L80;
                }
                case L80 -> {
                    do {
                        k2 = kk + kspan;
                        ak = x[kk] - x[k2];
                        bk = x[kk + 1] - x[k2 + 1];
                        x[kk] += x[k2];
                        x[kk + 1] += x[k2 + 1];
                        x[k2] = c1 * ak - s1 * bk;
                        x[k2 + 1] = s1 * ak + c1 * bk;
                        kk = k2 + kspan;
                    } while (kk < nt);
                    k2 = kk - nt;
                    c1 = -c1;
                    kk = k1 - k2;
                    if (kk > k2) continue; // L80
                    kk += jc;
                    if (kk <= mm) {
                        state = L70;
                        continue;
                    }
                    if (kk >= k2) {
                        k1 = k1 + inc + inc;
                        kk = (k1 - kspan) / 2 + jc;
                        state = kk <= jc + jc ? L60 : START;
                        continue;
                    }
                    s1 = ((kk - 1) / jc) * dr * rad;
                    c1 = SinCos.cos(s1);
                    s1 = SinCos.sin(s1);
                    mm = Math.min(k1 / 2, mm + klim);
                }
                case F3 -> {
                    for (;;) {
                        k1 = kk + kspan;
                        k2 = k1 + kspan;
                        ak = x[kk];
                        bk = x[kk + 1];
                        aj = x[k1] + x[k2];
                        bj = x[k1 + 1] + x[k2 + 1];
                        x[kk] = ak + aj;
                        x[kk + 1] = bk + bj;
                        ak = -0.5 * aj + ak;
                        bk = -0.5 * bj + bk;
                        aj = (x[k1] - x[k2]) * s120;
                        bj = (x[k1 + 1] - x[k2 + 1]) * s120;
                        x[k1] = ak - bj;
                        x[k1 + 1] = bk + aj;
                        x[k2] = ak + bj;
                        x[k2 + 1] = bk - aj;
                        kk = k2 + kspan;
                        if (kk < nn) continue;
                        kk = kk - nn;
                        if (kk <= kspan) continue;
                        break;
                    }
                    state = ROTATE;
                }
                case F4 -> {
                    if (nfac[i - 1] != 4) {
                        state = ODD;
                        continue;
                    }
                    kspnn = kspan;
                    kspan /= 4;
                    state = L120;
                }
                case L120 -> {
                    c1 = 1.0;
                    s1 = 0;
                    mm = Math.min(kspan, klim);
                    state = L150;
                }
                case L130 -> {
                    c2 = c1 - (cd * c1 + sd * s1);
                    s1 = (sd * c1 - cd * s1) + s1;
                    c1 = c2;
                    state = L140;
                }
                case L140 -> {
                    c2 = c1 * c1 - s1 * s1;
                    s2 = c1 * s1 * 2.0;
                    c3 = c2 * c1 - s2 * s1;
                    s3 = c2 * s1 + s2 * c1;
                    state = L150;
                }
                case L150 -> { // factor 4, up to the next rotation (labels 150 to 190)
                    do {
                        k1 = kk + kspan;
                        k2 = k1 + kspan;
                        k3 = k2 + kspan;
                        akp = x[kk] + x[k2];
                        akm = x[kk] - x[k2];
                        ajp = x[k1] + x[k3];
                        ajm = x[k1] - x[k3];
                        x[kk] = akp + ajp;
                        ajp = akp - ajp;
                        bkp = x[kk + 1] + x[k2 + 1];
                        bkm = x[kk + 1] - x[k2 + 1];
                        bjp = x[k1 + 1] + x[k3 + 1];
                        bjm = x[k1 + 1] - x[k3 + 1];
                        x[kk + 1] = bkp + bjp;
                        bjp = bkp - bjp;
                        if (isn < 0) {
                            akp = akm + bjm;
                            akm = akm - bjm;
                            bkp = bkm - ajm;
                            bkm = bkm + ajm;
                        } else {
                            akp = akm - bjm;
                            akm = akm + bjm;
                            bkp = bkm + ajm;
                            bkm = bkm - ajm;
                        }
                        if (s1 != 0.0) {
                            x[k1] = akp * c1 - bkp * s1;
                            x[k1 + 1] = akp * s1 + bkp * c1;
                            x[k2] = ajp * c2 - bjp * s2;
                            x[k2 + 1] = ajp * s2 + bjp * c2;
                            x[k3] = akm * c3 - bkm * s3;
                            x[k3 + 1] = akm * s3 + bkm * c3;
                        } else {
                            x[k1] = akp;
                            x[k1 + 1] = bkp;
                            x[k2] = ajp;
                            x[k2 + 1] = bjp;
                            x[k3] = akm;
                            x[k3 + 1] = bkm;
                        }
                        kk = k3 + kspan;
                    } while (kk <= nt);
                    state = L170;
                }
                case L170 -> {
                    kk = kk - nt + jc;
                    if (kk <= mm) state = L130;
                    else if (kk < kspan) state = L200;
                    else {
                        kk = kk - kspan + inc;
                        if (kk <= jc) state = L120;
                        else state = kspan == jc ? FIN : START;
                    }
                }
                case L200 -> {
                    s1 = ((kk - 1) / jc) * dr * rad;
                    c1 = SinCos.cos(s1);
                    s1 = SinCos.sin(s1);
                    mm = Math.min(kspan, mm + klim);
                    state = L140;
                }
                case F5 -> {
                    c2 = c72 * c72 - s72 * s72;
                    s2 = 2.0 * c72 * s72;
                    for (;;) {
                        k1 = kk + kspan;
                        k2 = k1 + kspan;
                        k3 = k2 + kspan;
                        k4 = k3 + kspan;
                        akp = x[k1] + x[k4];
                        akm = x[k1] - x[k4];
                        bkp = x[k1 + 1] + x[k4 + 1];
                        bkm = x[k1 + 1] - x[k4 + 1];
                        ajp = x[k2] + x[k3];
                        ajm = x[k2] - x[k3];
                        bjp = x[k2 + 1] + x[k3 + 1];
                        bjm = x[k2 + 1] - x[k3 + 1];
                        aa = x[kk];
                        bb = x[kk + 1];
                        x[kk] = aa + akp + ajp;
                        x[kk + 1] = bb + bkp + bjp;
                        ak = akp * c72 + ajp * c2 + aa;
                        bk = bkp * c72 + bjp * c2 + bb;
                        aj = akm * s72 + ajm * s2;
                        bj = bkm * s72 + bjm * s2;
                        x[k1] = ak - bj;
                        x[k4] = ak + bj;
                        x[k1 + 1] = bk + aj;
                        x[k4 + 1] = bk - aj;
                        ak = akp * c2 + ajp * c72 + aa;
                        bk = bkp * c2 + bjp * c72 + bb;
                        aj = akm * s2 - ajm * s72;
                        bj = bkm * s2 - bjm * s72;
                        x[k2] = ak - bj;
                        x[k3] = ak + bj;
                        x[k2 + 1] = bk + aj;
                        x[k3 + 1] = bk - aj;
                        kk = k4 + kspan;
                        if (kk < nn) continue;
                        kk = kk - nn;
                        if (kk <= kspan) continue;
                        break;
                    }
                    state = ROTATE;
                }
                case ODD -> {
                    k = nfac[i - 1];
                    kspnn = kspan;
                    kspan /= k;
                    if (k == 3) {
                        state = F3;
                        continue;
                    }
                    if (k == 5) {
                        state = F5;
                        continue;
                    }
                    if (k != jf) { // the factor's roots of unity, by symmetry from one sin/cos pair
                        jf = k;
                        s1 = rad / (k / 8.0);
                        c1 = SinCos.cos(s1);
                        s1 = SinCos.sin(s1);
                        ck[jf] = 1.0;
                        sk[jf] = 0.0;
                        for (j = 1; j < k; j++) {
                            ck[j] = ck[k] * c1 + sk[k] * s1;
                            sk[j] = ck[k] * s1 - sk[k] * c1;
                            k--;
                            ck[k] = ck[j];
                            sk[k] = -sk[j];
                        }
                    }
                    state = L250;
                }
                case L250 -> { // an odd factor: sums and differences, then the factor's DFT
                    do {
                        k1 = kk;
                        k2 = kk + kspnn;
                        aa = x[kk];
                        bb = x[kk + 1];
                        ak = aa;
                        bk = bb;
                        j = 1;
                        k1 = k1 + kspan;
                        do {
                            k2 = k2 - kspan;
                            j++;
                            at[j] = x[k1] + x[k2];
                            ak = at[j] + ak;
                            bt[j] = x[k1 + 1] + x[k2 + 1];
                            bk = bt[j] + bk;
                            j++;
                            at[j] = x[k1] - x[k2];
                            bt[j] = x[k1 + 1] - x[k2 + 1];
                            k1 = k1 + kspan;
                        } while (k1 < k2);
                        x[kk] = ak;
                        x[kk + 1] = bk;
                        k1 = kk;
                        k2 = kk + kspnn;
                        j = 1;
                        do {
                            k1 += kspan;
                            k2 -= kspan;
                            jj = j;
                            ak = aa;
                            bk = bb;
                            aj = 0.0;
                            bj = 0.0;
                            for (k = 2; k < jf; k++) {
                                ak += at[k] * ck[jj];
                                bk += bt[k] * ck[jj];
                                k++;
                                aj += at[k] * sk[jj];
                                bj += bt[k] * sk[jj];
                                jj += j;
                                if (jj > jf) jj -= jf;
                            }
                            k = jf - j;
                            x[k1] = ak - bj;
                            x[k1 + 1] = bk + aj;
                            x[k2] = ak + bj;
                            x[k2 + 1] = bk - aj;
                            j++;
                        } while (j < k);
                        kk = kk + kspnn;
                        if (kk <= nn) continue;
                        kk = kk - nn;
                        if (kk <= kspan) continue;
                        break;
                    } while (true);
                    state = ROTATE;
                }
                case ROTATE -> { // the rotation factors (factors 2 and 4 apply their own)
                    if (i == m) {
                        state = FIN;
                        continue;
                    }
                    kk = jc + 1;
                    state = L300;
                }
                case L300 -> {
                    c2 = 1.0 - cd;
                    s1 = sd;
                    mm = Math.min(kspan, klim);
                    state = -1;
                    while (state < 0) {
                        c1 = c2;
                        s2 = s1;
                        kk += kspan;
                        do {
                            do {
                                ak = x[kk];
                                x[kk] = c2 * ak - s2 * x[kk + 1];
                                x[kk + 1] = s2 * ak + c2 * x[kk + 1];
                                kk += kspnn;
                            } while (kk <= nt);
                            ak = s1 * s2;
                            s2 = s1 * c2 + c1 * s2;
                            c2 = c1 * c2 - ak;
                            kk += -nt + kspan;
                        } while (kk <= kspnn);
                        kk += -kspnn + jc;
                        if (kk <= mm) {
                            c2 = c1 - (cd * c1 + sd * s1);
                            s1 = s1 + (sd * c1 - cd * s1);
                            continue;
                        }
                        if (kk >= kspan) {
                            kk = kk - kspan + jc + inc;
                            state = kk <= jc + jc ? L300 : START;
                            break;
                        }
                        s1 = ((kk - 1) / jc) * dr * rad;
                        c2 = SinCos.cos(s1);
                        s1 = SinCos.sin(s1);
                        mm = Math.min(kspan, mm + klim);
                    }
                }
                case FIN -> {
                    return k3;
                }
                default -> throw new IllegalStateException();
            }
        }
    }
}
