/**
 * Strings and printing: paste, substr, sprintf, formatC, format, regular expressions (grepl, sub,
 * regmatches, strsplit), print and cat.
 */
package flashr.base.strings;
