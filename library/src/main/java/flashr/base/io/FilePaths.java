package flashr.base.io;

import flashr.base.Registry;
import flashr.base.arith.CompareOps;
import flashr.base.system.SystemEnvironment;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RString;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Names of files found or spelled out: path.expand (a leading ~ as the home directory),
 * Sys.glob (glob(3)'s wildcards, one path component at a time, sorted) and list.dirs.
 */
public final class FilePaths {
    private FilePaths() {}

    public static void register(Registry r) {
        r.builtin("path.expand", "path", a -> {
            String[] p = FileInfo.strings(a.get(0), "path");
            for (int i = 0; i < p.length; i++) p[i] = expand(a.interp(), p[i]);
            return new RString(p);
        });
        r.builtin(".Sys_glob", "paths, dirmark", a -> {
            String[] paths = FileInfo.strings(a.get(0), "paths");
            boolean mark = Coerce.flag(a.get(1), "dirmark");
            List<String> out = new ArrayList<>();
            for (String p : paths) {
                if (p == null || p.isEmpty()) continue;
                List<String> found = glob(p);
                found.sort(CompareOps::collate);
                for (String f : found) out.add(mark && Files.isDirectory(WorkingDirectory.resolve(f)) ? f + "/" : f);
            }
            return new RString(out.toArray(String[]::new));
        });
        r.builtin("list.dirs", "path, full.names, recursive", a -> {
            String[] paths = a.has(0) ? FileInfo.strings(a.get(0), "directory") : new String[] {"."};
            boolean full = !a.has(1) || Coerce.flag(a.get(1), "full.names");
            boolean recursive = !a.has(2) || Coerce.flag(a.get(2), "recursive");
            List<String> out = new ArrayList<>();
            for (String dir : paths) {
                if (dir == null) continue;
                Path root = WorkingDirectory.resolve(dir);
                if (!Files.isDirectory(root)) continue;
                if (recursive) out.add(full ? dir : "");
                try (Stream<Path> s = recursive ? Files.walk(root) : Files.list(root)) {
                    for (Path p : (Iterable<Path>) s::iterator) {
                        if (p.equals(root) || !Files.isDirectory(p)) continue;
                        String rel = root.relativize(p).toString();
                        out.add(full ? (dir.endsWith("/") ? dir + rel : dir + "/" + rel) : rel);
                    }
                } catch (IOException | java.io.UncheckedIOException e) {
                    // R lists what it can read
                }
            }
            out.sort(CompareOps::collate);
            return new RString(out.toArray(String[]::new));
        });
    }

    /** R's R_ExpandFileName: "~" and "~/..." from HOME; anything else as given. */
    public static String expand(Interpreter in, String p) {
        if (p == null || !p.startsWith("~") || (p.length() > 1 && p.charAt(1) != '/')) return p;
        String home = SystemEnvironment.get(in, "HOME");
        if (home == null || home.isEmpty()) home = System.getProperty("user.home");
        return home + p.substring(1);
    }

    private static boolean wild(String part) {
        return part.indexOf('*') >= 0 || part.indexOf('?') >= 0 || part.indexOf('[') >= 0;
    }

    /** The names matching {@code pattern}, spelled as the pattern spells its fixed parts. */
    private static List<String> glob(String pattern) {
        List<String> out = new ArrayList<>();
        boolean absolute = pattern.startsWith("/");
        String[] parts = pattern.split("/+");
        List<String> current = new ArrayList<>();
        current.add(absolute ? "/" : "");
        int start = absolute ? 1 : 0;
        for (int k = start; k < parts.length; k++) {
            String part = parts[k];
            List<String> next = new ArrayList<>();
            for (String base : current) {
                String prefix = base.isEmpty() || base.endsWith("/") ? base : base + "/";
                if (!wild(part)) {
                    next.add(prefix + part);
                    continue;
                }
                Path dir = WorkingDirectory.resolve(base.isEmpty() ? "." : base);
                if (!Files.isDirectory(dir)) continue;
                PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + part.replace("[!", "[!").replace("{", "\\{"));
                try (Stream<Path> s = Files.list(dir)) {
                    for (Path p : (Iterable<Path>) s::iterator) {
                        String name = p.getFileName().toString();
                        if (name.startsWith(".") && !part.startsWith(".")) continue;
                        if (m.matches(Path.of(name))) next.add(prefix + name);
                    }
                } catch (IOException | java.io.UncheckedIOException e) {
                    // unreadable folders match nothing, as glob(3) without GLOB_ERR
                }
            }
            current = next;
        }
        for (String c : current) if (Files.exists(WorkingDirectory.resolve(c), java.nio.file.LinkOption.NOFOLLOW_LINKS)) out.add(c);
        return out;
    }
}
