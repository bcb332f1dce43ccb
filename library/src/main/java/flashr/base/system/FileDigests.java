package flashr.base.system;

import flashr.base.Registry;
import flashr.base.io.WorkingDirectory;
import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * {@code .md5sum(files)}: the MD5 digests of files as tools::md5sum gives them (lower-case hex,
 * NA for a file that cannot be read): tools::md5sum and utils' fileSnapshot read it.
 */
final class FileDigests {
    private FileDigests() {}

    static void register(Registry r) {
        r.builtin(".md5sum", "files", a -> md5(a.get(0)));
    }

    private static RString md5(RValue v) {
        if (!(v instanceof RVector files) || files.type() != RType.CHARACTER)
            throw new RError("argument 'files' must be character");
        String[] out = new String[files.length()];
        for (int i = 0; i < out.length; i++) {
            String f = files.getString(i);
            out[i] = f == null ? null : digest(WorkingDirectory.resolve(f));
        }
        return new RString(out);
    }

    private static String digest(Path p) {
        if (!Files.isRegularFile(p)) return null;
        try (InputStream in = Files.newInputStream(p)) {
            MessageDigest md = MessageDigest.getInstance("MD5");
            byte[] buf = new byte[65536];
            for (int n; (n = in.read(buf)) > 0; ) md.update(buf, 0, n);
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException | NoSuchAlgorithmException e) {
            return null;
        }
    }
}
