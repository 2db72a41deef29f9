CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`tour_title` text NOT NULL,
	`tour_title_fr` text,
	`customer_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`days` integer NOT NULL,
	`participants` integer NOT NULL,
	`price_per_person_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_viewed` integer DEFAULT false NOT NULL,
	`special_requests` text,
	`language` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "bookings_status" CHECK("bookings"."status" IN ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_participants_range" CHECK("bookings"."participants" BETWEEN 1 AND 50),
	CONSTRAINT "bookings_dates_order" CHECK("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_total" CHECK("bookings"."total_cents" = "bookings"."price_per_person_cents" * "bookings"."participants")
);
--> statement-breakpoint
CREATE INDEX `bookings_departure_idx` ON `bookings` (`tour_id`,`start_date`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`template` text NOT NULL,
	`language` text NOT NULL,
	`recipient` text NOT NULL,
	`data` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`handed_over_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_idempotency_key_unique` ON `mail_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);