package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.PrintStream;

/**
 * {@code sessionInfo()}: what runs this session, and, as R names its BLAS and LAPACK libraries,
 * which backend computes dense linear algebra (see {@link LinalgMode}).
 */
final class SessionInfo {
    private SessionInfo() {}

    static void register(Registry r) {
        r.builtin("sessionInfo", "package", SessionInfo::sessionInfo);
        r.builtin("print.sessionInfo", "x, ...", SessionInfo::print);
    }

    private static RValue sessionInfo(Args a) {
        LinalgMode mode = LinalgMode.of(a.interp());
        String blas = LinalgMode.describe(a.interp());
        String lapack = switch (mode) {
            case NATIVE -> blas;
            case EXACT, JAVA -> "LAPACK's algorithms in Java";
        };
        RList info = RList.of(
                RString.of("flashr, R language level " + System.getProperty("flashr.r.level", "4.2.2")),
                RString.of(System.getProperty("os.arch") + "-" + System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT)
                        + " (Java " + Runtime.version().feature() + ")"),
                RString.of(mode == LinalgMode.EXACT ? "exact (R's reference BLAS order)" : "default"),
                RString.of(blas), RString.of(lapack));
        info.setAttr("names", RString.of("R.version", "platform", "matprod", "BLAS", "LAPACK"));
        info.setAttr("class", RString.of("sessionInfo"));
        return info;
    }

    private static RValue print(Args a) {
        PrintStream out = a.interp().out();
        if (a.get(0) instanceof RList l && l.length() >= 5) {
            out.println(str(l, 0));
            out.println("Platform: " + str(l, 1));
            out.println();
            out.println("Matrix products: " + str(l, 2));
            out.println("BLAS:   " + str(l, 3));
            out.println("LAPACK: " + str(l, 4));
        }
        a.interp().setVisible(false);
        return a.get(0);
    }

    private static String str(RList l, int i) {
        return l.get(i) instanceof RString s && s.length() > 0 ? s.get(0) : "";
    }
}
