/**
 * R's {@code exp} and {@code log} of doubles computed by the project itself, with a scalar form
 * and a Vector API form that perform the same IEEE operations in the same order, so the engine's
 * vector loops and every scalar caller (plain R values, compiled kernels) give identical bits.
 * Tables are computed at class initialisation in high precision ({@link HighPrecision}).
 */
package flashr.engine.fn.math;
