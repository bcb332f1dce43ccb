/**
 * Dense linear algebra on column-major double matrices held in {@link java.lang.foreign.MemorySegment}s.
 *
 * <p>{@link flashr.linalg.Linalg#backend()} is the active {@link flashr.linalg.Backend}: OpenBLAS's BLAS
 * and LAPACK called through the foreign function API ({@link flashr.linalg.NativeBackend}) when a
 * library loads (the system's, else the one shipped in the {@code org.bytedeco:openblas} jar,
 * extracted once to a cache directory), else the vectorized Java fallback
 * ({@link flashr.linalg.JavaBackend}), which provides the BLAS routines only. The system property
 * {@code flashr.linalg.backend=java} forces the fallback.
 *
 * <p>Routines follow the reference BLAS and LAPACK argument conventions (leading dimensions,
 * transposition flags, {@code info} results) so that callers port R's LAPACK calls directly.
 */
package flashr.linalg;
