/**
 * R compiled to JVM bytecode: {@code flashr compile script.R -o app.jar} will parse and check a whole
 * script, compile its top-level code and functions with ASM into classes that call the library's
 * builtins directly, and write a runnable jar with the runtime it needs. It sits above the library
 * (it calls the builtins it compiles against) and below the console ({@code flashr.cli} offers the
 * command). Kernel generation for the engine's fused passes is not here: it belongs to the engine
 * ({@code flashr.engine.codegen}), which knows no R.
 */
package flashr.compiler;
