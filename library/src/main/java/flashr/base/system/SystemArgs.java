package flashr.base.system;

/**
 * The command line that {@code commandArgs()} reports. The launcher sets it once, R-style:
 * the program, its options, then {@code "--args"} followed by the script's own arguments
 * (what {@code commandArgs(trailingOnly = TRUE)} returns).
 */
public final class SystemArgs {
    private static volatile String[] args = {"flashr"};

    private SystemArgs() {}

    public static void setCommandArgs(String[] commandArgs) {
        args = commandArgs.clone();
    }

    /** The whole command line. */
    static String[] all() {
        return args.clone();
    }

    /** The arguments after the first {@code "--args"}; none when there is no such marker. */
    static String[] trailing() {
        String[] a = args;
        for (int i = 0; i < a.length; i++) {
            if (a[i].equals("--args")) return java.util.Arrays.copyOfRange(a, i + 1, a.length);
        }
        return new String[0];
    }
}
