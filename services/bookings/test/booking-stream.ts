/** A departure: one tour on one start date. */
export interface Departure {
  tourId: number;
  startDate: string;
}

/** One booking attempt and what came of it: an HTTP status, or `0` when no answer came. */
export interface Attempt {
  email: string;
  departure: Departure;
  participants: number;
  sentAt: number;
  status: number;
  /** The booking's id, when it was created (2xx). */
  id?: number;
}

/** Sends one booking attempt and records what came of it. */
export async function sendBooking(
  base: string,
  email: string,
  departure: Departure,
  participants: number,
): Promise<Attempt> {
  const attempt: Attempt = { email, departure, participants, sentAt: Date.now(), status: 0 };
  try {
    const response = await fetch(`${base}/api/bookings/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tour_id: departure.tourId,
        customer_name: `Guest ${email}`,
        email,
        start_date: departure.startDate,
        number_of_participants: participants,
        language: 'en',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { id?: number };
    attempt.id = body.id;
    attempt.status = response.status;
  } catch {
    // Refused, reset, or cut off mid-answer: status 0, whatever the headers had said.
    attempt.status = 0;
  }
  return attempt;
}

/**
 * A steady stream of booking attempts at `base`, one every `everyMs` whatever became of the
 * earlier ones (an open load, like visitors: a dead server does not slow them down). Each attempt
 * has its own e-mail address, so the test can trace it in the database.
 */
export function startBookingStream(options: {
  base: string;
  prefix: string;
  everyMs: number;
  pick: (index: number) => { departure: Departure; participants: number };
}) {
  const attempts: Attempt[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let index = 0;
  const timer = setInterval(() => {
    const { departure, participants } = options.pick(index);
    const pending = sendBooking(
      options.base,
      `${options.prefix}-${index}@example.com`,
      departure,
      participants,
    );
    index += 1;
    inFlight.add(pending);
    void pending.then((attempt) => {
      attempts.push(attempt);
      inFlight.delete(pending);
    });
  }, options.everyMs);

  return {
    /** Attempts answered (or failed) so far. */
    attempts: (): readonly Attempt[] => attempts,
    /** Stops sending, waits for the answers still due, and returns every attempt. */
    async stop(): Promise<Attempt[]> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return attempts;
    },
  };
}
