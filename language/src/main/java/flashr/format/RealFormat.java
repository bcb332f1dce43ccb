package flashr.format;

import flashr.lang.RDouble;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The common format of a set of doubles, decided as R's {@code formatReal}: the fewest
 * significant digits (at most {@code digits}) that show every element to {@code digits}
 * significant digits, then fixed notation unless scientific is narrower (by more than
 * {@code scipen}). {@code width} is the common field width, {@code decimals} the digits after
 * the point and {@code exponentDigits} 0 for fixed notation, else 1 or 2 (three-digit exponents).
 */
public record RealFormat(int width, int decimals, int exponentDigits) {
    private static final int KP_MAX = 27;

    /** The format of {@code x[from, from+n)} printed with {@code digits} significant digits. */
    public static RealFormat of(double[] x, int from, int n, int digits, int nsmall, int scipen, int naWidth) {
        boolean naflag = false, nanflag = false, posinf = false, neginf = false;
        int neg = 0;
        int rgt = Integer.MIN_VALUE, mxl = Integer.MIN_VALUE, mxsl = Integer.MIN_VALUE, mxns = Integer.MIN_VALUE;
        int mnl = Integer.MAX_VALUE;
        int[] sci = new int[4];
        for (int i = from; i < from + n; i++) {
            double v = x[i];
            if (Double.isNaN(v)) {
                if (RDouble.isNAValue(v)) naflag = true;
                else nanflag = true;
            } else if (Double.isInfinite(v)) {
                if (v > 0) posinf = true;
                else neginf = true;
            } else {
                scientific(v, digits, sci);
                int negI = sci[0], kpower = sci[1], nsig = sci[2];
                int left = kpower + 1;
                if (sci[3] != 0) left--;
                int sleft = negI + (left <= 0 ? 1 : left);
                int right = nsig - left;
                if (negI != 0) neg = 1;
                rgt = Math.max(rgt, right);
                mxl = Math.max(mxl, left);
                mnl = Math.min(mnl, left);
                mxsl = Math.max(mxsl, sleft);
                mxns = Math.max(mxns, nsig);
            }
        }
        int w = 0, d = 0, e = 0;
        if (mxl != Integer.MIN_VALUE) {
            if (mxl < 0) mxsl = 1 + neg;
            if (rgt < 0) rgt = 0;
            int wF = mxsl + rgt + (rgt != 0 ? 1 : 0);
            e = (mxl > 100 || mnl <= -99) ? 2 : 1;
            d = mxns - 1;
            w = neg + (d > 0 ? 1 : 0) + d + 4 + e;
            if (wF <= w + scipen) {
                e = 0;
                if (nsmall > rgt) {
                    rgt = nsmall;
                    wF = mxsl + rgt + (rgt != 0 ? 1 : 0);
                }
                d = rgt;
                w = wF;
            }
        }
        if (naflag) w = Math.max(w, naWidth);
        if (nanflag) w = Math.max(w, 3);
        if (posinf) w = Math.max(w, 3);
        if (neginf) w = Math.max(w, 4);
        return new RealFormat(w, d, e);
    }

    /** The format of a whole vector with the print defaults of {@code o}. */
    public static RealFormat of(double[] x, PrintOptions o) {
        return of(x, 0, x.length, o.digits(), 0, o.scipen(), 2);
    }

    /**
     * R's {@code scientific()}: out[0] 1 when negative, out[1] the decimal exponent, out[2] the
     * significant digits needed (at most {@code digits}), out[3] 1 when rounding to
     * {@code digits} digits makes the fixed form one digit wider than it is.
     */
    static void scientific(double x, int digits, int[] out) {
        if (x == 0) {
            out[0] = 0;
            out[1] = 0;
            out[2] = 1;
            out[3] = 0;
            return;
        }
        int r = Math.max(digits, 1);
        double a = Math.abs(x);
        int kp = (int) Math.floor(Math.log10(a)) - r + 1;
        int zeros;
        if (WholeDecimal.applies(a, r)) { // the same steps in exact long arithmetic
            if (WholeDecimal.below(a, r - 1 + kp)) kp--;
            zeros = WholeDecimal.trailingZeros(WholeDecimal.rounded(a, kp), r);
        } else if ((zeros = FastDecimal.trailingZeros(a, kp, r)) >= 0) {
            kp = FastDecimal.exponent(a, kp, r);
        } else {
            BigDecimal scaled = new BigDecimal(a).scaleByPowerOfTen(-kp);
            if (scaled.compareTo(BigDecimal.TEN.pow(r - 1)) < 0) {
                scaled = scaled.scaleByPowerOfTen(1);
                kp--;
            }
            // alpha: |x| / 10^kp rounded to an integer of r (or r+1, on carry) digits
            String alpha = scaled.setScale(0, RoundingMode.HALF_EVEN).toPlainString();
            zeros = 0;
            for (int j = alpha.length() - 1; j >= 0 && alpha.charAt(j) == '0' && zeros < r; j--) zeros++;
        }
        int nsig = r - zeros;
        if (nsig == 0) {
            nsig = 1;
            kp++;
        }
        int kpower = kp + r - 1;
        int rgt = Math.clamp(digits - kpower, 0, KP_MAX);
        double fuzz = 0.5 / Math.pow(10, rgt);
        out[0] = x < 0 ? 1 : 0;
        out[1] = kpower;
        out[2] = nsig;
        out[3] = kpower > 0 && kpower <= KP_MAX && a < Math.pow(10, kpower) - fuzz ? 1 : 0;
    }

    /** One element in this format, right-aligned to {@link #width()}; {@code na} is how NA is written. */
    public String encode(double x, String na) {
        return pad(encodeBare(x, na), width);
    }

    /** One element in this format without padding. */
    public String encodeBare(double x, String na) {
        if (Double.isNaN(x)) return RDouble.isNAValue(x) ? na : "NaN";
        if (Double.isInfinite(x)) return x > 0 ? "Inf" : "-Inf";
        if (x == 0) x = 0; // no negative zero
        if (exponentDigits != 0) return DecimalText.scientific(x, decimals, false, false);
        return DecimalText.fixed(x, decimals);
    }

    static String pad(String s, int w) {
        int n = w - s.length();
        return n <= 0 ? s : " ".repeat(n) + s;
    }
}
