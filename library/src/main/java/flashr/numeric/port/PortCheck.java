package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's parameter check (dparck) for the general optimizers: on the first call it sets the
 * storage pointers and saves the default tolerances; on every call it checks the tolerances
 * v[19..43] against their ranges (the first one out of range, by its subscript, becomes iv[1], which
 * R reports as "'control' component ... is out of range") and the scale d (iv[1] = 18 when some
 * d(i) &lt;= 0).
 */
final class PortCheck {
    private static final int NDFALT = 25, JLIM = 24, IJMP = 33;
    private static final double[] VM = new double[35], VX = new double[35];

    static {
        double[] vm = {1.0e-3, -0.99, 1.0e-3, 1.0e-2, 1.2, 1.e-2, 1.2, 0, 0, 1.e-3, -1.0, 0, 0, 0, 0, 0, 0, 0, 0,
            -10.0, 0, 0, 0, 0, 0, 0, 1.01, 1.e10, 0, 0, 0, 0, 0, 0};
        double[] vx = {0.9, -1.e-3, 1.e1, 0.8, 1.e2, 0.8, 1.e2, 0.5, 0.5, 1.0, 1.0, 0, 0, 0.1, 1.0, 1.0, 0, 0, 1.0,
            0, 0, 0, 1.0, 1.0, 1.0, 1.0, 1.e10, 0, 1.0, 0, 1.0, 1.0, 1.0, 1.0};
        System.arraycopy(vm, 0, VM, 1, 34);
        System.arraycopy(vx, 0, VX, 1, 34);
        double machep = PortDefaults.MACHEP, tiny = PortDefaults.TINY, big = PortDefaults.BIG;
        VM[12] = machep;
        VX[12] = big;
        VX[13] = big;
        VM[14] = machep;
        VM[17] = tiny;
        VX[17] = big;
        VM[18] = tiny;
        VX[18] = big;
        VX[20] = big;
        VX[21] = big;
        VX[22] = big;
        VM[24] = machep;
        VM[25] = machep;
        VM[26] = machep;
        VX[28] = PortDefaults.RLIMIT_MAX;
        VM[29] = machep;
        VX[30] = big;
        VM[33] = machep;
    }

    private PortCheck() {}

    /** dparck(2, d, iv, liv, lv, n, v). */
    static void check(double[] d, int db, int[] iv, int liv, int lv, int n, double[] v) {
        if (ALGSAV <= liv && iv[ALGSAV] != 2) {
            iv[1] = 67;
            return;
        }
        if (iv[1] == 15) {
            if (LASTIV <= liv) iv[LASTIV] = PortDefaults.MINIV;
            if (LASTV <= liv) iv[LASTV] = 0;
            return;
        }
        if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
        int iv1 = iv[1];
        if (iv1 == 13 || iv1 == 12) {
            int miv1 = PortDefaults.MINIV;
            if (PERM <= liv) miv1 = Math.max(miv1, iv[PERM] - 1);
            int miv2 = miv1 + Math.max(iv[IVNEED], 0);
            if (LASTIV <= liv) iv[LASTIV] = miv2;
            if (liv < miv1) {
                iv[1] = 15;
                return;
            }
            iv[IVNEED] = 0;
            iv[LASTV] = Math.max(iv[VNEED], 0) + iv[LMAT] - 1;
            iv[VNEED] = 0;
            if (liv < miv2) {
                iv[1] = 15;
                return;
            }
            if (lv < iv[LASTV]) {
                iv[1] = 16;
                return;
            }
        }
        if (iv1 >= 12 && iv1 <= 14) {
            if (n < 1) {
                iv[1] = 81;
                return;
            }
            if (iv1 != 14) {
                iv[NEXTIV] = iv[PERM];
                iv[NEXTV] = iv[LMAT];
            }
            if (iv1 == 13) return;
            int k = iv[PARSAV] - EPSLON;
            PortDefaults.tolerances(v, k);
            iv[DTYPE0] = 0;
            iv[OLDN] = n;
        } else {
            if (n != iv[OLDN]) {
                iv[1] = 17;
                return;
            }
            if (iv1 > 11 || iv1 < 1) {
                iv[1] = 80;
                return;
            }
        }
        if (iv1 == 14) iv1 = 12;
        int m = 0;
        int i = 1;
        int k = EPSLON;
        for (int l = 1; l <= NDFALT; l++) {
            double vk = v[k];
            if (!(vk >= VM[i] && vk <= VX[i])) m = k;
            k++;
            i++;
            if (i == JLIM) i = IJMP;
        }
        if (iv[NVDFLT] != NDFALT) {
            iv[1] = 51;
            return;
        }
        if (!((iv[DTYPE] > 0 || v[DINIT] > 0) && iv1 == 12)) {
            for (i = 1; i <= n; i++) if (!(d[db + i] > 0)) m = 18;
        }
        if (m != 0) iv[1] = m;
        // R suppresses PORT's printed parameter report (iv[PRUNIT] = 0), so nothing follows
    }
}
