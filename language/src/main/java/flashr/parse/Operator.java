package flashr.parse;

import flashr.lang.RCall;
import flashr.lang.RValue;
import java.util.Map;
import java.util.Set;

/**
 * How deparse writes a call to a base operator or syntax function: its kind (R's PPkind) and
 * precedence (R's PPprec), and when an operand needs parentheses (R's {@code needsparens}).
 */
record Operator(Kind kind, int precedence, boolean rightAssoc) {
    enum Kind { IF, FOR, WHILE, REPEAT, BREAK, NEXT, CURLY, PAREN, FUNCTION, ASSIGN, BINARY, BINARY2, UNARY, DOLLAR, SUBSET }

    static final int FN = 0, EQ = 1, LEFT = 2, TILDE = 4, OR = 5, AND = 6, NOT = 7, COMPARE = 8, SUM = 9,
            PROD = 10, PERCENT = 11, COLON = 12, SIGN = 13, POWER = 14, SUBSET_PREC = 15, DOLLAR_PREC = 16, NS = 17;

    private static final Map<String, Operator> TABLE = Map.ofEntries(
            entry("if", Kind.IF, FN), entry("for", Kind.FOR, FN), entry("while", Kind.WHILE, FN),
            entry("repeat", Kind.REPEAT, FN), entry("break", Kind.BREAK, FN), entry("next", Kind.NEXT, FN),
            entry("{", Kind.CURLY, FN), entry("(", Kind.PAREN, FN), entry("function", Kind.FUNCTION, FN),
            Map.entry("<-", new Operator(Kind.ASSIGN, LEFT, true)), Map.entry("<<-", new Operator(Kind.ASSIGN, LEFT, true)),
            Map.entry("=", new Operator(Kind.ASSIGN, EQ, true)),
            entry("[", Kind.SUBSET, SUBSET_PREC), entry("[[", Kind.SUBSET, SUBSET_PREC),
            entry("$", Kind.DOLLAR, DOLLAR_PREC), entry("@", Kind.DOLLAR, DOLLAR_PREC),
            entry("+", Kind.BINARY, SUM), entry("-", Kind.BINARY, SUM), entry("*", Kind.BINARY, PROD),
            entry("/", Kind.BINARY2, PROD), Map.entry("^", new Operator(Kind.BINARY2, POWER, true)),
            entry("%%", Kind.BINARY2, PERCENT), entry("%/%", Kind.BINARY2, PERCENT), entry("%*%", Kind.BINARY, PERCENT),
            entry("==", Kind.BINARY, COMPARE), entry("!=", Kind.BINARY, COMPARE), entry("<", Kind.BINARY, COMPARE),
            entry(">", Kind.BINARY, COMPARE), entry("<=", Kind.BINARY, COMPARE), entry(">=", Kind.BINARY, COMPARE),
            entry("!", Kind.UNARY, NOT), entry("&", Kind.BINARY, AND), entry("&&", Kind.BINARY, AND),
            entry("|", Kind.BINARY, OR), entry("||", Kind.BINARY, OR), entry(":", Kind.BINARY2, COLON),
            entry("~", Kind.BINARY, TILDE), entry("::", Kind.BINARY2, NS), entry(":::", Kind.BINARY2, NS));

    /** The names of base R's primitive functions: R deparses calls to them as lists (no line breaks in ifs). */
    private static final Set<String> PRIMITIVES = Set.of(
            "-", ":", "::", ":::", "!", "!=", "...elt", "...length", "...names", ".C", ".cache_class", ".Call",
            ".Call.graphics", ".class2", ".External", ".External.graphics", ".External2", ".Fortran",
            ".Internal", ".isMethodsDispatchOn", ".Primitive", ".primTrace", ".primUntrace", ".subset",
            ".subset2", "(", "[", "[[", "[[<-", "[<-", "{", "@", "@<-", "*", "/", "&", "&&", "%*%", "%/%",
            "%%", "^", "+", "<", "<-", "<<-", "<=", "=", "==", ">", ">=", "|", "||", "~", "$", "$<-", "abs",
            "acos", "acosh", "all", "any", "anyNA", "Arg", "as.call", "as.character", "as.complex",
            "as.double", "as.environment", "as.integer", "as.logical", "as.numeric", "as.raw", "asin", "asinh",
            "atan", "atanh", "attr", "attr<-", "attributes", "attributes<-", "baseenv", "break", "browser",
            "c", "call", "ceiling", "class", "class<-", "Conj", "cos", "cosh", "cospi", "cummax", "cummin",
            "cumprod", "cumsum", "digamma", "dim", "dim<-", "dimnames", "dimnames<-", "emptyenv", "enc2native",
            "enc2utf8", "environment<-", "exp", "expm1", "expression", "floor", "for", "forceAndCall",
            "function", "gamma", "gc.time", "globalenv", "if", "Im", "interactive", "invisible", "is.array",
            "is.atomic", "is.call", "is.character", "is.complex", "is.double", "is.environment",
            "is.expression", "is.finite", "is.function", "is.infinite", "is.integer", "is.language", "is.list",
            "is.logical", "is.matrix", "is.na", "is.name", "is.nan", "is.null", "is.numeric", "is.object",
            "is.pairlist", "is.raw", "is.recursive", "is.single", "is.symbol", "isS4", "lazyLoadDBfetch",
            "length", "length<-", "levels<-", "lgamma", "list", "log", "log10", "log1p", "log2", "max", "min",
            "missing", "Mod", "names", "names<-", "nargs", "next", "nzchar", "oldClass", "oldClass<-",
            "on.exit", "pos.to.env", "proc.time", "prod", "quote", "range", "Re", "rep", "repeat",
            "retracemem", "return", "round", "seq_along", "seq_len", "seq.int", "sign", "signif", "sin",
            "sinh", "sinpi", "sqrt", "standardGeneric", "storage.mode<-", "substitute", "sum", "switch", "tan",
            "tanh", "tanpi", "tracemem", "trigamma", "trunc", "unclass", "untracemem", "UseMethod", "while",
            "xtfrm");

