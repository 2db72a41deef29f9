PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`leased_until` text,
	`last_error` text,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	`booking_id` integer NOT NULL,
	`template` text NOT NULL,
	`language` text NOT NULL,
	`recipient` text NOT NULL,
	`data` text NOT NULL,
	`handed_over_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Every row survives (docs/decisions/003): handed_over becomes sent, with its time; a pending row
-- already tried becomes failed (retrying), as the shared outbox says it; only owed rows keep a
-- next attempt; no row is leased.
INSERT INTO `__new_mail_outbox`("id", "status", "attempts", "next_attempt_at", "leased_until", "last_error", "idempotency_key", "created_at", "sent_at", "booking_id", "template", "language", "recipient", "data", "handed_over_at") SELECT "id", CASE WHEN "status" = 'handed_over' THEN 'sent' WHEN "status" = 'pending' AND "attempts" > 0 THEN 'failed' ELSE "status" END, "attempts", CASE WHEN "status" = 'pending' THEN "next_attempt_at" END, NULL, "last_error", "idempotency_key", "created_at", "handed_over_at", "booking_id", "template", "language", "recipient", "data", "handed_over_at" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_idempotency_key_unique` ON `mail_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`next_attempt_at`) WHERE "mail_outbox"."next_attempt_at" IS NOT NULL;