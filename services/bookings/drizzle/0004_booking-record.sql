CREATE TABLE `booking_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`text` text NOT NULL,
	`author` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_notes_booking_idx` ON `booking_notes` (`booking_id`);--> statement-breakpoint
CREATE TABLE `booking_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`received_on` text NOT NULL,
	`note` text,
	`recorded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`voided_at` text,
	`voided_by` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "booking_payments_amount" CHECK("booking_payments"."amount_cents" > 0),
	CONSTRAINT "booking_payments_method" CHECK("booking_payments"."method" IN ('cash', 'bank_transfer', 'card_terminal', 'other'))
);
--> statement-breakpoint
CREATE INDEX `booking_payments_booking_idx` ON `booking_payments` (`booking_id`);--> statement-breakpoint
CREATE TABLE `booking_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_status_changes_booking_idx` ON `booking_status_changes` (`booking_id`);--> statement-breakpoint
-- Bookings made before the history existed get their creation, by the customer, at its time
-- (docs/decisions/049); later changes of theirs were not recorded and cannot be made up.
INSERT INTO `booking_status_changes` (`booking_id`, `from_status`, `to_status`, `changed_by`, `changed_at`)
SELECT `id`, NULL, 'pending', 'customer', `created_at` FROM `bookings`;
