/**
 * The system: Sys.time/Sys.getenv/Sys.sleep, commandArgs, proc.time and system.time, quit,
 * R's constants and version, object.size and gc.
 */
package flashr.base.system;
