package flashr.base.io;

import flashr.eval.Args;
import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * The internal of utils' unzip (R's C_unzip over minizip): the entries of a zip file listed, or
 * extracted under exdir. Each file is written to a temporary in its directory and moved into
 * place, so that an extraction that fails leaves no half-written file. R's messages: an
 * unreadable zip file is an error when listing, "error 1 in extracting" when extracting; a
 * requested name not in the archive stops the extraction with a warning.
 */
final class ZipArchives {
    private ZipArchives() {}

    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    static void register(Registry r) {
        r.builtin(".unzip_internal", "zipfile, files, exdir, list, overwrite, junkpaths, setTimes", a -> {
            String zipfile = Coerce.stringScalar(a.get(0));
            if (zipfile == null) throw new RError("invalid zip name argument");
            boolean list = Coerce.flag(a.get(3), "list");
            Path path = WorkingDirectory.resolve(FilePaths.expand(a.interp(), zipfile));
            ZipFile zip;
            try {
                zip = ZipFile.builder().setPath(path).get();
            } catch (IOException | RuntimeException e) {
                if (list) throw new RError("zip file '" + zipfile + "' cannot be opened", ArchiveCalls.caller(a));
                a.interp().warning(ArchiveCalls.caller(a), "error 1 in extracting from zip file");
                return RInt.of(1);
            }
            try (zip) {
                return list ? list(zip) : extract(a, zip);
            } catch (IOException e) {
                throw new RError("error reading zip file '" + zipfile + "': " + e.getMessage());
            }
        });
    }

    private static RValue list(ZipFile zip) {
        List<ZipArchiveEntry> entries = Collections.list(zip.getEntriesInPhysicalOrder());
        int n = entries.size();
        String[] names = new String[n], dates = new String[n];
        double[] lengths = new double[n];
        for (int i = 0; i < n; i++) {
            ZipArchiveEntry e = entries.get(i);
            names[i] = e.getName();
            lengths[i] = e.getSize();
            dates[i] = LocalDateTime.ofInstant(e.getLastModifiedDate().toInstant(), ZoneId.systemDefault()).format(MINUTES);
        }
        return new RList(new RValue[] {new RString(names), new RDouble(lengths), new RString(dates)});
    }

    private static RValue extract(Args a, ZipFile zip) throws IOException {
        String exdir = Coerce.stringScalar(a.get(2));
        boolean overwrite = Coerce.flag(a.get(4), "overwrite"), junk = Coerce.flag(a.get(5), "junkpaths");
        boolean setTimes = Coerce.flag(a.get(6), "setTimes");
        List<ZipArchiveEntry> todo = new ArrayList<>();
        if (a.get(1) == RNull.NULL) {
            todo.addAll(Collections.list(zip.getEntriesInPhysicalOrder()));
        } else {
            if (!(a.get(1) instanceof RString files)) throw new RError("invalid 'files' argument");
            for (int i = 0; i < files.length(); i++) {
                ZipArchiveEntry e = files.get(i) == null ? null : zip.getEntry(files.get(i));
                todo.add(e); // null: minizip stops there, after extracting the names before it
            }
        }
        int rc = 0;
        List<String> extracted = new ArrayList<>();
        for (ZipArchiveEntry e : todo) {
            if (e == null) {
                rc = -1;
                break;
            }
            String name = e.getName();
            if (junk) name = name.substring(name.lastIndexOf('/') + 1);
            if (name.isEmpty()) continue;
            String shown = exdir + "/" + name;
            Path target = WorkingDirectory.resolve(FilePaths.expand(a.interp(), shown));
            if (e.isDirectory()) {
                if (!junk) Files.createDirectories(target);
                continue;
            }
            if (!overwrite && Files.exists(target)) {
                a.interp().warning(ArchiveCalls.caller(a), " not overwriting file '" + shown);
                continue;
            }
            try (InputStream in = zip.getInputStream(e)) {
                ArchiveCalls.writeAtomically(target, in);
            }
            if (setTimes) Files.setLastModifiedTime(target, FileTime.from(e.getLastModifiedDate().toInstant()));
            extracted.add(shown);
        }
        if (rc == -1) a.interp().warning(ArchiveCalls.caller(a), "requested file not found in the zip file");
        RInt res = RInt.of(rc == -1 ? -1 : 0);
        res.setAttr("extracted", new RString(extracted.toArray(new String[0])));
        return res;
    }
}