    /** True for a call to a base primitive written as {@code f(...)} (R's PP_FUNCALL), such as {@code list} or {@code return}. */
    static boolean isPrimitiveCall(String name) {
        return PRIMITIVES.contains(name);
    }

    private static Map.Entry<String, Operator> entry(String name, Kind kind, int precedence) {
        return Map.entry(name, new Operator(kind, precedence, false));
    }

    /** How {@code call} (to function {@code name}) is written, or null for ordinary call syntax {@code f(x)}. */
    static Operator of(String name, RCall call) {
        int n = call.argCount();
        Operator op = TABLE.get(name);
        if (op == null) {
            // %op% with two unnamed arguments is written as an operator.
            return isUserBinop(name) && n == 2 && call.names() == null ? new Operator(Kind.BINARY, PERCENT, false) : null;
        }
        boolean fits = switch (op.kind) {
            case IF -> n == 2 || n == 3;
            case FOR -> n == 3;
            case WHILE -> n == 2;
            case REPEAT, PAREN, UNARY -> n == 1;
            case BREAK, NEXT -> n == 0;
            case CURLY -> true;
            case FUNCTION -> n >= 2;
            case SUBSET -> n >= 1;
            case ASSIGN, BINARY2, DOLLAR -> n == 2;
            case BINARY -> n == 1 || n == 2;
        };
        if (!fits) return null;
        if (op.kind == Kind.BINARY && n == 1) {
            return new Operator(Kind.UNARY, op.precedence == SUM ? SIGN : op.precedence, false);
        }
        return op;
    }

    private static boolean isUserBinop(String name) {
        return name.length() >= 2 && name.charAt(0) == '%' && name.charAt(name.length() - 1) == '%';
    }

    /** Whether operand {@code arg} (on the left when {@code left}) needs parentheses to keep its meaning. */
    boolean needsParens(RValue arg, boolean left) {
        // a complex constant deparses as a sum (0+2i): R brackets it where a sum would bind looser
        if (arg instanceof flashr.lang.RComplex z && z.length() == 1 && z.attributes() == null) {
            return precedence > SUM || precedence == SUM && left == rightAssoc;
        }
        if (!(arg instanceof RCall c) || c.functionName() == null) return false;
        String name = c.functionName();
        Operator a = TABLE.get(name);
        if (a == null) {
            return isUserBinop(name) && binds(PERCENT, left);
        }
        switch (a.kind) {
            case BINARY, BINARY2 -> {
                int n = c.argCount();
                if (n == 1) {
                    return left && binds(a.precedence == SUM ? SIGN : a.precedence, true);
                }
                if (n != 2) return false;
                if (precedence == COMPARE && a.precedence == COMPARE) return true; // a < b < c is not R
                return binds(a.precedence, left);
            }
            case SUBSET -> {
                return kind != Kind.DOLLAR && binds(a.precedence, left);
            }
            case UNARY -> {
                return left && binds(a.precedence, true);
            }
            case ASSIGN, DOLLAR -> {
                return binds(a.precedence, left);
            }
            case FOR, IF, WHILE, REPEAT -> {
                return left;
            }
            default -> {
                return false;
            }
        }
    }

    /** True when this operator binds tighter than an operand of precedence {@code argPrecedence}. */
    private boolean binds(int argPrecedence, boolean left) {
        return precedence > argPrecedence || (precedence == argPrecedence && left == rightAssoc);
    }

    /** R's parenthesizeCaller: {@code (a + b)(1)} but {@code f(x)(1)}. */
    static boolean needsParensAsFunction(RCall caller) {
        String name = caller.functionName();
        if (name == null) return false;
        Operator op = TABLE.get(name);
        if (op == null) return isUserBinop(name);
        return op.precedence < SUBSET_PREC && op.kind != Kind.PAREN && op.kind != Kind.CURLY;
    }
}
