package flashr.lang;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A list's element is the list's alone ({@link RValue#isListOwned}) only while no other place
 * holds it; it counts as shared for every other use, and a copy of the list, a binding or a
 * second list makes it shared for good. The evaluator's use (nested replacements in place) is
 * library's NestedReplacementTest and the golden script language/replace-nested-alias.R.
 */
class ListOwnershipTest {
    private static RDouble fresh() {
        return new RDouble(new double[] {1, 2, 3});
    }

    @Test
    void aFreshValueInAListIsTheListsAloneAndStillShared() {
        RDouble v = fresh();
        RList l = RList.of(v, RString.of("k"));
        assertTrue(v.isListOwned());
        assertTrue(v.isShared());
        assertFalse(v.isTemporary());
    }

    @Test
    void aBoundValueInAListIsShared() {
        RDouble v = fresh();
        v.markBound();
        RList.of(v);
        assertTrue(v.isShared());
        assertFalse(v.isListOwned());
    }

    @Test
    void anySecondHolderMakesItShared() {
        RDouble a = fresh();
        RList.of(a);
        a.markBound(); // a variable
        assertFalse(a.isListOwned());
        a.unbind();
        assertTrue(a.isShared());

        RDouble b = fresh();
        RList.of(b);
        RList.of(b); // a second list
        assertFalse(b.isListOwned());

        RDouble c = fresh();
        RList l = RList.of(c);
        l.copy(); // a copy of the list
        assertFalse(c.isListOwned());

        RDouble d = fresh();
        RList m = RList.of(d, fresh());
        RList n = (RList) m.allocate(1);
        m.copyElement(0, n, 0); // a subset
        assertFalse(d.isListOwned());
    }

    @Test
    void aClaimedElementStoredBackIsTheListsAgain() {
        RDouble v = fresh();
        RList l = RList.of(v);
        v.claimFromList();
        assertFalse(v.isShared());
        l.set(0, v);
        v.returnToList();
        assertTrue(v.isListOwned());
    }

    @Test
    void anElementTakenOutOfADroppedListIsFreshAgain() {
        RDouble v = fresh();
        RDouble w = fresh();
        w.markBound();
        RList dropped = RList.of(v, w);
        RList next = RList.of(dropped.takeOut(0), dropped.takeOut(1));
        assertTrue(v.isListOwned());
        assertFalse(w.isListOwned()); // a variable holds it too
        assertTrue(w.isShared());
        assertTrue(next.get(0) == v && dropped.get(0) == RNull.NULL);
    }
}
