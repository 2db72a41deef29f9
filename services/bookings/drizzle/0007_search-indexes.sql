CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_start_idx` ON `bookings` (`start_date`);--> statement-breakpoint
CREATE INDEX `bookings_name_idx` ON `bookings` ("customer_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `bookings_total_idx` ON `bookings` (`total_cents`);