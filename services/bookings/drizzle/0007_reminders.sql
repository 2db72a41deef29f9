CREATE TABLE `booking_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `reminder_queued_at` text;