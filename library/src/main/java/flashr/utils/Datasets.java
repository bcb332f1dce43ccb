package flashr.utils;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.io.SerializationBuiltins;
import flashr.lang.REnvironment;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.rds.RdsReader;
import flashr.rds.RdsWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The data sets of R's datasets package that scripts and examples use (mtcars, iris, cars,
 * airquality, ...): each is bound lazily and read, on first use of its name, from the R data file
 * that GNU R wrote for it (resources flashr/datasets, {@code make.R} there lists them), so a
 * script pays nothing for the ones it does not use and gets R's exact values and attributes.
 */
public final class Datasets implements REnvironment.Loader {
    private static final String DIR = "/flashr/datasets/";
    private final String name;

    private Datasets(String name) {
        this.name = name;
    }

    /** Binds every data set's name lazily in base, and data(), which copies them into an environment. */
    public static void register(Registry r) {
        List<String> names = names();
        for (String name : names) r.defineLazy(name, new Datasets(name));
        r.builtin(".dataset_names", "", a -> new RString(names.toArray(String[]::new)));
        RSource.define(r, "utils/data.R");
    }

    private static List<String> names() {
        try (InputStream in = Datasets.class.getResourceAsStream(DIR + "index.txt")) {
            if (in == null) return List.of();
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII)).lines().filter(s -> !s.isBlank()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public boolean definesFunction(String name) {
        return false;
    }

    private static volatile java.util.Set<String> known;

    /** Whether {@code name} is one of the data sets. */
    public static boolean isDataset(String name) {
        java.util.Set<String> k = known;
        if (k == null) known = k = java.util.Set.copyOf(names());
        return k.contains(name);
    }

    @Override
    public void load(REnvironment base) {
        try (InputStream in = new GZIPInputStream(Datasets.class.getResourceAsStream(DIR + name + ".rds"))) {
            // data sets hold no environments of their own; the formulas of the grouped-data sets (CO2,
            // Loblolly, ...) have R's empty environment, the root above base
            REnvironment empty = base;
            while (empty.parent() != null) empty = empty.parent();
            RValue value = RdsReader.read(in, new RdsWriter.Environments(base, base, empty), SerializationBuiltins::asCharacter);
            base.resolveLazy(name, this, value);
        } catch (IOException e) {
            throw new UncheckedIOException("data set " + name + " cannot be read", e);
        }
    }
}
