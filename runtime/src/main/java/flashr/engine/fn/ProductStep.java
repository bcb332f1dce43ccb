package flashr.engine.fn;

/**
 * One x87 step {@code sum += product} on integers, for the steps that {@link CenteredProducts}'
 * integer loop cannot take as a plain add: the sum leaving its binade (up, or down by
 * cancellation), a product as large as the sum or larger, a product far below it. A sum of
 * uncorrelated columns wanders around zero and changes binade a few thousand times in 2e5 rows;
 * these steps used to leave the loop for the double-double reference step and cost more than all
 * the others together.
 *
 * <p>Both operands are sign * M * 2^E with M in [2^63, 2^64) and E the exponent of M's last
 * unit. The exact sum is formed in 128 bits in units 2^(Ebig - 64) of the larger operand (the
 * smaller shifted right; from 65 places on its last bit is kept as a sticky bit, which rounding
 * at 62 or more places above it cannot tell from the bits it stands for), normalized, and
 * rounded to 64 bits, ties to even.
 */
final class ProductStep {
    private ProductStep() {}

    /**
     * The rounded sum's significand M (top bit set); its exponent and sign into {@code out[0]}
     * and {@code out[1]} (1 for negative). 0 for an exact zero (the caller's reference step then
     * decides the zero's sign).
     */
    static long add(long ms, int es, int sgnS, long mp, int ep, int sgnP, int[] out) {
        long mb = ms, mm = mp;
        int eb = es, sb = sgnS, sm = sgnP, d = es - ep;
        if (d < 0) {
            mb = mp; mm = ms;
            eb = ep; sb = sgnP; sm = sgnS;
            d = -d;
        }
        out[1] = sb;
        if (d > 65) {
            // below a quarter of the larger's unit: it stands, even at 2^63 less a little
            out[0] = eb;
            return mb;
        }
        long sh, sl;
        if (d == 0) { sh = mm; sl = 0; }
        else if (d < 64) { sh = mm >>> d; sl = mm << (64 - d); }
        else if (d == 64) { sh = 0; sl = mm; }
        else { sh = 0; sl = (mm >>> 1) | (mm & 1); }
        long rh, rl;
        int e;
        if (sb == sm) {
            rh = mb + sh;
            rl = sl;
            if (Long.compareUnsigned(rh, mb) < 0) {
                // carried into bit 128: one place right, the dropped bit into the sticky part
                rl = (rl >>> 1) | (rl & 1) | (rh << 63);
                rh = (rh >>> 1) | Long.MIN_VALUE;
                e = eb + 1;
            } else {
                e = eb;
            }
        } else {
            if (d == 0 && Long.compareUnsigned(mm, mb) > 0) {
                long t = mb; mb = mm; mm = t;
                sh = mm;
                out[1] = sm;
            }
            rl = -sl;
            rh = mb - sh - (sl != 0 ? 1 : 0);
            if (rh == 0 && rl == 0) return 0;
            int lz;
            if (rh != 0) {
                lz = Long.numberOfLeadingZeros(rh);
                if (lz > 0) {
                    rh = (rh << lz) | (rl >>> (64 - lz));
                    rl <<= lz;
                }
            } else {
                lz = 64 + Long.numberOfLeadingZeros(rl);
                rh = rl << (lz - 64);
                rl = 0;
            }
            e = eb - lz;
        }
        // rh:rl in units 2^(e - 64), rh's top bit set: round rl away, ties to even
        boolean half = rl < 0, sticky = (rl << 1) != 0;
        if (half && (sticky || (rh & 1) != 0)) {
            rh++;
            if (rh == 0) {
                rh = Long.MIN_VALUE;
                e++;
            }
        }
        out[0] = e;
        return rh;
    }
}
