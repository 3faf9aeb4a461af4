package grader.checks.outbox;

import java.util.SplittableRandom;

/** Draws the answers of a generated dispatch: ACKs before the last, which may be any answer at all. */
final class DeliveryAnswers {
    private static final int[] STATUSES = {201, 202, 301, 307, 404, 409, 500, 503};

    private DeliveryAnswers() {
    }

    static SendAnswer send(SplittableRandom random, boolean last) {
        SendAnswer.Kind[] kinds = SendAnswer.Kind.values();
        SendAnswer.Kind kind = last && random.nextInt(3) > 0 ? kinds[random.nextInt(kinds.length)]
                : random.nextInt(4) == 0 ? SendAnswer.Kind.TRUE_CHANGING_ITS_ARGUMENT : SendAnswer.Kind.TRUE;
        return kind == SendAnswer.Kind.THROWS ? SendAnswer.throwing(random.nextBoolean()) : new SendAnswer(kind, null);
    }

    /** An answer of the peer, every way of sending its bytes equally likely. */
    static PeerAnswer peer(SplittableRandom random, boolean last) {
        PeerAnswer.Wire[] wires = PeerAnswer.Wire.values();
        PeerAnswer.Wire wire = wires[random.nextInt(wires.length)];
        if (!last || random.nextInt(3) == 0) {
            return new PeerAnswer(200, random.nextInt(4) == 0 ? PeerAnswer.Body.GOOD_1024_BYTES : PeerAnswer.Body.GOOD, wire);
        }
        PeerAnswer.Body[] bodies = PeerAnswer.Body.values();
        int status = random.nextBoolean() ? 200 : STATUSES[random.nextInt(STATUSES.length)];
        return new PeerAnswer(status, bodies[random.nextInt(bodies.length)], wire);
    }
}
