package flashr.linalg;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds and loads a BLAS/LAPACK library: the one named by {@code flashr.linalg.library}, else the
 * system's OpenBLAS ({@code libopenblas.so.0}), else the system's {@code libblas.so.3} with
 * {@code liblapack.so.3}, else the OpenBLAS shipped in the {@code org.bytedeco:openblas} jar
 * ({@link BundledOpenBlas}). A library counts only when it has every symbol flashr calls. Those
 * functions are called through {@link VzeroupperEntries} ({@code entries}) where that applies.
 * OpenBLAS's thread pool is stopped as soon as the library loads, until a call needs it
 * ({@link OpenBlasThreads}).
 */
record OpenBlasLibrary(SymbolLookup symbols, String origin, Map<String, MemorySegment> entries) {

    /** Symbols the backend needs; a library lacking one is passed over. */
    static final List<String> REQUIRED = List.of("cblas_dgemm", "cblas_dgemv", "cblas_dsyrk", "cblas_dtrsm",
            "cblas_dtrmm", "cblas_dasum", "cblas_ddot", "cblas_daxpy", "cblas_dnrm2", "cblas_dscal", "dgetrf_", "dgetrs_", "dgesv_", "dpotrf_", "dpotri_", "dpstrf_", "dsyevr_", "dgeev_", "dgesdd_",
            "dgeqp3_", "dgeqrf_", "dormqr_", "dtrtrs_", "dgecon_", "dtrcon_", "dlange_");

    /** The address to call {@code name} at: its entry when it has one. */
    MemorySegment find(String name) {
        MemorySegment entry = entries.get(name);
        if (entry != null) return entry;
        return symbols.find(name).orElseThrow(() -> new IllegalStateException("missing symbol " + name));
    }

    Optional<MemorySegment> findOptional(String name) {
        return symbols.find(name);
    }

    /** The first candidate that loads with every required symbol; the reasons the others failed go to {@code tried}. */
    static Optional<OpenBlasLibrary> load(List<String> tried) {
        OpenBlasThreads.prepare();
        for (Candidate c : candidates()) {
            try {
                SymbolLookup lookup = c.open();
                OpenBlasThreads.stopPool(lookup);
                List<String> missing = REQUIRED.stream().filter(s -> lookup.find(s).isEmpty()).toList();
                if (missing.isEmpty()) return Optional.of(new OpenBlasLibrary(lookup, c.origin(), entries(lookup)));
                tried.add(c.origin() + ": lacks " + String.join(", ", missing));
            } catch (RuntimeException | java.io.IOException | LinkageError e) {
                tried.add(c.origin() + ": " + e.getMessage());
            }
        }
        return Optional.empty();
    }

    /** The required functions' entries (all at once: the entries' page is executable only once filled). */
    private static Map<String, MemorySegment> entries(SymbolLookup lookup) {
        Map<String, MemorySegment> functions = new LinkedHashMap<>();
        for (String name : REQUIRED) functions.put(name, lookup.find(name).orElseThrow());
        return Map.copyOf(VzeroupperEntries.of(functions));
    }

    private interface Opener {
        SymbolLookup open() throws java.io.IOException;
    }

    /** A library to try; its name is made only when wanted (the bundled one's reads the jar's version). */
    private record Candidate(java.util.function.Supplier<String> name, Opener opener) {
        Candidate(String name, Opener opener) {
            this(() -> name, opener);
        }

        String origin() {
            return name.get();
        }

        SymbolLookup open() throws java.io.IOException {
            return opener.open();
        }
    }

    private static List<Candidate> candidates() {
        List<Candidate> list = new ArrayList<>();
        String explicit = System.getProperty("flashr.linalg.library");
        if (explicit != null && !explicit.isBlank()) {
            list.add(new Candidate(explicit, () -> byName(explicit)));
            return list;
        }
        list.add(new Candidate("system libopenblas.so.0", () -> byName("libopenblas.so.0")));
        list.add(new Candidate("system libblas.so.3 + liblapack.so.3",
                () -> byName("libblas.so.3").or(byName("liblapack.so.3"))));
        list.add(new Candidate(() -> "bundled OpenBLAS " + BundledOpenBlas.version(), () -> byPath(BundledOpenBlas.extract())));
        return list;
    }

    /** dlopen by name (the loader's search path) or by path when it has a slash; loaded for the JVM's life. */
    private static SymbolLookup byName(String name) {
        if (name.contains("/")) return byPath(Path.of(name));
        return SymbolLookup.libraryLookup(name, Arena.global());
    }

    private static SymbolLookup byPath(Path p) {
        if (!Files.isRegularFile(p)) throw new IllegalArgumentException("no file " + p);
        return SymbolLookup.libraryLookup(p, Arena.global());
    }
}
