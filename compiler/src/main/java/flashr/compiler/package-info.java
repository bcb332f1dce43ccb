/**
 * R compiled to JVM bytecode: {@code flashr compile script.R -o app.jar} ({@link
 * flashr.compiler.CompileCommand}) parses and checks a whole script ({@link
 * flashr.compiler.ScriptCheck}), compiles its top-level code and its functions with ASM
 * ({@link flashr.compiler.ScriptCompiler}, {@link flashr.compiler.codegen}) into classes that call
 * the evaluator's public operations ({@link flashr.compiler.rt}), and writes a runnable jar with the
 * runtime ({@link flashr.compiler.JarWriter}). It sits above the library and below the console
 * ({@code flashr.cli} offers the command). Kernel generation for the engine's fused passes is not
 * here: it belongs to the engine ({@code flashr.engine.codegen}), which knows no R. See
 * docs/COMPILER.md.
 */
package flashr.compiler;
