-- Hand-written: drizzle-kit rebuilds the table to add a CHECK, and its copy reads the new columns
-- from the old table. SQLite adds a column with its own CHECK in place (docs/decisions/076). A
-- CHECK that reads another column says what NULL means: NULL AND false is false.
ALTER TABLE `tours` ADD `start_times` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `sales_cutoff_hours` integer CONSTRAINT "tours_cutoff_hours_check" CHECK (`sales_cutoff_hours` BETWEEN 0 AND 168);--> statement-breakpoint
ALTER TABLE `tours` ADD `sales_cutoff_time` text CONSTRAINT "tours_cutoff_time_check" CHECK (`sales_cutoff_time` IS NULL OR (`sales_cutoff_time` GLOB '[0-2][0-9]:[0-5][0-9]' AND `sales_cutoff_hours` IS NULL));
