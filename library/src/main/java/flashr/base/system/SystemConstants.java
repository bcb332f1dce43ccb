package flashr.base.system;

import flashr.base.Registry;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;

/** The constants of the base environment: pi, T, F, LETTERS, letters, month names, .Machine, R.version. */
final class SystemConstants {
    private SystemConstants() {}

    static void register(Registry r) {
        r.define("pi", RDouble.of(Math.PI));
        r.define("T", RLogical.of(true));
        r.define("F", RLogical.of(false));
        String[] upper = new String[26];
        String[] lower = new String[26];
        for (int i = 0; i < 26; i++) {
            upper[i] = String.valueOf((char) ('A' + i));
            lower[i] = String.valueOf((char) ('a' + i));
        }
        r.define("LETTERS", new RString(upper));
        r.define("letters", new RString(lower));
        r.define("month.name", RString.of("January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December"));
        r.define("month.abb", RString.of("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                "Nov", "Dec"));
        r.define(".Machine", machine());
        RList version = version();
        r.define("R.version", version);
        r.define("version", version);
        r.define("R.version.string", RString.of(VERSION_STRING));
        r.define(".Platform", platform());
        r.define(".leap.seconds", leapSeconds());
        // tools' signal numbers, as R defines them on Linux (pskill's signal argument)
        String[] signals = {"SIGHUP", "SIGINT", "SIGQUIT", "SIGKILL", "SIGTERM", "SIGSTOP", "SIGTSTP", "SIGCONT",
            "SIGCHLD", "SIGUSR1", "SIGUSR2"};
        int[] numbers = {1, 2, 3, 9, 15, 19, 20, 18, 17, 10, 12};
        for (int i = 0; i < signals.length; i++) r.define(signals[i], RInt.of(numbers[i]));
    }

    /** R's {@code .Platform} on x86_64 Linux (readBin/writeBin's default byte order reads it). */
    private static RList platform() {
        String little = java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN ? "little" : "big";
        String[] values = {"unix", "/", ".so", "X11", little, "source", ":", ""};
        RValue[] elements = new RValue[values.length];
        for (int i = 0; i < values.length; i++) elements[i] = RString.of(values[i]);
        RList p = new RList(elements);
        p.setAttr("names", RString.of("OS.type", "file.sep", "dynlib.ext", "GUI", "endian", "pkgType", "path.sep", "r_arch"));
        return p;
    }

    private static final String VERSION_STRING = "R version 4.2.2 (2022-10-31)";

    /** R's {@code .Machine} for x86_64 Linux, in R's order. */
    private static RList machine() {
        String[] names = {"double.eps", "double.neg.eps", "double.xmin", "double.xmax", "double.base",
            "double.digits", "double.rounding", "double.guard", "double.ulp.digits", "double.neg.ulp.digits",
            "double.exponent", "double.min.exp", "double.max.exp", "integer.max", "sizeof.long",
            "sizeof.longlong", "sizeof.longdouble", "sizeof.pointer", "sizeof.time_t", "longdouble.eps",
            "longdouble.neg.eps", "longdouble.digits", "longdouble.rounding", "longdouble.guard",
            "longdouble.ulp.digits", "longdouble.neg.ulp.digits", "longdouble.exponent", "longdouble.min.exp",
            "longdouble.max.exp"};
        RValue[] values = {
            RDouble.of(Math.ulp(1.0)), RDouble.of(Math.ulp(1.0) / 2), RDouble.of(Double.MIN_NORMAL),
            RDouble.of(Double.MAX_VALUE), RInt.of(2), RInt.of(53), RInt.of(5), RInt.of(0), RInt.of(-52),
            RInt.of(-53), RInt.of(11), RInt.of(-1022), RInt.of(1024), RInt.of(Integer.MAX_VALUE), RInt.of(8),
            RInt.of(8), RInt.of(16), RInt.of(8), RInt.of(8), RDouble.of(0x1.0p-63), RDouble.of(0x1.0p-64),
            RInt.of(64), RInt.of(5), RInt.of(0), RInt.of(-63), RInt.of(-64), RInt.of(15), RInt.of(-16382),
            RInt.of(16384)};
        RList m = new RList(values);
        m.setAttr("names", new RString(names));
        return m;
    }

    /** {@code .leap.seconds}: the times (POSIXct, GMT) at which UTC inserted a leap second, as R 4.2 lists them. */
    private static RValue leapSeconds() {
        RDouble t = new RDouble(new double[] {78796800, 94694400, 126230400, 157766400, 189302400,
            220924800, 252460800, 283996800, 315532800, 362793600, 394329600, 425865600, 489024000, 567993600,
            631152000, 662688000, 709948800, 741484800, 773020800, 820454400, 867715200, 915148800, 1136073600,
            1230768000, 1341100800, 1435708800, 1483228800});
        t.setAttr("class", RString.of("POSIXct", "POSIXt"));
        t.setAttr("tzone", RString.of("GMT"));
        return t;
    }

    /** {@code R.version}: the GNU R release flashr follows (class "simple.list"). */
    private static RList version() {
        String[] names = {"platform", "arch", "os", "system", "status", "major", "minor", "year", "month", "day",
            "svn rev", "language", "version.string", "nickname"};
        String[] values = {"x86_64-pc-linux-gnu", "x86_64", "linux-gnu", "x86_64, linux-gnu", "", "4", "2.2",
            "2022", "10", "31", "83211", "R", VERSION_STRING, "Innocent and Trusting"};
        RValue[] elements = new RValue[values.length];
        for (int i = 0; i < values.length; i++) elements[i] = RString.of(values[i]);
        RList v = new RList(elements);
        v.setAttr("names", new RString(names));
        v.setAttr("class", RString.of("simple.list"));
        return v;
    }
}
