package flashr.format;

import flashr.lang.RDouble;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The common format of a set of complex numbers, decided as R's {@code formatComplex}: each
 * number is first rounded to {@code digits} significant digits of its larger part, then the real
 * parts share one format and the imaginary parts (unsigned: the sign is written between) another,
 * both fixed unless scientific is narrower. An element prints as {@code Re±Imi}, its parts
 * right-aligned in their widths.
 */
public record ComplexFormat(RealFormat real, RealFormat imaginary, int digits) {
    private static final int MAX_DIGITS = 22;

    /** The format of elements {@code [from, from+n)} printed with {@code digits} significant digits. */
    public static ComplexFormat of(double[] re, double[] im, int from, int n, int digits, int nsmall, int scipen, int naWidth) {
        Part r = new Part(), i = new Part();
        boolean naflag = false, allReZero = true, allImZero = true;
        int[] sci = new int[4];
        double[] z = new double[2];
        for (int k = from; k < from + n; k++) {
            if (RDouble.isNAValue(re[k]) || RDouble.isNAValue(im[k])) {
                naflag = true;
                continue;
            }
            round(re[k], im[k], digits, z);
            if (r.add(z[0], digits, sci, true) && re[k] != 0) allReZero = false;
            if (i.add(z[1], digits, sci, false) && im[k] != 0) allImZero = false;
        }
        r.overall(true);
        i.overall(false);
        int wr = r.w, dr = r.d, er = r.e, wi = i.w, di = i.d, ei = i.e;
        if (allReZero) {
            er = 0;
            dr = 0;
            wr = r.wF;
            if (i.wF <= wi + scipen) {
                ei = 0;
                int[] f = i.fixed(nsmall);
                di = f[0];
                wi = f[1];
            }
        } else if (allImZero) {
            if (r.wF <= wr + scipen) {
                er = 0;
                int[] f = r.fixed(nsmall);
                dr = f[0];
                wr = f[1];
            }
            ei = 0;
            di = 0;
            wi = i.wF;
        } else if (r.wF + i.wF < wr + wi + 2 * scipen) {
            er = 0;
            int[] f = r.fixed(nsmall);
            dr = f[0];
            wr = f[1];
            ei = 0;
            f = i.fixed(nsmall);
            di = f[0];
            wi = f[1];
        }
        wr = Math.max(wr, 0);
        wi = Math.max(wi, 0);
        if (r.nan && wr < 3) wr = 3;
        if (r.posinf && wr < 3) wr = 3;
        if (r.neginf && wr < 4) wr = 4;
        if (i.nan && wi < 3) wi = 3;
        if (i.posinf && wi < 3) wi = 3;
        if (naflag && wr + wi + 2 < naWidth) wr += naWidth - (wr + wi + 2);
        return new ComplexFormat(new RealFormat(wr, dr, er), new RealFormat(wi, di, ei), digits);
    }

    /** The format of a whole vector with the print defaults of {@code o}. */
    public static ComplexFormat of(double[] re, double[] im, PrintOptions o) {
        return of(re, im, 0, re.length, o.digits(), 0, o.scipen(), 2);
    }

    /** R's {@code as.character} of one complex number: 15 significant digits, no padding. */
    public static String asCharacter(double re, double im) {
        double[] a = {re}, b = {im};
        return of(a, b, 0, 1, 15, 0, 0, 2).encode(re, im, "NA");
    }

    /** The width of every encoded element. */
    public int width() {
        return real.width() + imaginary.width() + 2;
    }

    /** One element in this format, {@code width()} wide; {@code na} is how NA is written. */
    public String encode(double re, double im, String na) {
        if (RDouble.isNAValue(re) || RDouble.isNAValue(im)) return RealFormat.pad(na, width());
        if (re == 0) re = 0;
        if (im == 0) im = 0;
        double[] y = new double[2];
        round(re, im, digits, y);
        String a = real.encode(y[0] == 0 ? y[0] : re, "NA");
        boolean negIm = im < 0;
        if (negIm) im = -im;
        String b = imaginary.encode(y[1] == 0 ? y[1] : im, "NA");
        return a + (negIm ? "-" : "+") + b + "i";
    }

