package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A typed method per signature of a body's parameters, whatever the compile-time guess: a
 * parameter guessed an integer ({@code fibi(25L)}) passed a double at run time runs the body's
 * double method, not the generic body; every mix of doubles and integers of up to three parameters
 * gets its method where the body types so. Compiled against the interpreter: the same values,
 * types ({@code typeof}), warnings and errors.
 */
class TypedSignaturesTest {
    private static final String FIBI = "fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)\n";
    private static final String MIX = "mx <- function(a, b) a %/% b + a * b\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // guessed an integer (fibi(20L)), called with doubles: R's double arithmetic, typeof double
        FIBI + "fibi(20L); typeof(fibi(20L)); fibi(20); typeof(fibi(20)); fibi(2.5); fibi(NA); fibi(NA_integer_); try(fibi(NaN))\n",
        // two integer-guessed parameters, each passed a double or an integer; %/% of integers by 0 (NA), of doubles (Inf)
        MIX + "mx(7L, 2L); mx(7, 2L); mx(7L, 2); mx(7.5, 2.5); mx(7L, 0L); mx(7, 0); typeof(mx(7L, 2L)); typeof(mx(7L, 2))\n"
            + "mx(.Machine$integer.max, 2L); mx(.Machine$integer.max, 2)\n",
        // a typed loop passing doubles to an integer-guessed callee, and integers, and both in a typed body
        FIBI + "fibi(10L)\ns <- 0\nfor (i in 1:12) s <- s + fibi(i) + fibi(i / 2)\ns\n"
            + "tot <- function(n) { t <- 0; for (k in seq_len(n)) t <- t + fibi(k * 0.5) + fibi(k); t }\ntot(14); tot(3L)\n",
        // a double variant calling the integer primary (n %/% 2L of a double is a double: itself; as.integer-free)
        "hal <- function(n) if (n < 1L) 0L else hal(n %/% 2L) + 1L\nhal(1000L); hal(1000); typeof(hal(1000)); hal(0.5); hal(NA)\n",
        // a parameter assigned in the body (of its own type either way); a local that would change type: no double method, the generic body
        "inc <- function(n) { n <- n + 1L; n * 2L }\ninc(3L); inc(3); typeof(inc(3)); inc(.Machine$integer.max)\n"
            + "kk <- function(n) { k <- 1L; k <- n; k * 2L }\nkk(3L); kk(3); typeof(kk(3)); kk(NA)\n",
        // three parameters, every mix
        "tri <- function(a, b, c) (a + b) * c - a\ntri(1L, 2L, 3L); tri(1, 2L, 3L); tri(1L, 2, 3L); tri(1L, 2L, 3); tri(1.5, 2.5, 3.5); typeof(tri(1L, 2L, 3L)); typeof(tri(1L, 2, 3L))\n"
            + "tri(.Machine$integer.max, 1L, 1L); tri(.Machine$integer.max, 1, 1L)\n",
        // the function redefined after calls with both types; a logical argument (no typed method: the generic body)
        FIBI + "fibi(5L); fibi(5); fibi(TRUE); fibi <- function(n) -n\nfibi(5L); fibi(5)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    /** The descriptors of the {@code typed} methods of the class {@code name} of {@code s}. */
    private static Set<String> typedMethods(CompiledScript s, String name) {
        Set<String> out = new TreeSet<>();
        new ClassReader(s.classes().get(name)).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String n, String descriptor, String signature, String[] exceptions) {
                if (n.equals("typed")) out.add(descriptor.replace("Lflashr/eval/Interpreter;", ""));
                return null;
            }
        }, ClassReader.SKIP_CODE);
        return out;
    }

    @Test
    void integerGuessesGetDoubleMethods() {
        CompiledScript s = Differential.assertSame(FIBI + "fibi(12L); fibi(12)\n");
        assertEquals(Set.of("(II)I", "(DI)D"), typedMethods(s, "t.Main$Fn0"));
        CompiledScript m = Differential.assertSame(MIX + "mx(7L, 2L)\n");
        assertEquals(Set.of("(III)I", "(DII)D", "(IDI)D", "(DDI)D"), typedMethods(m, "t.Main$Fn0"));
        // the body cannot type with a double n (its integer local k would change type): the integer method only
        CompiledScript i = Differential.assertSame("kk <- function(n) { k <- 1L; k <- n; k * 2L }\nkk(3L)\n");
        assertEquals(Set.of("(II)I"), typedMethods(i, "t.Main$Fn0"));
    }

    @Test
    void loopsPassingDoublesToIntegerGuessesAreTyped() {
        CompiledScript s = Differential.assertSame(FIBI + "fibi(10L)\ns <- 0\nfor (i in 1:12) s <- s + fibi(i / 2)\ns\n");
        assertTrue(s.report().stream().anyMatch(l -> l.contains("1 loops with typed locals")), s.report().toString());
    }
}
