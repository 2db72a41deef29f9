-- Hand-written: drizzle-kit rebuilds the table to add a CHECK, and its copy reads the new column
-- from the old table. SQLite adds a column with its own CHECK in place. Bookings made before keep
-- no deposit (0 %): none was asked of them.
ALTER TABLE `bookings` ADD `deposit_percent` integer DEFAULT 0 NOT NULL CHECK (`deposit_percent` BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_link` text;
