/**
 * The library's frame and R's base package. {@link flashr.base.BaseLibrary} installs the library in a new
 * interpreter; {@link flashr.base.BaseDomain} lists the domains, each registering its builtins on first
 * use of one of its names (known from the generated index {@link flashr.base.BaseNames});
 * {@link flashr.base.Registry} is what a domain registers through. Functions R writes in R are R
 * sources under the resources' {@code flashr/R/<package>/<topic>.R}, bound lazily by
 * {@link flashr.base.RSource} (names from the generated {@link flashr.base.RSourceNames}). The
 * domains of base R live in the sub-packages; stats, utils, methods and FlashR's API beside this one.
 */
package flashr.base;
