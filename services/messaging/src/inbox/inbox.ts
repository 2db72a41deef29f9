import type { Language } from '@mt/contracts/common';
import type { ContactData, InboxMessage, InboxState } from '@mt/contracts/messaging';
import { desc, eq, sql } from 'drizzle-orm';
import type { MessagingDb } from '../db/database';
import { contactMessages } from '../db/schema';

type ContactMessageRow = typeof contactMessages.$inferSelect;

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    state: row.state,
    created_at: row.createdAt,
    read_at: row.readAt,
    handled_at: row.handledAt,
  };
}

/**
 * The timestamps a state carries (docs/product.md, Inbox): read keeps when it was first opened,
 * handled adds when it was dealt with, new (marked unread) clears both.
 */
function stateChange(row: ContactMessageRow, state: InboxState, now: string) {
  switch (state) {
    case 'new':
      return { state, readAt: null, handledAt: null };
    case 'read':
      return { state, readAt: row.readAt ?? now, handledAt: null };
    case 'handled':
      return { state, readAt: row.readAt ?? now, handledAt: row.handledAt ?? now };
  }
}

/** The operator's inbox of contact messages (docs/product.md, Inbox). */
export function createInbox(db: MessagingDb, now: () => Date = () => new Date()) {
  return {
    /** Records a visitor's message; the contact route calls it inside the mails' transaction. */
    add(data: ContactData, language: Language): InboxMessage {
      const row = db
        .insert(contactMessages)
        .values({ ...data, language })
        .returning()
        .get();
      return toInboxMessage(row);
    },

    /** Newest first, all or those in one state. */
    list(state?: InboxState): InboxMessage[] {
      return db
        .select()
        .from(contactMessages)
        .where(state ? eq(contactMessages.state, state) : undefined)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .all()
        .map(toInboxMessage);
    },

    /** How many messages are in each state, for the tab's badge and the filters. */
    counts(): Record<InboxState, number> {
      const rows = db
        .select({ state: contactMessages.state, count: sql<number>`count(*)` })
        .from(contactMessages)
        .groupBy(contactMessages.state)
        .all();
      const counts: Record<InboxState, number> = { new: 0, read: 0, handled: 0 };
      for (const row of rows) counts[row.state] = row.count;
      return counts;
    },

    /** Moves a message to a state; undefined when there is no such message. */
    setState(id: number, state: InboxState): InboxMessage | undefined {
      return db.transaction(() => {
        const row = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
        if (!row) return undefined;
        if (row.state === state) return toInboxMessage(row);
        const updated = db
          .update(contactMessages)
          .set(stateChange(row, state, now().toISOString()))
          .where(eq(contactMessages.id, id))
          .returning()
          .get();
        return toInboxMessage(updated);
      });
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
