/**
 * Bytecode generation with ASM: {@link flashr.compiler.codegen.NodePaths} names every node of the
 * parsed script by its path, {@link flashr.compiler.codegen.CodeCompiler} turns one body (a
 * top-level expression or a function's body) into a class implementing
 * {@link flashr.eval.CompiledCode}: control flow ({@code \{}, {@code if}, loops, {@code break},
 * {@code next}) and assignments of their values become JVM code, guarded by a check that the
 * construct is still base R's; every other expression is handed to the evaluator as it stands.
 */
package flashr.compiler.codegen;
