package flashr.graphics.colours;

/** A session's colour palette: R 4's default ("R4") unless {@code palette()} set another. */
public final class Palette {
    private static final int[] R4 = {0xFF000000, 0xFFDF536B, 0xFF61D04F, 0xFF2297E6, 0xFF28E2E5, 0xFFCD0BBC,
        0xFFF5C710, 0xFF9E9E9E};

    private int[] colours = R4.clone();

    public int size() {
        return colours.length;
    }

    public int get(int i) {
        return colours[i];
    }

    public int[] colours() {
        return colours.clone();
    }

    public void set(int[] colours) {
        this.colours = colours.length == 0 ? R4.clone() : colours.clone();
    }

    public void reset() {
        colours = R4.clone();
    }
}
