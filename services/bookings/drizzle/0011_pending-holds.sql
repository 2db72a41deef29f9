CREATE TABLE `pending_holds` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`address_key` text,
	`email_key` text,
	`held_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pending_holds_held_idx` ON `pending_holds` (`held_at`);--> statement-breakpoint
CREATE INDEX `pending_holds_address_idx` ON `pending_holds` (`address_key`,`held_at`);--> statement-breakpoint
CREATE INDEX `pending_holds_email_idx` ON `pending_holds` (`email_key`,`held_at`);--> statement-breakpoint
ALTER TABLE `booking_status_changes` ADD `reason` text;--> statement-breakpoint
-- A hold lives exactly as long as its booking is pending (docs/decisions/059): whichever change
-- takes the booking out of pending (the operator's decision, or the expiry) ends it, in the same
-- transaction, and the holder's keyed hashes go with it.
CREATE TRIGGER `pending_holds_end` AFTER UPDATE OF `status` ON `bookings` WHEN new.status <> 'pending' BEGIN
  DELETE FROM `pending_holds` WHERE `booking_id` = new.id;
END;
--> statement-breakpoint
-- Bookings already pending at the upgrade are held from it: the operator gets the whole default
-- hold to decide, and none expires the moment the site is updated. Their holder is unknown, so
-- they count towards no one's limits.
INSERT INTO `pending_holds` (`booking_id`, `held_at`) SELECT `id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `bookings` WHERE `status` = 'pending';
