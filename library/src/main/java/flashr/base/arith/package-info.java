/**
 * Arithmetic, comparison and logic operators ({@code + - * / ^ %% %/%}, {@code == < ...}, {@code & | !},
 * bitwAnd ...): R's recycling, type promotion, attributes of the result, collation of strings.
 */
package flashr.base.arith;
