package flashr.numeric;

/**
 * The last phase of {@link SingletonFft} (fftmx from its label 360 on): the transform leaves its
 * results in digit-reversed order, which is undone in two stages, first for the square factors
 * (pairwise swaps), then for the square-free ones (following the permutation's cycles through a
 * buffer). Only data move here; indices are the C code's 1-based ones ({@code a[k]} is
 * {@code x[k]}, {@code b[k]} is {@code x[k + 1]}).
 */
final class SingletonFftPermute {
    private SingletonFftPermute() {}

    /** Overwrites nfac (with cumulative products, as R's code does). */
    static void permute(double[] x, int ntot, int n, int nspan, int isn, int m, int kt, int maxf,
                        int[] nfac, int[] np, double[] at, double[] bt, int k3) {
        int inc = Math.abs(isn), nt = inc * ntot, ks = inc * nspan, jc = ks / n;
        int i, j, jj, k, k1, k2, kk, kspan, kspnn, nn;
        double ak, bk;
        np[1] = ks;
        if (kt != 0) { // the square factors
            k = kt + kt + 1;
            if (m < k) k--;
            np[k + 1] = jc;
            for (j = 1; j < k; j++, k--) {
                np[j + 1] = np[j] / nfac[j - 1];
                np[k] = np[k + 1] * nfac[j - 1];
            }
            k3 = np[k + 1];
            kspan = np[2];
            kk = jc + 1;
            k2 = kspan + 1;
            j = 1;
            if (n == ntot) { // one series (labels 370 and 380)
                boolean swap = true;
                for (;;) {
                    if (swap) {
                        do {
                            ak = x[kk]; x[kk] = x[k2]; x[k2] = ak;
                            bk = x[kk + 1]; x[kk + 1] = x[k2 + 1]; x[k2 + 1] = bk;
                            kk += inc;
                            k2 += kspan;
                        } while (k2 < ks);
                    }
                    do {
                        k2 -= np[j];
                        j++;
                        k2 += np[j + 1];
                    } while (k2 > np[j]);
                    j = 1;
                    swap = false;
                    do {
                        if (kk < k2) {
                            swap = true;
                            break;
                        }
                        kk += inc;
                        k2 += kspan;
                    } while (k2 < ks);
                    if (swap || kk < ks) continue;
                    break;
                }
            } else { // several series (label 400)
                for (;;) {
                    k = kk + jc;
                    do {
                        ak = x[kk]; x[kk] = x[k2]; x[k2] = ak;
                        bk = x[kk + 1]; x[kk + 1] = x[k2 + 1]; x[k2 + 1] = bk;
                        kk += inc;
                        k2 += inc;
                    } while (kk < k);
                    kk += ks - jc;
                    k2 += ks - jc;
                    if (kk < nt) continue;
                    k2 += -nt + kspan;
                    kk += -nt + jc;
                    if (k2 < ks) continue;
                    boolean again = false;
                    do {
                        do {
                            k2 -= np[j];
                            j++;
                            k2 += np[j + 1];
                        } while (k2 > np[j]);
                        j = 1;
                        do {
                            if (kk < k2) {
                                again = true;
                                break;
                            }
                            kk += jc;
                            k2 += kspan;
                        } while (k2 < ks);
                    } while (!again && kk < ks);
                    if (!again) break;
                }
            }
            jc = k3;
        }
        if (2 * kt + 1 >= m) return;
        kspnn = np[kt + 1];

        // the square-free factors: nfac becomes their cumulative products
        nn = m - kt;
        nfac[nn] = 1;
        for (j = nn; j > kt; j--) nfac[j - 1] *= nfac[j];
        kt++;
        nn = nfac[kt - 1] - 1;
        jj = 0;
        j = 0;
        k2 = nfac[kt - 1];
        k = kt + 1;
        kk = nfac[k - 1];
        j++;
        while (j <= nn) { // labels 460 to 480: the permutation, digit by digit
            jj += kk;
            while (jj >= k2) {
                jj -= k2;
                k2 = kk;
                k++;
                kk = nfac[k - 1];
                jj += kk;
            }
            np[j] = jj;
            k2 = nfac[kt - 1];
            k = kt + 1;
            kk = nfac[k - 1];
            j++;
        }

        // its cycles longer than 1, marked by negated entries
        j = 0;
        for (;;) {
            do {
                j++;
                kk = np[j];
            } while (kk < 0);
            if (kk != j) {
                do {
                    k = kk;
                    kk = np[k];
                    np[k] = -kk;
                } while (kk != j);
                k3 = kk;
                continue;
            }
            np[j] = -j;
            if (j != nn) continue;
            break;
        }
        maxf *= inc;

        // reorder along the cycles, maxf elements at a time through at and bt (labels 510 to 570)
        for (;;) {
            j = k3 + 1;
            nt = nt - kspnn;
            i = nt - inc + 1;
            if (nt < 0) break;
            do {
                do j--; while (np[j] < 0);
                jj = jc;
                do {
                    kspan = Math.min(jj, maxf);
                    jj -= kspan;
                    k = np[j];
                    kk = jc * k + i + jj;
                    for (k1 = kk + kspan, k2 = 1; k1 != kk; k1 -= inc, k2++) {
                        at[k2] = x[k1];
                        bt[k2] = x[k1 + 1];
                    }
                    do {
                        k1 = kk + kspan;
                        k2 = k1 - jc * (k + np[k]);
                        k = -np[k];
                        do {
                            x[k1] = x[k2];
                            x[k1 + 1] = x[k2 + 1];
                            k1 -= inc;
                            k2 -= inc;
                        } while (k1 != kk);
                        kk = k2;
                    } while (k != j);
                    for (k1 = kk + kspan, k2 = 1; k1 > kk; k1 -= inc, k2++) {
                        x[k1] = at[k2];
                        x[k1 + 1] = bt[k2];
                    }
                } while (jj != 0);
            } while (j != 1);
        }
    }
}
