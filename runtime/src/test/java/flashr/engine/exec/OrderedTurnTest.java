package flashr.engine.exec;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** The turn of an ordered pass, step by step as two workers would meet it. */
class OrderedTurnTest {
    @Test void theHolderKeepsTheTurnWhilePartitionsArePublishedAndGivesItUpOtherwise() {
        OrderedTurn t = new OrderedTurn(4);
        assertFalse(t.claim(1), "partition 1 is not next");
        assertTrue(t.claim(0), "partition 0 is next and free");
        assertFalse(t.claim(0), "the turn is held");
        Object a1 = new Object(), a2 = new Object();
        assertTrue(t.publish(1, a1));
        assertTrue(t.publish(2, a2));
        // the holder runs the published partitions one after another
        assertSame(a1, t.complete(0));
        assertSame(a2, t.complete(1));
        // 3 is not published: the turn is given up, and whoever publishes 3 takes it
        assertNull(t.complete(2));
        assertTrue(t.publish(4, null));
        assertFalse(t.publish(3, new Object()), "the publisher of the next partition takes the turn");
        assertNull(OrderedTurn.unwrap(t.complete(3)), "a null ahead result comes back as null");
        assertNull(t.complete(4));
        assertTrue(t.claim(5), "a partition taken at its turn is run at once");
        assertEquals(3, t.takes());
    }

    @Test void workersWaitForRoomOnlyWhileTheLimitIsReached() throws InterruptedException {
        OrderedTurn t = new OrderedTurn(4);
        assertTrue(t.claim(0));
        for (long p = 1; p <= 3; p++) assertTrue(t.publish(p, p));
        t.awaitRoom(() -> false);   // three of four: no wait
        assertTrue(t.publish(4, 4L));
        Thread holder = new Thread(() -> { for (long p = 0; p < 3; p++) assertNotNull(t.complete(p)); });
        holder.start();
        t.awaitRoom(() -> false);   // returns once half have run
        holder.join();
        t.awaitRoom(() -> true);
    }
}
