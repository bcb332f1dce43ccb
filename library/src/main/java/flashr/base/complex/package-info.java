/**
 * R's complex and raw vectors: their constructors, parts and conversions ({@code complex},
 * {@code Re}, {@code Mod}, {@code as.raw}, {@code charToRaw}, {@code packBits}), the complex
 * arithmetic the operators share ({@link flashr.base.complex.Cplx}), {@code fft} and {@code polyroot}.
 */
package flashr.base.complex;
