CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`language` text NOT NULL,
	`state` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`read_at` text,
	`handled_at` text,
	CONSTRAINT "contact_messages_state" CHECK("contact_messages"."state" IN ('new', 'read', 'handled'))
);
--> statement-breakpoint
CREATE INDEX `contact_messages_state_idx` ON `contact_messages` (`state`,`created_at`);