package flashr.lang;

/** Reading a complex number from text, as R's {@code as.complex} of a string: {@code "1+2i"}, {@code "4"} (not {@code "2i"}). */
final class ComplexText {
    private ComplexText() {}

    /** {re, im}; NA_complex_ for NA and for text that is not a complex number. */
    static double[] parse(String s) {
        double[] na = {RDouble.NA, RDouble.NA};
        if (s == null) return na;
        String t = s.strip();
        if (t.equals("NA") || t.isEmpty()) return na;
        double whole = NumberText.parseDouble(t);
        if (!RDouble.isNAValue(whole)) return new double[] {whole, 0};
        if (!t.endsWith("i")) return na;
        String body = t.substring(0, t.length() - 1);
        int split = -1;
        for (int k = body.length() - 1; k > 0; k--) {
            char c = body.charAt(k);
            char before = body.charAt(k - 1);
            if ((c == '+' || c == '-') && before != 'e' && before != 'E') {
                split = k;
                break;
            }
        }
        if (split < 0) return na; // R wants the real part written: "2i" is not read

        double re = NumberText.parseDouble(body.substring(0, split));
        double im = NumberText.parseDouble(body.substring(split));
        if (RDouble.isNAValue(re) || RDouble.isNAValue(im)) return na;
        return new double[] {re, im};
    }
}
