package flashr.base.io;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import flashr.base.Registry;

/**
 * The internal methods of utils' tar and untar (R's R code over connections, here Apache Commons
 * Compress): tar writes the files R's tar lists (a directory's entry named with a trailing "/"),
 * compressed as asked; untar lists or extracts a tar file of any compression R reads. The tar
 * file and each extracted file are written to a temporary beside them and moved into place.
 */
final class TarArchives {
    private TarArchives() {}

    static void register(Registry r) {
        r.builtin(".tar_internal", "tarfile, files, compression, level", a -> {
            Path target = WorkingDirectory.resolve(FilePaths.expand(a.interp(), Coerce.stringScalar(a.get(0))));
            Compression c = switch (Coerce.stringScalar(a.get(2))) {
                case "gzip" -> Compression.GZIP;
                case "bzip2" -> Compression.BZIP2;
                case "xz" -> Compression.XZ;
                default -> Compression.NONE;
            };
            RString files = a.get(1) instanceof RString s ? s : new RString(new String[0]);
            try {
                write(a, target, files, c, Coerce.intScalar(a.get(3)));
            } catch (IOException e) {
                throw new RError("cannot write tar file '" + Coerce.stringScalar(a.get(0)) + "': " + FileOutput.reason(e));
            }
            a.interp().setVisible(false);
            return RInt.of(0);
        });
        r.builtin(".untar_internal", "tarfile, files, list, exdir, restore_times", a -> {
            String tarfile = Coerce.stringScalar(a.get(0));
            Path source = WorkingDirectory.resolve(FilePaths.expand(a.interp(), tarfile));
            Set<String> wanted = a.get(1) instanceof RString s ? new HashSet<>(List.of(nonNull(s))) : null;
            boolean list = Coerce.flag(a.get(2), "list");
            try (TarArchiveInputStream in = new TarArchiveInputStream(Compression.decompressed(new BufferedInputStream(Files.newInputStream(source))))) {
                if (list) return new RString(names(in).toArray(new String[0]));
                extract(a, in, wanted, Coerce.stringScalar(a.get(3)), Coerce.flag(a.get(4), "restore_times"));
            } catch (IOException e) {
                throw new RError("error reading tar file '" + tarfile + "': " + e.getMessage(), ArchiveCalls.caller(a));
            }
            a.interp().setVisible(false);
            return RInt.of(0);
        });
    }

    private static String[] nonNull(RString s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) if (s.get(i) != null) out.add(s.get(i));
        return out.toArray(new String[0]);
    }

    private static void write(Args a, Path target, RString files, Compression c, int level) throws IOException {
        Path tmp = ArchiveCalls.temporaryFor(target);
        try {
            try (OutputStream raw = new BufferedOutputStream(Files.newOutputStream(tmp));
                 OutputStream z = c.compress(raw, level);
                 TarArchiveOutputStream tar = new TarArchiveOutputStream(z)) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_GNU);
                tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
                for (String f : new LinkedHashSet<>(List.of(nonNull(files)))) {
                    Path p = WorkingDirectory.resolve(f);
                    if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                        a.interp().warning(ArchiveCalls.caller(a), "file '" + f + "' not found");
                        continue;
                    }
                    boolean dir = Files.isDirectory(p);
                    String name = dir && !f.endsWith("/") ? f + "/" : f;
                    TarArchiveEntry e = Files.isSymbolicLink(p)
                            ? new TarArchiveEntry(name, TarArchiveEntry.LF_SYMLINK) : new TarArchiveEntry(p, name, LinkOption.NOFOLLOW_LINKS);
                    if (Files.isSymbolicLink(p)) {
                        e.setLinkName(Files.readSymbolicLink(p).toString());
                        e.setModTime(Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS));
                    }
                    tar.putArchiveEntry(e);
                    if (!dir && !Files.isSymbolicLink(p)) Files.copy(p, tar);
                    tar.closeArchiveEntry();
                }
                tar.finish();
            }
            ArchiveCalls.commit(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static List<String> names(TarArchiveInputStream in) throws IOException {
        List<String> out = new ArrayList<>();
        for (TarArchiveEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) out.add(e.getName());
        return out;
    }

    private static void extract(Args a, TarArchiveInputStream in, Set<String> wanted, String exdir, boolean times) throws IOException {
        Path base = WorkingDirectory.resolve(FilePaths.expand(a.interp(), exdir));
        Files.createDirectories(base);
        for (TarArchiveEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
            String name = e.getName();
            if (wanted != null && !wanted.contains(name)) continue;
            while (name.startsWith("/")) name = name.substring(1); // R: "removing leading '/'"
            Path target = base.resolve(name).normalize();
            if (!target.startsWith(base.normalize())) continue; // an entry naming a place outside exdir ("../x") is skipped
            if (e.isDirectory()) {
                Files.createDirectories(target);
            } else if (e.isSymbolicLink()) {
                Files.createDirectories(target.getParent());
                Files.deleteIfExists(target);
                Files.createSymbolicLink(target, Path.of(e.getLinkName()));
                continue;
            } else {
                ArchiveCalls.writeAtomically(target, in);
                if ((e.getMode() & 0111) != 0) target.toFile().setExecutable(true, (e.getMode() & 011) == 0);
            }
            if (times) Files.setLastModifiedTime(target, FileTime.from(e.getModTime().toInstant()));
        }
    }
}
