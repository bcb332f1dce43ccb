/** Element types (logical, integer, double) and R's missing-value encodings. */
package flashr.engine.type;
