package flashr.engine.codegen;

import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.Broadcast;
import flashr.engine.dag.IfElseNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.SmallOperand;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.List;

/**
 * What a region's generated body does, element by element: one call of an
 * {@code ElementFns} function per member node, with each operand's source (an earlier member's
 * local, an input block at the element or at its row, a small operand) and the conversion it
 * needs; then the last value is stored, or folded into its row ({@link #fold}: the row aggregation
 * ending the region, null when there is none), or ({@link #sink}) stored in a column buffer handed
 * to a sink's partial after each column ({@link #foldInOrder}: a row sum with R's rowSums' NaN,
 * RowFolds.sumColumnInOrder). Two regions with the same {@link #key} share one
 * generated class; the values of small operands are not part of the shape (they are passed in at
 * run time).
 */
record RegionShape(List<Instr> instrs, List<ElementType> inputTypes, List<Small> smalls, AggOp fold, boolean foldInOrder, boolean sink, String key) {
    /** Where an operand comes from. */
    sealed interface Ref permits Member, Input, SmallRef {}
    /** The value of the region's member at this position (its local variable). */
    record Member(int pos) implements Ref {}
    /** Input block {@code idx} at the element ({@code row} false) or at its row (a row vector). */
    record Input(int idx, boolean row) implements Ref {}
    /** Small operand {@code idx}: one value, or one per column. */
    record SmallRef(int idx) implements Ref {}

    /** An operand: its source, the type it has there and the type the function takes. */
    record Arg(Ref ref, ElementType from, ElementType to) {}
    /** One member: {@code ElementFns.fn(args...)} giving a value of type result. */
    record Instr(String fn, List<Arg> args, ElementType result) {}
    /** A small operand's type and whether it holds one value per column (else one for all). */
    record Small(ElementType type, boolean perColumn) {}

    /** The shape of a region of a plan and the plan's small operand arrays, in the shape's order. */
    record Bound(RegionShape shape, Object[] smallArrays) {}

    static Bound of(PassPlan plan, Region region) {
        List<Instr> instrs = new ArrayList<>();
        List<ElementType> inputTypes = new ArrayList<>();
        for (int j : region.inputs()) inputTypes.add(plan.nodes.get(j).type);
        List<Small> smalls = new ArrayList<>();
        List<Object> arrays = new ArrayList<>();
        Builder b = new Builder(plan, region, smalls, arrays);
        AggOp fold = null;
        boolean inOrder = false;
        for (int k : region.members()) {
            Node x = plan.nodes.get(k);
            if (x instanceof AggRowNode a) { fold = a.op; inOrder = a.inOrderNaNs; continue; }   // the output: folds the value before it
            instrs.add(switch (x) {
                case SapplyNode s -> b.sapply(s);
                case MapplyNode m -> b.mapply(m);
                case IfElseNode s -> b.ifelse(s);
                default -> throw new IllegalArgumentException("not element-wise: " + x.label());
            });
        }
        StringBuilder key = new StringBuilder();
        for (Instr in : instrs) {
            key.append(in.fn()).append('(');
            for (Arg a : in.args()) {
                String r = switch (a.ref()) {
                    case Member m -> "m" + m.pos();
                    case Input i -> (i.row() ? "r" : "i") + i.idx();
                    case SmallRef s -> "s" + s.idx();
                };
                key.append(r).append(':').append(a.from()).append('>').append(a.to()).append(',');
            }
            key.append(")").append(in.result()).append(';');
        }
        key.append("in").append(inputTypes).append(";small");
        for (Small s : smalls) key.append(s.type()).append(s.perColumn() ? "/col" : "/one").append(',');
        if (fold != null) key.append(";fold:").append(fold).append(inOrder ? "/inOrder" : "");
        return new Bound(new RegionShape(List.copyOf(instrs), List.copyOf(inputTypes), List.copyOf(smalls), fold, inOrder, false, key.toString()),
                arrays.toArray());
    }

    /** This shape with its values handed to a sink column by column instead of stored in a block (no row fold). */
    RegionShape feedingSink() {
        if (fold != null) throw new IllegalStateException("a row fold feeds no sink");
        return new RegionShape(instrs, inputTypes, smalls, null, false, true, key + ";sink");
    }

    /** Turns member nodes into instructions, resolving operands against the region. */
    private record Builder(PassPlan plan, Region region, List<Small> smalls, List<Object> arrays) {
        private Arg arg(Node operand, boolean row, ElementType to) {
            int j = plan.indexOf(operand);
            int pos = region.members().indexOf(j);
            Ref ref = pos >= 0 ? new Member(pos) : new Input(region.inputs().indexOf(j), row);
            return new Arg(ref, operand.type, to);
        }

        private Arg small(SmallOperand s, ElementType t, boolean perColumn) {
            smalls.add(new Small(t, perColumn));
            arrays.add(t == ElementType.DOUBLE ? s.d : s.i);
            return new Arg(new SmallRef(smalls.size() - 1), t, t);
        }

        Instr sapply(SapplyNode s) {
            ElementType t = s.op.operandType(s.in.type);
            return new Instr(fnName(s.op.name(), t), List.of(arg(s.in, false, t)), s.type);
        }

        Instr mapply(MapplyNode m) {
            BinaryOp op = m.op;
            ElementType t = op.operandType(m.m.type, m.other.type);
            Arg a = arg(m.m, false, t);
            Arg o = switch (m.mode) {
                case FULL -> arg(m.other, false, t);
                case ROW_VECTOR -> arg(m.other, true, t);
                case SCALAR, COL_VECTOR -> small(plan.small(m), t, m.mode == Broadcast.COL_VECTOR);
            };
            boolean scalarRight = !m.otherLeft && (m.mode == Broadcast.SCALAR || m.mode == Broadcast.COL_VECTOR);
            // the interpreting loops compute x ^ s with s == 2 as x * x for a scalar on the right
            String fn = op == BinaryOp.POW && scalarRight ? "powScalarDouble" : fnName(op.name(), t);
            return new Instr(fn, m.otherLeft ? List.of(o, a) : List.of(a, o), m.type);
        }

        Instr ifelse(IfElseNode s) {
            ElementType t = s.type;
            Arg test = arg(s.test, false, ElementType.LOGICAL);
            Arg yes = s.isScalar(s.yes) ? small(plan.scalar(s.yes, t), t, false) : arg(s.yes, false, t);
            Arg no = s.isScalar(s.no) ? small(plan.scalar(s.no, t), t, false) : arg(s.no, false, t);
            return new Instr(t == ElementType.DOUBLE ? "ifElseDouble" : "ifElseInt", List.of(test, yes, no), t);
        }
    }

    /** The ElementFns method of an op on a storage: IS_NA on doubles is isNaDouble. */
    static String fnName(String opName, ElementType operand) {
        StringBuilder sb = new StringBuilder();
        boolean up = false;
        for (char c : opName.toLowerCase().toCharArray()) {
            if (c == '_') { up = true; continue; }
            sb.append(up ? Character.toUpperCase(c) : c);
            up = false;
        }
        return sb.append(operand == ElementType.DOUBLE ? "Double" : "Int").toString();
    }
}
