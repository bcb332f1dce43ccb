package flashr.base.io;

import flashr.base.Registry;
import flashr.base.strings.StringArgs;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * tempdir, tempfile, unlink and file.remove. The session's temporary directory is made on first
 * use and removed with its contents when the process exits, as R's is; names are random without
 * touching R's random number stream (a script's set.seed results must not depend on them).
 */
public final class TempFiles {
    private TempFiles() {}

    private static volatile Path dir;

    public static void register(Registry r) {
        r.builtin("tempdir", "check", a -> RString.of(dir().toString()));
        r.builtin("tempfile", "pattern, tmpdir, fileext", a -> {
            String[] pattern = a.has(0) ? tempfileStrings(a.get(0), "invalid filename pattern", "no 'pattern'") : new String[] {"file"};
            String[] tmp = a.has(1) ? tempfileStrings(a.get(1), "invalid 'tempdir' value", "no 'tempdir'") : new String[] {dir().toString()};
            String[] ext = a.has(2) ? tempfileStrings(a.get(2), "invalid file extension", "no 'fileext'") : new String[] {""};
            int n = Math.max(pattern.length, Math.max(tmp.length, ext.length));
            String[] out = new String[n];
            for (int i = 0; i < n; i++) {
                out[i] = tmp[i % tmp.length] + "/" + pattern[i % pattern.length] + RandomNames.next()
                        + ext[i % ext.length];
            }
            return new RString(out);
        });
        r.builtin("unlink", "x, recursive, force, expand", a -> {
            boolean recursive = a.has(1) && Coerce.flag(a.get(1), "recursive");
            int status = 0;
            for (String f : StringArgs.strings(a.get(0))) {
                if (f == null) continue;
                try {
                    Path p = WorkingDirectory.resolve(f);
                    if (recursive && Files.isDirectory(p)) deleteTree(p);
                    else if (!Files.isDirectory(p)) Files.deleteIfExists(p);
                } catch (IOException e) {
                    status = 1;
                }
            }
            a.interp().setVisible(false);
            return RInt.of(status);
        });
        r.builtin("file.remove", null, a -> {
            java.util.List<String> files = new java.util.ArrayList<>();
            for (RValue v : a.dots()) java.util.Collections.addAll(files, StringArgs.strings(v));
            int[] ok = new int[files.size()];
            for (int i = 0; i < ok.length; i++) {
                try {
                    ok[i] = Files.deleteIfExists(WorkingDirectory.resolve(files.get(i))) ? 1 : 0;
                } catch (IOException e) {
                    ok[i] = 0;
                }
                if (ok[i] == 0) a.interp().conditions().warning(a.call(), "cannot remove file '" + files.get(i) + "', reason 'No such file or directory'");
            }
            return new RLogical(ok);
        });
    }

    /** An argument of tempfile: a character vector of at least one string, NA written "NA" (as R does). */
    private static String[] tempfileStrings(RValue v, String notStrings, String empty) {
        if (!(v instanceof RString s)) throw new RError(notStrings);
        if (s.length() == 0) throw new RError(empty);
        String[] out = new String[s.length()];
        for (int i = 0; i < out.length; i++) out[i] = s.get(i) == null ? "NA" : s.get(i);
        return out;
    }

    private static Path dir() {
        Path d = dir;
        if (d != null) return d;
        synchronized (TempFiles.class) {
            if (dir == null) {
                try {
                    Path made = Files.createTempDirectory("Rtmp");
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                        try {
                            deleteTree(made);
                        } catch (IOException ignored) {
                            // the system's temporary directory is cleaned up by the system
                        }
                    }));
                    dir = made;
                } catch (IOException e) {
                    throw new RError("cannot create a temporary directory: " + e.getMessage());
                }
            }
            return dir;
        }
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
        }
    }
}