    /** R's {@code z_prec_r}: both parts rounded to {@code digits} significant digits of the larger one. */
    static void round(double re, double im, int digits, double[] out) {
        out[0] = re;
        out[1] = im;
        double m = 0, m1 = Math.abs(re), m2 = Math.abs(im);
        if (Double.isFinite(m1)) m = m1;
        if (Double.isFinite(m2) && m2 > m) m = m2;
        if (m == 0) return;
        int dig = digits;
        if (dig > MAX_DIGITS) return;
        if (dig < 1) dig = 1;
        int mag = (int) Math.floor(Math.log10(m));
        dig = dig - mag - 1;
        if (dig > 306) {
            double pow10 = 1.0e4;
            out[0] = fround(pow10 * re, dig - 4) / pow10;
            out[1] = fround(pow10 * im, dig - 4) / pow10;
        } else {
            out[0] = fround(re, dig);
            out[1] = fround(im, dig);
        }
    }

    /** {@code x} rounded to {@code dig} decimal places (negative: to tens, hundreds, ...), half to even on the exact value. */
    private static double fround(double x, int dig) {
        if (!Double.isFinite(x) || x == 0) return x;
        if (dig > 323) return x;
        return new BigDecimal(x).setScale(dig, RoundingMode.HALF_EVEN).doubleValue();
    }

    /** What formatComplex gathers for one of the two parts. */
    private static final class Part {
        int rt = Integer.MIN_VALUE, mxl = Integer.MIN_VALUE, mnl = Integer.MAX_VALUE, mxsl = Integer.MIN_VALUE;
        int mxns = Integer.MIN_VALUE, mxe = Integer.MIN_VALUE, mne = Integer.MAX_VALUE, neg;
        boolean nan, posinf, neginf;
        int w, d, e, wF;

        /** Adds one (rounded) part; true when it was finite. */
        boolean add(double x, int digits, int[] sci, boolean signed) {
            if (!Double.isFinite(x)) {
                if (Double.isNaN(x)) nan = true;
                else if (x > 0 || !signed) posinf = true;
                else neginf = true;
                return false;
            }
            RealFormat.scientific(x, digits, sci);
            int kpower = sci[1], nsig = sci[2];
            int left = kpower + 1;
            if (sci[3] != 0) left--;
            int negI = signed ? sci[0] : 0;
            if (negI != 0) neg = 1;
            int sleft = negI + (left <= 0 ? 1 : left);
            int right = nsig - left;
            rt = Math.max(rt, right);
            mxl = Math.max(mxl, left);
            mnl = Math.min(mnl, left);
            mxsl = Math.max(mxsl, sleft);
            mxns = Math.max(mxns, nsig);
            mxe = Math.max(mxe, kpower);
            mne = Math.min(mne, kpower);
            return true;
        }

        void overall(boolean signed) {
            if (mxl == Integer.MIN_VALUE) {
                w = d = e = wF = 0;
                return;
            }
            if (mxl < 0) mxsl = 1 + (signed ? neg : 0);
            if (rt < 0) rt = 0;
            wF = mxsl + rt + (rt != 0 ? 1 : 0);
            e = (mxe >= 100 || mne <= -100) ? 2 : 1;
            d = mxns - 1;
            w = (signed ? neg : 0) + (d > 0 ? 1 : 0) + d + 4 + e;
        }

        /** {decimals, width} of the fixed notation with at least {@code nsmall} decimals. */
        int[] fixed(int nsmall) {
            int r = Math.max(rt, 0), wf = wF;
            if (mxl == Integer.MIN_VALUE) return new int[] {0, wF};
            if (nsmall > r) {
                r = nsmall;
                wf = mxsl + r + (r != 0 ? 1 : 0);
            }
            return new int[] {r, wf};
        }
    }
}
