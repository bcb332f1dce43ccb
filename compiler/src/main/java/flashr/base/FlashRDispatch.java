package flashr.base;

import flashr.bind.FmMatrix;

/**
 * What base builtins of other domains do with FlashR objects, called from one-line hooks at the
 * top of those builtins ({@code if (x instanceof FmMatrix fm) return FlashRDispatch...}), so the
 * FlashR behaviour stays in the FlashR files.
 */
public final class FlashRDispatch {
    private FlashRDispatch() {}

    /** The dim of an fm matrix (an fmV has none), as nrow/ncol/NROW/NCOL read it. */
    public static int[] dim(FmMatrix fm) {
        if (fm.isVector()) return null;
        if (fm.nrow() > Integer.MAX_VALUE || fm.ncol() > Integer.MAX_VALUE) {
            throw new flashr.lang.RError("dims of a FlashR matrix of " + fm.nrow() + " x " + fm.ncol() + " do not fit R's integers");
        }
        return new int[] {(int) fm.nrow(), (int) fm.ncol()};
    }
}
