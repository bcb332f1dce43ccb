/**
 * R's base library, one class per domain; {@link flashr.base.BaseLibrary} lists them all and
 * {@link flashr.base.BaseDomain} registers each on first use of one of its names. Builtins
 * receive matched, evaluated arguments through {@link flashr.eval.Args}. Functions R writes in R
 * are R sources in {@code *Prelude} classes, parsed on first use ({@link flashr.base.MetaPrelude}).
 * FlashR's API is in the {@code FlashR*} classes; base R on engine values is in the
 * {@code Engine*} classes, catalogued by {@link flashr.base.EngineMethods}.
 */
package flashr.base;
