ALTER TABLE `messages` ADD `booking_id` integer;--> statement-breakpoint
CREATE INDEX `messages_booking_idx` ON `messages` (`booking_id`);