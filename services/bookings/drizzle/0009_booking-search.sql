ALTER TABLE `bookings` ADD `paid_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_start_idx` ON `bookings` (`start_date`);--> statement-breakpoint
CREATE INDEX `bookings_name_idx` ON `bookings` ("customer_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `bookings_total_idx` ON `bookings` (`total_cents`);--> statement-breakpoint
CREATE INDEX `bookings_owing_idx` ON `bookings` (`created_at`) WHERE "bookings"."status" <> 'cancelled' AND "bookings"."total_cents" > "bookings"."paid_cents";