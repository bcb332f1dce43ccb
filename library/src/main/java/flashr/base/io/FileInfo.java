package flashr.base.io;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.Map;
import java.util.Set;

/**
 * What R's stat-based builtins report about files: file.info (a data frame with R's columns:
 * size, isdir, mode as octmode, mtime/ctime/atime as POSIXct, uid, gid, uname, grname),
 * file.access and Sys.readlink. Links are followed as stat(2) follows them; a file that cannot
 * be examined gives a row of NAs.
 */
public final class FileInfo {
    private FileInfo() {}

    private static final String[] COLUMNS = {"size", "isdir", "mode", "mtime", "ctime", "atime", "uid", "gid", "uname", "grname"};

    public static void register(Registry r) {
        r.builtin("file.info", "..., extra_cols", FileInfo::fileInfo);
        r.builtin("file.access", "names, mode", a -> {
            String[] names = strings(a.get(0), "names");
            int mode = a.has(1) ? Coerce.intScalar(a.get(1)) : 0;
            if (mode == RInt.NA || mode < 0 || mode > 7) throw new RError("invalid 'mode' argument");
            int[] out = new int[names.length];
            for (int i = 0; i < out.length; i++) out[i] = accessible(names[i], mode) ? 0 : -1;
            RInt res = new RInt(out);
            res.setAttr("names", new RString(names.clone()));
            return res;
        });
        r.builtin("Sys.readlink", "paths", a -> {
            String[] paths = strings(a.get(0), "paths");
            String[] out = new String[paths.length];
            for (int i = 0; i < out.length; i++) {
                if (paths[i] == null) continue;
                Path p = WorkingDirectory.resolve(paths[i]);
                try {
                    // readlink(2): "" for a file that is not a link, NA for one that is not there
                    out[i] = Files.isSymbolicLink(p) ? Files.readSymbolicLink(p).toString()
                            : Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS) ? "" : null;
                } catch (IOException | UnsupportedOperationException e) {
                    out[i] = "";
                }
            }
            return new RString(out);
        });
    }

    static String[] strings(RValue v, String what) {
        if (v instanceof RVector vec && vec.type() == RType.CHARACTER) return ((RString) vec).data().clone();
        throw new RError("invalid '" + what + "' argument");
    }

    private static boolean accessible(String name, int mode) {
        if (name == null || name.isEmpty()) return false;
        Path p = WorkingDirectory.resolve(name);
        if (!Files.exists(p)) return false;
        return ((mode & 4) == 0 || Files.isReadable(p)) && ((mode & 2) == 0 || Files.isWritable(p))
                && ((mode & 1) == 0 || Files.isExecutable(p));
    }

    private static RValue fileInfo(Args a) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (RValue v : a.dots()) {
            if (v instanceof RVector vec && vec.length() == 0) continue;
            names.addAll(java.util.Arrays.asList(strings(v, "filename")));
        }
        boolean extra = !a.has(1) || Coerce.flag(a.get(1), "extra_cols");
        int n = names.size();
        double[] size = new double[n];
        int[] isdir = new int[n];
        int[] mode = new int[n];
        double[][] times = new double[3][n];
        int[] uid = new int[n];
        int[] gid = new int[n];
        String[] uname = new String[n];
        String[] grname = new String[n];
        for (int i = 0; i < n; i++) {
            Stat s = names.get(i) == null || names.get(i).isEmpty() ? null : Stat.of(WorkingDirectory.resolve(names.get(i)));
            if (s == null) {
                size[i] = RDouble.NA;
                isdir[i] = RLogical.NA;
                mode[i] = RInt.NA;
                for (double[] t : times) t[i] = RDouble.NA;
                uid[i] = RInt.NA;
                gid[i] = RInt.NA;
                continue;
            }
            size[i] = s.size;
            isdir[i] = s.directory ? 1 : 0;
            mode[i] = s.mode;
            times[0][i] = s.mtime;
            times[1][i] = s.ctime;
            times[2][i] = s.atime;
            uid[i] = s.uid;
            gid[i] = s.gid;
            uname[i] = s.owner;
            grname[i] = s.group;
        }
        RInt modes = new RInt(mode);
        modes.setAttr("class", RString.of("octmode"));
        RValue[] cols = {new RDouble(size), new RLogical(isdir), modes, posixct(times[0]), posixct(times[1]), posixct(times[2]),
                new RInt(uid), new RInt(gid), new RString(uname), new RString(grname)};
        int k = extra ? COLUMNS.length : 6;
        RList df = new RList(java.util.Arrays.copyOf(cols, k));
        df.setAttr("names", new RString(java.util.Arrays.copyOf(COLUMNS, k)));
        df.setAttr("class", RString.of("data.frame"));
        df.setAttr("row.names", new RString(names.toArray(String[]::new)));
        return df;
    }

    private static RDouble posixct(double[] t) {
        RDouble d = new RDouble(t);
        d.setAttr("class", RString.of("POSIXct", "POSIXt"));
        return d;
    }

    /** One stat(2) result, links followed; null from {@link #of} when the file cannot be examined. */
    record Stat(double size, boolean directory, int mode, double mtime, double ctime, double atime, int uid, int gid,
            String owner, String group) {
        static Stat of(Path p) {
            try {
                Map<String, Object> u = Files.readAttributes(p, "unix:size,isDirectory,mode,lastModifiedTime,ctime,lastAccessTime,uid,gid,owner,group");
                return new Stat(((Number) u.get("size")).doubleValue(), (Boolean) u.get("isDirectory"),
                        ((Integer) u.get("mode")) & 07777, seconds(u.get("lastModifiedTime")), seconds(u.get("ctime")),
                        seconds(u.get("lastAccessTime")), (Integer) u.get("uid"), (Integer) u.get("gid"),
                        ((UserPrincipal) u.get("owner")).getName(), ((UserPrincipal) u.get("group")).getName());
            } catch (IOException | SecurityException e) {
                return null;
            } catch (UnsupportedOperationException | IllegalArgumentException e) {
                return portable(p);
            }
        }

        /** Where there is no "unix" view (ids unknown). */
        private static Stat portable(Path p) {
            try {
                var b = Files.readAttributes(p, java.nio.file.attribute.PosixFileAttributes.class);
                return new Stat(b.size(), b.isDirectory(), bits(b.permissions()), seconds(b.lastModifiedTime()),
                        seconds(b.creationTime()), seconds(b.lastAccessTime()), RInt.NA, RInt.NA, b.owner().getName(), b.group().getName());
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }

        private static double seconds(Object t) {
            java.time.Instant i = ((FileTime) t).toInstant();
            return i.getEpochSecond() + i.getNano() / 1e9;
        }
    }

    /** The permission bits of a POSIX permission set (rwxrwxrwx as 0777). */
    static int bits(Set<PosixFilePermission> perms) {
        int m = 0;
        for (PosixFilePermission p : perms) m |= 0400 >> p.ordinal();
        return m;
    }
}
