package flashr.base;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The S3 methods that R exports as functions and flashr's builtin generics do the work of inside
 * (issue 22): each is bound, in the generic's own domain, to the generic's work under the
 * method's name, so a direct call ({@code seq.default(1, 10, by = 3)}) gives the generic's result
 * without dispatching again, and getS3method finds it. Methods whose R behaviour differs from the
 * builtin's on an object without the class are R code in base-rest.R instead.
 */
final class MethodAliases {
    private MethodAliases() {}

    private static final String[][] METHODS = {
        {"all.equal", "all.equal.numeric", "all.equal.character", "all.equal.list", "all.equal.formula",
            "all.equal.language", "all.equal.environment", "all.equal.function", "all.equal.POSIXt", "all.equal.raw"},
        {"as.list", "as.list.default", "as.list.environment", "as.list.factor"},
        {"format", "format.factor", "format.AsIs"},
        {"print", "print.factor", "print.function"},
        {"[", "[.table"}, {"[[", "[[.factor"},
        {"seq", "seq.default"}, {"rep", "rep.factor"}, {"scale", "scale.default"},
        {"solve", "solve.default", "solve.qr"}, {"qr", "qr.default"}, {"cut", "cut.default"}, {"diff", "diff.default"},
        {"range", "range.default"}, {"chol", "chol.default"}, {"kappa", "kappa.default", "kappa.qr"},
        {"aperm", "aperm.default", "aperm.table"}, {"rowsum", "rowsum.default"}, {"determinant", "determinant.matrix"},
        {"isSymmetric", "isSymmetric.matrix"}, {"as.matrix", "as.matrix.default"},
        {"as.vector", "as.vector.data.frame"}, {"conditionMessage", "conditionMessage.condition"},
        {"conditionCall", "conditionCall.condition"}, {"as.logical", "as.logical.factor"},
        {"as.function", "as.function.default"}, {"is.na<-", "is.na<-.default"}, {"close", "close.connection"},
    };

    private static final Map<String, List<String>> BY_GENERIC = new HashMap<>();

    static {
        for (String[] m : METHODS) BY_GENERIC.put(m[0], List.of(m).subList(1, m.length));
    }

    /** The methods bound with builtin {@code generic}; none for most names. */
    static List<String> of(String generic) {
        return BY_GENERIC.getOrDefault(generic, List.of());
    }
}
