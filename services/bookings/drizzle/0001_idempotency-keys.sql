CREATE TABLE `booking_requests` (
	`key` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`booking_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_requests_created_idx` ON `booking_requests` (`created_at`);