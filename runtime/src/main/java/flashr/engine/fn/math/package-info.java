/**
 * R's {@code ^}, {@code exp} and {@code log} of doubles bit-identical to the C library R calls on
 * x86-64 Linux (glibc's pow, exp and log, from ARM's optimized-routines, as built for processors
 * with fused multiply-add), with a scalar form and, for exp and log, a Vector API form that
 * perform the same IEEE operations in the same order, so the engine's vector loops and every
 * scalar caller (plain R values, compiled kernels) give R's bits. The pow and exp tables are
 * written out as computed by their defining rules (PowConstantsTest computes them again); log's table
 * comes from a search and is given as it is ({@link LogTable}). Likewise sin, cos, tan, atan,
 * atan2, log1p and expm1 are the C library's (glibc's IBM and fdlibm routines in their FMA builds),
 * with their tables given as they are, and a Vector API form of sin and cos for engine values;
 * and log2 (ARM's routine, FMA build, {@link Log2Table}), hypot (Borges' method, no FMA) and the
 * hyperbolic functions and their inverses ({@link Hyperbolic}, fdlibm's method on glibc's exp and log).
 */
package flashr.engine.fn.math;
