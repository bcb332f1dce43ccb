package flashr.base.io;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * Builtins that change files: file.create, file.append, file.rename, file.link, the internals of
 * file.copy and file.symlink, Sys.chmod, Sys.umask and Sys.setFileTime. Every file written goes
 * through {@link FileOutput}, so a copy appears whole or not at all, follows links and keeps the
 * mode of a file it replaces; failures are R's warnings with the system's reason.
 */
public final class FileOperations {
    private FileOperations() {}

    public static void register(Registry r) {
        r.builtin("file.create", "..., showWarnings", a -> {
            boolean warn = !a.has(1) || Coerce.flag(a.get(1), "showWarnings");
            java.util.List<String> names = new java.util.ArrayList<>();
            for (RValue v : a.dots()) names.addAll(java.util.Arrays.asList(FileInfo.strings(v, "filename")));
            int[] ok = new int[names.size()];
            for (int i = 0; i < ok.length; i++) ok[i] = create(a, names.get(i), warn ? a.call() : null) ? 1 : 0;
            return new RLogical(ok);
        });
        r.builtin("file.append", "file1, file2", a -> {
            String[] to = FileInfo.strings(a.get(0), "file1");
            String[] from = FileInfo.strings(a.get(1), "file2");
            int n = to.length == 0 || from.length == 0 ? 0 : Math.max(to.length, from.length);
            int[] ok = new int[n];
            for (int i = 0; i < n; i++) ok[i] = append(to[i % to.length], from[i % from.length]) ? 1 : 0;
            return new RLogical(ok);
        });
        r.builtin("file.rename", "from, to", a -> {
            String[] from = FileInfo.strings(a.get(0), "from");
            String[] to = FileInfo.strings(a.get(1), "to");
            if (from.length != to.length) throw new RError("'from' and 'to' are of different lengths");
            int[] ok = new int[from.length];
            for (int i = 0; i < ok.length; i++) {
                if (from[i] == null || to[i] == null) continue;
                try {
                    Files.move(WorkingDirectory.resolve(from[i]), WorkingDirectory.resolve(to[i]), StandardCopyOption.ATOMIC_MOVE,
                            StandardCopyOption.REPLACE_EXISTING);
                    ok[i] = 1;
                } catch (IOException e) {
                    a.interp().warning(a.call(), "cannot rename file '" + from[i] + "' to '" + to[i] + "', reason '" + FileOutput.reason(e) + "'");
                }
            }
            return new RLogical(ok);
        });
        r.builtin(".file_symlink", "from, to", a -> links(a, true));
        r.builtin("file.link", "from, to", a -> {
            if (!(a.get(0) instanceof RVector f) || f.length() == 0) throw new RError("no files to link from");
            if (!(a.get(1) instanceof RVector t) || t.length() == 0) throw new RError("no files to link to");
            return links(a, false);
        });
        r.builtin(".file_copy_pairs", "from, to", FileOperations::copyPairs);
        r.builtin(".file_copy_into", "from, to, overwrite, recursive, copy.mode, copy.date", FileOperations::copyInto);
        r.builtin(".Sys_chmod", "paths, mode, use_umask", a -> {
            String[] paths = FileInfo.strings(a.get(0), "paths");
            RVector modes = (RVector) a.get(1);
            boolean useUmask = Coerce.flag(a.get(2), "use_umask");
            int mask = useUmask ? Umask.get() : 0;
            int[] ok = new int[paths.length];
            for (int i = 0; i < ok.length; i++) {
                int m = modes.length() == 0 ? 0777 : modes.getInt(i % modes.length());
                if (paths[i] == null || m == RInt.NA) continue;
                ok[i] = chmod(WorkingDirectory.resolve(paths[i]), m & ~mask) ? 1 : 0;
            }
            a.interp().setVisible(false);
            return new RLogical(ok);
        });
        r.builtin(".Sys_umask", "mode", a -> {
            int m = Coerce.intScalar(a.get(0));
            int old = m == RInt.NA ? Umask.get() : Umask.set(m);
            RInt res = RInt.of(old);
            res.setAttr("class", RString.of("octmode"));
            a.interp().setVisible(m == RInt.NA);
            return res;
        });
        r.builtin(".Sys_setFileTime", "path, time", a -> {
            String[] paths = FileInfo.strings(a.get(0), "path");
            RVector time = (RVector) a.get(1);
            int[] ok = new int[paths.length];
            for (int i = 0; i < ok.length && time.length() > 0; i++) {
                double t = time.getDouble(i % time.length());
                if (paths[i] == null) continue;
                try {
                    Files.setLastModifiedTime(WorkingDirectory.resolve(paths[i]),
                            FileTime.from(java.time.Instant.ofEpochSecond((long) Math.floor(t), Math.round((t - Math.floor(t)) * 1e9))));
                    ok[i] = 1;
                } catch (IOException | RuntimeException e) {
                    ok[i] = 0;
                }
            }
            return new RLogical(ok);
        });
    }

    /** file.create of one name: an empty file, made or emptied through {@link FileOutput}; warns in {@code call}. */
    private static boolean create(Args a, String name, RValue call) {
        if (name == null) return false;
        try {
            FileOutput.write(WorkingDirectory.resolve(name), false, out -> { });
            return true;
        } catch (IOException e) {
            if (call != null) a.interp().warning(call, "cannot create file '" + name + "', reason '" + FileOutput.reason(e) + "'");
            return false;
        }
    }

