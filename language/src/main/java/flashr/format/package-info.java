/**
 * Text of values as GNU R writes it: numbers formatted as R's {@code formatReal} and
 * {@code scientific()} decide, C's printf conversions with glibc's exact rounding, string
 * quoting and escaping, and the layout of printed vectors, matrices and lists.
 */
package flashr.format;
