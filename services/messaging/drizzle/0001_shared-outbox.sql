DROP INDEX `messages_due_idx`;--> statement-breakpoint
ALTER TABLE `messages` ADD `leased_until` text;--> statement-breakpoint
CREATE INDEX `messages_due_idx` ON `messages` (`next_attempt_at`) WHERE "messages"."next_attempt_at" IS NOT NULL;