package flashr.format;

/**
 * The settings printing reads: R's {@code options(digits, width, scipen, max.print)} and the
 * {@code quote}/{@code right}/{@code print.gap} arguments of {@code print.default} (the gap: spaces
 * before each matrix column).
 */
public record PrintOptions(int digits, int width, int scipen, boolean quote, boolean right, int maxPrint, int gap) {
    public static final PrintOptions DEFAULT = new PrintOptions(7, 80, 0, true, false, 99999);

    public PrintOptions(int digits, int width, int scipen, boolean quote, boolean right, int maxPrint) {
        this(digits, width, scipen, quote, right, maxPrint, 1);
    }

    public PrintOptions withDigits(int d) {
        return new PrintOptions(d, width, scipen, quote, right, maxPrint, gap);
    }

    public PrintOptions withQuote(boolean q) {
        return new PrintOptions(digits, width, scipen, q, right, maxPrint, gap);
    }

    public PrintOptions withRight(boolean r) {
        return new PrintOptions(digits, width, scipen, quote, r, maxPrint, gap);
    }

    public PrintOptions withGap(int g) {
        return new PrintOptions(digits, width, scipen, quote, right, maxPrint, g);
    }

    /** How many rows of a matrix with {@code nrow} rows and {@code ncol} columns print (R's printMatrix). */
    public int rowsShown(int nrow, int ncol) {
        return ncol > 0 && maxPrint / ncol < nrow ? maxPrint / ncol : nrow;
    }

    /** How many elements of a vector of length {@code n} print (R's printVector). */
    public int elementsShown(long n) {
        return n <= (long) maxPrint + 1 ? (int) n : maxPrint;
    }

    /** R's line after a matrix printed in part. */
    public static String omittedRows(long n) {
        return " [ reached getOption(\"max.print\") -- omitted " + n + " rows ]";
    }

    /** R's line after a vector printed in part. */
    public static String omittedEntries(long n) {
        return " [ reached getOption(\"max.print\") -- omitted " + n + " entries ]";
    }
}
