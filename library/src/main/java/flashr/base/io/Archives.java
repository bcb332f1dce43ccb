package flashr.base.io;

import flashr.base.RSource;
import flashr.base.Registry;

/** utils' archives: zip, unzip, tar, untar (R code in utils/archives.R over the internals of {@link ZipArchives} and {@link TarArchives}). */
public final class Archives {
    private Archives() {}

    public static void register(Registry r) {
        ZipArchives.register(r);
        TarArchives.register(r);
        RSource.define(r, "utils/archives.R");
    }
}
