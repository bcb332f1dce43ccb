/*
 * R's expression syntax (R 4.2 gram.y), action-free. Operator precedence follows ?Syntax:
 * the operator alternatives of `expr` are listed from the tightest binding to the loosest;
 * `=` and `?`, looser than all of them, have rules of their own.
 *
 * Newlines are handled outside the grammar, as R's lexer does: a token source between lexer
 * and parser (flashr.parse.NewlineFilter) drops the newlines that cannot end an expression
 * (inside ( and [, after binary operators, after `if (c)`, before an `else` inside braces...)
 * and appends one newline at end of input. Here NEWLINE only separates expressions.
 */
grammar RSyntax;

/** One top-level expression and its terminator, or an empty line: what R's REPL parses at a time. */
item
    : NEWLINE
    | exprOrHelp (';' | NEWLINE)
    ;

/** The loosest level: `a ? b`, left-associative (R's expr_or_assign_or_help). */
exprOrHelp
    : exprOrAssign ('?' exprOrAssign)*
    ;

/** `x = value`, right-associative; not allowed as a function argument, where `=` names the argument. */
exprOrAssign
    : expr ('=' exprOrAssign)?
    ;

/*
 * The bodies of `function`, `if`, `for`, `while` and `repeat` extend as far right as they can
 * (they may be `=` assignments, but a `?` after them applies to the whole construct). An else
 * belongs to the nearest if: the optional else is taken greedily.
 */
expr
    : NUMBER                                                  # number
    | STRING                                                  # string
    | constant=(NULL | TRUE | FALSE | NA | NA_INT | NA_REAL | NA_CHAR | NA_CPLX | INF | NAN) # constant
    | name=(ID | BACKTICK_ID)                                 # symbol
    | PLACEHOLDER                                             # placeholder
    | lhs=(ID | BACKTICK_ID | STRING) op=('::' | ':::') rhs=(ID | BACKTICK_ID | STRING) # namespace
    | '{' exprlist '}'                                        # block
    | '(' exprOrHelp ')'                                      # paren
    | (FUNCTION | '\\') '(' formlist ')' exprOrAssign        # function
    | IF '(' exprOrHelp ')' exprOrAssign (ELSE exprOrAssign)? # if
    | FOR '(' (ID | BACKTICK_ID) IN exprOrHelp ')' exprOrAssign # for
    | WHILE '(' exprOrHelp ')' exprOrAssign                   # while
    | REPEAT exprOrAssign                                     # repeat
    | BREAK                                                   # break
    | NEXT                                                    # next
    | expr '(' sublist ')'                                    # call
    | expr '[' sublist ']'                                    # index
    | expr LBB sublist ']' ']'                                # index2
    | expr op=('$' | '@') rhs=(ID | BACKTICK_ID | STRING)     # dollar
    | <assoc=right> expr op=('^' | '**') expr                 # binary
    | op=('-' | '+') expr                                     # unary
    | expr op=':' expr                                        # binary
    | expr op=(SPECIAL | '|>') expr                           # binary
    | expr op=('*' | '/') expr                                # binary
    | expr op=('+' | '-') expr                                # binary
    | expr op=('<' | '>' | '<=' | '>=' | '==' | '!=') expr    # comparison
    | op='!' expr                                             # unary
    | expr op=('&' | '&&') expr                               # binary
    | expr op=('|' | '||') expr                               # binary
    | op='~' expr                                             # unary
    | expr op='~' expr                                        # binary
    | expr op=('->' | '->>') expr                             # rightAssign
    | <assoc=right> expr op=('<-' | '<<-' | ':=') expr        # binary
    | op='?' expr                                             # unary
    ;

/** The body of { }: expressions separated by ';' or newlines, any of them possibly empty. */
exprlist
    : exprOrHelp? ((';' | NEWLINE) exprOrHelp?)*
    ;

sublist
    : sub (',' sub)*
    ;

sub
    : name=(ID | BACKTICK_ID | STRING | NULL) '=' expr?      # namedArg
    | expr                                                    # arg
    |                                                         # emptyArg
    ;

