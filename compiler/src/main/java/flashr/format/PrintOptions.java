package flashr.format;

/**
 * The settings printing reads: R's {@code options(digits, width, scipen)} and the
 * {@code quote}/{@code right} arguments of {@code print.default}.
 */
public record PrintOptions(int digits, int width, int scipen, boolean quote, boolean right) {
    public static final PrintOptions DEFAULT = new PrintOptions(7, 80, 0, true, false);

    public PrintOptions withDigits(int d) {
        return new PrintOptions(d, width, scipen, quote, right);
    }

    public PrintOptions withQuote(boolean q) {
        return new PrintOptions(digits, width, scipen, q, right);
    }

    public PrintOptions withRight(boolean r) {
        return new PrintOptions(digits, width, scipen, quote, r);
    }
}
