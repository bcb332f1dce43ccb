/**
 * R's base library, one class per domain; {@link flashr.base.BaseLibrary} lists them all.
 * Builtins receive matched, evaluated arguments through {@link flashr.eval.Args}.
 */
package flashr.base;
