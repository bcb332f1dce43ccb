/**
 * R values: vectors with attributes, NULL, symbols and calls (the language objects the
 * parser produces), closures, builtins, environments and promises, and the error condition.
 * Nothing here evaluates; see {@code flashr.eval}.
 */
package flashr.lang;
