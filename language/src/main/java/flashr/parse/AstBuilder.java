package flashr.parse;

import static flashr.grammar.RSyntaxParser.*;

import flashr.grammar.RSyntaxBaseVisitor;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.SourcePos;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Builds R language objects from the parse tree, in R's own shapes: every construct is a call
 * ({@code if}, {@code for}, {@code \{}, {@code (}, {@code <-}, {@code function}...), constants
 * are length-one vectors, {@code ->} becomes {@code <-} with its operands swapped, and
 * {@code x |> f(y)} becomes {@code f(x, y)}.
 */
final class AstBuilder extends RSyntaxBaseVisitor<RValue> {
    private static final RSymbol PLACEHOLDER_SYMBOL = RSymbol.of("_");
    /** Functions with syntax of their own, which R refuses on the right of |> (IS_SPECIAL_SYMBOL in R). */
    private static final Set<String> SYNTAX_FUNCTIONS = Set.of("if", "while", "repeat", "for", "break", "next",
            "return", "function", "(", "{", "+", "-", "*", "/", "^", "%%", "%/%", "%*%", ":", "::", ":::", "?", "|>",
            "~", "@", "=>", "==", "!=", "<", ">", "<=", ">=", "&", "|", "&&", "||", "!", "<-", "<<-", "=", "$", "[",
            "[[", "$<-", "[<-", "[[<-");

    private final String source;
    private final String fileName;
    private int itemStart;

    private final List<String> warnings = new java.util.ArrayList<>();

    AstBuilder(String source, String fileName) {
        this.source = source;
        this.fileName = fileName;
    }

    /** The language object of one top-level expression starting at char {@code itemStart}. */
    RValue build(ExprOrHelpContext expr, int itemStart) {
        this.itemStart = itemStart;
        warnings.clear();
        return visit(expr);
    }

    /** The warnings R's parser gives for the expression {@link #build} made last. */
    List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** {@code a ? b ? c} is {@code `?`(`?`(a, b), c)}. */
    @Override
    public RValue visitExprOrHelp(ExprOrHelpContext ctx) {
        List<ExprOrAssignContext> parts = ctx.exprOrAssign();
        RValue result = visit(parts.getFirst());
        for (int i = 1; i < parts.size(); i++) result = call(ctx, "?", result, visit(parts.get(i)));
        return result;
    }

    @Override
    public RValue visitExprOrAssign(ExprOrAssignContext ctx) {
        RValue target = visit(ctx.expr());
        return ctx.exprOrAssign() == null ? target : call(ctx, "=", target, visit(ctx.exprOrAssign()));
    }

    // ------------------------------------------------------------ constants and names

    @Override
    public RValue visitNumber(NumberContext ctx) {
        return shared(NumberLiterals.parse(ctx.getText(), ctx.start.getLine(), warnings::add));
    }

    @Override
    public RValue visitString(StringContext ctx) {
        return shared(RString.of(string(ctx.start)));
    }

    @Override
    public RValue visitConstant(ConstantContext ctx) {
        RValue v = switch (ctx.constant.getType()) {
            case NULL -> RNull.NULL;
            case TRUE -> RLogical.of(true);
            case FALSE -> RLogical.of(false);
            case NA -> RLogical.na();
            case NA_INT -> RInt.of(RInt.NA);
            case NA_REAL -> RDouble.of(RDouble.NA);
            case NA_CHAR -> RString.of((String) null);
            case INF -> RDouble.of(Double.POSITIVE_INFINITY);
            case NAN -> RDouble.of(Double.NaN);
            default -> flashr.lang.RComplex.na();
        };
        return shared(v);
    }

    @Override
    public RValue visitSymbol(SymbolContext ctx) {
        return RSymbol.of(name(ctx.name));
    }

    @Override
    public RValue visitPlaceholder(PlaceholderContext ctx) {
        return PLACEHOLDER_SYMBOL;
    }

    @Override
    public RValue visitNamespace(NamespaceContext ctx) {
        return call(ctx, ctx.op.getText(), nameOrString(ctx.lhs), nameOrString(ctx.rhs));
    }

    // ------------------------------------------------------------ grouping and calls

    @Override
    public RValue visitBlock(BlockContext ctx) {
        List<RValue> exprs = new ArrayList<>();
        for (ExprOrHelpContext e : ctx.exprlist().exprOrHelp()) exprs.add(visit(e));
        return call(ctx, "{", exprs.toArray(RValue[]::new));
    }

    @Override
    public RValue visitParen(ParenContext ctx) {
        return call(ctx, "(", visit(ctx.exprOrHelp()));
    }

    @Override
    public RValue visitCall(CallContext ctx) {
        ExprContext f = ctx.expr();
        // "f"(x) calls f, as R's parser turns a string in function position into a symbol.
        RValue function = f instanceof StringContext s ? RSymbol.of(string(s.start)) : visit(f);
        return withArgs(ctx, function, ctx.sublist(), true);
    }

    @Override
    public RValue visitIndex(IndexContext ctx) {
        return withArgs(ctx, RSymbol.of("["), ctx.sublist(), false, visit(ctx.expr()));
    }

    @Override
    public RValue visitIndex2(Index2Context ctx) {
        return withArgs(ctx, RSymbol.of("[["), ctx.sublist(), false, visit(ctx.expr()));
    }

    @Override
    public RValue visitDollar(DollarContext ctx) {
        return call(ctx, ctx.op.getText(), visit(ctx.expr()), nameOrString(ctx.rhs));
    }

    /** A call of {@code function} with {@code leading} arguments, then those of the argument list. */
    private RCall withArgs(ParserRuleContext ctx, RValue function, SublistContext sublist, boolean dropLoneEmpty,
            RValue... leading) {
        List<SubContext> subs = sublist.sub();
        // f() has no arguments, but x[] has one empty argument, as in R.
        if (dropLoneEmpty && subs.size() == 1 && subs.getFirst() instanceof EmptyArgContext) subs = List.of();
        int n = leading.length + subs.size();
        RValue[] args = new RValue[n];
        String[] names = new String[n];
        boolean named = false;
        System.arraycopy(leading, 0, args, 0, leading.length);
        for (int i = 0; i < subs.size(); i++) {
            int k = leading.length + i;
            switch (subs.get(i)) {
                case NamedArgContext a -> {
                    names[k] = a.name.getType() == NULL ? "NULL" : name(a.name);
                    named = true;
                    args[k] = a.expr() == null ? RMissing.MISSING : visit(a.expr());
                }
                case ArgContext a -> args[k] = visit(a.expr());
                default -> args[k] = RMissing.MISSING;
            }
        }
        return new RCall(function, args, named ? names : null, pos(ctx));
    }

    // ------------------------------------------------------------ operators

    @Override
    public RValue visitBinary(BinaryContext ctx) {
        String op = ctx.op.getText();
        RValue lhs = visit(ctx.expr(0));
        RValue rhs = visit(ctx.expr(1));
        return switch (op) {
            case "**" -> call(ctx, "^", lhs, rhs);
            case "|>" -> pipe(lhs, rhs, ctx.expr(1));
            default -> call(ctx, op, lhs, rhs);
        };
    }

    /** R's comparison operators do not associate: {@code a < b < c} is a syntax error. */
    @Override
    public RValue visitComparison(ComparisonContext ctx) {
        if (ctx.expr(0) instanceof ComparisonContext) {
            throw SyntaxErrors.unexpected(ctx.op, source, itemStart);
        }
        return call(ctx, ctx.op.getText(), visit(ctx.expr(0)), visit(ctx.expr(1)));
    }

    @Override
    public RValue visitUnary(UnaryContext ctx) {
        return call(ctx, ctx.op.getText(), visit(ctx.expr()));
    }

    @Override
    public RValue visitRightAssign(RightAssignContext ctx) {
        String op = ctx.op.getType() == RIGHT_ASSIGN ? "<-" : "<<-";
        return call(ctx, op, visit(ctx.expr(1)), visit(ctx.expr(0)));
    }

    /** {@code lhs |> f(args)} is {@code f(lhs, args)}, or {@code f(..., name = lhs)} for a placeholder {@code name = _}. */
    private RValue pipe(RValue lhs, RValue rhs, ExprContext rhsCtx) {
        if (!(rhs instanceof RCall call)) {
            throw error("The pipe operator requires a function call as RHS", rhsCtx.start);
        }
        if (call.functionName() != null && SYNTAX_FUNCTIONS.contains(call.functionName())) {
            throw error("function '" + call.functionName() + "' not supported in RHS call of a pipe", rhsCtx.start);
        }
        RValue[] args = call.args();
        for (int i = 0; i < args.length; i++) {
            if (args[i] == PLACEHOLDER_SYMBOL) {
                if (call.argName(i) == null) {
                    throw error("pipe placeholder can only be used as a named argument", rhsCtx.start);
                }
                RValue[] replaced = args.clone();
                replaced[i] = lhs;
                return new RCall(call.function(), replaced, call.names(), call.pos());
            }
        }
        RValue[] withLhs = new RValue[args.length + 1];
        withLhs[0] = lhs;
        System.arraycopy(args, 0, withLhs, 1, args.length);
        String[] names = null;
        if (call.names() != null) {
            names = new String[withLhs.length];
            System.arraycopy(call.names(), 0, names, 1, args.length);
        }
        return new RCall(call.function(), withLhs, names, call.pos());
    }

    // ------------------------------------------------------------ control flow and functions

    @Override
    public RValue visitFunction(FunctionContext ctx) {
        List<FormalContext> formals = ctx.formlist().formal();
        String[] names = new String[formals.size()];
        RValue[] defaults = new RValue[formals.size()];
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.length; i++) {
            FormalContext f = formals.get(i);
            names[i] = name(f.name);
            if (!seen.add(names[i])) {
                throw error("repeated formal argument '" + names[i] + "' on line " + f.name.getLine(), f.name);
            }
            defaults[i] = f.expr() == null ? RMissing.MISSING : visit(f.expr());
        }
        RList formalList = new RList(defaults);
        formalList.setAttr("names", RString.of(names));
        formalList.markShared();
        String text = source.substring(ctx.start.getStartIndex(), ctx.stop.getStopIndex() + 1);
        return call(ctx, "function", formalList, visit(ctx.exprOrAssign()), shared(RString.of(text)));
    }

    @Override
    public RValue visitIf(IfContext ctx) {
        RValue condition = visit(ctx.exprOrHelp());
        RValue then = visit(ctx.exprOrAssign(0));
        return ctx.ELSE() == null ? call(ctx, "if", condition, then)
                : call(ctx, "if", condition, then, visit(ctx.exprOrAssign(1)));
    }

    @Override
    public RValue visitFor(ForContext ctx) {
        Token var = ((TerminalNode) ctx.getChild(2)).getSymbol();
        return call(ctx, "for", RSymbol.of(name(var)), visit(ctx.exprOrHelp()), visit(ctx.exprOrAssign()));
    }

    @Override
    public RValue visitWhile(WhileContext ctx) {
        return call(ctx, "while", visit(ctx.exprOrHelp()), visit(ctx.exprOrAssign()));
    }

    @Override
    public RValue visitRepeat(RepeatContext ctx) {
        return call(ctx, "repeat", visit(ctx.exprOrAssign()));
    }

    @Override
    public RValue visitBreak(BreakContext ctx) {
        return call(ctx, "break");
    }

    @Override
    public RValue visitNext(NextContext ctx) {
        return call(ctx, "next");
    }

    // ------------------------------------------------------------ helpers

    private RCall call(ParserRuleContext ctx, String function, RValue... args) {
        return new RCall(RSymbol.of(function), args, null, pos(ctx));
    }

    private SourcePos pos(ParserRuleContext ctx) {
        return new SourcePos(fileName, ctx.start.getLine(), ctx.start.getCharPositionInLine() + 1);
    }

    /** A symbol's name: an identifier as written, or a backtick-quoted name unescaped. */
    private static String name(Token t) {
        return switch (t.getType()) {
            case BACKTICK_ID -> StringLiterals.backtick(t.getText(), t.getLine());
            case STRING -> string(t);
            default -> t.getText();
        };
    }

    private static String string(Token t) {
        return StringLiterals.decode(t.getText(), t.getLine());
    }

    /** After {@code $}, {@code @} and {@code ::}: a symbol, or a string constant kept as a string. */
    private static RValue nameOrString(Token t) {
        return t.getType() == STRING ? shared(RString.of(string(t))) : RSymbol.of(name(t));
    }

    /** Constants in code are shared by every evaluation: mark them so no one modifies them in place. */
    private static RValue shared(RValue v) {
        v.markShared();
        return v;
    }

    private static ParseError error(String message, Token at) {
        return new ParseError(message, at.getLine(), at.getCharPositionInLine() + 1, false);
    }
}
