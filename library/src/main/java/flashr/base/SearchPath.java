package flashr.base;

import flashr.eval.Interpreter;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import java.util.ArrayList;
import java.util.List;

/**
 * R's search path: the global environment, what {@code attach} and {@code library} put after it, then
 * the default packages down to base. An attached list, data frame or environment is a real environment
 * spliced between the global environment and base, so variables are found there as in R; a package
 * entry ({@code package:stats}, or {@code package:FlashR} after {@code library(FlashR)}) has no
 * environment of its own, as every function flashr has is base's. One per session.
 */
final class SearchPath {
    /** One entry after the global environment: its name in {@code search()} and its environment (null for a package). */
    private record Entry(String name, REnvironment env) {}

    private final Interpreter interp;
    private final List<Entry> entries = new ArrayList<>();

    SearchPath(Interpreter interp) {
        this.interp = interp;
        for (String p : Namespaces.DEFAULT_SEARCH) entries.add(new Entry(p, null));
    }

    /** What {@code search()} returns. */
    synchronized List<String> names() {
        List<String> out = new ArrayList<>(entries.size() + 1);
        out.add(".GlobalEnv");
        for (Entry e : entries) out.add(e.name);
        return out;
    }

    /** Position (1-based, as in search()) of {@code name}, or 0. */
    synchronized int position(String name) {
        List<String> n = names();
        return n.indexOf(name) + 1;
    }

    /** The environment at search position {@code pos}: the global environment, an attached one, or null for a package. */
    synchronized REnvironment envAt(int pos) {
        if (pos == 1) return interp.globalEnv();
        if (pos < 1 || pos > entries.size() + 1) throw new RError("invalid 'pos' argument");
        return entries.get(pos - 2).env;
    }

    /** The name at search position {@code pos}. */
    synchronized String nameAt(int pos) {
        return names().get(pos - 1);
    }

    /** Attaches {@code env} as {@code name} at position {@code pos} (2 or more; past the end: just before base). */
    synchronized void attach(REnvironment env, String name, int pos) {
        int at = Math.max(0, Math.min(pos - 2, entries.size() - 1));
        entries.add(at, new Entry(name, env));
        relink();
    }

    /** Attaches package {@code pkg} (its name alone) at position 2, unless it is on the path already. */
    synchronized void attachPackage(String pkg) {
        if (position("package:" + pkg) > 0) return;
        entries.add(0, new Entry("package:" + pkg, null));
    }

    /** Removes the entry at position {@code pos} and returns its environment (null for a package). */
    synchronized REnvironment detach(int pos) {
        if (pos < 2 || pos > entries.size() + 1) throw new RError("invalid 'pos' argument");
        Entry e = entries.get(pos - 2);
        if (e.name.equals("package:base")) throw new RError("detaching \"package:base\" is not allowed");
        entries.remove(pos - 2);
        relink();
        return e.env;
    }

    /** Chains the attached environments between the global environment and base, in search order. */
    private void relink() {
        REnvironment below = interp.baseEnv();
        for (int i = entries.size() - 1; i >= 0; i--) {
            REnvironment env = entries.get(i).env;
            if (env == null) continue;
            env.setParent(below);
            below = env;
        }
        interp.globalEnv().setParent(below);
        interp.functionsRebound();
    }
}
