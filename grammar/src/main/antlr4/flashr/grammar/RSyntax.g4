/*
 * R's expression syntax (R 4.2 gram.y), action-free. Operator precedence follows ?Syntax:
 * alternatives of `expr` are listed from the tightest binding to the loosest.
 *
 * Newlines are handled outside the grammar, as R's lexer does: a token source between lexer
 * and parser (flashr.parse.NewlineFilter) drops the newlines that cannot end an expression
 * (inside ( and [, after binary operators, after `if (c)`, before an `else` inside braces...)
 * and appends one newline at end of input. Here NEWLINE only separates expressions.
 *
 * `if` without else comes before `if` with else: where an else could belong to either of two
 * nested ifs, ANTLR resolves the ambiguity for the first alternative at the outer if, leaving the
 * else to the inner one (the dangling-else rule R follows).
 */
grammar RSyntax;

/** One top-level expression and its terminator, or an empty line: what R's REPL parses at a time. */
item
    : NEWLINE
    | expr (';' | NEWLINE)
    ;

expr
    : NUMBER                                                  # number
    | STRING                                                  # string
    | constant=(NULL | TRUE | FALSE | NA | NA_INT | NA_REAL | NA_CHAR | NA_CPLX | INF | NAN) # constant
    | name=(ID | BACKTICK_ID)                                 # symbol
    | PLACEHOLDER                                             # placeholder
    | lhs=(ID | BACKTICK_ID | STRING) op=('::' | ':::') rhs=(ID | BACKTICK_ID | STRING) # namespace
    | '{' exprlist '}'                                        # block
    | '(' expr ')'                                            # paren
    | expr '(' sublist ')'                                    # call
    | expr '[' sublist ']'                                    # index
    | expr LBB sublist ']' ']'                                # index2
    | expr op=('$' | '@') rhs=(ID | BACKTICK_ID | STRING)     # dollar
    | <assoc=right> expr op=('^' | '**') expr                          # binary
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
    | <assoc=right> expr op='=' expr                          # binary
    | (FUNCTION | '\\') '(' formlist ')' expr                 # function
    | IF '(' expr ')' expr                                    # if
    | IF '(' expr ')' expr ELSE expr                          # ifElse
    | FOR '(' (ID | BACKTICK_ID) IN expr ')' expr             # for
    | WHILE '(' expr ')' expr                                 # while
    | REPEAT expr                                             # repeat
    | op='?' expr                                             # unary
    | expr op='?' expr                                        # binary
    | BREAK                                                   # break
    | NEXT                                                    # next
    ;

/** The body of { }: expressions separated by ';' or newlines, any of them possibly empty. */
exprlist
    : expr? ((';' | NEWLINE) expr?)*
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
