package flashr.base.io;

import flashr.base.Registry;
import flashr.base.arith.CompareOps;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Builtins about files and folders: setwd, getwd, list.files (dir), dir.exists, dir.create, normalizePath. */
public final class FileBuiltins {
    private FileBuiltins() {}

    public static void register(Registry r) {
        r.builtin("getwd", "", a -> RString.of(WorkingDirectory.get().toString()));
        r.builtin("setwd", "dir", a -> {
            if (!(a.get(0) instanceof RString s) || s.length() != 1 || s.get(0) == null) throw new RError("character argument expected");
            Path old = WorkingDirectory.set(s.get(0));
            a.interp().setVisible(false);
            return RString.of(old.toString());
        });
        r.builtin("list.files", "path, pattern, all.files, full.names, recursive, ignore.case, include.dirs, no..", FileBuiltins::listFiles);
        r.alias("dir", "list.files");
        r.builtin("dir.exists", "paths", a -> {
            RVector p = paths(a.get(0), "paths");
            int[] out = new int[p.length()];
            for (int i = 0; i < out.length; i++) out[i] = p.getString(i) != null && Files.isDirectory(WorkingDirectory.resolve(p.getString(i))) ? 1 : 0;
            return new RLogical(out);
        });
        r.builtin("dir.create", "path, showWarnings, recursive, mode", a -> {
            String path = paths(a.get(0), "path").getString(0);
            boolean warn = !a.has(1) || Coerce.flag(a.get(1), "showWarnings");
            boolean recursive = a.has(2) && Coerce.flag(a.get(2), "recursive");
            Path p = WorkingDirectory.resolve(path);
            a.interp().setVisible(false);
            if (Files.exists(p)) {
                if (warn) a.interp().warning(a.call(), "'" + path + "' already exists");
                return RLogical.of(false);
            }
            try {
                if (recursive) Files.createDirectories(p);
                else Files.createDirectory(p);
                return RLogical.of(true);
            } catch (IOException e) {
                if (warn) a.interp().warning(a.call(), "cannot create dir '" + path + "', reason 'No such file or directory'");
                return RLogical.of(false);
            }
        });
        r.builtin("normalizePath", "path, winslash, mustWork", a -> {
            RVector p = paths(a.get(0), "path");
            RValue mustWork = a.has(2) ? a.get(2) : new RLogical(new int[] {flashr.lang.RInt.NA});
            String[] out = new String[p.length()];
            for (int i = 0; i < out.length; i++) {
                String given = p.getString(i);
                Path resolved = WorkingDirectory.resolve(given).normalize();
                try {
                    out[i] = resolved.toRealPath().toString();
                } catch (IOException e) {
                    out[i] = given;
                    int m = Coerce.logicalScalar(mustWork);
                    String msg = "path[" + (i + 1) + "]=\"" + given + "\": No such file or directory";
                    if (m == 1) throw new RError(msg);
                    if (m != 0) a.interp().warning(a.call(), msg);
                }
            }
            return new RString(out);
        });
    }

    private static RVector paths(RValue v, String what) {
        if (v instanceof RVector vec && vec.type() == flashr.lang.RType.CHARACTER) return vec;
        throw new RError("invalid '" + what + "' argument");
    }

    /** R's list.files: names in each folder matching the pattern, sorted as R's C locale sorts them. */
    private static RValue listFiles(Args a) {
        RVector dirs = a.has(0) ? paths(a.get(0), "path") : RString.of(".");
        String pattern = a.has(1) && a.get(1) instanceof RString s && s.length() > 0 ? s.get(0) : null;
        boolean all = a.has(2) && Coerce.flag(a.get(2), "all.files");
        boolean full = a.has(3) && Coerce.flag(a.get(3), "full.names");
        boolean recursive = a.has(4) && Coerce.flag(a.get(4), "recursive");
        boolean ignoreCase = a.has(5) && Coerce.flag(a.get(5), "ignore.case");
        boolean includeDirs = a.has(6) && Coerce.flag(a.get(6), "include.dirs");
        boolean noDots = a.has(7) && Coerce.flag(a.get(7), "no..");
        Pattern re = pattern == null ? null : Pattern.compile(pattern, ignoreCase ? Pattern.CASE_INSENSITIVE : 0);
        List<String> out = new ArrayList<>();
        for (int d = 0; d < dirs.length(); d++) {
            String dir = dirs.getString(d);
            if (dir == null) continue;
            Path root = WorkingDirectory.resolve(dir);
            if (!Files.isDirectory(root)) continue;
            if (all && !recursive && !noDots) {
                for (String dot : new String[] {".", ".."}) if (re == null || re.matcher(dot).find()) out.add(full ? dir + "/" + dot : dot);
            }
            try (Stream<Path> s = recursive ? Files.walk(root) : Files.list(root)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (p.equals(root)) continue;
                    Path rel = root.relativize(p);
                    boolean hidden = false;
                    for (Path part : rel) hidden |= part.toString().startsWith(".");
                    if (hidden && !all) continue;
                    if (recursive && Files.isDirectory(p) && !includeDirs) continue;
                    String name = p.getFileName().toString();
                    if (re != null && !re.matcher(name).find()) continue;
                    out.add(full ? (dir.endsWith("/") ? dir + rel : dir + "/" + rel) : rel.toString());
                }
            } catch (IOException e) {
                throw new RError("cannot list '" + dir + "': " + e.getMessage());
            }
        }
        out.sort(CompareOps::collate);   // as R sorts strings
        return new RString(out.toArray(String[]::new));
    }
}