formlist
    : (formal (',' formal)*)?
    ;

formal
    : name=(ID | BACKTICK_ID) ('=' expr)?
    ;

// ---------------------------------------------------------------- lexer

FUNCTION : 'function' ;
IF : 'if' ;
ELSE : 'else' ;
FOR : 'for' ;
IN : 'in' ;
WHILE : 'while' ;
REPEAT : 'repeat' ;
BREAK : 'break' ;
NEXT : 'next' ;
NULL : 'NULL' ;
TRUE : 'TRUE' ;
FALSE : 'FALSE' ;
NA : 'NA' ;
NA_INT : 'NA_integer_' ;
NA_REAL : 'NA_real_' ;
NA_CHAR : 'NA_character_' ;
NA_CPLX : 'NA_complex_' ;
INF : 'Inf' ;
NAN : 'NaN' ;

LPAREN : '(' ;
RPAREN : ')' ;
LBRACE : '{' ;
RBRACE : '}' ;
LBB : '[[' ;
LBRACKET : '[' ;
RBRACKET : ']' ;
COMMA : ',' ;
SEMI : ';' ;
LEFT_ASSIGN : '<-' ;
SUPER_ASSIGN : '<<-' ;
COLON_ASSIGN : ':=' ;
RIGHT_ASSIGN : '->' ;
SUPER_RIGHT_ASSIGN : '->>' ;
EQ_ASSIGN : '=' ;
PLUS : '+' ;
MINUS : '-' ;
STAR : '*' ;
SLASH : '/' ;
CARET : '^' ;
STARSTAR : '**' ;
LT : '<' ;
GT : '>' ;
LE : '<=' ;
GE : '>=' ;
EQ : '==' ;
NE : '!=' ;
AND : '&' ;
AND2 : '&&' ;
OR : '|' ;
OR2 : '||' ;
PIPE : '|>' ;
NOT : '!' ;
TILDE : '~' ;
QUESTION : '?' ;
COLON : ':' ;
NS_GET : '::' ;
NS_GET_INT : ':::' ;
DOLLAR : '$' ;
AT : '@' ;
LAMBDA : '\\' ;

NUMBER
    : '0' [xX] HEX+ ('.' HEX*)? ([pP] [+-]? DIGIT+)? [Li]?
    | (DIGIT+ ('.' DIGIT*)? | '.' DIGIT+) ([eE] [+-]? DIGIT+)? [Li]?
    ;

/** A number cut short (`1e`, `0x`): R's lexer rejects it as unexpected input. */
BAD_NUMBER
    : (DIGIT+ ('.' DIGIT*)? | '.' DIGIT+) [eE] [+-]?
    | '0' [xX]
    ;

/** Raw strings r"(...)", R"[...]", r'{...}', with as many dashes on both sides: r"--(...)--". */
STRING
    : '"' (ESC | ~["\\])* '"'
    | '\'' (ESC | ~['\\])* '\''
    | [rR] '"' RAW_BODY '"'
    | [rR] '\'' RAW_BODY '\''
    ;

BACKTICK_ID : '`' (ESC | ~[`\\])* '`' ;

PLACEHOLDER : '_' ;

ID
    : LETTER (LETTER | DIGIT | '.' | '_')*
    | '.' ((LETTER | '.' | '_') (LETTER | DIGIT | '.' | '_')*)?
    ;

SPECIAL : '%' ~[%\n\r]* '%' ;
NEWLINE : '\r'? '\n' ;
COMMENT : '#' ~[\r\n]* -> skip ;
WS : [ \t\f\u00A0]+ -> skip ;

/** Anything else (including an unterminated quote): the parser reports it as unexpected input. */
ERROR_CHAR : . ;

fragment ESC : '\\' . ;
fragment DIGIT : [0-9] ;
fragment HEX : [0-9a-fA-F] ;
fragment LETTER : [\p{L}] ;
fragment RAW_BODY
    : '(' .*? ')'
    | '[' .*? ']'
    | '{' .*? '}'
    | '-' RAW_BODY '-'
    ;
