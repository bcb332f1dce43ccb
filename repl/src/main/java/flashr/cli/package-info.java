/** The command line: script, expression and standard-input modes, and (later) the REPL. */
package flashr.cli;
