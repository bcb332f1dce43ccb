package flashr.graphics.colours;

import flashr.engine.fn.RMath;

/** R's conversions to sRGB from HSV and from HCL (polar CIE-LUV, D65 white), as grDevices computes them. */
public final class ColourSpaces {
    private static final double WHITE_Y = 100.000, WHITE_U = 0.1978398, WHITE_V = 0.4683363, GAMMA = 2.4;

    private ColourSpaces() {}

    /** HSV to r, g, b in [0, 1] (R's hsv2rgb). */
    public static double[] hsv(double h, double s, double v) {
        if (!Double.isFinite(h) || !Double.isFinite(s) || !Double.isFinite(v)) return null;
        double t = 6 * (h % 1.0);
        int i = (int) Math.floor(t);
        double f = t - i, p = v * (1 - s), q = v * (1 - s * f), u = v * (1 - s * (1 - f));
        return switch (i) {
            case 0, 6 -> new double[] {v, u, p};
            case 1 -> new double[] {q, v, p};
            case 2 -> new double[] {p, v, u};
            case 3 -> new double[] {p, q, v};
            case 4 -> new double[] {u, p, v};
            case 5 -> new double[] {v, p, q};
            default -> throw new flashr.lang.RError("bad hsv to rgb color conversion");
        };
    }

    /** HCL (hue in degrees, chroma, luminance) to r, g, b, unclamped (R's hcl2rgb). */
    public static double[] hcl(double h, double c, double l) {
        if (l <= 0) return new double[] {0, 0, 0};
        double hr = Math.toRadians(h), u0 = c * Math.cos(hr), v0 = c * Math.sin(hr);
        double y = WHITE_Y * (l > 7.999592 ? RMath.pow((l + 16) / 116, 3) : l / 903.3);
        double u = u0 / (13 * l) + WHITE_U, v = v0 / (13 * l) + WHITE_V;
        double x = 9.0 * y * u / (4 * v), z = -x / 3 - 5 * y + 3 * y / v;
        return new double[] {
            gtrans((3.240479 * x - 1.537150 * y - 0.498535 * z) / WHITE_Y),
            gtrans((-0.969256 * x + 1.875992 * y + 0.041556 * z) / WHITE_Y),
            gtrans((0.055648 * x - 0.204043 * y + 1.057311 * z) / WHITE_Y)};
    }

    private static double gtrans(double u) {
        return u > 0.00304 ? 1.055 * RMath.pow(u, 1 / GAMMA) - 0.055 : 12.92 * u;
    }
}
