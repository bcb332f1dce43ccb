/**
 * flashr in a Java program. {@link flashr.embed.Flashr#session} opens a {@link flashr.embed.Session}:
 * one R session (global environment, options, random numbers, graphics devices, its own matrix
 * engine) that evaluates R text or files, exchanges values with Java ({@link flashr.embed.RObject}),
 * calls R functions with Java arguments, prints to a {@link java.io.Writer} of the program's choice,
 * and can be cancelled from another thread. R errors arrive as the checked
 * {@link flashr.embed.RException}, with R's message and condition classes.
 *
 * <p>Each session runs its R code on a thread of its own, so sessions are independent and run in
 * parallel; one session's calls are taken one at a time. What all sessions of a JVM share is
 * listed in docs/EMBEDDING.md.
 *
 * <p>{@link flashr.embed.FlashrScriptEngineFactory} makes flashr a JSR-223 script engine
 * ({@code new ScriptEngineManager().getEngineByName("flashr")}, or by the extension {@code R}),
 * one session per engine, its engine scope the session's global environment.
 */
package flashr.embed;
