package flashr.engine.fn.math;

/**
 * The C library's reduction of a huge argument (|x| from about 1e8 to the largest double) by
 * multiples of pi/2, as glibc's branred does it for its sin and cos (built without fused
 * multiply-adds, unlike its callers): x = n pi/2 + (a + aa) with |a + aa| <= pi/4, from 2/pi in
 * base-2^24 digits. x is split into two halves of 26 bits, each half multiplied by the six
 * digits of 2/pi that matter at its exponent, and the integer parts (the quadrant) separated from
 * the fractions with the 1.5 * 2^52 rounding trick; the fraction is then multiplied by pi/2 in
 * double-double.
 */
final class HugeReduction {
    private HugeReduction() {}

    /** 2/pi in base 2^24, most significant digit first. */
    private static final double[] TWO_OVER_PI = {
            10680707.0, 7228996.0, 1387004.0, 2578385.0, 16069853.0,
            12639074.0, 9804092.0, 4427841.0, 16666979.0, 11263675.0,
            12935607.0, 2387514.0, 4345298.0, 14681673.0, 3074569.0,
            13734428.0, 16653803.0, 1880361.0, 10960616.0, 8533493.0,
            3062596.0, 8710556.0, 7349940.0, 6258241.0, 3772886.0,
            3769171.0, 3798172.0, 8675211.0, 12450088.0, 3874808.0,
            9961438.0, 366607.0, 15675153.0, 9132554.0, 7151469.0,
            3571407.0, 2607881.0, 12013382.0, 4155038.0, 6285869.0,
            7677882.0, 13102053.0, 15825725.0, 473591.0, 9065106.0,
            15363067.0, 6271263.0, 9264392.0, 5636912.0, 4652155.0,
            7056368.0, 13614112.0, 10155062.0, 1944035.0, 9527646.0,
            15080200.0, 6658437.0, 6231200.0, 6832269.0, 16767104.0,
            5075751.0, 3212806.0, 1398474.0, 7579849.0, 6349435.0,
            12618859.0, 4703257.0, 12806093.0, 14477321.0, 2786137.0,
            12875403.0, 9837734.0, 14528324.0, 13719321.0, 343717.0};

    private static final double SPLIT = 134217729.0;
    /** Adding and subtracting these rounds to an integer (BIG) or to a multiple of 4 (BIG4). */
    private static final double BIG = 0x1.8p52, BIG4 = 0x1.8p54;
    private static final double HP0 = 0x1.921fb54442d18p+0, HP1 = 0x1.1a62633145c07p-54;
    private static final double MP1 = 0x1.921fb58000000p+0, MP2 = -0x1.dde9740000000p-27;

    /**
     * The quadrant n mod 4 of x; out[0] and out[1] receive the reduced argument's high and low
     * parts.
     */
    static int reduce(double x, double[] out) {
        x *= 0x1p-600;
        double t = x * SPLIT;
        double x1 = t - (t - x);
        double x2 = x - x1;
        double[] r = new double[6];
        double[] part1 = new double[3];
        double[] part2 = new double[3];
        fractionOf(x1, r, part1);
        fractionOf(x2, r, part2);
        double b1 = part1[0], bb1 = part1[1], b2 = part2[0], bb2 = part2[1];
        double sum = part1[2] + part2[2];
        double b = b1 + b2;
        double bb = Math.abs(b1) > Math.abs(b2) ? (b1 - b) + b2 : (b2 - b) + b1;
        if (b > 0.5) {
            b -= 1.0;
            sum += 1.0;
        } else if (b < -0.5) {
            b += 1.0;
            sum -= 1.0;
        }
        double s = b + (bb + bb1 + bb2);
        t = ((b - s) + bb) + (bb1 + bb2);
        b = s * SPLIT;
        double t1 = b - (b - s);
        double t2 = s - t1;
        b = s * HP0;
        bb = (((t1 * MP1 - b) + t1 * MP2) + t2 * MP1) + (t2 * MP2 + s * HP1 + t * HP0);
        s = b + bb;
        t = (b - s) + bb;
        out[0] = s;
        out[1] = t;
        return ((int) sum) & 3;
    }

    /**
     * xh times 2/pi (xh having at most 26 significant bits): into part its fraction as a high and
     * low part and its integer part modulo 4.
     */
    private static void fractionOf(double xh, double[] r, double[] part) {
        int k = (((int) (Double.doubleToRawLongBits(xh) >>> 52) & 2047) - 450) / 24;
        if (k < 0) k = 0;
        double gor = Double.longBitsToDouble(Double.doubleToRawLongBits(0x1p576) - ((long) (k * 24) << 52));
        for (int i = 0; i < 6; i++) {
            r[i] = xh * TWO_OVER_PI[k + i] * gor;
            gor *= 0x1p-24;
        }
        double sum = 0;
        for (int i = 0; i < 3; i++) {
            double s = (r[i] + BIG) - BIG;
            sum += s;
            r[i] -= s;
        }
        double t = 0;
        for (int i = 0; i < 6; i++) t += r[5 - i];
        double bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5];
        double s = (t + BIG) - BIG;
        sum += s;
        t -= s;
        double b = t + bb;
        bb = (t - b) + bb;
        s = (sum + BIG4) - BIG4;
        sum -= s;
        part[0] = b;
        part[1] = bb;
        part[2] = sum;
    }
}
