package flashr.cli;

import java.util.List;

/** Hands the script's trailing arguments to {@code commandArgs()}. */
final class ScriptArguments {
    private ScriptArguments() {}

    static void set(List<String> args) {
        System.setProperty("flashr.script.args.count", Integer.toString(args.size()));
        for (int i = 0; i < args.size(); i++) {
            System.setProperty("flashr.script.args." + i, args.get(i));
        }
    }
}
