package flashr.base.system;

import flashr.base.Registry;
import flashr.base.arith.CompareOps;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The locale categories as R's Sys.getlocale/Sys.setlocale report and set them (glibc's view: the
 * categories R sets from the environment at start-up, LC_NUMERIC always "C", LC_ALL as glibc's
 * composite string), and l10n_info. flashr keeps text in UTF-8 whatever LC_CTYPE says; what
 * changes behaviour is LC_COLLATE: "C" or "POSIX" sorts strings by code point, as R's strcoll does.
 */
final class Locales {
    private Locales() {}

    /** R's .LC.categories, in the order of the internal's index. */
    static final String[] CATEGORIES = {"LC_ALL", "LC_COLLATE", "LC_CTYPE", "LC_MONETARY", "LC_NUMERIC", "LC_TIME",
        "LC_MESSAGES", "LC_PAPER", "LC_MEASUREMENT"};
    /** glibc's categories in the order its composite LC_ALL string lists them. */
    private static final String[] GLIBC = {"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES",
        "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION"};
    /** The categories R sets from the environment when it starts (the rest stay "C"). */
    private static final Set<String> FROM_ENVIRONMENT = Set.of("LC_CTYPE", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
        "LC_MESSAGES", "LC_PAPER", "LC_MEASUREMENT");

    private static final Map<String, String> CURRENT = initial();
    private static Set<String> installed;

    static void register(Registry r) {
        r.builtin(".Sys_getlocale", "category", a -> RString.of(get(category(a.get(0)))));
        r.builtin(".Sys_setlocale", "category, locale", a -> {
            String cat = category(a.get(0));
            if (!(a.get(1) instanceof RString l) || l.length() != 1 || l.get(0) == null) throw new RError("invalid 'locale' argument");
            return RString.of(set(a.interp(), flashr.eval.Calls.sysCall(a.interp(), a.env(), 0), cat, l.get(0)));
        });
        r.builtin("l10n_info", "", a -> {
            boolean utf8 = isUtf8(get("LC_CTYPE"));
            RList info = RList.of(RLogical.of(utf8), RLogical.of(utf8), RLogical.of(false), RString.of(utf8 ? "UTF-8" : "ANSI_X3.4-1968"));
            info.setAttr("names", RString.of("MBCS", "UTF-8", "Latin-1", "codeset"));
            return info;
        });
    }

    private static String category(RValue v) {
        int i = Coerce.intScalar(v);
        if (i < 1 || i > CATEGORIES.length) throw new RError("invalid 'category' argument");
        return CATEGORIES[i - 1];
    }

    private static Map<String, String> initial() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String c : GLIBC) m.put(c, FROM_ENVIRONMENT.contains(c) ? fromEnvironment(c) : "C");
        return m;
    }

    /** setlocale(category, "")'s choice: LC_ALL, then the category's variable, then LANG, then "C". */
    private static String fromEnvironment(String category) {
        for (String v : new String[] {System.getenv("LC_ALL"), System.getenv(category), System.getenv("LANG")}) {
            if (v != null && !v.isEmpty()) return v;
        }
        return "C";
    }

    static synchronized String get(String category) {
        if (!category.equals("LC_ALL")) return CURRENT.get(category);
        String first = CURRENT.get(GLIBC[0]);
        if (CURRENT.values().stream().allMatch(first::equals)) return first;
        StringBuilder sb = new StringBuilder();
        for (String c : GLIBC) sb.append(sb.isEmpty() ? "" : ";").append(c).append('=').append(CURRENT.get(c));
        return sb.toString();
    }

    private static synchronized String set(Interpreter in, RValue call, String category, String locale) {
        String[] targets = category.equals("LC_ALL") ? new String[] {"LC_CTYPE", "LC_COLLATE", "LC_MONETARY", "LC_TIME"} : new String[] {category};
        String name = locale.isEmpty() ? fromEnvironment(targets[0]) : locale;
        if (!exists(name)) {
            in.warning(call,
                    "OS reports request to set locale to \"" + locale + "\" cannot be honored");
            return "";
        }
        for (String t : targets) CURRENT.put(t, locale.isEmpty() ? fromEnvironment(t) : name);
        if (category.equals("LC_NUMERIC") && !name.equals("C")) {
            in.warning(call,
                    "setting 'LC_NUMERIC' may cause R to function strangely");
        }
        String collate = CURRENT.get("LC_COLLATE");
        CompareOps.useCodePointOrder(collate.equals("C") || collate.equals("POSIX"));
        return get(category);
    }

    private static boolean isUtf8(String locale) {
        String l = locale.toLowerCase(java.util.Locale.ROOT);
        return l.endsWith(".utf-8") || l.endsWith(".utf8");
    }

    /** Whether the system has the locale: C and POSIX always, others as `locale -a` lists them. */
    private static boolean exists(String name) {
        if (name.equals("C") || name.equals("POSIX")) return true;
        Set<String> known = installed();
        if (known == null) return name.matches("[A-Za-z_]+(\\.[A-Za-z0-9-]+)?(@\\w+)?");
        String norm = normal(name);
        return known.contains(norm);
    }

    /** glibc compares codeset names without case or punctuation: "en_US.UTF-8" is "en_US.utf8". */
    private static String normal(String name) {
        int dot = name.indexOf('.');
        if (dot < 0) return name;
        int at = name.indexOf('@', dot);
        String codeset = (at < 0 ? name.substring(dot + 1) : name.substring(dot + 1, at)).toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "");
        return name.substring(0, dot) + "." + codeset + (at < 0 ? "" : name.substring(at));
    }

    private static Set<String> installed() {
        if (installed != null) return installed;
        try {
            Process p = new ProcessBuilder("locale", "-a").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) return null;
            Set<String> s = new TreeSet<>();
            for (String l : out.split("\n")) if (!l.isBlank()) s.add(normal(l.strip()));
            installed = s;
        } catch (IOException | InterruptedException e) {
            return null;
        }
        return installed;
    }
}