    private static boolean append(String to, String from) {
        if (to == null || from == null) return false;
        Path source = WorkingDirectory.resolve(from);
        if (!Files.isRegularFile(source) && !Files.exists(source)) return false;
        try {
            FileOutput.write(WorkingDirectory.resolve(to), true, out -> Files.copy(source, out));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static RValue links(Args a, boolean symbolic) {
        String[] from = FileInfo.strings(a.get(0), "from");
        String[] to = FileInfo.strings(a.get(1), "to");
        int n = Math.max(from.length, to.length);
        int[] ok = new int[n];
        for (int i = 0; i < n; i++) {
            String f = from[i % from.length];
            String t = to[i % to.length];
            if (f == null || t == null) continue;
            try {
                if (symbolic) Files.createSymbolicLink(WorkingDirectory.resolve(t), Path.of(f));
                else Files.createLink(WorkingDirectory.resolve(t), WorkingDirectory.resolve(f));
                ok[i] = 1;
            } catch (IOException | UnsupportedOperationException e) {
                a.interp().warning(symbolic ? callerCall(a) : a.call(), "cannot " + (symbolic ? "symlink" : "link") + " '" + f + "' to '" + t + "', reason '"
                        + (e instanceof IOException io ? FileOutput.reason(io) : "Operation not supported") + "'");
            }
        }
        return new RLogical(ok);
    }

    /** file.copy's copies of files to new names (R: file.create then file.append), each whole or not at all. */
    private static RValue copyPairs(Args a) {
        String[] from = FileInfo.strings(a.get(0), "from");
        String[] to = FileInfo.strings(a.get(1), "to");
        int[] ok = new int[from.length];
        RCall createCall = RCall.of("file.create", RCall.of("[", RSymbol.of("to"), RSymbol.of("okay")));
        for (int i = 0; i < ok.length; i++) {
            try {
                copyFile(WorkingDirectory.resolve(from[i]), WorkingDirectory.resolve(to[i]));
                ok[i] = 1;
            } catch (FileOutput.CannotOpen e) {
                a.interp().warning(createCall, "cannot create file '" + to[i] + "', reason '" + e.reason + "'");
            } catch (IOException e) {
                ok[i] = 0;
            }
        }
        return new RLogical(ok);
    }

    private static void copyFile(Path from, Path to) throws IOException {
        if (Files.isDirectory(from)) throw new IOException("Is a directory");
        FileOutput.write(to, false, out -> Files.copy(from, out));
    }

    /** file.copy into an existing directory: each file (and with recursive, each directory's tree) under its own name. */
    private static RValue copyInto(Args a) {
        String[] from = FileInfo.strings(a.get(0), "from");
        String dir = FileInfo.strings(a.get(1), "to")[0];
        boolean overwrite = Coerce.flag(a.get(2), "overwrite");
        boolean recursive = Coerce.flag(a.get(3), "recursive");
        boolean mode = Coerce.flag(a.get(4), "copy.mode");
        boolean date = Coerce.flag(a.get(5), "copy.date");
        int[] ok = new int[from.length];
        for (int i = 0; i < ok.length; i++) {
            if (from[i] == null) continue;
            Path source = WorkingDirectory.resolve(from[i]);
            Path target = WorkingDirectory.resolve(dir).resolve(source.getFileName().toString());
            try {
                ok[i] = copyTree(source, target, overwrite, recursive, mode, date) ? 1 : 0;
            } catch (IOException e) {
                a.interp().warning(callerCall(a), "problem copying " + source + " to " + target + ": " + FileOutput.reason(e));
            }
        }
        return new RLogical(ok);
    }

    private static boolean copyTree(Path from, Path to, boolean overwrite, boolean recursive, boolean mode, boolean date) throws IOException {
        if (Files.isDirectory(from)) {
            if (!recursive) return false;
            if (!Files.isDirectory(to)) Files.createDirectory(to);
            boolean all = true;
            try (var entries = Files.list(from)) {
                for (Path p : (Iterable<Path>) entries::iterator) {
                    all &= copyTree(p, to.resolve(p.getFileName().toString()), overwrite, true, mode, date);
                }
            }
            carry(from, to, mode, date);
            return all;
        }
        if (!Files.exists(from)) return false;
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS) && !overwrite) return false;
        copyFile(from, to);
        carry(from, to, mode, date);
        return true;
    }

    private static void carry(Path from, Path to, boolean mode, boolean date) throws IOException {
        if (mode) {
            try {
                Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
            } catch (UnsupportedOperationException e) {
                // no POSIX modes here
            }
        }
        if (date) Files.setLastModifiedTime(to, Files.getLastModifiedTime(from));
    }

    /** The call of the R function whose internal this is (file.copy for .file_copy_into), as R's .Internal reports. */
    private static RValue callerCall(Args a) {
        RValue c = flashr.eval.Calls.sysCall(a.interp(), a.env(), 0);
        return c == flashr.lang.RNull.NULL ? a.call() : c;
    }

    /** chmod(2) with the permission bits of {@code mode}. */
    static boolean chmod(Path p, int mode) {
        Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
        for (PosixFilePermission q : PosixFilePermission.values()) if ((mode & (0400 >> q.ordinal())) != 0) perms.add(q);
        try {
            Files.setPosixFilePermissions(p, perms);
            return true;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}
