/**
 * Bytecode generation with ASM: {@link flashr.compiler.codegen.NodePaths} names every node of the
 * parsed script by its path, {@link flashr.compiler.codegen.CodeCompiler} turns one body (a
 * top-level expression or a function's body) into a class implementing
 * {@link flashr.eval.CompiledCode}: control flow ({@code \{}, {@code if}, loops, {@code break},
 * {@code next}), assignments, variables and constants become JVM code, guarded by a check that the
 * construct is still base R's; {@link flashr.compiler.codegen.CallCode} compiles calls (base
 * operators and primitives called directly, closures applied with compiled promise code),
 * {@link flashr.compiler.codegen.LoopCode} compiles loops, and
 * {@link flashr.compiler.codegen.ScalarLoop} runs loops of scalar arithmetic in typed JVM locals
 * (the math functions of one number they compute: {@link flashr.compiler.codegen.MathCode}; the
 * statements they call out for: {@link flashr.compiler.codegen.EscapeCode}; how an iteration that
 * gives up is undone: {@link flashr.compiler.codegen.IterationUndo}).
 * What none handles is handed to the evaluator as it stands.
 */
package flashr.compiler.codegen;
